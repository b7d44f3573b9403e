import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedExportSurvey } from '../../helpers/export-fixture';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json, REQ_ID } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/**
 * v2 never shows GUIDs (issue 16): a 404 names the id the client sent, whether it belongs to
 * nobody or to another team. (A malformed id is a 400 on every path: openapi-path-ids.test.ts.)
 */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const api = apiClient(() => service().url);
const GUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const unknownId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

async function expectNoSuch(res: Response, noun: string, id: string) {
  const body = await json(res);
  expect([res.status, body]).toEqual([
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${noun}: '${id}'`, param: 'id' }, requestId: res.headers.get('x-request-id') },
  ]);
  expect(body.requestId).toMatch(REQ_ID);
  expect(body.error.message).not.toMatch(GUID_ANYWHERE);
}

/** Every v2 route that takes an id, with the noun its 404 names. */
const ROUTES: { noun: string; prefix: string; call: (key: string, id: string) => Promise<Response> }[] = [
  { noun: 'survey', prefix: 'srv', call: (key, id) => api('GET', `/v2/surveys/${id}`, key) },
  { noun: 'survey', prefix: 'srv', call: (key, id) => api('PATCH', `/v2/surveys/${id}`, key, { name: 'x' }) },
  { noun: 'survey', prefix: 'srv', call: (key, id) => api('POST', `/v2/surveys/${id}/stop`, key) },
  { noun: 'survey', prefix: 'srv', call: (key, id) => api('POST', `/v2/surveys/${id}/publish`, key, undefined, { 'idempotency-key': randomUUID() }) },
  { noun: 'survey', prefix: 'srv', call: (key, id) => api('GET', `/v2/surveys/${id}/responses`, key) },
  { noun: 'survey', prefix: 'srv', call: (key, id) => api('GET', `/v2/surveys/${id}/exports/csv`, key) },
  { noun: 'order', prefix: 'ord', call: (key, id) => api('GET', `/v2/orders/${id}`, key) },
  { noun: 'webhook endpoint', prefix: 'whk', call: (key, id) => api('GET', `/v2/webhook-endpoints/${id}`, key) },
  { noun: 'webhook endpoint', prefix: 'whk', call: (key, id) => api('PATCH', `/v2/webhook-endpoints/${id}`, key, { enabledEvents: ['order.paid'] }) },
  { noun: 'webhook endpoint', prefix: 'whk', call: (key, id) => api('DELETE', `/v2/webhook-endpoints/${id}`, key) },
];

describe('v2 not-found messages', () => {
  it('name the id sent, never a GUID: unknown ids and another team’s resources', async () => {
    const em = service().em();
    const mine = await makeTeam(em);
    const key = await mine.key(['read', 'write', 'spend']);
    const other = await makeTeam(em, 'Other');
    const otherKey = await other.key(['read', 'write', 'spend']);
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => json(await api('POST', path, otherKey, body, headers));
    // Resources of the other team, one per noun (its survey is completed, so every survey route reaches the domain).
    const { surveyId } = await seedExportSurvey(em, other.team.id, 970);
    const theirs: Record<string, string> = {
      srv: `srv_${surveyId.replaceAll('-', '')}`,
      ord: (await post('/v2/orders', { pack: 'credits_20' }, { 'idempotency-key': 'nf-order' })).id,
      whk: (await post('/v2/webhook-endpoints', { url: 'https://hooks.example.com/nf', enabledEvents: ['order.paid'] })).id,
    };
    for (const route of ROUTES) {
      for (const id of [unknownId(route.prefix), theirs[route.prefix]]) {
        await expectNoSuch(await route.call(key, id), route.noun, id);
      }
    }
  });

  it('of routes that do not exist (no media route takes an id) name the request, not a GUID', async () => {
    const t = await makeTeam(service().em());
    const res = await api('GET', `/v2/media/${unknownId('med')}`, await t.key(['read']));
    const body = await json(res);
    expect(res.status).toBe(404);
    expect(body.error).toEqual({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: expect.stringMatching(/^Unrecognized request URL \(GET \/v2\/media\/med_[0-9a-f]{32}\)\.$/),
    });
  });
});
