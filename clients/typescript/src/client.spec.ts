import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, retryAfterMs } from './index';

/** One scripted answer of the local server. */
interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const REQUEST_ID = `req_${'a'.repeat(32)}`;
const SURVEY_ID = `srv_${'1'.repeat(32)}`;

/** A real HTTP server on 127.0.0.1 that answers from a script, one answer per request, and records what it got. */
let server: Server;
let baseUrl: string;
let script: Answer[] = [];
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = script.shift() ?? { status: 599, body: 'script exhausted' };
      if (answer.status === 0) return void req.socket.destroy(); // a connection lost mid-request
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      res.writeHead(answer.status, { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json', 'x-request-id': REQUEST_ID, ...answer.headers });
      res.end(text);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen = [];
});

const client = (opts: { maxRetries?: number; maxRetryDelayMs?: number } = {}) =>
  createClient({ apiKey: 'sk_test_abc', baseUrl, minRetryDelayMs: 1, maxRetryDelayMs: opts.maxRetryDelayMs ?? 5_000, maxRetries: opts.maxRetries });

const envelope = (type: string, code: string, message: string, param?: string) => ({ error: { type, code, message, ...(param ? { param } : {}) }, requestId: REQUEST_ID });
const balance = { object: 'credit_balance', credits: 5, amount: 10, currency: 'USD', livemode: false, buckets: [] };
const published = { object: 'survey_publish', status: 'paid', orderId: `ord_${'2'.repeat(32)}` };

describe('createClient: retries', () => {
  it('retries a GET answered 429 with Retry-After after waiting that long, then returns the 200 body', async () => {
    script = [
      { status: 429, body: envelope('rate_limit_error', 'rate_limit_exceeded', 'Slow down.'), headers: { 'retry-after': '1' } },
      { status: 200, body: balance },
    ];
    const started = performance.now();
    expect(await client().creditBalance.retrieve()).toEqual(balance);
    const waited = performance.now() - started;
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /v2/credit-balance', 'GET /v2/credit-balance']);
    expect(waited).toBeGreaterThanOrEqual(990);
    expect(waited).toBeLessThan(3_000);
    for (const s of seen) expect(s.headers.authorization).toBe('Bearer sk_test_abc');
  });

  it('caps the wait a Retry-After asks for at maxRetryDelayMs', async () => {
    script = [
      { status: 503, body: envelope('api_error', 'unavailable', 'Try later.'), headers: { 'retry-after': '3600' } },
      { status: 200, body: balance },
    ];
    const started = performance.now();
    expect(await client({ maxRetryDelayMs: 50 }).creditBalance.retrieve()).toEqual(balance);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(2);
  });

  it('retries a POST that carries an Idempotency-Key on 500 with the same generated key', async () => {
    script = [
      { status: 500, body: envelope('api_error', 'internal_error', 'Something went wrong.') },
      { status: 200, body: published },
    ];
    expect(await client().surveys.publish(SURVEY_ID)).toEqual(published);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([`POST /v2/surveys/${SURVEY_ID}/publish`, `POST /v2/surveys/${SURVEY_ID}/publish`]);
    expect(seen[0].headers['idempotency-key']).toMatch(UUID);
    expect(seen[1].headers['idempotency-key']).toBe(seen[0].headers['idempotency-key']);
  });

  it("sends the caller's Idempotency-Key as given, and a fresh key per call when none is given", async () => {
    script = [
      { status: 200, body: published },
      { status: 200, body: published },
      { status: 200, body: published },
    ];
    const c = client();
    await c.orders.create({ pack: 'credits_20' }, { idempotencyKey: 'order-7' });
    await c.orders.create({ pack: 'credits_20' });
    await c.orders.create({ pack: 'credits_20' });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['order-7', expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(seen[1].headers['idempotency-key']).not.toBe(seen[2].headers['idempotency-key']);
    expect(seen.map((s) => JSON.parse(s.body))).toEqual([{ pack: 'credits_20' }, { pack: 'credits_20' }, { pack: 'credits_20' }]);
  });

  it('retries a keyed POST answered 409 idempotency_in_flight (with Retry-After), not a 409 without one', async () => {
    script = [
      { status: 409, body: envelope('invalid_request_error', 'idempotency_in_flight', 'Still processing.'), headers: { 'retry-after': '0' } },
      { status: 200, body: published },
      { status: 409, body: envelope('invalid_request_error', 'idempotency_mismatch', 'Another body.') },
    ];
    const c = client();
    expect(await c.surveys.publish(SURVEY_ID, { idempotencyKey: 'pub-1' })).toEqual(published);
    await expect(c.surveys.publish(SURVEY_ID, { idempotencyKey: 'pub-1' })).rejects.toMatchObject({ status: 409, code: 'idempotency_mismatch' });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['pub-1', 'pub-1', 'pub-1']);
  });

  it('retries a GET whose connection was lost; a key-less POST is not retried and rejects with the network error', async () => {
    script = [{ status: 0 }, { status: 200, body: balance }];
    expect(await client().creditBalance.retrieve()).toEqual(balance);
    expect(seen).toHaveLength(2);
    script = [{ status: 0 }];
    await expect(client().webhookEndpoints.create({ url: 'https://hooks.example.com/in', enabledEvents: ['survey.completed'] })).rejects.toThrow(TypeError);
    expect(seen).toHaveLength(3);
  });

  it('does not retry a 400, and throws the v2 envelope as an ApiError', async () => {
    script = [{ status: 400, body: envelope('invalid_request_error', 'parameter_invalid', 'sampleSize must be at least 10.', 'sampleSize') }];
    const err = await client()
      .surveys.publish(SURVEY_ID)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'parameter_invalid',
      message: 'sampleSize must be at least 10.',
      param: 'sampleSize',
      requestId: REQUEST_ID,
    });
    expect(seen).toHaveLength(1);
  });

  it('does not retry a POST without an Idempotency-Key (creating a draft) on 500', async () => {
    script = [{ status: 500, body: envelope('api_error', 'internal_error', 'Something went wrong.') }];
    await expect(client().surveys.create({ name: 'x', questions: [{ type: 'open_ended', prompt: 'Why?' }] })).rejects.toMatchObject({
      status: 500,
      type: 'api_error',
      code: 'internal_error',
    });
    expect(seen).toHaveLength(1);
  });

  it('gives up after maxRetries and throws the last answer; a body that is no envelope is an api_error', async () => {
    script = [
      { status: 502, body: '<html>bad gateway</html>' },
      { status: 502, body: '<html>bad gateway</html>' },
      { status: 502, body: '<html>bad gateway</html>' },
    ];
    await expect(client({ maxRetries: 2 }).me.retrieve()).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      type: 'api_error',
      code: 'unexpected_response',
      param: undefined,
      requestId: REQUEST_ID,
      message: 'HTTP 502 without a v2 error body: <html>bad gateway</html>',
    });
    expect(seen).toHaveLength(3);
  });

  it('maxRetries 0 sends each request once', async () => {
    script = [{ status: 429, body: envelope('rate_limit_error', 'rate_limit_exceeded', 'Slow down.'), headers: { 'retry-after': '0' } }];
    await expect(client({ maxRetries: 0 }).creditBalance.retrieve()).rejects.toMatchObject({ status: 429, type: 'rate_limit_error' });
    expect(seen).toHaveLength(1);
  });
});

describe('createClient: cursor lists', () => {
  it('walks nextCursor while hasMore and yields every item in order', async () => {
    const survey = (n: number) => ({ object: 'survey', id: `srv_${String(n).repeat(32)}` });
    script = [
      { status: 200, body: { object: 'list', data: [survey(1), survey(2)], hasMore: true, nextCursor: 'c2' } },
      { status: 200, body: { object: 'list', data: [survey(3)], hasMore: true, nextCursor: 'c3' } },
      { status: 200, body: { object: 'list', data: [], hasMore: false, nextCursor: null } },
    ];
    const ids: string[] = [];
    for await (const s of client().surveys.list({ limit: 2 })) ids.push(s.id);
    expect(ids).toEqual([survey(1).id, survey(2).id, survey(3).id]);
    expect(seen.map((s) => s.url)).toEqual(['/v2/surveys?limit=2', '/v2/surveys?limit=2&cursor=c2', '/v2/surveys?limit=2&cursor=c3']);
  });

  it('stops at the first page when it has no more, and a failed page throws', async () => {
    script = [{ status: 404, body: envelope('invalid_request_error', 'resource_missing', 'No such survey.', 'id') }];
    await expect(client().surveys.responses.list(SURVEY_ID, { status: 'valid' }).toArray()).rejects.toMatchObject({ status: 404, code: 'resource_missing', param: 'id' });
    script = [{ status: 200, body: { object: 'list', data: [{ object: 'trait', permalink: 'gender-female' }], hasMore: false, nextCursor: null } }];
    expect((await client().traits.list({ country: 'US' }).toArray()).map((t) => t.permalink)).toEqual(['gender-female']);
    expect(seen.map((s) => s.url)).toEqual([`/v2/surveys/${SURVEY_ID}/responses?status=valid`, '/v2/traits?country=US']);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates; null when absent or unreadable', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
