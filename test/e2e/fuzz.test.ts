import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId, toPublicId } from '../../platform/ids';
import { seedExportSurvey } from '../helpers/export-fixture';
import { makeTeam } from '../helpers/fixtures';
import { apiClient, json, REQ_ID } from '../helpers/http';
import {
  filledWith,
  HOSTILE_PATH_VALUES,
  mapLeaves,
  mixedValueFor,
  mutationOf,
  HOSTILE_QUERY_SUFFIXES,
  HOSTILE_RAW_BODIES,
  valueFor,
  type LeafValues,
  type PathValue,
  type Schema,
} from '../helpers/openapi-arbitraries';
import { changedTables, useServiceOnOwnDatabase, type DatabaseState } from '../helpers/db-changes';

/**
 * Property-based walk over both served OpenAPI documents (issue 16, section 2): every operation
 * gets generated and hostile path parameters, queries and JSON bodies, with a live or a test
 * key, and every answer must be below 500, carry X-Request-Id, and, when an error, the surface's
 * documented envelope. Deterministic (fixed seed); FUZZ_RUNS (cases per operation) and FUZZ_SEED
 * give a deeper or another local run. Nothing leaves the machine: URLs in bodies are ones the service refuses to
 * fetch, and payments go to the sandbox this service starts.
 *
 * Issue 36: a refused request writes nothing. The service runs on a database of this file's own
 * (ROLE=api: no workers), every table is snapshotted after every request (test/helpers/db-changes.ts)
 * and a 4xx must leave every table as the request before it left it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 16_2_2026);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 10);

const mediaDir = mkdtempSync(path.join(tmpdir(), 'sfs-fuzz-media-'));
const own = useServiceOnOwnDatabase('fuzz', { RATE_LIMITS_ENABLED: 'false', MEDIA_DIR: mediaDir });
const service = own.service;
const api = apiClient(() => service().url);
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

type Surface = 'v1' | 'v2';
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
}
interface RequestCase {
  key: string;
  path: Record<string, PathValue>;
  query: Record<string, unknown>;
  querySuffix: string;
  idempotencyKey: string | null;
  body: { json: unknown } | { raw: string } | null;
}

/** A 1×1 PNG, for media uploads that reach storage. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Bodies each operation accepts, mutated one value at a time so cases get past validation into the domains. */
const VALID_BODIES: Record<string, unknown> = {
  'POST /v1/surveys': {
    name: 'Fuzz',
    questions: [{ type: 'head_to_head', prompt: 'Which name?', options: [{ value: 'Nova' }, { value: 'Orbit' }] }],
    surveyIntent: 'names',
    externalId: 'fz-1',
  },
  'PATCH /v1/surveys/{id}': { name: 'Renamed', surveyIntent: 'why not', sampleSize: '120' },
  'POST /v1/responses/{id}/rate': { rating: 'helpful', comment: 'useful' },
  'POST /v1/surveys/{id}/responses/{responseId}/followup': { question: 'Why that one?' },
  'POST /v1/projects': { name: 'Fuzz project', description: 'about', goal: 'learn' },
  'PATCH /v1/projects/{id}': { name: 'Fuzz project 2', description: 'more' },
  'POST /v1/tags': { name: 'fuzz tag' },
  'PATCH /v1/tags/{id}': { name: 'fuzz tag 2' },
  'POST /v1/media/upload': { data: PNG, filename: 'dot.png' },
  'POST /v1/playbooks/{id}/start': {
    name: 'Fuzz run',
    steps: [
      { blanks: { product_description: 'a fuzzed bar' }, options: [{ value: 'Nova' }, { value: 'Orbit' }] },
      { blanks: { brand_name: 'Nova', brand_description: 'Bars' }, options: [{ mediaUrl: 'https://cdn.example.com/1.png' }, { mediaUrl: 'https://cdn.example.com/2.png' }] },
      {
        blanks: { product_name: 'Nova' },
        options: [{ mediaUrl: 'https://cdn.example.com/1.png' }, { mediaUrl: 'https://cdn.example.com/2.png' }, { mediaUrl: 'https://cdn.example.com/3.png' }],
      },
    ],
  },
  'POST /v2/surveys': {
    name: 'Fuzz',
    sampleSize: 50,
    country: 'gb',
    questions: [{ type: 'single_select', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }] }],
    surveyIntent: 'packs',
  },
  'PATCH /v2/surveys/{id}': { name: 'Renamed', sampleSize: 60 },
  'POST /v2/orders': { pack: 'credits_20' },
  'POST /v2/webhook-endpoints': { url: 'https://hooks.example.com/fuzz-2', enabledEvents: ['order.paid'] },
  'PATCH /v2/webhook-endpoints/{id}': { enabledEvents: ['survey.completed', 'order.paid'] },
  'POST /v2/webhook-endpoints/{id}/test': { type: 'order.paid' },
  'POST /v2/media': { data: PNG, filename: 'dot.png' },
};

let keys: string[] = [];
/** Ids of real resources of the fuzzing team, per path and parameter, so cases reach the domains. */
let knownIds: (method: string, path: string, param: string) => string[] = () => [];
let requestsSent = 0;
/** 4xx answers whose database was compared, and the state after the last request. */
let refusalsChecked = 0;
let lastState: DatabaseState | null = null;
const refusalsThatWrote: string[] = [];

/**
 * Refusals that still write, found by this check and being fixed on other branches (issue 36).
 * Each entry names the defect; empty it when the fix is merged. A listed case is still sent and
 * still must answer below 500; only its database comparison is skipped.
 */
const KNOWN_UNTIL_MERGE: { why: string; matches: (method: string, path: string, status: number, body: unknown) => boolean }[] = [];

beforeAll(async () => {
  const em = service().em();
  const t = await makeTeam(em, 'Fuzz');
  const live = await t.key(['read', 'write', 'spend']);
  keys = [live, await t.key(['read', 'write', 'spend'], { livemode: false })];
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await api('POST', p, live, body, headers);
    expect(res.status, `fixture POST ${p}`).toBeLessThan(300);
    return json(res);
  };
  const draft = { name: 'Fuzz draft', questions: [{ type: 'head_to_head', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] };
  const drafts = [(await post('/v2/surveys', draft)).id as string, (await post('/v2/surveys', draft)).id as string];
  // Survey 960 of the export fixture (test files keep to their own range): completed, with responses.
  const { surveyId: completed } = await seedExportSurvey(em, t.team.id, 960);
  const responses = (await em.getConnection().execute<{ id: string }[]>('select id from surveys.responses where survey_id = ?', [completed])).map((r) => r.id);
  const order = (await post('/v2/orders', { pack: 'credits_20' }, { 'idempotency-key': 'fuzz-order' })).id as string;
  const endpoint = (await post('/v2/webhook-endpoints', { url: 'https://hooks.example.com/fuzz', enabledEvents: ['survey.completed'] })).id as string;
  const project = (await post('/v1/projects', { name: 'Fuzz project' })).data.id as string;
  const tag = (await post('/v1/tags', { name: 'fuzz' })).data.id as string;
  const guid = (srv: string) => fromPublicId('srv', srv)!;
  knownIds = (method, p, param) => {
    if (p.startsWith('/v2/surveys/{id}')) return [drafts[0], toPublicId('srv', completed)];
    if (p.startsWith('/v2/orders/{id}')) return [order];
    if (p.startsWith('/v2/webhook-endpoints/{id}')) return [endpoint];
    // The second draft is the one v1 DELETE may remove, so the others stay for the routes after it.
    if (p === '/v1/surveys/{id}' && method === 'DELETE') return [guid(drafts[1])];
    if (p.startsWith('/v1/surveys/{id}')) return param === 'responseId' ? responses : [guid(drafts[0]), completed];
    if (p.startsWith('/v1/responses/{id}')) return responses;
    if (p.startsWith('/v1/projects/{id}')) return [project];
    if (p.startsWith('/v1/tags/{id}')) return [tag];
    // Name a product (the start's valid body above is for it).
    if (p.startsWith('/v1/playbooks/{id}')) return ['pbk_6r1y4ln4692fi1darenmndxw'];
    return [];
  };
  lastState = await own.watcher().snapshot();
});

/** Every operation of a served document (parameters and request bodies are inline; responses reference components, unread here). */
async function operationsOf(surface: Surface): Promise<Operation[]> {
  const res = await fetch(`${service().url}/${surface}/openapi.json`);
  expect(res.status).toBe(200);
  const doc = (await res.json()) as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses?: Record<string, { content?: object }> }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops)
      // An event stream answers a valid request with a response that never ends (listen.test.ts tests it).
      .filter(([, op]) => !(op.responses?.['200']?.content && 'text/event-stream' in op.responses['200'].content))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: p,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema ?? null,
      })),
  );
}

const asQueryValue = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(asQueryValue) : [typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)];

function pathArbitrary(op: Operation, p: Parameter): fc.Arbitrary<PathValue> {
  const known = knownIds(op.method, op.path, p.name);
  const generated = valueFor(p.schema, { hostility: 0 }).map((v) => asQueryValue(v)[0] ?? '');
  return fc.oneof(
    { weight: known.length ? 6 : 0, arbitrary: known.length ? fc.constantFrom(...known) : fc.constant('') },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_PATH_VALUES) },
    { weight: 1, arbitrary: generated },
  );
}

function caseArbitrary(op: Operation): fc.Arbitrary<RequestCase> {
  const byIn = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  const query = Object.fromEntries(byIn('query').map((p) => [p.name, fc.option(mixedValueFor(p.schema), { freq: 2 })]));
  const rawBody = fc.constantFrom(...HOSTILE_RAW_BODIES).map((raw) => ({ raw }));
  const valid = VALID_BODIES[`${op.method} ${op.path}`];
  const body: fc.Arbitrary<RequestCase['body']> = op.body
    ? fc.oneof(
        { weight: valid ? 4 : 0, arbitrary: valid ? mutationOf(valid).map((v) => ({ json: v })) : fc.constant(null) },
        { weight: 5, arbitrary: mixedValueFor(op.body).map((v) => ({ json: v })) },
        { weight: 1, arbitrary: rawBody },
      )
    : op.method === 'POST' || op.method === 'DELETE'
      ? fc.option(fc.oneof(fc.constantFrom({ json: {} }, { json: { unknownField: 1 } }), rawBody), { freq: 3 })
      : fc.constant(null);
  return fc.record({
    key: fc.constantFrom(...keys),
    path: fc.record(Object.fromEntries(byIn('path').map((p) => [p.name, pathArbitrary(op, p)]))),
    query: fc.record(query).map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== null))),
    querySuffix: fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_QUERY_SUFFIXES) }),
    idempotencyKey: byIn('header').length
      ? fc.option(fc.string({ minLength: 1, maxLength: 300, unit: fc.constantFrom(...'abcXYZ019-_.:~ !"#$%&\'()*+,/;<=>?@[\\]^`{|}') }), { freq: 4 })
      : fc.constant(null),
    body,
  });
}

/** Deterministic cases run before the generated ones: one hostile value in every field at once. */
function examplesFor(op: Operation): RequestCase[] {
  const example = (leaves: LeafValues, pathValue: PathValue): RequestCase => ({
    key: keys[0],
    path: Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, knownIds(op.method, op.path, p.name)[0] ?? pathValue])),
    query: Object.fromEntries(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, filledWith(p.schema, leaves)])),
    querySuffix: '',
    idempotencyKey: op.parameters.some((p) => p.in === 'header') ? 'fuzz-example' : null,
    body: op.body ? { json: filledWith(op.body, leaves) } : null,
  });
  // A body the operation accepts, with every text made unstorable or every number past GraphQL's Int.
  const valid = VALID_BODIES[`${op.method} ${op.path}`];
  const fromValid = (leaf: Parameters<typeof mapLeaves>[1]) => ({ ...example({ string: 'x', integer: 1, number: 1, boolean: true }, '0'), body: { json: mapLeaves(valid, leaf) } });
  const validExamples =
    valid === undefined
      ? []
      : [
          fromValid({ string: (s) => `${s}\u0000`, number: (n) => n }),
          fromValid({ string: (s) => `\ud800${s}`, number: (n) => n }),
          fromValid({ string: (s) => s, number: () => 2 ** 31 }),
          // Past the domains' own limits (sample size at most 5,000), which the schemas do not state.
          fromValid({ string: (s) => s, number: () => 6000 }),
        ];
  return [
    ...validExamples,
    example({ string: 'a\u0000b', integer: 2 ** 31, number: 1e308, boolean: 'yes' }, `urn:uuid:01970000-0000-7000-8000-0000000000ff`),
    example({ string: 'lone \ud800', integer: -1, number: -0.5, boolean: null }, { raw: '%zz' }),
    example({ string: 'y'.repeat(1_000), integer: 2 ** 53 + 2, number: 5e-324, boolean: 0 }, 'x'.repeat(101)),
    {
      ...example({ string: 'x', integer: 1, number: 1, boolean: true }, '0'),
      path: Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, { raw: '%E0%A4%A' }])),
    },
  ];
}

function urlOf(op: Operation, c: RequestCase): string {
  const segment = (v: PathValue) => {
    if (typeof v !== 'string') return v.raw;
    try {
      return encodeURIComponent(v);
    } catch {
      return '%ED%A0%80'; // a lone surrogate: what its UTF-8 would have been
    }
  };
  const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(c.path[name] ?? ''));
  const query = new URLSearchParams(Object.entries(c.query).flatMap(([k, v]) => asQueryValue(v).map((s) => [k, s] as [string, string]))).toString();
  const suffix = c.querySuffix;
  return `${service().url}${p}${query || suffix ? `?${query}${suffix}` : ''}`;
}

const V2_TYPES = ['invalid_request_error', 'authentication_error', 'permission_error', 'rate_limit_error', 'card_error', 'api_error'];
const V1_FIELDS = new Set(['statusCode', 'error', 'code', 'param', 'message', 'details', 'violations', 'blanks']);

/** Sends one case and checks the answer; a failure names the request. */
async function send(surface: Surface, op: Operation, c: RequestCase): Promise<void> {
  const url = urlOf(op, c);
  const body = c.body === null ? undefined : 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
  const res = await fetch(url, {
    method: op.method,
    headers: {
      authorization: `Bearer ${c.key}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(c.idempotencyKey !== null ? { 'idempotency-key': c.idempotencyKey } : {}),
    },
    body,
  });
  requestsSent++;
  const text = await res.text();
  const what = `${op.method} ${url.slice(0, 300)} body=${(body ?? '').slice(0, 300)} → ${res.status} ${text.slice(0, 500)}`;
  expect(res.status, what).toBeLessThan(500);
  const state = await own.watcher().snapshot();
  const before = lastState ?? state;
  lastState = state;
  if (res.status >= 400) {
    const parsed = c.body && 'json' in c.body ? c.body.json : null;
    if (!KNOWN_UNTIL_MERGE.some((k) => k.matches(op.method, op.path, res.status, parsed))) {
      refusalsChecked++;
      const changed = changedTables(before, state);
      // Collected, not thrown: the walk goes on, and the test names every refusal that wrote.
      if (changed.length) refusalsThatWrote.push(`${what.slice(0, 400)}\n    changed: ${changed.join(', ')}`);
    }
  }
  const requestId = res.headers.get('x-request-id');
  expect(requestId, what).toMatch(REQ_ID);
  if (res.status < 400) return;
  expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
  const error = JSON.parse(text);
  if (surface === 'v2') {
    expect(Object.keys(error).sort(), what).toEqual(['error', 'requestId']);
    expect(error.requestId, what).toBe(requestId);
    expect(V2_TYPES, what).toContain(error.error.type);
    expect(typeof error.error.code === 'string' && typeof error.error.message === 'string' && error.error.message.length > 0, what).toBe(true);
    if ('param' in error.error) expect(typeof error.error.param, what).toBe('string');
  } else {
    expect(
      Object.keys(error).filter((k) => !V1_FIELDS.has(k)),
      what,
    ).toEqual([]);
    expect(error.error, what).toBe(STATUS_CODES[res.status]);
    expect(typeof error.message === 'string' && error.message.length > 0, what).toBe(true);
  }
}

describe.each(['v1', 'v2'] as const)('every operation of GET /%s/openapi.json', (surface) => {
  it('answers generated and hostile requests below 500, with X-Request-Id and the documented error envelope', async () => {
    const operations = await operationsOf(surface);
    expect(operations.length).toBeGreaterThan(20);
    const before = requestsSent;
    refusalsThatWrote.length = 0;
    for (const op of operations) {
      const examples = examplesFor(op).map((c) => [c] as [RequestCase]);
      // numRuns counts the examples too.
      const run = await fc.check(
        fc.asyncProperty(caseArbitrary(op), (c) => send(surface, op, c)),
        {
          seed: SEED,
          numRuns: examples.length + RUNS_PER_OPERATION,
          examples,
          endOnFailure: true,
        },
      );
      // The failing request, named by send(), without fast-check's dump of the (long) counterexample.
      if (run.failed) throw run.errorInstance;
    }
    expect(refusalsThatWrote, `refused requests that wrote:\n${refusalsThatWrote.join('\n')}`).toEqual([]);
    // Every case of every operation was sent: the examples plus the generated runs.
    const examples = operations.reduce((n, op) => n + examplesFor(op).length, 0);
    expect(requestsSent - before).toBe(examples + operations.length * RUNS_PER_OPERATION);
  }, 240_000);
});

describe('after the fuzzing', () => {
  it('compared the database around every refusal, with a comparison that sees any write but the allowed ones', async () => {
    expect(refusalsChecked).toBeGreaterThan(requestsSent / 2);
    const db = service().em().getConnection();
    const before = await own.watcher().snapshot();
    await db.execute('update accounts.api_keys set last_used_at = now()');
    expect(changedTables(before, await own.watcher().snapshot()), 'an allowed bookkeeping column').toEqual([]);
    // An update that stores the same values is a write too.
    await db.execute('update surveys.tags set name = name');
    expect(changedTables(before, await own.watcher().snapshot())).toEqual([expect.stringMatching(/^surveys\.tags rows (\d+)→\1$/)]);
    console.log(`fuzz: ${requestsSent} requests, ${refusalsChecked} refusals checked for writes over ${own.watcher().tables} tables`);
  });

  it('the service is still ready', async () => {
    const res = await fetch(`${service().url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
  });
});
