import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardingProxy, type ForwardingProxy } from '../helpers/forwarding-proxy';
import { startTestService, TEST_OPERATOR_TOKEN, type TestService } from '../helpers/service';

/**
 * The per-address limits of the respondent app and the operator login, behind a reverse proxy
 * the test starts (as docker/nginx.conf: it appends the client's address to X-Forwarded-For).
 * Clients on "other machines" connect from other loopback addresses.
 */
const agents = new Map<string, Agent>();
const from = (address: string) => agents.get(address) ?? agents.set(address, new Agent({ localAddress: address })).get(address)!;
afterAll(() => Promise.all([...agents.values()].map((a) => a.close())));

/** A GET or a url-encoded POST from one loopback address; status, headers and text. */
async function send(address: string, url: string, form?: Record<string, string>) {
  const res = await undiciFetch(url, {
    dispatcher: from(address),
    redirect: 'manual',
    ...(form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {}),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

function behindProxy(env: Record<string, string>) {
  const logs: { msg?: string; ip?: string; url?: string; status?: number }[] = [];
  let svc: TestService | undefined;
  let proxy: ForwardingProxy | undefined;
  beforeAll(async () => {
    svc = await startTestService(
      {
        ROLE: 'api',
        RATE_LIMIT_SURVEY_ENTRIES: '5',
        QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-proxy-${Math.random().toString(36).slice(2, 8)}`,
        ...env,
      },
      { logs: { level: 'info', destination: { write: (line: string) => void logs.push(JSON.parse(line)) } } },
    );
    proxy = await startForwardingProxy(svc.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await svc?.shutdown();
  });
  return { url: (path: string) => `${proxy!.url}${path}`, logs };
}

/** An entry link's shape with no survey behind it: the visit is counted before the link is looked up. */
const ENTRY = '/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?rid=someone';

describe('behind a proxy with TRUST_PROXY=1', () => {
  const w = behindProxy({ TRUST_PROXY: '1' });

  it('limits survey entries per client: of 30 visits at once from one, exactly 5 are looked up; another client is not held back', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => send('127.0.0.2', w.url(ENTRY))));
    expect(tally(burst.map((r) => r.status))).toEqual({ 404: 5, 429: 25 });
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.retryAfter)).toBeGreaterThan(500);
    expect(refused.text).toContain('Too many survey visits from your network.');
    expect((await send('127.0.0.3', w.url(ENTRY))).status).toBe(404);
    // The request log names the client, not the proxy.
    const visits = w.logs.filter((l) => l.msg === 'request' && l.url === '/r/:token');
    expect(tally(visits.map((l) => Number(l.ip === '127.0.0.2')))).toEqual({ 1: 30, 0: 1 });
    expect(visits.find((l) => l.ip !== '127.0.0.2')!.ip).toBe('127.0.0.3');
  });

  it('limits failed operator logins per client: of 30 at once from one, exactly 20 are checked; the right token from another client logs in', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => send('127.0.0.2', w.url('/admin/login'), { token: `op_wrong_guess_${i}_0123456789abcdef` })));
    expect(tally(burst.map((r) => r.status))).toEqual({ 401: 20, 429: 10 });
    expect(burst.find((r) => r.status === 429)!.text).toContain('Too many failed logins from your network.');
    // Refused before the token is looked at: the right one waits too, from that client.
    expect((await send('127.0.0.2', w.url('/admin/login'), { token: TEST_OPERATOR_TOKEN })).status).toBe(429);
    expect((await send('127.0.0.3', w.url('/admin/login'), { token: TEST_OPERATOR_TOKEN })).status).toBe(303);
    // Good logins are not failures: many in a row from one client all work.
    for (let i = 0; i < 25; i++) expect((await send('127.0.0.4', w.url('/admin/login'), { token: TEST_OPERATOR_TOKEN })).status).toBe(303);
  });
});

describe('behind a proxy with TRUST_PROXY unset', () => {
  const w = behindProxy({});

  it('counts every client as the proxy: one client’s survey visits hold the others back', async () => {
    for (let i = 0; i < 5; i++) expect((await send('127.0.0.2', w.url(ENTRY))).status).toBe(404);
    expect((await send('127.0.0.3', w.url(ENTRY))).status).toBe(429);
    expect(new Set(w.logs.filter((l) => l.msg === 'request').map((l) => l.ip))).toEqual(new Set(['127.0.0.1']));
  });
});
