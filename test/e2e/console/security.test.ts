import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../subgraphs/accounts';
import { FormClient, newEmail } from '../../helpers/console';
import { startTestService, useTestService } from '../../helpers/service';

/** The console's defences, over plain HTTP as a browser (or an attacker) would send forms. */
const service = useTestService({ ROLE: 'all' });
const PASSWORD = 'correct horse battery';

const client = () => new FormClient(service().url);
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

/** Signs up a new person; returns their client (signed in) and email. */
async function person(tag: string, team = `${tag} team`) {
  const c = client();
  const email = newEmail(tag);
  const { res } = await c.submit('/console/sign-up', '/console/sign-up', { name: `${tag} person`, email, teamName: team, password: PASSWORD });
  expect(res.status).toBe(303);
  return { c, email };
}

async function createKey(c: FormClient, name: string): Promise<string> {
  const { res, html } = await c.submit('/console/keys', '/console/keys', { name, mode: 'test', scopes: ['read', 'write', 'spend'] });
  expect(res.status).toBe(201);
  return /id="secret"[^>]*value="([^"]+)"/.exec(html)![1];
}

const me = (secret: string) => fetch(`${service().url}/v2/me`, { headers: { authorization: `Bearer ${secret}` } });

describe('console security', () => {
  it('refuses a form without its CSRF token, or with another one, and changes nothing', async () => {
    const c = client();
    await c.get('/console/sign-up');
    const email = newEmail('csrf');
    const missing = await c.post('/console/sign-up', { name: 'X', email, teamName: 'X', password: PASSWORD });
    expect(missing.res.status).toBe(403);
    expect(missing.html).toContain('This form has expired');
    const forged = await c.post('/console/sign-up', { _csrf: 'forged-token', name: 'X', email, teamName: 'X', password: PASSWORD });
    expect(forged.res.status).toBe(403);
    expect(await db('select 1 from accounts.users where email = ?', [email])).toHaveLength(0);

    // Signed in, a key form without the token creates nothing either.
    const { c: signedIn } = await person('csrfkeys');
    const before = await db<{ n: number }>('select count(*)::int as n from accounts.api_keys');
    const { res } = await signedIn.post('/console/keys', { name: 'sneaky', mode: 'live', scopes: 'spend' });
    expect(res.status).toBe(403);
    expect(await db<{ n: number }>('select count(*)::int as n from accounts.api_keys')).toEqual(before);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax for /console only, with strict page headers', async () => {
    const c = client();
    const page = await c.get('/console/sign-up');
    expect(page.res.headers.get('content-security-policy')).toBe(
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;form-action 'self';frame-ancestors 'none';base-uri 'none';object-src 'none'",
    );
    expect(page.res.headers.get('cache-control')).toBe('no-store');
    expect(page.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.res.headers.getSetCookie().find((l) => l.startsWith('sfs_csrf='))).toMatch(/^sfs_csrf=[^;]+; Path=\/console; HttpOnly; SameSite=Lax$/);

    const { res } = await c.post('/console/sign-up', { _csrf: page.csrf!, name: 'Cookie', email: newEmail('cookie'), teamName: 'C', password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/console/keys?welcome=1');
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('sfs_console='));
    expect(cookie).toMatch(/^sfs_console=cs_[A-Za-z0-9_-]{43}; Max-Age=(604800|604799); Path=\/console; HttpOnly; SameSite=Lax$/);
  });

  it('adds Secure to its cookies when the public URL is https', async () => {
    const secure = await startTestService({ ROLE: 'api', PUBLIC_BASE_URL: 'https://console.example' });
    try {
      const c = new FormClient(secure.url);
      const page = await c.get('/console/sign-in');
      expect(page.res.headers.getSetCookie().find((l) => l.startsWith('sfs_csrf='))).toMatch(/; Secure/);
      expect(page.res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      const { res } = await c.submit('/console/sign-up', '/console/sign-up', { name: 'S', email: newEmail('secure'), teamName: 'S', password: PASSWORD });
      const cookie = res.headers.getSetCookie().find((l) => l.startsWith('sfs_console='))!;
      for (const flag of ['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/console']) expect(cookie.split('; ')).toContain(flag);
    } finally {
      await secure.shutdown();
    }
  });

  it('answers a wrong password and an unknown email alike, and limits failed sign-ins per account', async () => {
    const { email } = await person('limits');
    const c = client();
    const unknown = await c.submit('/console/sign-in', '/console/sign-in', { email: newEmail('nobody'), password: PASSWORD });
    const wrong = await c.submit('/console/sign-in', '/console/sign-in', { email, password: 'not the password' });
    expect([unknown.res.status, wrong.res.status]).toEqual([401, 401]);
    for (const r of [unknown, wrong]) expect(r.html).toContain('The email or password is not right.');
    for (let i = 1; i < 10; i++) expect((await c.submit('/console/sign-in', '/console/sign-in', { email, password: `wrong ${i}` })).res.status).toBe(401);
    // The eleventh attempt waits, even with the right password (the limit counts the account, not the client).
    const limited = await client().submit('/console/sign-in', '/console/sign-in', { email: email.toUpperCase(), password: PASSWORD });
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(limited.html).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    expect(limited.res.headers.getSetCookie().some((l) => l.startsWith('sfs_console='))).toBe(false);
  });

  it('limits failed sign-ins per client address too, across accounts', async () => {
    // A service with counters of its own (QUEUE_PREFIX names them): this address's count would
    // otherwise hold back the other tests' sign-ins, which all come from 127.0.0.1.
    const own = await startTestService({ ROLE: 'api', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-address` });
    try {
      const c = new FormClient(own.url);
      for (let i = 0; i < 50; i++)
        expect((await c.submit('/console/sign-in', '/console/sign-in', { email: newEmail(`spray${i}`), password: 'wrong password' })).res.status).toBe(401);
      const limited = await c.submit('/console/sign-in', '/console/sign-in', { email: newEmail('another'), password: 'wrong password' });
      expect(limited.res.status).toBe(429);
      expect(limited.html).toContain('Too many failed sign-ins.');
    } finally {
      await own.shutdown();
    }
  }, 60_000);

  it('shows a team only its own keys, and refuses to revoke another team’s', async () => {
    const a = await person('teama');
    const secretA = await createKey(a.c, 'Team A production');
    const keyA = (await db<{ id: string }>('select id from accounts.api_keys where name = ? order by created_at desc limit 1', ['Team A production']))[0].id;
    const b = await person('teamb');
    const list = await b.c.get('/console/keys');
    expect(list.res.status).toBe(200);
    expect(list.html).not.toContain('Team A production');
    expect(list.html).not.toContain(secretA.slice(0, 20));
    const revoke = await b.c.submit('/console/keys', `/console/keys/${keyA}/revoke`, {});
    expect(revoke.res.status).toBe(404);
    expect(revoke.html).toContain('No such API key for this team.');
    expect((await me(secretA)).status).toBe(200);
  });

  it('shows a legacy unscoped key as such', async () => {
    const { c, email } = await person('legacy');
    const [{ team_id: teamId }] = await db<{ team_id: string }>('select m.team_id from accounts.team_memberships m join accounts.users u on u.id = m.user_id where u.email = ?', [
      email,
    ]);
    await createApiKey(service().em(), { teamId, name: 'Old integration', scopes: [] });
    const row = /<tr[^>]*>(?:(?!<\/tr>)[\s\S])*Old integration(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec((await c.get('/console/keys')).html)![0];
    expect(row).toContain('Legacy: unscoped, v1 only');
  });

  it('makes no second account with the same email, and answers as for a new one (issue 35)', async () => {
    const { email } = await person('twice');
    const again = await client().submit('/console/sign-up', '/console/sign-up', { name: 'Again', email: email.toUpperCase(), teamName: 'Other', password: PASSWORD });
    expect(again.res.status).toBe(303);
    expect(again.res.headers.get('location')).toBe('/console/keys?welcome=1');
    expect(again.res.headers.getSetCookie().some((l) => l.startsWith('sfs_console='))).toBe(false);
    expect(await db('select 1 from accounts.users where email = ?', [email])).toHaveLength(1);
  });

  it('signing out ends the session on the server, not only in the browser', async () => {
    const { c } = await person('signout');
    const stolen = c.cookieHeader();
    expect((await c.get('/console/keys')).res.status).toBe(200);
    const out = await c.submit('/console/keys', '/console/sign-out', {});
    expect(out.res.status).toBe(303);
    expect(out.res.headers.getSetCookie().find((l) => l.startsWith('sfs_console='))).toMatch(/^sfs_console=; Max-Age=0;|Expires=Thu, 01 Jan 1970/);
    const replay = await fetch(`${service().url}/console/keys`, { headers: { cookie: stolen }, redirect: 'manual' });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Fkeys');
  });

  it('a password change ends every other session of the person, and needs the current password', async () => {
    const { c: here, email } = await person('password');
    const there = client();
    expect((await there.submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(303);
    expect((await there.get('/console/keys')).res.status).toBe(200);

    const wrong = await here.submit('/console/account', '/console/account/password', { current: 'not it at all', next: 'a brand new passphrase' });
    expect(wrong.res.status).toBe(401);
    expect(wrong.html).toContain('The current password is not right.');
    expect((await there.get('/console/keys')).res.status).toBe(200);

    const changed = await here.submit('/console/account', '/console/account/password', { current: PASSWORD, next: 'a brand new passphrase' });
    expect(changed.res.status).toBe(303);
    expect((await here.get('/console/account?done=password')).html).toContain('Your password was changed. Every other device was signed out.');
    expect((await there.get('/console/keys')).res.status).toBe(303);
    expect((await client().submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD })).res.status).toBe(401);
    expect((await client().submit('/console/sign-in', '/console/sign-in', { email, password: 'a brand new passphrase' })).res.status).toBe(303);
  });

  it('follows a sign-in only to a console page', async () => {
    const { email } = await person('next');
    for (const next of ['https://evil.example/', '//evil.example', '/console/../v2/me']) {
      const { res } = await client().submit('/console/sign-in', '/console/sign-in', { email, password: PASSWORD, next });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/console/keys');
    }
  });
});

describe('console pages', () => {
  it('an unknown console address is an HTML 404 page, not the API envelope', async () => {
    const { res, html } = await client().get('/console/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('There is no console page at this address.');
  });
});
