import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestService } from '../../helpers/service';

/**
 * RFC 7591 registration at /oauth/register under load and abuse: many agents at once each get
 * their own client; one address registering past its hourly budget is refused (429) and adds nothing.
 */
const LIMIT = 12;
const service = useTestService({ RATE_LIMIT_CLIENT_REGISTRATIONS: String(LIMIT) });
const url = (path: string) => `${service().url}${path}`;

// From an address of its own (the budget is per address, and other files register from 127.0.0.1 in the same run).
const from = new Agent({ localAddress: '127.0.0.39' });
afterAll(() => from.close());
const register = (body: object) =>
  undiciFetch(url('/oauth/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), dispatcher: from });
const clients = async () =>
  (await service().em().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from accounts.oauth_clients where registration = 'dynamic'`))[0].n;

describe('dynamic client registration', () => {
  it('registers many agents at once, each its own public client; past the address’s budget it answers 429 and registers nothing', async () => {
    const before = await clients();
    const metadata = (i: number) => ({ client_name: `Agent ${i}`, redirect_uris: [`http://127.0.0.1:${40000 + i}/callback`], token_endpoint_auth_method: 'none' });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(metadata(i))));
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, cache: r.headers.get('cache-control'), body: (await r.json()) as Record<string, unknown> })));
    for (const [i, a] of bodies.entries()) {
      expect(a.status).toBe(201);
      expect(a.cache).toBe('no-store');
      expect(a.body).toMatchObject({
        client_name: `Agent ${i}`,
        redirect_uris: [`http://127.0.0.1:${40000 + i}/callback`],
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      });
      expect(a.body.client_secret).toBeUndefined();
    }
    expect(new Set(bodies.map((a) => a.body.client_id)).size).toBe(8);
    expect(await clients()).toBe(before + 8);

    // The same metadata again is another registration (RFC 7591 has no identity to match on).
    const rest = await Promise.all(Array.from({ length: LIMIT - 8 }, () => register(metadata(0))));
    expect(rest.map((r) => r.status)).toEqual(Array(LIMIT - 8).fill(201));
    const refused = await register(metadata(99));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'slow_down' });
    expect(await clients()).toBe(before + LIMIT);
  });
});
