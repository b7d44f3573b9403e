import { describe, expect, it } from 'vitest';
import { makeTeam } from '../helpers/fixtures';
import { apiClient, expectV1Error, expectV2Error, json } from '../helpers/http';
import { useTestService } from '../helpers/service';

/**
 * The headers and the Idempotency-Key rule the served OpenAPI documents declare
 * (http/api/openapi-responses.ts) against what the running service sends: each header a
 * response declares as required is there and fits its schema, and each contract header the
 * runtime sends is declared on that response. Small budgets, so a 429 takes a few requests.
 */
const service = useTestService({ RATE_LIMIT_V1_PER_MINUTE: '3', RATE_LIMIT_V2_LIVE_REQUESTS: '3', RATE_LIMIT_V2_WINDOW_SECONDS: '60' });
const api = apiClient(() => service().url);

/** The headers of the contract: a response carrying one must declare it. */
const CONTRACT_HEADERS = ['x-request-id', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy', 'retry-after', 'idempotent-replayed', 'location'];

type Version = 'v1' | 'v2';
const documents: Partial<Record<Version, Promise<any>>> = {};
const served = (version: Version) => (documents[version] ??= fetch(`${service().url}/${version}/openapi.json`).then(json));

/** The headers an operation's response declares, by lower-case name, `$ref`s resolved. */
async function declaredHeaders(version: Version, method: string, path: string, status: number): Promise<Map<string, any>> {
  const doc = await served(version);
  const response = doc.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)];
  expect(response, `${method} ${path} declares ${status}`).toBeDefined();
  const out = new Map<string, any>();
  for (const [name, header] of Object.entries<any>(response.headers ?? {})) {
    out.set(name.toLowerCase(), header.$ref ? doc.components.headers[header.$ref.split('/').pop()] : header);
  }
  return out;
}

/** A header value against its declared schema (the few keywords the headers use). */
function expectFits(name: string, value: string, schema: any) {
  if (schema.type === 'integer') {
    expect(value, name).toMatch(/^\d+$/);
    expect(Number(value), name).toBeGreaterThanOrEqual(schema.minimum ?? 0);
  }
  if (schema.pattern) expect(value, name).toMatch(new RegExp(schema.pattern));
  if (schema.enum) expect(schema.enum, name).toContain(value);
}

/** The response's contract headers are exactly the declared ones it may carry, each fitting its schema; returns them. */
async function expectDeclared(res: Response, version: Version, method: string, path: string): Promise<string[]> {
  const declared = await declaredHeaders(version, method, path, res.status);
  const sent = CONTRACT_HEADERS.filter((h) => res.headers.has(h));
  expect(
    sent.filter((h) => !declared.has(h)),
    `${method} ${path} ${res.status}: sent but undeclared`,
  ).toEqual([]);
  for (const [name, header] of declared) {
    if (header.required) expect(res.headers.has(name), `${method} ${path} ${res.status}: ${name} is required`).toBe(true);
    if (res.headers.has(name)) expectFits(name, res.headers.get(name)!, header.schema);
  }
  return sent;
}

const RATE = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'ratelimit-policy'];

describe('v2: the declared headers are the ones sent', () => {
  it('200, 401, 403 and 429 of GET /v2/me', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read']);
    const ok = await api('GET', '/v2/me', key);
    expect(ok.status).toBe(200);
    expect(await expectDeclared(ok, 'v2', 'GET', '/v2/me')).toEqual(['x-request-id', ...RATE]);

    const unauthenticated = await api('GET', '/v2/me', null);
    expect(await expectDeclared(unauthenticated, 'v2', 'GET', '/v2/me')).toEqual(['x-request-id']);
    await expectV2Error(unauthenticated, 401, 'authentication_error', 'authentication_required');

    const otherTeam = await api('GET', '/v2/me', key, undefined, { 'x-service-team': `tm_${'0'.repeat(32)}` });
    expect(await expectDeclared(otherTeam, 'v2', 'GET', '/v2/me')).toEqual(['x-request-id']);
    await expectV2Error(otherTeam, 403, 'permission_error', 'team_mismatch', 'X-Service-Team');

    // The budget is 3 per team and mode: the first request spent one.
    for (const remaining of ['1', '0']) {
      const res = await api('GET', '/v2/me', key);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBe(remaining);
      await res.arrayBuffer();
    }
    const refused = await api('GET', '/v2/me', key);
    expect(await expectDeclared(refused, 'v2', 'GET', '/v2/me')).toEqual(['x-request-id', ...RATE, 'retry-after']);
    expect(refused.headers.get('ratelimit-policy')).toBe('3;w=60');
    await expectV2Error(refused, 429, 'rate_limit_error', 'rate_limit_exceeded');
  });

  it('POST /v2/orders: a replay carries Idempotent-Replayed, declared on its 200', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write', 'spend']);
    const first = await api('POST', '/v2/orders', key, { pack: 'credits_20' }, { 'idempotency-key': 'contract-1' });
    expect(first.status).toBe(200);
    expect(await expectDeclared(first, 'v2', 'POST', '/v2/orders')).toEqual(['x-request-id', ...RATE]);
    const body = await first.text();
    const replay = await api('POST', '/v2/orders', key, { pack: 'credits_20' }, { 'idempotency-key': 'contract-1' });
    expect(replay.status).toBe(200);
    expect(await expectDeclared(replay, 'v2', 'POST', '/v2/orders')).toEqual(['x-request-id', ...RATE, 'idempotent-replayed']);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(body);
  });
});

describe('v1: the declared headers are the ones sent', () => {
  it('200, 401 and 429 of GET /v1/users/me', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read']);
    const ok = await api('GET', '/v1/users/me', key);
    expect(ok.status).toBe(200);
    expect(await expectDeclared(ok, 'v1', 'GET', '/v1/users/me')).toEqual(['x-request-id', ...RATE]);

    const unauthenticated = await api('GET', '/v1/users/me', null);
    expect(await expectDeclared(unauthenticated, 'v1', 'GET', '/v1/users/me')).toEqual(['x-request-id']);
    await expectV1Error(unauthenticated, 401, 'Unauthorized');

    for (let i = 0; i < 2; i++) expect((await api('GET', '/v1/users/me', key)).status).toBe(200);
    const refused = await api('GET', '/v1/users/me', key);
    expect(await expectDeclared(refused, 'v1', 'GET', '/v1/users/me')).toEqual(['x-request-id', ...RATE, 'retry-after']);
    await expectV1Error(refused, 429, 'Too Many Requests');
  });
});

describe('Idempotency-Key: declared required exactly where a request without one is refused', () => {
  /** A valid request to each operation, but for the key. */
  const REQUESTS: Record<string, { body?: unknown }> = { createOrder: { body: { pack: 'credits_20' } }, publishSurvey: {}, sendTestWebhookEvent: { body: { type: 'order.paid' } } };
  const ID: Record<string, string> = { v2: `srv_${'0'.repeat(32)}`, v1: '00000000-0000-4000-8000-000000000000' };
  /** The v2 id a path names: a survey's, or a webhook endpoint's under /webhook-endpoints. */
  const idFor = (version: 'v1' | 'v2', path: string) => (version === 'v2' && path.startsWith('/v2/webhook-endpoints') ? `whk_${'0'.repeat(32)}` : ID[version]);

  it.each(['v1', 'v2'] as const)('%s', async (version) => {
    const doc = await served(version);
    const asked: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const param = (op.parameters ?? []).find((p: any) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
        if (!param) continue;
        asked.push(`${op.operationId} ${param.required}`);
        const request = REQUESTS[op.operationId];
        expect(request, `a request for ${op.operationId}`).toBeDefined();
        // A team of its own per request: the small budgets must not refuse it first.
        const key = await (await makeTeam(service().em())).key(['read', 'write', 'spend']);
        const res = await api(method.toUpperCase(), path.replace('{id}', idFor(version, path)), key, request.body);
        if (param.required) {
          await expectV2Error(res, 400, 'invalid_request_error', 'idempotency_key_required', 'Idempotency-Key');
        } else {
          // Past the key check: the survey (or endpoint) is not there.
          expect(res.status).toBe(404);
          await res.arrayBuffer();
        }
      }
    }
    expect(asked.sort()).toEqual(version === 'v2' ? ['createOrder true', 'publishSurvey true', 'sendTestWebhookEvent false'] : ['publishSurvey false']);
  });
});
