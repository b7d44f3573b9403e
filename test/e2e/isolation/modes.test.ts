import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../../../subgraphs/accounts/accounts.service';
import { apiClient, json } from '../../helpers/http';
import { idForms, makeWorlds, publicId, snapshot, unknownId, type ModeWorld, type ObjectKind } from '../../helpers/mode-worlds';
import { graphProbes, runGraphProbe } from '../../helpers/graph-probes';
import { sampleValue } from '../../helpers/schema-sample';
import { TEST_OPERATOR_TOKEN } from '../../helpers/service';
import { refusalsWriteNothing, useServiceOnOwnDatabase } from '../../helpers/db-changes';

/**
 * Test and live are two disjoint worlds (docs/decisions.md, "Test and live"). Driven from the
 * served OpenAPI documents and the subgraph schemas, so a new route or operation is probed
 * without editing this file: every route and every id-taking operation, called by one mode's
 * key with the other mode's ids, answers exactly as it does for unknown ids, shows nothing of
 * the other mode, and changes nothing there.
 *
 * Issue 36: on a database of this file's own, every refused request (4xx) of the file is
 * checked to have changed no table at all (test/helpers/db-changes.ts), not only the other world's rows.
 */
const own = useServiceOnOwnDatabase('modes', { RATE_LIMITS_ENABLED: 'false' });
const service = own.service;
const refusals = { checked: 0 };
const api = refusalsWriteNothing(
  apiClient(() => service().url),
  own.watcher,
  refusals,
);
let worlds: Awaited<ReturnType<typeof makeWorlds>>;
let routes: Route[];

beforeAll(async () => {
  worlds = await makeWorlds(service);
  routes = [...(await servedRoutes('v1')), ...(await servedRoutes('v2'))];
}, 120_000);

interface Route {
  surface: 'v1' | 'v2';
  method: string;
  path: string;
  op: { parameters?: { in: string; name: string; required?: boolean; schema?: object }[]; requestBody?: { content?: Record<string, { schema: object }> } };
}

async function servedRoutes(surface: 'v1' | 'v2'): Promise<Route[]> {
  const doc = await json(await fetch(`${service().url}/${surface}/openapi.json`));
  return Object.entries<Record<string, Route['op'] & { responses?: Record<string, { content?: object }> }>>(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      // An event stream never ends; test/e2e/webhooks/listen.test.ts shows it streams no other mode's events.
      .filter(([, op]) => !(op.responses?.['200']?.content && 'text/event-stream' in op.responses['200'].content))
      .map(([method, op]) => ({ surface, method: method.toUpperCase(), path, op })),
  );
}

/** The kind of object a path parameter names: the collection before it, or the parameter's own name. */
function kindOfParam(path: string, name: string): ObjectKind {
  const named: Record<string, ObjectKind> = { responseId: 'response', surveyId: 'survey', questionId: 'question' };
  if (named[name]) return named[name];
  const collection = path.split('/').at(path.split('/').indexOf(`{${name}}`) - 1)!;
  const kinds: Record<string, ObjectKind> = { surveys: 'survey', responses: 'response', 'webhook-endpoints': 'endpoint', orders: 'order', projects: 'project', tags: 'tag' };
  if (!kinds[collection]) throw new Error(`${path}: no fixture for {${name}}; add its kind to this test's table`);
  return kinds[collection];
}

/** Path parameters that name no object, with the value every probe sends (a report's file name). */
const LITERAL_PARAMS: Record<string, string> = { file: 'report-en.pdf' };
const pathParams = (r: Route) => (r.op.parameters ?? []).filter((p) => p.in === 'path' && !LITERAL_PARAMS[p.name]).map((p) => p.name);
const literalsOf = (r: Route) => Object.fromEntries((r.op.parameters ?? []).filter((p) => p.in === 'path' && LITERAL_PARAMS[p.name]).map((p) => [p.name, LITERAL_PARAMS[p.name]]));
/** Catalogues every team and mode shares (GET /v1/playbooks): their ids name no object of either world. */
const inCatalogue = (r: Route) => r.path.startsWith('/v1/playbooks/');

/** Method, URL, body and headers of one call of a route with these ids for its path parameters. */
function callOf(r: Route, ids: Record<string, string>, refs: Refs) {
  let url = r.path;
  for (const [name, id] of Object.entries(ids)) url = url.replace(`{${name}}`, encodeURIComponent(id));
  const query = new URLSearchParams();
  for (const p of r.op.parameters ?? []) {
    if (p.in === 'query' && p.required) query.set(p.name, String(sampleValue(p.schema ?? {}, p.name)));
    if (p.in === 'query' && refs.query[p.name] !== undefined) query.set(p.name, refs.query[p.name]);
  }
  const headers: Record<string, string> = {};
  if ((r.op.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')) headers['idempotency-key'] = `probe-${randomUUID()}`;
  const schema = r.op.requestBody?.content?.['application/json']?.schema;
  const body = schema ? { ...(sampleValue(schema) as object), ...pick(refs.body, schema) } : undefined;
  return { url: `${url}${query.size ? `?${query.toString()}` : ''}`, body, headers };
}

/** References to other objects that request bodies and filters carry, written for one surface. */
interface Refs {
  body: Record<string, unknown>;
  query: Record<string, string>;
}

function refsTo(world: ModeWorld | null, surface: 'v1' | 'v2'): Refs {
  const project = world?.ids.project[0] ?? unknownId();
  const tag = world?.ids.tag[0] ?? unknownId();
  const question = world?.ids.question[0] ?? unknownId();
  const response = world?.ids.response[0] ?? unknownId();
  return {
    body: { projects: [project], projectId: project, tags: [{ id: world?.legacy.tag ?? 999_999_999 }] },
    query: { tags: publicId(surface, 'tag', tag), project_ids: project, question_id: question, question: publicId(surface, 'question', question), response_id: response },
  };
}

const pick = (values: Record<string, unknown>, schema: { properties?: Record<string, unknown> }) =>
  Object.fromEntries(Object.entries(values).filter(([k]) => schema.properties && k in schema.properties));

/** Every way an id the caller sent may come back: as sent, as a GUID, as bare hex. */
function formsOf(ids: string[]): string[] {
  return ids.flatMap((id) => {
    const hex = id.replace(/^[a-z]+_/, '').replaceAll('-', '');
    return [id, hex.replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5'), hex];
  });
}

/** What an answer says, with the ids of the call replaced: the same for another mode's ids as for unknown ones. */
async function answerOf(res: Response, ids: string[]) {
  let text = await res.text();
  for (const id of formsOf(ids)) text = text.replaceAll(id, '<id>');
  const body = text ? JSON.parse(text) : null;
  const error = body?.error;
  return {
    status: res.status,
    error: typeof error === 'object' ? { type: error.type, code: error.code, param: error.param, message: error.message } : error,
    message: body?.message,
  };
}

/** Nothing of the other world in an answer, but the ids the caller itself sent (a 404 may name them). */
function expectNoLeak(answer: string, other: ModeWorld, what: string, sent: string[] = []) {
  let text = answer;
  for (const id of formsOf(sent)) text = text.replaceAll(id, '<sent>');
  expect(text, `${what} shows the other mode's marker`).not.toContain(other.marker);
  for (const id of idForms(other)) expect(text, `${what} shows the other mode's id ${id}`).not.toContain(id);
}

describe.each([
  ['test', 'live'],
  ['live', 'test'],
] as const)('a %s key and %s objects', (fromMode, toMode) => {
  const from = () => worlds[fromMode];
  const to = () => worlds[toMode];

  it('every route with ids answers for the other mode’s ids exactly as for unknown ids, and changes nothing', async () => {
    const before = await snapshot(service().em(), to());
    const probed: string[] = [];
    for (const r of routes.filter((x) => pathParams(x).length && !inCatalogue(x))) {
      const params = pathParams(r);
      const kinds = params.map((p) => kindOfParam(r.path, p));
      // Every survey of the other world (a draft and a completed one); the first of other kinds.
      for (const uuid of to().ids[kinds[0]].slice(0, kinds[0] === 'survey' ? 2 : 1)) {
        const theirs = Object.fromEntries(params.map((p, i) => [p, publicId(r.surface, kinds[i], i === 0 ? uuid : to().ids[kinds[i]][0])]));
        const unknown = Object.fromEntries(params.map((p, i) => [p, publicId(r.surface, kinds[i], unknownId())]));
        const cross = callOf(r, { ...theirs, ...literalsOf(r) }, refsTo(to(), r.surface));
        const blind = callOf(r, { ...unknown, ...literalsOf(r) }, refsTo(null, r.surface));
        const a = await api(r.method, cross.url, from().key, cross.body, cross.headers);
        const b = await api(r.method, blind.url, from().key, blind.body, blind.headers);
        const what = `${r.method} ${r.path} (${fromMode} key, ${toMode} ${kinds.join('+')})`;
        const text = await a.clone().text();
        expectNoLeak(text, to(), what, Object.values(theirs));
        expect(a.status, `${what}: ${text}`).toBe(404);
        expect(await answerOf(a, Object.values(theirs)), what).toEqual(await answerOf(b, Object.values(unknown)));
        probed.push(what);
      }
    }
    expect(probed.length).toBeGreaterThanOrEqual(20);
    expect(await snapshot(service().em(), to())).toEqual(before);
  }, 120_000);

  it('routes without ids (lists, filters, creates) never show or link the other mode’s objects', async () => {
    const before = await snapshot(service().em(), to());
    let probed = 0;
    for (const r of routes.filter((x) => !pathParams(x).length && !x.path.endsWith('/openapi.json'))) {
      const cross = callOf(r, {}, refsTo(to(), r.surface));
      const blind = callOf(r, {}, refsTo(null, r.surface));
      const a = await api(r.method, cross.url, from().key, cross.body, cross.headers);
      const what = `${r.method} ${r.path} (${fromMode} key, ${toMode} references)`;
      const text = await a.clone().text();
      expectNoLeak(text, to(), what);
      expect(a.status, `${what}: ${text}`).toBeLessThan(500);
      if (r.method !== 'GET' && Object.keys(pick(refsTo(to(), r.surface).body, r.op.requestBody?.content?.['application/json']?.schema ?? {})).length) {
        // A body that links another mode's project or tag is refused as an unknown one is.
        const b = await api(r.method, blind.url, from().key, blind.body, blind.headers);
        expect(a.status, `${what}: ${text}`).toBe(400);
        expect((await answerOf(a, [])).status).toBe((await answerOf(b, [])).status);
      } else if (r.method === 'GET') {
        expect(a.status, `${what}: ${text}`).toBe(200);
      }
      probed++;
    }
    expect(probed).toBeGreaterThanOrEqual(15);
    expect(await snapshot(service().em(), to())).toEqual(before);
  }, 120_000);

  it('every id-taking GraphQL operation, called for this mode’s key, finds nothing of the other mode', async () => {
    const principal = (await authenticate(service().em(), from().key))!;
    const before = await snapshot(service().em(), to());
    const probes = await graphProbes();
    for (const probe of probes) {
      const cross = await runGraphProbe(service().em(), principal, probe, to());
      const blind = await runGraphProbe(service().em(), principal, probe, null);
      const what = `GraphQL ${probe.operation} ${probe.field} (${fromMode} caller, ${toMode} ids)`;
      expectNoLeak(JSON.stringify(cross.raw), to(), what, cross.sent);
      expect(cross.answer, what).toEqual(blind.answer);
    }
    expect(probes.length).toBeGreaterThanOrEqual(20);
    expect(await snapshot(service().em(), to())).toEqual(before);
  }, 120_000);
});

describe('modes beyond lookups', () => {
  it('compared the whole database around every refusal of this file', () => {
    expect(refusals.checked).toBeGreaterThanOrEqual(100);
    console.log(`isolation: ${refusals.checked} refusals checked for writes over ${own.watcher().tables} tables`);
  });

  it('an Idempotency-Key is per mode: the same key and body in live mode makes a new order, never a test replay', async () => {
    const key = `same-${randomUUID()}`;
    const testOrder = await api('POST', '/v2/orders', worlds.test.key, { pack: 'credits_20' }, { 'idempotency-key': key });
    expect(testOrder.status).toBe(200);
    const liveOrder = await api('POST', '/v2/orders', worlds.live.key, { pack: 'credits_20' }, { 'idempotency-key': key });
    expect(liveOrder.status).toBe(200);
    expect(liveOrder.headers.get('idempotent-replayed')).toBeNull();
    const [t, l] = [await json(testOrder), await json(liveOrder)];
    expect(l.id).not.toBe(t.id);
    expect([t.livemode, l.livemode]).toEqual([false, true]);
  });

  it('objects take the mode of the key that creates them: a test draft publishes from the test wallet only', async () => {
    const created = await json(await api('POST', '/v2/surveys', worlds.test.key, { name: 'Test draft', sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] }));
    const [{ livemode }] = await service()
      .em()
      .execute<{ livemode: boolean }[]>('select livemode from surveys.surveys where id = ?', [created.id.slice(4).replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5')]);
    expect(livemode).toBe(false);
    const published = await api('POST', `/v2/surveys/${created.id}/publish`, worlds.test.key, undefined, { 'idempotency-key': `p-${randomUUID()}` });
    expect(published.status).toBe(200);
    const order = await json(await api('GET', `/v2/orders/${(await json(published)).orderId}`, worlds.test.key));
    expect(order.livemode).toBe(false);
  });

  it('operators on /graphql see both modes, and every survey, project and tag says which it is in', async () => {
    const res = await fetch(`${service().url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query($t: ID) { surveys(teamId: $t, limit: 100) { nodes { id livemode } } projects(teamId: $t) { nodes { id livemode } } tags(teamId: $t) { nodes { id livemode } } }',
        variables: { t: worlds.teamId },
      }),
    });
    const { data, errors } = await json(res);
    expect(errors).toBeUndefined();
    const modeOf = (nodes: { id: string; livemode: boolean }[], id: string) => nodes.find((n) => n.id === id)?.livemode;
    for (const w of [worlds.test, worlds.live]) {
      for (const id of w.ids.survey) expect(modeOf(data.surveys.nodes, id)).toBe(w.livemode);
      expect(modeOf(data.projects.nodes, w.ids.project[0])).toBe(w.livemode);
      expect(modeOf(data.tags.nodes, w.ids.tag[0])).toBe(w.livemode);
    }
  });
});
