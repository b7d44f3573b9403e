import fc from 'fast-check';

/**
 * fast-check arbitraries for requests described by an OpenAPI 3.1 document: values shaped by
 * each parameter's and body's JSON schema, with hostile values mixed in at every level (issue 16:
 * NUL and other C0 controls, lone surrogates, numbers past 32 bits, wrong types, long strings,
 * odd ids, path traversal, percent-encoding junk, unknown fields).
 */

export type Schema = Record<string, any>;

const GUID = '01970000-0000-7000-8000-0000000000ff';

/** Strings that broke, or could break, something between the edge and the database. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u0008',
  '\u001b[31m',
  '\u001f',
  '\u007f',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\ufeff',
  '\u202etxt',
  'tab\tnew\nline\rret',
  '😀👍🏽',
  'é中文',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  `urn:uuid:${GUID}`,
  GUID.toUpperCase(),
  'srv_0197',
  'srv_' + 'f'.repeat(32),
  'tag_' + '0'.repeat(32),
  '../../../etc/passwd',
  '..\\..\\win.ini',
  '%00',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  "' OR 1=1 --",
  '"; drop table surveys; --',
  '{"$ne":null}',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  'y'.repeat(5_000),
];
const HUGE_STRING = 'z'.repeat(200_000);

/** Numbers at and past the edges that matter (GraphQL Int, JavaScript's safe integers, doubles). */
export const HOSTILE_NUMBERS = [0, -1, -0.5, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324];

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [null], { x: 1 }, [[[]]]];

/** Path parameter values: `raw` ones go into the URL as they are (percent-encoding junk, traversal). */
export type PathValue = string | { raw: string };
export const HOSTILE_PATH_VALUES: PathValue[] = [
  `urn:uuid:${GUID}`,
  GUID,
  GUID.toUpperCase(),
  '0',
  '-1',
  '99999999999999999999',
  'x'.repeat(100),
  'x'.repeat(101),
  '\u0000',
  '\ud800',
  '😀',
  '..',
  '../me',
  'a/b',
  ' ',
  'null',
  { raw: '%zz' },
  { raw: '%' },
  { raw: '%E0%A4%A' },
  { raw: '%ED%A0%80' },
  { raw: '%00' },
  { raw: '..' },
  { raw: '%2e%2e' },
  { raw: '..%2f..%2fv2%2fme' },
  { raw: 'x'.repeat(2_000) },
];

/** Junk appended to a query string as it is. */
export const HOSTILE_QUERY_SUFFIXES = ['', '&%zz=1', '&a=%ED%A0%80', '&=&&=x', '&unknown_param=1', '&limit=1&limit=2', '&a[b]=c', '&__proto__=x', `&q=${'w'.repeat(3_000)}`];

/** Request bodies that are not what any schema describes (sent as application/json). */
export const HOSTILE_RAW_BODIES = [
  '',
  '{',
  '[]',
  'null',
  '"text"',
  '123',
  '{"a":',
  '{"a":1,"a":2}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  '{"na\\u0000me":"x"}',
  '\ufeff{}',
];

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
);

/** Every leaf of a schema given one value per JSON type: the deterministic examples. */
export interface LeafValues {
  string: unknown;
  integer: unknown;
  number: unknown;
  boolean: unknown;
}

/** URLs a media or webhook field may carry in the fuzz: none is fetched (private, plain http, embeds, junk). */
const SAFE_URLS = [
  'https://127.0.0.1/x.png',
  'https://10.0.0.1/a.jpg',
  'https://[::1]/v.mp4',
  'http://example.com/a.png',
  'ftp://example.com/a',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'javascript:alert(1)',
  '//x',
  'https://',
];

export interface ArbitraryOptions {
  /** Chance, per value, of a hostile value in its place (0 to 1); 0 gives values the schema accepts, mostly. */
  hostility: number;
}

/** A value for a JSON schema, hostile with the given chance at every level. */
export function valueFor(schema: Schema, opts: ArbitraryOptions, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const shaped = shapedValueFor(schema, opts, depth, name);
  const hostileWeight = Math.round(opts.hostility * 100);
  if (hostileWeight === 0) return shaped;
  return fc.oneof({ weight: 100 - hostileWeight, arbitrary: shaped }, { weight: hostileWeight, arbitrary: hostileLeaf });
}

/** A body or query for a schema: clean (what the schema accepts), lightly or heavily hostile. */
export function mixedValueFor(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valueFor(schema, { hostility: 0 }) },
    { weight: 3, arbitrary: valueFor(schema, { hostility: 0.04 }) },
    { weight: 2, arbitrary: valueFor(schema, { hostility: 0.2 }) },
  );
}

/** A valid example, mostly with one of its values replaced by a generated or hostile one. */
export function mutationOf(example: unknown): fc.Arbitrary<unknown> {
  const leaves = leafPaths(example);
  const replacement = fc.oneof(hostileLeaf, fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 1_000 }), fc.integer(), fc.double());
  const mutated = fc.tuple(fc.nat({ max: Math.max(leaves.length - 1, 0) }), replacement).map(([i, value]) => replaceAt(example, leaves[i] ?? [], value));
  return fc.oneof({ weight: 1, arbitrary: fc.constant(example) }, { weight: 4, arbitrary: mutated });
}

function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((v, i) => leafPaths(v, [...path, i]))];
  if (value !== null && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]))];
  return [path];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

function shapedValueFor(schema: Schema, opts: ArbitraryOptions, depth: number, name: string): fc.Arbitrary<unknown> {
  if (name === 'url' || name === 'mediaUrl' || name === 'image') {
    const fitting = SAFE_URLS.filter((u) => !schema.pattern || new RegExp(schema.pattern).test(u));
    return fc.constantFrom(...(fitting.length ? fitting : SAFE_URLS));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  // An object and a rule over its fields (an exactly-one-of body): values shaped by the object.
  if (Array.isArray(schema.allOf)) return shapedValueFor(schema.allOf[0], opts, depth, name);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return fc.oneof(...variants.map((v: Schema) => shapedValueFor(v, opts, depth, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const max = Math.min(schema.maxItems ?? 3, 3);
      return fc.array(valueFor(schema.items ?? {}, opts, depth + 1, name), { minLength: Math.min(schema.minItems ?? 0, max), maxLength: max });
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : objectFor(schema, opts, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, Math.max(maxLength, schema.minLength ?? 0)));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: 'grapheme' });
}

function objectFor(schema: Schema, opts: ArbitraryOptions, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) record[key] = valueFor(child, opts, depth + 1, key);
  const required = (schema.required ?? []) as string[];
  const known = fc.record(record, { requiredKeys: required.filter((k) => k in record) });
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 12 }), valueFor(schema.additionalProperties, opts, depth + 1), { maxKeys: 3 })
      : fc.constant({});
  // Sometimes, when hostile, a field no schema names, or a key no database could store.
  const unknown =
    opts.hostility > 0
      ? fc.option(fc.constantFrom({ unknownField: 1 }, { 'na\u0000me': 'x' }, { '\ud800': 1 }, { __proto__x: {} }), { freq: Math.round(1 / opts.hostility) })
      : fc.constant(null);
  return fc.tuple(known, extra, unknown).map(([k, e, u]) => ({ ...e, ...k, ...(u ?? {}) }));
}

/** One deterministic value for a schema, every leaf replaced by the value given for its type. */
export function filledWith(schema: Schema, leaves: LeafValues, depth = 0): unknown {
  if (Array.isArray(schema.allOf)) return filledWith(schema.allOf[0], leaves, depth);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return filledWith(variants.find((v: Schema) => v.type !== 'null') ?? variants[0], leaves, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') return depth > 4 ? [] : [filledWith(schema.items ?? {}, leaves, depth + 1)];
  if (type === 'object') {
    if (depth > 4) return {};
    return Object.fromEntries(Object.entries<Schema>(schema.properties ?? {}).map(([k, v]) => [k, filledWith(v, leaves, depth + 1)]));
  }
  if (type === 'integer' || type === 'number' || type === 'boolean' || type === 'string') return leaves[type as keyof LeafValues];
  return leaves.string;
}

/** A value with every string and number leaf passed through the given functions (valid bodies made hostile). */
export function mapLeaves(value: unknown, leaf: { string: (s: string) => unknown; number: (n: number) => unknown }): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  if (typeof value === 'string') return leaf.string(value);
  if (typeof value === 'number') return leaf.number(value);
  return value;
}
