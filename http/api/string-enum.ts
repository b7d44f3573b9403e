import { Type, type StringOptions } from '@sinclair/typebox';

/**
 * A string schema limited to `values`, whose static type is their union: the same JSON Schema as
 * `Type.String({ enum })` (so the OpenAPI documents do not change), typed for the handler.
 */
export function StringEnum<const V extends readonly string[]>(values: V, options: Omit<StringOptions, 'enum'> = {}) {
  return Type.Unsafe<V[number]>(Type.String({ enum: [...values], ...options }));
}
