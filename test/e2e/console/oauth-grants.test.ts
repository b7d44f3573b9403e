import { createHash, randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot, signedInContext } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/**
 * OAuth grants follow the person (issue 35): consent offers what the role allows, every use and
 * refresh re-derives the scopes from the current membership, owners and admins see and revoke the
 * team's grants, and replays (RFC 9700) revoke what was issued from the replayed secret.
 */
const service = useTestService();
const url = (path: string) => `${service().url}${path}`;
const REDIRECT = 'http://127.0.0.1:9/callback';
const PASSWORD = 'correct horse battery';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const browserFor = (c: FormClient, width?: number) => signedInContext(browser, c, service().url, width);

const db = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => service().em().getConnection().execute<T[]>(sql, params);

interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
}

async function signUp(tag: string, name = 'Olly Owner') {
  const c = new FormClient(service().url);
  const res = await c.submit('/console/sign-up', '/console/sign-up', { name, email: newEmail(tag), teamName: `${tag} Co`, password: PASSWORD });
  expect(res.res.status).toBe(303);
  return c;
}

async function registerApp(owner: FormClient, name = 'Survey Sync'): Promise<string> {
  const registered = await owner.submit('/console/apps', '/console/apps', { name, redirectUris: REDIRECT, type: 'public' });
  expect(registered.res.status).toBe(201);
  return /id="client-id"[^>]*value="(app_[0-9a-f]{32})"/.exec(registered.html)![1];
}

/** A colleague invited by the owner with a role, joined with a new account. */
async function join(owner: FormClient, role: 'admin' | 'member', name: string): Promise<{ person: FormClient; userId: string }> {
  const email = newEmail(role);
  const invited = await owner.submit('/console/team', '/console/team/invitations', { email, role });
  expect(invited.res.status).toBe(201);
  const secret = /(inv_[A-Za-z0-9_-]{43})/.exec(invited.html)![1];
  const person = new FormClient(service().url);
  const accepted = await person.submit(`/console/invitations/${secret}`, `/console/invitations/${secret}`, { name, password: PASSWORD });
  expect(accepted.res.status).toBe(303);
  const [row] = await db<{ id: string }>('select id from accounts.users where email = ?', [email]);
  return { person, userId: row.id };
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authorizeQuery(clientId: string, scope: string, challenge: string, state = 'st-1') {
  return { response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, scope, state, code_challenge: challenge, code_challenge_method: 'S256' };
}

/** Consent through the page's own form; returns the redirect back to the app. */
async function allow(person: FormClient, clientId: string, scope: string, opts: { postedScope?: string } = {}) {
  const { verifier, challenge } = pkce();
  const q = authorizeQuery(clientId, scope, challenge);
  const page = await person.get(`/console/oauth/authorize?${new URLSearchParams(q).toString()}`);
  expect(page.res.status).toBe(200);
  const res = await person.post('/console/oauth/authorize', { _csrf: page.csrf!, decision: 'allow', ...q, scope: opts.postedScope ?? scope });
  expect(res.res.status).toBe(303);
  return { back: new URL(res.res.headers.get('location')!), verifier, page: page.html };
}

async function exchange(clientId: string, code: string, verifier: string) {
  return fetch(url('/oauth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier }).toString(),
  });
}

async function grantTokens(person: FormClient, clientId: string, scope: string): Promise<Tokens> {
  const { back, verifier } = await allow(person, clientId, scope);
  const res = await exchange(clientId, back.searchParams.get('code')!, verifier);
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
}

const refresh = (clientId: string, refreshToken: string, scope?: string) =>
  fetch(url('/oauth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId, ...(scope ? { scope } : {}) }).toString(),
  });

const v1 = (token: string, method: string, path: string, body?: unknown) =>
  fetch(url(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const liveTokens = async (userId: string) =>
  (
    await db<{ n: string }>(
      `select (select count(*) from accounts.oauth_access_tokens where user_id = ? and revoked_at is null)
            + (select count(*) from accounts.oauth_refresh_tokens where user_id = ? and revoked_at is null) as n`,
      [userId, userId],
    )
  )[0].n;

describe('OAuth grants follow the person’s role and membership', () => {
  it('the metadata and every authorization response name the issuer (RFC 9207)', async () => {
    const meta = (await (await fetch(url('/.well-known/oauth-authorization-server'))).json()) as Record<string, unknown>;
    expect(meta.authorization_response_iss_parameter_supported).toBe(true);
    const owner = await signUp('iss');
    const clientId = await registerApp(owner);
    const { back } = await allow(owner, clientId, 'read');
    expect(back.searchParams.get('iss')).toBe(service().url);
    expect(back.searchParams.get('state')).toBe('st-1');
    const { challenge } = pkce();
    const q = authorizeQuery(clientId, 'read', challenge);
    const page = await owner.get(`/console/oauth/authorize?${new URLSearchParams(q).toString()}`);
    const denied = await owner.post('/console/oauth/authorize', { _csrf: page.csrf!, decision: 'deny', ...q });
    expect(Object.fromEntries(new URL(denied.res.headers.get('location')!).searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The person declined.',
      state: 'st-1',
      iss: service().url,
    });
  });

  it('a member is offered read only; a forged POST asking for more is narrowed, or refused when nothing is left', async () => {
    const owner = await signUp('consent');
    const clientId = await registerApp(owner);
    const { person: member, userId } = await join(owner, 'member', 'Mo Member');

    const { back, verifier, page } = await allow(member, clientId, 'read write spend');
    expect(page).toContain('<strong>read</strong>');
    expect(page).not.toContain('<strong>write</strong>');
    expect(page).not.toContain('<strong>spend</strong>');
    expect(page).toContain('Your role in this team (member) does not allow write or spend');
    const res = await exchange(clientId, back.searchParams.get('code')!, verifier);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Tokens;
    expect(tokens.scope).toBe('read');
    expect(await db('select scopes from accounts.oauth_access_tokens where user_id = ?', [userId])).toEqual([{ scopes: ['read'] }]);
    const write = await v1(tokens.access_token, 'POST', '/v1/projects', { name: 'Nope' });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ error: 'Forbidden', message: 'This access token lacks the "write" scope.' });
    expect(await db('select 1 from surveys.projects where team_id = (select team_id from accounts.team_memberships where user_id = ?)', [userId])).toHaveLength(0);

    // The consent page as the member sees it on a phone.
    const context = await browserFor(member, 390);
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(url(`/console/oauth/authorize?${new URLSearchParams(authorizeQuery(clientId, 'read write spend', pkce().challenge)).toString()}`));
      expect(await page.getByRole('listitem').allInnerTexts()).toEqual(['read — See your team’s surveys, results, responses and credits']);
      expect((await page.locator('#withheld').innerText()).trim()).toBe('Your role in this team (member) does not allow write or spend; the app gets the rest.');
      await expectAccessible(page);
      await screenshot(page, 'console-oauth-consent-member-phone');
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }

    // The page offered read only; a POST asking for write and spend alone leaves nothing: back to the app.
    const codesBefore = await db('select 1 from accounts.oauth_codes where user_id = ?', [userId]);
    const grantsBefore = await db('select 1 from accounts.oauth_grants where user_id = ?', [userId]);
    const forged = await allow(member, clientId, 'read', { postedScope: 'write spend' });
    expect(Object.fromEntries(forged.back.searchParams)).toEqual({
      error: 'invalid_scope',
      error_description: 'Your role in this team (member) allows only: read.',
      state: 'st-1',
      iss: service().url,
    });
    expect(await db('select 1 from accounts.oauth_codes where user_id = ?', [userId])).toHaveLength(codesBefore.length);
    expect(await db('select 1 from accounts.oauth_grants where user_id = ?', [userId])).toHaveLength(grantsBefore.length);

    // An admin gets all three.
    const { person: admin } = await join(owner, 'admin', 'Ada Admin');
    expect((await grantTokens(admin, clientId, 'read write spend')).scope).toBe('read write spend');
  });

  it('demotion narrows the live token on its very next request and on refresh; removal refuses both', async () => {
    const owner = await signUp('demote');
    const clientId = await registerApp(owner);
    const { person: admin, userId } = await join(owner, 'admin', 'Ada Admin');
    const tokens = await grantTokens(admin, clientId, 'read write spend');
    expect((await v1(tokens.access_token, 'POST', '/v1/projects', { name: 'Allowed' })).status).toBe(201);

    expect((await owner.submit('/console/team', `/console/team/members/${userId}/role`, { role: 'member' })).res.status).toBe(303);
    const write = await v1(tokens.access_token, 'POST', '/v1/projects', { name: 'Too late' });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ error: 'Forbidden', message: 'This access token lacks the "write" scope.' });
    expect((await v1(tokens.access_token, 'GET', '/v1/users/me')).status).toBe(200);

    // A refresh asking for more than the role allows is refused and burns nothing.
    const tooMuch = await refresh(clientId, tokens.refresh_token, 'write');
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ error: 'invalid_scope' });
    expect(await db('select revoked_at from accounts.oauth_refresh_tokens where user_id = ?', [userId])).toEqual([{ revoked_at: null }]);
    const narrowed = await refresh(clientId, tokens.refresh_token);
    expect(narrowed.status).toBe(200);
    const next = (await narrowed.json()) as Tokens;
    expect(next.scope).toBe('read');
    expect((await v1(next.access_token, 'POST', '/v1/projects', { name: 'Still no' })).status).toBe(403);

    expect((await owner.submit('/console/team', `/console/team/members/${userId}/remove`, {})).res.status).toBe(303);
    const gone = await v1(next.access_token, 'GET', '/v1/users/me');
    expect(gone.status).toBe(401);
    const refused = await refresh(clientId, next.refresh_token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await liveTokens(userId)).toBe('0');
    expect(await db('select 1 from accounts.oauth_grants where user_id = ? and revoked_at is null', [userId])).toHaveLength(0);
  });

  it('owners and admins see and revoke every grant of the team; members see and revoke only their own', async () => {
    const owner = await signUp('grants', 'Olga Owner');
    const clientId = await registerApp(owner, 'Survey Sync');
    const { person: member, userId: memberId } = await join(owner, 'member', 'Mo Member');
    // Two people consent at once.
    const [mine, theirs] = await Promise.all([grantTokens(owner, clientId, 'read write'), grantTokens(member, clientId, 'read')]);
    expect((await v1(theirs.access_token, 'GET', '/v1/users/me')).status).toBe(200);
    const [memberGrant] = await db<{ id: string }>('select id from accounts.oauth_grants where user_id = ? and client_id = ?', [memberId, clientId]);
    const [ownerGrant] = await db<{ id: string }>('select g.id from accounts.oauth_grants g join accounts.users u on u.id = g.user_id where u.name = ? and g.client_id = ?', [
      'Olga Owner',
      clientId,
    ]);

    const ownerPage = await owner.get('/console/apps');
    expect(ownerPage.html).toContain('Access to this team');
    expect(ownerPage.html).toContain(`/console/grants/${memberGrant.id}/revoke`);
    expect(ownerPage.html).toContain(`/console/grants/${ownerGrant.id}/revoke`);
    const memberPage = await member.get('/console/apps');
    expect(memberPage.html).not.toContain(`/console/grants/${ownerGrant.id}/revoke`);
    expect(memberPage.html).toContain(`/console/grants/${memberGrant.id}/revoke`);

    // A member cannot revoke another's grant: 403, nothing changed.
    const before = await db('select id, revoked_at from accounts.oauth_grants where team_id = (select team_id from accounts.oauth_grants where id = ?) order by id', [
      ownerGrant.id,
    ]);
    const forbidden = await member.submit('/console/apps', `/console/grants/${ownerGrant.id}/revoke`, {});
    expect(forbidden.res.status).toBe(403);
    expect(
      await db('select id, revoked_at from accounts.oauth_grants where team_id = (select team_id from accounts.oauth_grants where id = ?) order by id', [ownerGrant.id]),
    ).toEqual(before);
    expect((await v1(mine.access_token, 'GET', '/v1/users/me')).status).toBe(200);

    // The page in a browser: the owner sees who, which app, scopes and last use, and revokes.
    const context = await browserFor(owner);
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(url('/console/apps'));
      const row = (await page.getByRole('row', { name: /Mo Member/ }).innerText()).replace(/\s+/g, ' ');
      expect(row).toContain('Survey Sync');
      expect(row).toContain('read');
      expect(row).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      await expectAccessible(page);
      await screenshot(page, 'console-apps-grants-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
      await screenshot(page, 'console-apps-grants-phone');
      const width = await page.evaluate('document.documentElement.scrollWidth');
      expect(width).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Revoke Survey Sync for Mo Member' }).click();
      expect((await page.getByRole('status').innerText()).trim()).toBe('The grant was revoked; its tokens have stopped working.');
    } finally {
      await context.close();
    }
    expect((await v1(theirs.access_token, 'GET', '/v1/users/me')).status).toBe(401);
    expect(await (await refresh(clientId, theirs.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await liveTokens(memberId)).toBe('0');
    expect((await v1(mine.access_token, 'GET', '/v1/users/me')).status).toBe(200);

    // A member revokes their own grant; the same revoke sent N times at once is one revocation.
    const again = await grantTokens(member, clientId, 'read');
    const [ownAgain] = await db<{ id: string }>('select id from accounts.oauth_grants where user_id = ? and revoked_at is null', [memberId]);
    const { csrf } = await member.get('/console/apps');
    const all = await Promise.all(Array.from({ length: 5 }, () => member.post(`/console/grants/${ownAgain.id}/revoke`, { _csrf: csrf! })));
    expect(all.map((r) => r.res.status)).toEqual([303, 303, 303, 303, 303]);
    expect((await v1(again.access_token, 'GET', '/v1/users/me')).status).toBe(401);
    expect(await db('select 1 from accounts.oauth_grants where id = ? and revoked_at is not null', [ownAgain.id])).toHaveLength(1);
    // Unknown grant: a plain 404 page.
    const unknown = await member.post('/console/grants/00000000-0000-4000-8000-000000000000/revoke', { _csrf: csrf! });
    expect(unknown.res.status).toBe(404);
  });

  it('a replayed authorization code revokes the tokens issued from it', async () => {
    const owner = await signUp('replay-code');
    const clientId = await registerApp(owner);
    const { back, verifier } = await allow(owner, clientId, 'read write');
    const code = back.searchParams.get('code')!;
    const first = await exchange(clientId, code, verifier);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as Tokens;
    expect((await v1(tokens.access_token, 'GET', '/v1/users/me')).status).toBe(200);
    const replay = await exchange(clientId, code, verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await v1(tokens.access_token, 'GET', '/v1/users/me')).status).toBe(401);
    expect(await (await refresh(clientId, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('N exchanges of one code at once: exactly one gets tokens, and the reuse revokes them', async () => {
    const owner = await signUp('race-code');
    const clientId = await registerApp(owner);
    const { back, verifier } = await allow(owner, clientId, 'read');
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(clientId, back.searchParams.get('code')!, verifier)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as (Tokens & { error?: string })[];
    expect(bodies.filter((b) => b.error === 'invalid_grant')).toHaveLength(4);
    const winner = bodies.find((b) => b.access_token)!;
    expect((await v1(winner.access_token, 'GET', '/v1/users/me')).status).toBe(401);
    expect(
      await db('select 1 from accounts.oauth_access_tokens where secret_hash = ? and revoked_at is not null', [createHash('sha256').update(winner.access_token).digest('hex')]),
    ).toHaveLength(1);
  });

  it('a replayed rotated-out refresh token revokes the whole family, not the person’s other grants', async () => {
    const owner = await signUp('replay-refresh');
    const clientId = await registerApp(owner);
    const other = await grantTokens(owner, clientId, 'read');
    const tokens = await grantTokens(owner, clientId, 'read write');
    const rotated = (await (await refresh(clientId, tokens.refresh_token)).json()) as Tokens;
    expect((await v1(rotated.access_token, 'GET', '/v1/users/me')).status).toBe(200);
    const replay = await refresh(clientId, tokens.refresh_token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await v1(rotated.access_token, 'GET', '/v1/users/me')).status).toBe(401);
    expect((await v1(tokens.access_token, 'GET', '/v1/users/me')).status).toBe(401);
    expect(await (await refresh(clientId, rotated.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    // The other consent is another family.
    expect((await v1(other.access_token, 'GET', '/v1/users/me')).status).toBe(200);
    expect((await refresh(clientId, other.refresh_token)).status).toBe(200);
  });

  it('a refresh with a bad scope is invalid_scope and keeps the grant working', async () => {
    const owner = await signUp('bad-scope');
    const clientId = await registerApp(owner);
    const tokens = await grantTokens(owner, clientId, 'read');
    for (const scope of ['write', 'admin', 'read spend']) {
      const res = await refresh(clientId, tokens.refresh_token, scope);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_scope' });
    }
    expect((await v1(tokens.access_token, 'GET', '/v1/users/me')).status).toBe(200);
    const ok = await refresh(clientId, tokens.refresh_token, 'read');
    expect(ok.status).toBe(200);
    const next = (await ok.json()) as Tokens;
    expect(next.scope).toBe('read');

    // RFC 7009 §2.1: revoking the refresh token ends the grant's access tokens too.
    const revoked = await fetch(url('/oauth/revoke'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: next.refresh_token, client_id: clientId }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await v1(next.access_token, 'GET', '/v1/users/me')).status).toBe(401);
  });

  it('N parallel refreshes of one refresh token: exactly one succeeds, and the reuse revokes the family; N grants refresh at once', async () => {
    const owner = await signUp('race');
    const clientId = await registerApp(owner);
    const tokens = await grantTokens(owner, clientId, 'read');
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(clientId, tokens.refresh_token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as (Tokens & { error?: string })[];
    const winner = bodies.find((b) => b.access_token)!;
    expect(bodies.filter((b) => b.error === 'invalid_grant')).toHaveLength(7);
    expect((await v1(winner.access_token, 'GET', '/v1/users/me')).status).toBe(401);
    expect(await (await refresh(clientId, winner.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    const [grant] = await db<{ id: string }>('select grant_id as id from accounts.oauth_refresh_tokens where token_hash = ?', [
      createHash('sha256').update(tokens.refresh_token).digest('hex'),
    ]);
    expect(await db('select 1 from accounts.oauth_refresh_tokens where grant_id = ? and revoked_at is null', [grant.id])).toHaveLength(0);
    expect(await db('select 1 from accounts.oauth_access_tokens where grant_id = ? and revoked_at is null', [grant.id])).toHaveLength(0);

    // Different grants refreshing at once do not disturb each other.
    const many = await Promise.all(Array.from({ length: 5 }, () => grantTokens(owner, clientId, 'read')));
    const refreshed = await Promise.all(many.map((t) => refresh(clientId, t.refresh_token)));
    expect(refreshed.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of refreshed) expect((await v1(((await r.json()) as Tokens).access_token, 'GET', '/v1/users/me')).status).toBe(200);
  });

  it('OAuth sign-in works when next is long (over 200 characters)', async () => {
    const ownerEmail = newEmail('long-next');
    const owner = new FormClient(service().url);
    await owner.submit('/console/sign-up', '/console/sign-up', { name: 'Lena', email: ownerEmail, teamName: 'Long Co', password: PASSWORD });
    const clientId = await registerApp(owner);
    // Signed out, the app's link goes to sign-in and comes back to the consent page.
    const { challenge } = pkce();
    const q = new URLSearchParams(authorizeQuery(clientId, 'read write', challenge, 's'.repeat(300))).toString();
    const stranger = new FormClient(service().url);
    const start = await stranger.get(`/console/oauth/authorize?${q}`);
    expect(start.res.status).toBe(303);
    const signInPath = start.res.headers.get('location')!;
    expect(new URL(signInPath, service().url).searchParams.get('next')!.length).toBeGreaterThan(200);
    const signInPage = await stranger.get(signInPath);
    expect(signInPage.res.status).toBe(200);
    const next = new URL(signInPath, service().url).searchParams.get('next')!;
    const signedIn = await stranger.post('/console/sign-in', { _csrf: signInPage.csrf!, email: ownerEmail, password: PASSWORD, next });
    expect(signedIn.res.status).toBe(303);
    expect(signedIn.res.headers.get('location')).toBe(`/console/oauth/authorize?${q}`);
    const consent = await stranger.get(signedIn.res.headers.get('location')!);
    expect(consent.res.status).toBe(200);
    expect(consent.html).toContain('Survey Sync wants access');
  });
});
