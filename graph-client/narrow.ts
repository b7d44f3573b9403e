/**
 * `value` as one of `values`: a graph String that a surface shows as a closed list (an order's
 * kind, a help article's locale). Anything else is the service's own fault, not the caller's.
 */
export function oneOf<const V extends readonly string[]>(values: V, value: string, what: string): V[number] {
  if (!values.includes(value)) throw new Error(`the graph returned ${what} "${value}", which this surface does not know`);
  return value;
}
