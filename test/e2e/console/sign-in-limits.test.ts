import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormClient, newEmail } from '../../helpers/console';
import { startForwardingProxy, type ForwardingProxy } from '../../helpers/forwarding-proxy';
import { startTestService, type TestService } from '../../helpers/service';

/**
 * Sign-in limits under concurrency and behind a reverse proxy (issue 35): attempts are counted
 * before the password is checked, per account and address and per address; an attack from one
 * address never keeps the owner out from another. Clients on "other machines" connect from
 * other loopback addresses (127.0.0.2, 127.0.0.3).
 */
const PASSWORD = 'correct horse battery';
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';

/** A service with counters of its own (QUEUE_PREFIX names them), and optionally the proxy in front. */
function world(env: Record<string, string>, withProxy: boolean) {
  let svc: TestService | undefined;
  let proxy: ForwardingProxy | undefined;
  beforeAll(async () => {
    svc = await startTestService({ ROLE: 'api', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-limits-${Math.random().toString(36).slice(2, 8)}`, ...env });
    if (withProxy) proxy = await startForwardingProxy(svc.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await svc?.shutdown();
  });
  return {
    service: () => svc!,
    /** A client on its own machine, reaching the service through the proxy when there is one. */
    client: (from: string, headers: Record<string, string> = {}) => new FormClient(proxy?.url ?? svc!.url, { from, headers }),
    db: <T>(sql: string, params: unknown[] = []) => svc!.em().execute<T[]>(sql, params),
  };
}

/** Signs a new person up (from the owner's machine) and signs them out again; their email. */
async function account(client: FormClient, tag: string): Promise<string> {
  const email = newEmail(tag);
  const { res } = await client.submit('/console/sign-up', '/console/sign-up', { name: `${tag} person`, email, teamName: `${tag} team`, password: PASSWORD });
  expect(res.status).toBe(303);
  const signOut = await client.submit('/console/keys', '/console/sign-out', {});
  expect(signOut.res.status).toBe(303);
  return email;
}

/** `n` sign-ins at once from one client (one page's CSRF token); their statuses, counted. */
async function parallelSignIns(client: FormClient, n: number, form: (i: number) => Record<string, string>) {
  const { csrf } = await client.get('/console/sign-in');
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => client.post('/console/sign-in', { _csrf: csrf!, ...form(i) })));
  const counts: Record<number, number> = {};
  for (const { res } of answers) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return { counts, answers };
}

const sessionsOf = async (w: ReturnType<typeof world>, email: string) =>
  (
    await w.db<{ n: number }>('select count(*)::int as n from accounts.console_sessions s join accounts.users u on u.id = s.user_id where u.email = ? and s.ended_at is null', [
      email,
    ])
  )[0].n;

describe('sign-in limits, straight to the service', () => {
  const w = world({}, false);

  it('100 wrong passwords at once: exactly the limit (10) are checked and refused with 401, the other 90 get 429', async () => {
    const email = await account(w.client(OWNER), 'parallel');
    const { counts, answers } = await parallelSignIns(w.client(ATTACKER), 100, (i) => ({ email, password: `wrong password ${i}` }));
    expect(counts).toEqual({ 401: 10, 429: 90 });
    for (const { res, html } of answers.filter((a) => a.res.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(html).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    }
    // Even the right password now waits, from that address.
    expect((await w.client(ATTACKER).submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(429);
    expect(await sessionsOf(w, email)).toBe(0);
  }, 60_000);

  it('lets the owner in from another address while their account is attacked from one', async () => {
    const email = await account(w.client(OWNER), 'owner');
    const attacker = w.client(ATTACKER);
    for (let i = 0; i < 10; i++) expect((await attacker.submit('/console/sign-in', '/console/sign-in', { email, password: `guess ${i}` })).res.status).toBe(401);
    expect((await attacker.submit('/console/sign-in', '/console/sign-in', { email, password: 'guess 11' })).res.status).toBe(429);
    const owner = w.client(OWNER);
    const { res } = await owner.submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/keys');
    expect(await sessionsOf(w, email)).toBe(1);
    // The attacker's address stays refused for this account.
    expect((await attacker.submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(429);
  }, 60_000);

  it('does not count sign-ins that succeed: 15 in a row, then the ten failures are still allowed', async () => {
    const email = await account(w.client(OWNER), 'many');
    const owner = () => w.client('127.0.0.4');
    for (let i = 0; i < 15; i++) expect((await owner().submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(303);
    const { counts } = await parallelSignIns(owner(), 11, (i) => ({ email, password: `wrong password ${i}` }));
    expect(counts).toEqual({ 401: 10, 429: 1 });
    expect(await sessionsOf(w, email)).toBe(15);
  }, 60_000);
});

describe('the current password on a password change', () => {
  const w = world({}, false);

  it('is counted like a sign-in: of 20 wrong ones at once, exactly 10 are checked; the password is unchanged', async () => {
    const c = w.client(ATTACKER);
    const email = newEmail('change');
    expect((await c.submit('/console/sign-up', '/console/sign-up', { name: 'Changer', email, teamName: 'C', password: PASSWORD })).res.status).toBe(303);
    const [before] = await w.db<{ password_hash: string }>('select password_hash from accounts.users where email = ?', [email]);
    const { csrf } = await c.get('/console/account');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.post('/console/account/password', { _csrf: csrf!, current: `not it ${i}`, next: 'a brand new passphrase' })),
    );
    const counts: Record<number, number> = {};
    for (const { res } of answers) counts[res.status] = (counts[res.status] ?? 0) + 1;
    expect(counts).toEqual({ 401: 10, 429: 10 });
    expect(answers.find((a) => a.res.status === 429)!.html).toContain('Too many wrong passwords. Try again in 15 minutes.');
    expect(await w.db('select password_hash from accounts.users where email = ?', [email])).toEqual([before]);
    // From another address the owner still signs in.
    expect((await w.client(OWNER).submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(303);
  }, 60_000);
});

describe('sign-in limits behind a reverse proxy, TRUST_PROXY=1', () => {
  const w = world({ TRUST_PROXY: '1' }, true);

  it('counts each client behind the proxy on its own: 100 at once from one, the other unaffected; a forged X-Forwarded-For changes nothing', async () => {
    const email = await account(w.client(OWNER), 'proxied');
    // The attacker also claims to be the owner's address; the proxy appends the real one, which is believed.
    const attacker = w.client(ATTACKER, { 'x-forwarded-for': OWNER });
    const { counts } = await parallelSignIns(attacker, 100, (i) => ({ email, password: `wrong password ${i}` }));
    expect(counts).toEqual({ 401: 10, 429: 90 });
    const owner = w.client(OWNER);
    expect((await owner.submit('/console/sign-in', '/console/sign-in', { email, password: 'a typo in it' })).res.status).toBe(401);
    const { res } = await owner.submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(await sessionsOf(w, email)).toBe(1);
  }, 60_000);

  it('limits failed sign-ins per client address across accounts, for that client only', async () => {
    const sprayer = w.client('127.0.0.4');
    const { counts } = await parallelSignIns(sprayer, 60, (i) => ({ email: newEmail(`spray${i}`), password: 'wrong password' }));
    expect(counts).toEqual({ 401: 50, 429: 10 });
    const refused = await sprayer.submit('/console/sign-in', '/console/sign-in', { email: newEmail('another'), password: 'wrong password' });
    expect(refused.res.status).toBe(429);
    expect((await w.client(OWNER).submit('/console/sign-in', '/console/sign-in', { email: newEmail('another'), password: 'wrong password' })).res.status).toBe(401);
  }, 60_000);
});

describe('sign-in limits behind a reverse proxy, TRUST_PROXY unset', () => {
  const w = world({}, true);

  it('counts the proxy’s address for every client: one client’s failures hold the others back', async () => {
    const email = await account(w.client(OWNER), 'unproxied');
    const { counts } = await parallelSignIns(w.client(ATTACKER), 20, (i) => ({ email, password: `wrong password ${i}` }));
    expect(counts).toEqual({ 401: 10, 429: 10 });
    expect((await w.client(OWNER).submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(429);
    expect(await sessionsOf(w, email)).toBe(0);
  }, 60_000);
});
