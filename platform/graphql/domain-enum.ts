import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum over a domain's list of strings, so the list stays the one source: each value's
 * GraphQL name is its upper snake case (in-progress → IN_PROGRESS), its internal value the domain
 * string resolvers return and receive (the REST facade maps names back: graph-client/graph-enums.ts).
 */
export function domainEnum<const V extends string>(name: string, values: readonly V[], description?: string): Readonly<Record<string, V>> {
  const members = Object.fromEntries(values.map((v) => [v.toUpperCase().replace(/[^A-Z0-9]+/g, '_'), v]));
  registerEnumType(members, { name, description });
  return members;
}
