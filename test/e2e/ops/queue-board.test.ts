import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, setConfig } from '../../../platform/config';
import { newQueue, queueConnection, type AnyQueue } from '../../../platform/queues/connection';
import { createOperatorToken, revokeOperatorToken } from '../../../subgraphs/accounts/accounts.service';
import { queueNames } from '../../../workers/jobs/registry';
import { launchChromium } from '../../helpers/browser';
import { makeTeam } from '../../helpers/fixtures';
import { bearer } from '../../helpers/http';
import { startTestService, TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

// Known to the test, so it can forge cookies: a well-signed one proves the server checks the session, not just the signature.
const SESSION_SECRET = 'admin-session-secret-for-tests-0123456789abcdef';
const service = useTestService({ ROLE: 'all', ADMIN_SESSION_SECRET: SESSION_SECRET });
const url = (path: string) => `${service().url}${path}`;

const REFUSED = { errors: [{ message: 'An operator token is required.', extensions: { code: 'UNAUTHENTICATED' } }] };
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let browser: Browser;
let maintenance: AnyQueue;

beforeAll(async () => {
  browser = await launchChromium();
  // The queue the service's workers take jobs from (same Redis, same prefix).
  maintenance = newQueue('maintenance', queueConnection({ redisUrl: TEST_REDIS_URL, prefix: process.env.QUEUE_PREFIX! }));
});

afterAll(async () => {
  await browser?.close();
  await maintenance?.close();
});

/** POST /admin/login as the form does; the redirect is returned, not followed. */
function login(token: string, extra: { next?: string; headers?: Record<string, string> } = {}) {
  const form = new URLSearchParams({ token, ...(extra.next !== undefined ? { next: extra.next } : {}) });
  return fetch(url('/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** The Cookie header that a successful login's Set-Cookie gives a browser. */
async function sessionCookieFor(token: string): Promise<string> {
  const res = await login(token);
  expect(res.status).toBe(303);
  return res.headers.get('set-cookie')!.split(';')[0];
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer realm="operator"');
  expect(await res.json()).toEqual(REFUSED);
}

const forge = (secret: string, expiresIn: string, claims: { aud?: string; sub?: string } = {}) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(claims.aud ?? 'sfs-admin')
    .setSubject(claims.sub ?? 'operator')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));

const jobState = async (id: string) => (await maintenance.getJob(id))?.getState();

describe('Bull Board at /admin/queues', () => {
  it('lists every queue of the job registry in Chromium after logging in with the operator token', async () => {
    const context = await browser.newContext();
    // The board's page links web fonts; nothing outside the service is needed.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    try {
      await page.goto(url('/admin/queues/'));
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/login?next=%2Fadmin%2Fqueues%2F');

      // A wrong token keeps the browser on the form.
      await page.fill('#token', 'not-an-operator-token-0123456789abcdef');
      const refused = page.waitForResponse((r) => r.url().endsWith('/admin/login') && r.request().method() === 'POST');
      await page.click('#login');
      expect((await refused).status()).toBe(401);
      expect(await page.locator('#error').textContent()).toBe('That is not an operator token.');
      expect(await context.cookies()).toEqual([]);

      await page.fill('#token', TEST_OPERATOR_TOKEN);
      await Promise.all([page.waitForURL(url('/admin/queues/')), page.click('#login')]);

      // Bull Board is a React app: wait for its queue menu to render, then read every entry.
      const menu = page.locator('#bull-board-sidebar nav a[title]');
      await waitFor(async () => (await menu.count()) === queueNames.length, { what: 'the queue menu' });
      expect(await menu.evaluateAll((links) => links.map((a) => a.getAttribute('title')))).toEqual(queueNames);
      for (const name of queueNames) expect(await page.locator(`a[href="/admin/queues/queue/${name}"]`).count()).toBeGreaterThan(0);

      // One session, its cookie set for the admin pages and for the GraphQL explorer (/graphql).
      const cookies = (await context.cookies()).sort((a, b) => a.path.localeCompare(b.path));
      expect(cookies).toEqual([
        expect.objectContaining({ name: 'sfs_admin_session', path: '/admin', httpOnly: true, sameSite: 'Strict', secure: false }),
        expect.objectContaining({ name: 'sfs_admin_session', path: '/graphql', httpOnly: true, sameSite: 'Strict', secure: false, value: cookies[0].value }),
      ]);
      expect(cookies[0].value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(cookies[0].value).not.toContain(TEST_OPERATOR_TOKEN);
    } finally {
      await context.close();
    }
  });

  it('refuses pages, static files and the JSON API without an operator credential', async () => {
    // A browser asking for a page is sent to the login form, keeping where it wanted to go.
    for (const [path, next] of [
      ['/admin/queues', '%2Fadmin%2Fqueues'],
      ['/admin/queues/queue/webhooks', '%2Fadmin%2Fqueues%2Fqueue%2Fwebhooks'],
    ]) {
      const res = await fetch(url(path), { headers: HTML, redirect: 'manual' });
      expect([res.status, res.headers.get('location'), res.headers.get('set-cookie')]).toEqual([303, `/admin/login?next=${next}`, null]);
    }
    await expectRefused(await fetch(url('/admin/queues')));
    await expectRefused(await fetch(url('/admin/queues/static/images/logo.svg')));
    await expectRefused(await fetch(url('/admin/queues/api/queues')));
    await expectRefused(await fetch(url('/admin/queues/api/queues/maintenance/workers')));
    await expectRefused(await fetch(url('/admin/queues/api/queues/pause'), { method: 'PUT' }));
    await expectRefused(await fetch(url('/admin/queues/api/queues/maintenance/retry/failed'), { method: 'PUT' }));
    await expectRefused(await fetch(url('/admin/queues/api/queues/maintenance/promote'), { method: 'PUT' }));
    await expectRefused(await fetch(url('/admin/queues/api/queues/maintenance/clean/completed'), { method: 'PUT' }));
  });

  it('refuses a wrong token, an API key and sessions it did not sign or that expired', async () => {
    await expectRefused(await fetch(url('/admin/queues/api/queues'), { headers: bearer('not-an-operator-token-0123456789abcdef') }));
    // A wrong Bearer token is refused outright, even for a page.
    await expectRefused(await fetch(url('/admin/queues'), { headers: { ...HTML, ...bearer('not-an-operator-token-0123456789abcdef') }, redirect: 'manual' }));
    const t = await makeTeam(service().em());
    await expectRefused(await fetch(url('/admin/queues/api/queues'), { headers: bearer(await t.key(['read', 'write', 'spend'])) }));

    const cookie = (value: string) => ({ cookie: `sfs_admin_session=${value}` });
    for (const value of [
      'garbage',
      TEST_OPERATOR_TOKEN,
      await forge('some-other-secret-that-is-long-enough-0123456789', '1h'),
      await forge(SESSION_SECRET, '-1s'),
      await forge(SESSION_SECRET, '1h', { aud: 'someone-else' }),
    ]) {
      await expectRefused(await fetch(url('/admin/queues/api/queues'), { headers: cookie(value) }));
    }
    // The same claims, signed with the service's key, are still no session: the cookie must name a login (admin-sessions.test.ts).
    await expectRefused(await fetch(url('/admin/queues/api/queues'), { headers: cookie(await forge(SESSION_SECRET, '1h')) }));

    const wrong = await login('not-an-operator-token-0123456789abcdef');
    expect([wrong.status, wrong.headers.get('content-type'), wrong.headers.get('set-cookie')]).toEqual([401, 'text/html; charset=utf-8', null]);
    expect(await wrong.text()).toContain('That is not an operator token.');
    expect((await login('')).status).toBe(401);
  });

  it('logs in with a form post: a signed HttpOnly SameSite=Strict session cookie, Secure behind https, never the token', async () => {
    const res = await login(TEST_OPERATOR_TOKEN);
    expect([res.status, res.headers.get('location'), res.headers.get('cache-control')]).toEqual([303, '/admin/queues', 'no-store']);
    const [setCookie, forGraphql] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^sfs_admin_session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Path=\/admin; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(TEST_OPERATOR_TOKEN);
    // The same session for the GraphQL explorer (test/e2e/ops/graphql-explorer.test.ts).
    expect(forGraphql).toBe(setCookie.replace('Path=/admin', 'Path=/graphql'));
    expect(res.headers.getSetCookie()).toHaveLength(2);

    const page = await fetch(url('/admin/queues'), { headers: { ...HTML, cookie: setCookie.split(';')[0] } });
    expect([page.status, page.headers.get('content-type'), page.headers.get('x-frame-options')]).toEqual([200, 'text/html; charset=utf-8', 'DENY']);
    expect(await page.text()).toContain('<base href="/admin/queues/" />');

    const behindTls = await login(TEST_OPERATOR_TOKEN, { headers: { 'x-forwarded-proto': 'https' } });
    for (const c of behindTls.headers.getSetCookie()) expect(c).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);

    // After login the browser goes back to the board page it asked for, and nowhere else.
    expect((await login(TEST_OPERATOR_TOKEN, { next: '/admin/queues/queue/webhooks' })).headers.get('location')).toBe('/admin/queues/queue/webhooks');
    for (const next of ['//evil.example/admin/queues', 'https://evil.example/', '/v2/me', '/admin/queues/../../v2/me', '/admin/queues/%2e%2e/%2e%2e/v2/me']) {
      expect((await login(TEST_OPERATOR_TOKEN, { next })).headers.get('location')).toBe('/admin/queues');
    }

    const out = await fetch(url('/admin/logout'), { redirect: 'manual' });
    expect([out.status, out.headers.get('location'), out.headers.getSetCookie()]).toEqual([
      303,
      '/admin/login',
      ['sfs_admin_session=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict', 'sfs_admin_session=; Path=/graphql; Max-Age=0; HttpOnly; SameSite=Strict'],
    ]);
  });

  it('accepts a CLI-created operator token, as /graphql does, until it is revoked', async () => {
    const em = service().em();
    const { token, secret } = await createOperatorToken(em, { name: 'board' });
    expect((await fetch(url('/admin/queues/api/queues'), { headers: bearer(secret) })).status).toBe(200);
    expect((await login(secret)).status).toBe(303);
    await revokeOperatorToken(em, token.id);
    await expectRefused(await fetch(url('/admin/queues/api/queues'), { headers: bearer(secret) }));
    expect((await login(secret)).status).toBe(401);
  });

  it('answers the queue list of the JSON API with every registry queue', async () => {
    const res = await fetch(url('/admin/queues/api/queues'), { headers: bearer(TEST_OPERATOR_TOKEN) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { queues: { name: string; readOnlyMode: boolean; allowRetries: boolean; description: string }[] };
    expect(body.queues.map((q) => q.name)).toEqual(queueNames);
    expect(body.queues.find((q) => q.name === 'collection')).toMatchObject({
      readOnlyMode: false,
      allowRetries: true,
      description: 'Jobs: collection.run, followups.panel-reply, followups.expire',
    });
  });

  it('replays a dead job with the Bearer token: fix its data, retry it, and it completes', async () => {
    // A payload that fails its schema can never succeed: the worker fails it at once (UnrecoverableError).
    const jobId = `board-dead-${randomUUID()}`;
    await maintenance.add('maintenance.prune-outbox', { olderThanDays: 0 }, { jobId, attempts: 3 });
    await waitFor(async () => (await jobState(jobId)) === 'failed', { what: 'the job to fail' });
    expect((await maintenance.getJob(jobId))!.failedReason).toMatch(/^invalid payload for maintenance\.prune-outbox/);

    const api = (method: string, path: string, body?: unknown) =>
      fetch(url(`/admin/queues/api/queues/maintenance/${jobId}${path}`), {
        method,
        headers: { ...bearer(TEST_OPERATOR_TOKEN), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const shown = await api('GET', '');
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ status: 'failed', job: { id: jobId, name: 'maintenance.prune-outbox', data: { olderThanDays: 0 } } });

    expect((await api('PATCH', '/update-data', { jobData: { olderThanDays: 36500 } })).status).toBe(200);
    expect((await api('PUT', '/retry')).status).toBe(204);
    await waitFor(async () => (await jobState(jobId)) === 'completed', { what: 'the retried job to complete' });
    expect((await maintenance.getJob(jobId))!.data).toEqual({ olderThanDays: 36500 });
  });

  it('promotes a delayed job and removes the finished job with the session cookie', async () => {
    const cookie = await sessionCookieFor(TEST_OPERATOR_TOKEN);
    const jobId = `board-delayed-${randomUUID()}`;
    await maintenance.add('maintenance.prune-idempotency-keys', {}, { jobId, delay: 3_600_000 });
    expect(await jobState(jobId)).toBe('delayed');

    // As the board's page sends them: from its own origin.
    const put = (path: string, origin = url('')) => fetch(url(`/admin/queues/api/queues/maintenance/${jobId}${path}`), { method: 'PUT', headers: { cookie, origin } });
    // Another origin's request (same site: another port of this host) or one without an origin does not count the cookie (issue 35).
    await expectRefused(await put('/promote', 'http://127.0.0.1:1'));
    await expectRefused(await fetch(url(`/admin/queues/api/queues/maintenance/${jobId}/promote`), { method: 'PUT', headers: { cookie } }));
    await expectRefused(await put('/promote', 'null'));
    expect(await jobState(jobId)).toBe('delayed');
    expect((await put('/promote')).status).toBe(204);
    await waitFor(async () => (await jobState(jobId)) === 'completed', { what: 'the promoted job to complete' });

    expect((await put('/clean')).status).toBe(204);
    expect(await maintenance.getJob(jobId)).toBeUndefined();
  });

  it('is served by ROLE=api too, which runs no workers but opens the same queues', async () => {
    const running = config();
    const api = await startTestService({ ROLE: 'api' });
    try {
      await expectRefused(await fetch(`${api.url}/admin/queues/api/queues`));
      const res = await fetch(`${api.url}/admin/queues/api/queues`, { headers: bearer(TEST_OPERATOR_TOKEN) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { queues: { name: string }[] }).queues.map((q) => q.name)).toEqual(queueNames);
    } finally {
      await api.shutdown();
      setConfig(running);
    }
  });
});
