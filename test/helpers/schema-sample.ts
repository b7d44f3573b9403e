/**
 * Valid request values generated from a route's JSON schema (the served OpenAPI documents), so
 * a test can call every route without knowing it in advance. Property names with a meaning the
 * schema cannot carry (a URL the service accepts, a question it can price) take their value from
 * MEANINGFUL; everything else is the smallest value its schema allows.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  minProperties?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  description?: string;
};

/** A 1×1 PNG (base64): the smallest image media uploads accept. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** Values for properties whose meaning a schema cannot express. */
export const MEANINGFUL: Record<string, unknown> = {
  name: 'Cross-mode probe',
  prompt: 'Which one do you prefer?',
  question: 'What made you choose it?',
  questions: [{ type: 'single_select', prompt: 'Which one?', options: [{ label: 'Alpha' }, { label: 'Beta' }] }],
  rating: 'helpful',
  comment: 'probe',
  url: 'https://hooks.example.com/sfs',
  enabledEvents: ['survey.completed'],
  pack: 'credits_20',
  data: TINY_PNG_BASE64,
  country: 'US',
  sampleSize: 10,
};

/** A value valid for `schema`: required properties only, plus one meaningful property when an empty object is refused. */
export function sampleValue(schema: Schema, name?: string): unknown {
  if (name !== undefined && name in MEANINGFUL) return MEANINGFUL[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sampleValue(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], name);
  if (schema.allOf?.length) return sampleValue(Object.assign({}, ...schema.allOf), name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : 'string')) {
    case 'object':
      return sampleObject(schema);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

function sampleObject(schema: Schema): Record<string, unknown> {
  const props = schema.properties ?? {};
  const out: Record<string, unknown> = {};
  for (const key of schema.required ?? []) out[key] = sampleValue(props[key] ?? {}, key);
  // "At least one field" (minProperties, or PATCH bodies with nothing required): one that means something.
  if (Object.keys(out).length === 0 && Object.keys(props).length > 0) {
    const key = Object.keys(props).find((k) => k in MEANINGFUL) ?? Object.keys(props)[0];
    out[key] = sampleValue(props[key], key);
  }
  return out;
}
