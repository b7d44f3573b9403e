import { Type } from '@sinclair/typebox';

/**
 * The CSRF token every form carries. Optional in the schemas so that a missing token is the CSRF
 * check's 403, not a validation 400.
 */
export const CsrfField = { _csrf: Type.Optional(Type.String({ maxLength: 200 })) };

/** A group of checkboxes: a form sends one value per ticked box, so none, one (a string) or several (an array). */
export function checkboxes<T extends string>(values: readonly T[]) {
  const one = Type.Union(values.map((v) => Type.Literal(v)));
  return Type.Optional(Type.Union([Type.Array(one, { maxItems: values.length }), one]));
}

/** The ticked values of a checkbox group, as a list. */
export const ticked = <T extends string>(raw: T | T[] | undefined): T[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);
