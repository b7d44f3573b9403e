import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchedContext } from '../../helpers/browser';
import { expectAccessible, screenshot } from '../../helpers/console';
import { makeTeam } from '../../helpers/fixtures';
import { bearer } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

const service = useTestService();
const url = (path: string) => `${service().url}${path}`;

const REFUSED = { errors: [{ message: 'An operator token is required.', extensions: { code: 'UNAUTHENTICATED' } }] };
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const QUERY = '{ accountsStatus { name } }';
const ASSETS = [
  '/graphql/explorer/react/react.production.min.js',
  '/graphql/explorer/react-dom/react-dom.production.min.js',
  '/graphql/explorer/graphiql/graphiql.min.js',
  '/graphql/explorer/graphiql/graphiql.min.css',
  '/graphql/explorer/app/explorer.js',
  '/graphql/explorer/app/explorer.css',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** POST /admin/login as the form does (the board's login); the redirect is returned, not followed. */
function login(token: string, next?: string) {
  const form = new URLSearchParams({ token, ...(next !== undefined ? { next } : {}) });
  return fetch(url('/admin/login'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' });
}

/** The Cookie header a browser sends to /graphql after a login (the cookie set for Path=/graphql). */
async function graphqlCookie(): Promise<string> {
  const res = await login(TEST_OPERATOR_TOKEN, '/graphql');
  expect([res.status, res.headers.get('location')]).toEqual([303, '/graphql']);
  const forGraphql = res.headers.getSetCookie().find((c) => c.includes('; Path=/graphql;'));
  return forGraphql!.split(';')[0];
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer realm="operator"');
  expect(await res.json()).toEqual(REFUSED);
}

/** A POST as the explorer's page sends it: from the service's own origin (a browser always says which). */
const postGraphql = (headers: Record<string, string>, body: string) => fetch(url('/graphql'), { method: 'POST', headers: { origin: url(''), ...headers }, body });

/**
 * The text of one of GraphiQL's CodeMirror editors (the query editor, the result viewer), '' while
 * it is not there. Evaluated as a string: the test's tsconfig has no DOM types.
 */
const editorTextJs = (selector: string) => `document.querySelector(${JSON.stringify(selector)})?.CodeMirror?.getValue() ?? ''`;
const editorText = (page: Page, selector: string) => page.evaluate<string>(editorTextJs(selector));

describe('the GraphQL explorer at GET /graphql', () => {
  it('sends a signed-out browser to the operator login and refuses everything else without a credential', async () => {
    const page = await fetch(url('/graphql'), { headers: HTML, redirect: 'manual' });
    expect([page.status, page.headers.get('location'), page.headers.get('cache-control'), page.headers.get('set-cookie')]).toEqual([
      303,
      '/admin/login?next=%2Fgraphql',
      'no-store',
      null,
    ]);
    // The login form sends the browser back to the explorer, and to nothing that only looks like it.
    expect((await login(TEST_OPERATOR_TOKEN, '/graphql')).headers.get('location')).toBe('/graphql');
    for (const next of ['/graphql/../v2/me', '//evil.example/graphql', '/graphqlx']) {
      expect((await login(TEST_OPERATOR_TOKEN, next)).headers.get('location')).toBe('/admin/queues');
    }

    await expectRefused(await fetch(url('/graphql')));
    for (const asset of ASSETS) await expectRefused(await fetch(url(asset)));
    await expectRefused(await postGraphql({ 'content-type': 'application/json' }, JSON.stringify({ query: QUERY })));
    // A wrong Bearer token is refused outright, even from a browser asking for the page.
    await expectRefused(await fetch(url('/graphql'), { headers: { ...HTML, ...bearer('not-an-operator-token-0123456789abcdef') }, redirect: 'manual' }));
  });

  it('shows GraphiQL to a signed-in operator in Chromium, runs a query through it, and loads everything from the service itself', async () => {
    const origin = new URL(service().url).origin;
    // Anything not addressed to the service would leave the machine: refused (and the assertion below names it).
    const { context, requested } = await watchedContext(browser, origin, { width: 1280, height: 800 });
    const page = await context.newPage();
    try {
      await page.goto(url('/graphql'));
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/login?next=%2Fgraphql');
      await page.fill('#token', TEST_OPERATOR_TOKEN);
      const [pageResponse] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql' && r.request().method() === 'GET'), page.click('#login')]);
      await page.waitForURL(url('/graphql'));
      expect(pageResponse.status()).toBe(200);
      expect(pageResponse.headers()['content-security-policy']).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; font-src 'self' data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(pageResponse.headers()['x-frame-options']).toBe('DENY');

      // One session, its cookie set for the operator pages and for /graphql, never readable by scripts or sent cross-site.
      const cookies = (await context.cookies()).sort((a, b) => a.path.localeCompare(b.path));
      expect(cookies).toEqual([
        expect.objectContaining({ name: 'sfs_admin_session', path: '/admin', httpOnly: true, sameSite: 'Strict', secure: false }),
        expect.objectContaining({ name: 'sfs_admin_session', path: '/graphql', httpOnly: true, sameSite: 'Strict', secure: false }),
      ]);
      expect(cookies[0].value).toBe(cookies[1].value);

      // GraphiQL renders, and fetches the schema (introspection) with the session cookie.
      const queryEditor = '.graphiql-query-editor .CodeMirror';
      await page.waitForSelector(queryEditor);
      await page.waitForSelector('.graphiql-doc-explorer-root, button[aria-label="Show Documentation Explorer"]');

      const graphqlPosts: { status: number; contentType: string; cookie: boolean }[] = [];
      page.on('response', async (res) => {
        if (new URL(res.url()).pathname !== '/graphql' || res.request().method() !== 'POST') return;
        const headers = await res.request().allHeaders();
        graphqlPosts.push({ status: res.status(), contentType: headers['content-type'], cookie: (headers.cookie ?? '').startsWith('sfs_admin_session=') });
      });

      // Type the query into the editor as an operator would, and run it with the execute button.
      await page.click(queryEditor);
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(QUERY);
      expect(await editorText(page, queryEditor)).toBe(QUERY);
      const ran = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/graphql' && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('accountsStatus'),
      );
      await page.click('.graphiql-execute-button');
      expect((await ran).status()).toBe(200);
      // Polled from here: page.waitForFunction compiles its predicate with `new Function` inside
      // the page whenever it has to poll, which the page's CSP (no 'unsafe-eval') refuses.
      const result = await waitFor(
        async () => {
          const text = await editorText(page, '.result-window .CodeMirror');
          return text.includes('accountsStatus') ? text : null;
        },
        { what: 'the answer in the result pane' },
      );
      expect(JSON.parse(result)).toEqual({ data: { accountsStatus: { name: 'accounts' } } });
      expect(graphqlPosts).toContainEqual({ status: 200, contentType: 'application/json', cookie: true });

      expect(await page.evaluate<string[]>('window.cspViolations')).toEqual([]);
      await expectAccessible(page);
      await screenshot(page, 'graphql-explorer-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'graphql-explorer-phone');
      await expectAccessible(page);

      // Every request the page made went to the service's own origin.
      expect(requested.length).toBeGreaterThan(ASSETS.length);
      expect(requested.filter((u) => new URL(u).origin !== origin)).toEqual([]);
      for (const asset of ASSETS) expect(requested).toContain(url(asset));
    } finally {
      await context.close();
    }
  });

  it('accepts the session cookie on POST /graphql with JSON, and refuses what a form or another site could send', async () => {
    const cookie = await graphqlCookie();
    const body = JSON.stringify({ query: QUERY });

    const ok = await postGraphql({ cookie, 'content-type': 'application/json' }, body);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { accountsStatus: { name: 'accounts' } } });
    // From another origin (another port of this host is the same site, so the cookie goes along), or with no origin at all, the cookie is no credential.
    await expectRefused(await postGraphql({ cookie, 'content-type': 'application/json', origin: 'http://127.0.0.1:1' }, body));
    await expectRefused(await postGraphql({ cookie, 'content-type': 'application/json', origin: 'null' }, body));
    await expectRefused(await fetch(url('/graphql'), { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body }));

    // Apollo's CSRF prevention: a "simple" request (no JSON content type, no preflight header) never runs.
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8']) {
      const res = await postGraphql({ cookie, 'content-type': contentType }, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This operation has been blocked as a potential Cross-Site Request Forgery (CSRF).');
    }
    const form = await postGraphql({ cookie, 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ query: QUERY }).toString());
    expect(form.status).toBe(415);
    const multipart = new FormData();
    multipart.set('query', QUERY);
    const multipartRes = await fetch(url('/graphql'), { method: 'POST', headers: { cookie, origin: url('') }, body: multipart });
    expect(multipartRes.status).toBe(415);
    const get = await fetch(url(`/graphql?query=${encodeURIComponent(QUERY)}`), { headers: { cookie } });
    expect(get.status).toBe(400);
    expect(await get.text()).toContain('This operation has been blocked as a potential Cross-Site Request Forgery (CSRF).');
    // With the preflight header Apollo names, the same GET runs.
    const preflighted = await fetch(url(`/graphql?query=${encodeURIComponent(QUERY)}`), { headers: { cookie, 'apollo-require-preflight': 'true' } });
    expect([preflighted.status, await preflighted.json()]).toEqual([200, { data: { accountsStatus: { name: 'accounts' } } }]);

    // A wrong Bearer token is refused even with a good cookie; a forged cookie is no credential.
    await expectRefused(await postGraphql({ cookie, 'content-type': 'application/json', ...bearer('not-an-operator-token-0123456789abcdef') }, body));
    await expectRefused(await postGraphql({ cookie: 'sfs_admin_session=a.b.c', 'content-type': 'application/json' }, body));

    // Logging out ends the session for /graphql too, and clears the cookie on both paths.
    const out = await fetch(url('/admin/logout'), { headers: { cookie }, redirect: 'manual' });
    expect(out.headers.getSetCookie()).toEqual([
      'sfs_admin_session=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict',
      'sfs_admin_session=; Path=/graphql; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
    await expectRefused(await postGraphql({ cookie, 'content-type': 'application/json' }, body));
  });

  it('still answers Bearer operator tokens, and refuses an API key without a cookie', async () => {
    const body = JSON.stringify({ query: QUERY });
    const ok = await postGraphql({ ...bearer(TEST_OPERATOR_TOKEN), 'content-type': 'application/json' }, body);
    expect([ok.status, await ok.json()]).toEqual([200, { data: { accountsStatus: { name: 'accounts' } } }]);

    const t = await makeTeam(service().em());
    await expectRefused(await postGraphql({ ...bearer(await t.key(['read', 'write', 'spend'])), 'content-type': 'application/json' }, body));
    await expectRefused(await fetch(url('/graphql'), { headers: { ...HTML, ...bearer(await t.key(['read'])) }, redirect: 'manual' }));
  });
});
