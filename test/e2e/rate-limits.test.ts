import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiKey } from '../../subgraphs/accounts/entities/api-key.entity';
import { IdempotencyKey } from '../../subgraphs/billing/entities/idempotency-key.entity';
import { seedExportSurvey } from '../helpers/export-fixture';
import { makeTeam } from '../helpers/fixtures';
import { REQ_ID, apiClient, json } from '../helpers/http';
import { useTestService, type TestService } from '../helpers/service';
import { TEST_REDIS_URL } from '../helpers/test-env';
import { waitFor } from '../helpers/wait-for';

// v1 at its spec default (100 per minute per token); v2 at a small per-team budget whose window
// outlasts the test, so the boundary is exact.
const service = useTestService({ RATE_LIMIT_V2_LIVE_REQUESTS: '5', RATE_LIMIT_V2_WINDOW_SECONDS: '60' });
const api = apiClient(() => service().url);
const PREFIX = `${process.env.QUEUE_PREFIX ?? 'sfs-test'}:ratelimit`;

const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.quit());

const rateHeaders = (res: Response) => ({
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  policy: res.headers.get('ratelimit-policy'),
});

/** Retry-After as whole seconds, at least 1 and within the window. */
function retryAfter(res: Response, windowSeconds: number): number {
  const header = res.headers.get('retry-after');
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  return seconds;
}

const plural = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

describe('v1: 100 requests per minute per access token', () => {
  it('counts down 99..0, refuses the 101st with {error, message}, and leaves another token of the team alone', async () => {
    const t = await makeTeam(service().em());
    const token = await t.key(['read']);
    for (let i = 1; i <= 100; i++) {
      const res = await api('GET', '/v1/users/me', token);
      expect(res.status).toBe(200);
      expect(rateHeaders(res)).toEqual({ limit: '100', remaining: String(100 - i), policy: '100;w=60' });
      const reset = Number(res.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      await res.arrayBuffer();
    }
    const refused = await api('GET', '/v1/users/me', token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('x-request-id')).toMatch(REQ_ID);
    expect(rateHeaders(refused)).toEqual({ limit: '100', remaining: '0', policy: '100;w=60' });
    const wait = retryAfter(refused, 60);
    expect(await refused.json()).toEqual({
      error: 'Too Many Requests',
      message: `Rate limit exceeded: 100 requests per access token per minute. Retry after ${plural(wait)}.`,
    });

    const other = await api('GET', '/v1/users/me', await t.key(['read']));
    expect(other.status).toBe(200);
    expect(rateHeaders(other)).toEqual({ limit: '100', remaining: '99', policy: '100;w=60' });
  });

  it('does not count requests that fail authentication or need none', async () => {
    const res401 = await api('GET', '/v1/users/me', `sk_live_${'A'.repeat(40)}`);
    expect(res401.status).toBe(401);
    expect(res401.headers.get('ratelimit-limit')).toBeNull();
    const doc = await api('GET', '/v1/openapi.json', null);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('ratelimit-limit')).toBeNull();
  });
});

describe('v1 exports: their own limits per caller, on top of the v1 budget', () => {
  it('CSV: 10 downloads per minute per caller, by bearer token or by the signed `t` URL issued to that caller', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const token = await t.key(['read']);
    // Survey number 950 of the export fixture (test files keep to their own range).
    const { surveyId } = await seedExportSurvey(em, t.team.id, 950);
    const meta = await api('GET', `/v1/surveys/${surveyId}/exports`, token);
    expect(meta.status).toBe(200);
    // 30 metadata requests a minute, 100 for the token: the metadata limit is the closer one.
    expect(rateHeaders(meta)).toEqual({ limit: '30', remaining: '29', policy: '30;w=60' });
    const signed = new URL((await json(meta)).data.csv.url);
    expect(signed.searchParams.get('t')).toBeTruthy();
    const viaSignedUrl = () => api('GET', `${signed.pathname}${signed.search}`, null);

    for (let i = 1; i <= 10; i++) {
      const res = i === 1 ? await viaSignedUrl() : await api('GET', `/v1/surveys/${surveyId}/exports/csv`, token);
      expect(res.status).toBe(200);
      expect(rateHeaders(res)).toEqual({ limit: '10', remaining: String(10 - i), policy: '10;w=60' });
      await res.arrayBuffer();
    }
    const refused = await viaSignedUrl();
    expect(refused.status).toBe(429);
    expect(rateHeaders(refused)).toEqual({ limit: '10', remaining: '0', policy: '10;w=60' });
    const wait = retryAfter(refused, 60);
    expect(await refused.json()).toEqual({ error: 'Too Many Requests', message: `Rate limit exceeded: 10 CSV downloads per caller per minute. Retry after ${plural(wait)}.` });

    // The other routes of the token still answer: 13 of its 100 are spent.
    const me = await api('GET', '/v1/users/me', token);
    expect(me.status).toBe(200);
    expect(rateHeaders(me)).toEqual({ limit: '100', remaining: '87', policy: '100;w=60' });
    // Another caller of the team has its own CSV budget.
    const other = await api('GET', `/v1/surveys/${surveyId}/exports/csv`, await t.key(['read']));
    expect(other.status).toBe(200);
    expect(rateHeaders(other)).toEqual({ limit: '10', remaining: '9', policy: '10;w=60' });
  });

  it('export metadata: 30 per minute per caller, counted even for a survey that does not exist', async () => {
    const t = await makeTeam(service().em());
    const token = await t.key(['read']);
    const path = `/v1/surveys/${randomUUID()}/exports`;
    for (let i = 1; i <= 30; i++) {
      const res = await api('GET', path, token);
      expect(res.status).toBe(404);
      expect(rateHeaders(res)).toEqual({ limit: '30', remaining: String(30 - i), policy: '30;w=60' });
      await res.arrayBuffer();
    }
    const refused = await api('GET', path, token);
    expect(refused.status).toBe(429);
    expect(rateHeaders(refused)).toEqual({ limit: '30', remaining: '0', policy: '30;w=60' });
    const wait = retryAfter(refused, 60);
    expect(await refused.json()).toEqual({
      error: 'Too Many Requests',
      message: `Rate limit exceeded: 30 export metadata requests per caller per minute. Retry after ${plural(wait)}.`,
    });
  });
});

describe('v2: a budget per team and key mode', () => {
  it('answers 5 requests, refuses the 6th (from another key of the team) with the v2 envelope, and leaves other teams alone', async () => {
    const t = await makeTeam(service().em());
    const first = await t.key(['read']);
    for (let i = 1; i <= 5; i++) {
      const res = await api('GET', '/v2/me', first);
      expect(res.status).toBe(200);
      expect(rateHeaders(res)).toEqual({ limit: '5', remaining: String(5 - i), policy: '5;w=60' });
      await res.arrayBuffer();
    }
    // A second key of the same team shares the team's budget.
    const refused = await api('GET', '/v2/me', await t.key(['read']));
    expect(refused.status).toBe(429);
    expect(rateHeaders(refused)).toEqual({ limit: '5', remaining: '0', policy: '5;w=60' });
    const wait = retryAfter(refused, 60);
    const requestId = refused.headers.get('x-request-id');
    expect(requestId).toMatch(REQ_ID);
    expect(await refused.json()).toEqual({
      error: { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: `Rate limit exceeded: 5 live-mode requests per team per minute. Retry after ${plural(wait)}.` },
      requestId,
    });

    // Test mode is budgeted apart (Stripe's 25 per window by default), and so is every other team.
    const testMode = await api('GET', '/v2/me', await t.key(['read'], { livemode: false }));
    expect(testMode.status).toBe(200);
    expect(rateHeaders(testMode)).toEqual({ limit: '25', remaining: '24', policy: '25;w=60' });
    const other = await makeTeam(service().em(), 'Other Team');
    const otherRes = await api('GET', '/v2/me', await other.key(['read']));
    expect(otherRes.status).toBe(200);
    expect(rateHeaders(otherRes)).toEqual({ limit: '5', remaining: '4', policy: '5;w=60' });
  });
});

describe('store', () => {
  it('counts in Redis under QUEUE_PREFIX when REDIS_URL is set', async () => {
    const t = await makeTeam(service().em());
    expect((await api('GET', '/v2/me', await t.key(['read']))).status).toBe(200);
    const v2Key = `${PREFIX}:v2-live:${t.team.id}`;
    expect(await redis.get(v2Key)).toBe('1');
    const ttl = await redis.ttl(v2Key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);

    expect((await api('GET', '/v1/users/me', await t.key(['read'], { name: 'v1 caller' }))).status).toBe(200);
    const row = await service().em().findOneOrFail(ApiKey, { name: 'v1 caller', team: t.team.id });
    expect(await redis.get(`${PREFIX}:v1:${row.id}`)).toBe('1');
  });
});

describe('a refused request does not bind its Idempotency-Key', () => {
  // One request per second per team: windows end while the test waits on them.
  const short = useTestService({ RATE_LIMIT_V2_LIVE_REQUESTS: '1', RATE_LIMIT_V2_WINDOW_SECONDS: '1' });
  const shortApi = apiClient(() => short().url);
  const order = (key: string, pack: string, idem: string) => shortApi('POST', '/v2/orders', key, { pack }, { 'idempotency-key': idem });

  /** Spends the team's request of a fresh window, then sends an order with a new key: its 429 and key. */
  async function refusedOrder(svc: TestService, key: string) {
    for (let attempt = 0; attempt < 5; attempt++) {
      await waitFor(async () => (await shortApi('GET', '/v2/me', key)).status === 200, { what: 'a fresh window' });
      const idem = `rl-${randomUUID()}`;
      const res = await order(key, 'credits_20', idem);
      // A window that ended between the two requests lets the order through; try again with a new key.
      if (res.status === 429) return { res, idem };
      expect(res.status).toBe(200);
    }
    throw new Error(`no order was refused (service ${svc.url})`);
  }

  it('stores nothing for the key, and a later request with it and another body goes through', async () => {
    const t = await makeTeam(short().em());
    const key = await t.key(['read', 'write', 'spend']);
    const { res, idem } = await refusedOrder(short(), key);
    expect(await json(res)).toEqual({
      error: { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: expect.stringMatching(/^Rate limit exceeded: 1 live-mode requests per team per second\./) },
      requestId: res.headers.get('x-request-id'),
    });
    retryAfter(res, 1);
    expect(await short().em().findOne(IdempotencyKey, { teamId: t.team.id, key: idem })).toBeNull();

    // Another body under the same key is a first attempt, not 409 idempotency_mismatch.
    const later = await waitFor(
      async () => {
        const r = await order(key, 'credits_50', idem);
        return r.status === 429 ? null : r;
      },
      { what: 'the order after the window' },
    );
    expect(later.status).toBe(200);
    expect(await json(later)).toMatchObject({ object: 'order', pack: 'credits_50' });
  });
});
