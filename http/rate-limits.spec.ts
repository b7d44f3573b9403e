import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../platform/config';
import type { Principal } from '../platform/principal';
import type { FacadeDeps } from './deps';
import { v1Body, v2Body } from './envelopes';
import type { GraphClient } from '../graph-client/graph-client';
import { backoffMs, RateLimits } from './rate-limits';
import { surfacePlugin } from './api/surface-plugin';

/** A caller named by test headers; the real auth hooks need the gateway (covered by test/e2e/rate-limits.test.ts). */
const headerAuth = () => async (request: FastifyRequest) => {
  if (request.routeOptions.config.public || request.headers['x-cred'] === undefined) return;
  request.principal = {
    kind: 'api_key',
    credentialId: String(request.headers['x-cred']),
    name: 'k',
    scopes: ['read'],
    livemode: request.headers['x-live'] !== 'false',
    team: { id: String(request.headers['x-team'] ?? 'team-1'), name: 'T' },
    user: null,
  } satisfies Principal;
};

const ok = async () => ({ ok: true });
const routes = [
  () => [
    { method: 'GET' as const, url: '/plain', handler: ok },
    { method: 'GET' as const, url: '/csv', config: { rateLimit: 'csvDownload' as const }, handler: ok },
    { method: 'GET' as const, url: '/meta', config: { rateLimit: 'exportMetadata' as const }, handler: ok },
    { method: 'GET' as const, url: '/open', config: { public: true }, handler: ok },
  ],
];

let apps: FastifyInstance[] = [];
let limitsToClose: RateLimits[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all(limitsToClose.map((l) => l.close()));
  apps = [];
  limitsToClose = [];
});

/** Both surfaces over the real surface plugin, with limits built from this environment. */
async function facade(env: Record<string, string>, log = pino({ level: 'silent' })) {
  const limits = RateLimits.fromConfig(parseConfig(env), log);
  limitsToClose.push(limits);
  const app = Fastify();
  app.decorateRequest('principal', null);
  // These routes use no graph or export source.
  const deps = { graph: {} as GraphClient, limits } as FacadeDeps;
  await app.register(surfacePlugin({ name: 'v1', authHook: headerAuth, errorBody: (e) => v1Body(e), routes }), { prefix: '/v1', deps, openapiDocument: () => ({}) });
  await app.register(surfacePlugin({ name: 'v2', authHook: headerAuth, errorBody: (e, r) => v2Body(e, r.id), routes }), { prefix: '/v2', deps, openapiDocument: () => ({}) });
  apps.push(app);
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  return { limits, get };
}

const rateHeaders = (res: { headers: Record<string, unknown> }) => ({
  limit: res.headers['ratelimit-limit'],
  remaining: res.headers['ratelimit-remaining'],
  policy: res.headers['ratelimit-policy'],
});

describe('RateLimits', () => {
  it('counts in process memory on the embedded default (no REDIS_URL)', async () => {
    const { limits, get } = await facade({ RATE_LIMIT_V1_PER_MINUTE: '2' });
    expect(limits.store).toBe('memory');
    const first = await get('/v1/plain', { 'x-cred': 'a' });
    expect(first.statusCode).toBe(200);
    expect(rateHeaders(first)).toEqual({ limit: '2', remaining: '1', policy: '2;w=60' });
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(59);
    expect((await get('/v1/plain', { 'x-cred': 'a' })).statusCode).toBe(200);
    const refused = await get('/v1/plain', { 'x-cred': 'a' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: 'Rate limit exceeded: 2 requests per access token per minute. Retry after 60 seconds.' });
    expect(rateHeaders(refused)).toEqual({ limit: '2', remaining: '0', policy: '2;w=60' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    // Per credential.
    expect((await get('/v1/plain', { 'x-cred': 'b' })).statusCode).toBe(200);
  });

  it('does not count or label requests without a principal', async () => {
    const { get } = await facade({ RATE_LIMIT_V1_PER_MINUTE: '1' });
    for (let i = 0; i < 3; i++) {
      const res = await get('/v1/open');
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('shows the limit closest to exhaustion, and on a 429 the one that refused', async () => {
    const { get } = await facade({ RATE_LIMIT_V1_PER_MINUTE: '5', RATE_LIMIT_CSV_PER_MINUTE: '2', RATE_LIMIT_EXPORTS_PER_MINUTE: '30' });
    expect(rateHeaders(await get('/v1/csv', { 'x-cred': 'c' }))).toEqual({ limit: '2', remaining: '1', policy: '2;w=60' });
    expect(rateHeaders(await get('/v1/csv', { 'x-cred': 'c' }))).toEqual({ limit: '2', remaining: '0', policy: '2;w=60' });
    const csvRefused = await get('/v1/csv', { 'x-cred': 'c' });
    expect(csvRefused.statusCode).toBe(429);
    expect(csvRefused.json().message).toBe('Rate limit exceeded: 2 CSV downloads per caller per minute. Retry after 60 seconds.');
    expect(rateHeaders(csvRefused)).toEqual({ limit: '2', remaining: '0', policy: '2;w=60' });
    // The v1 budget counted those three; the metadata route's own 30 are further from exhaustion.
    expect(rateHeaders(await get('/v1/meta', { 'x-cred': 'c' }))).toEqual({ limit: '5', remaining: '1', policy: '5;w=60' });
    expect(rateHeaders(await get('/v1/meta', { 'x-cred': 'c' }))).toEqual({ limit: '5', remaining: '0', policy: '5;w=60' });
    const v1Refused = await get('/v1/meta', { 'x-cred': 'c' });
    expect(v1Refused.statusCode).toBe(429);
    expect(rateHeaders(v1Refused)).toEqual({ limit: '5', remaining: '0', policy: '5;w=60' });
  });

  it('budgets v2 per team and key mode with the v2 envelope', async () => {
    const { get } = await facade({ RATE_LIMIT_V2_LIVE_REQUESTS: '2', RATE_LIMIT_V2_TEST_REQUESTS: '1', RATE_LIMIT_V2_WINDOW_SECONDS: '60' });
    expect(rateHeaders(await get('/v2/plain', { 'x-cred': 'k1', 'x-team': 't' }))).toEqual({ limit: '2', remaining: '1', policy: '2;w=60' });
    expect((await get('/v2/plain', { 'x-cred': 'k2', 'x-team': 't' })).statusCode).toBe(200);
    const refused = await get('/v2/plain', { 'x-cred': 'k3', 'x-team': 't' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'Rate limit exceeded: 2 live-mode requests per team per minute. Retry after 60 seconds.' },
      requestId: expect.any(String),
    });
    // Test mode has its own, smaller budget; other teams have theirs.
    expect(rateHeaders(await get('/v2/plain', { 'x-cred': 'k4', 'x-team': 't', 'x-live': 'false' }))).toEqual({ limit: '1', remaining: '0', policy: '1;w=60' });
    expect((await get('/v2/plain', { 'x-cred': 'k5', 'x-team': 'other' })).statusCode).toBe(200);
  });

  it('limits nothing when RATE_LIMITS_ENABLED=false', async () => {
    const { limits, get } = await facade({ RATE_LIMITS_ENABLED: 'false', RATE_LIMIT_V1_PER_MINUTE: '1' });
    expect(limits.store).toBe('disabled');
    for (let i = 0; i < 3; i++) {
      const res = await get('/v1/plain', { 'x-cred': 'd' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('keeps limiting per process, and logs once, while Redis is unreachable', async () => {
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    // Nothing listens on port 1: every Redis command fails and the insurance limiter answers.
    const { limits, get } = await facade({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_V1_PER_MINUTE: '3' }, log);
    expect(limits.store).toBe('redis');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/v1/plain', { 'x-cred': 'e' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(lines.filter((l) => /Redis unreachable/.test(l.msg))).toHaveLength(1);
  });
});

describe('sign-in attempts (in process memory, as the embedded default counts them)', () => {
  const limits = () => {
    const l = RateLimits.fromConfig(parseConfig({}), pino({ level: 'silent' }));
    limitsToClose.push(l);
    return l;
  };

  it('counts before the check: of 30 at once for one account from one address, exactly 10 go ahead', async () => {
    const l = limits();
    const attempts = await Promise.all(Array.from({ length: 30 }, () => l.signInAttempt('Ana@Example.com ', '10.0.0.1')));
    expect(attempts.filter((a) => a.wait === 0)).toHaveLength(10);
    expect(attempts.filter((a) => a.wait > 800)).toHaveLength(20);
    // The same account from another address goes ahead, slowed by the account's ten failures.
    const elsewhere = await l.signInAttempt('ana@example.com', '10.0.0.2');
    expect(elsewhere).toMatchObject({ wait: 0, delayMs: 1000 });
    // A success from the first address clears that pair: it may try again.
    await elsewhere.succeeded();
    expect((await l.signInAttempt('ana@example.com', '10.0.0.1')).wait).toBeGreaterThan(800);
  });

  it('gives a success its counts back; refuses an address after 50 failures across accounts, and no other address', async () => {
    const l = limits();
    for (let i = 0; i < 20; i++) await (await l.signInAttempt('bo@example.com', '10.0.0.3')).succeeded();
    expect((await l.signInAttempt('bo@example.com', '10.0.0.3')).wait).toBe(0);
    const spray = await Promise.all(Array.from({ length: 60 }, (_, i) => l.signInAttempt(`p${i}@example.com`, '10.0.0.4')));
    expect(spray.filter((a) => a.wait === 0)).toHaveLength(50);
    expect((await l.signInAttempt('p59@example.com', '10.0.0.5')).wait).toBe(0);
  });

  it('backs off 1, 2, 4, then 8 seconds after ten failures of an account, never more', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 500].map(backoffMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
