import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchedContext } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot } from '../../helpers/console';
import { makeTeam } from '../../helpers/fixtures';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * The API reference pages (issue 42): Scalar from the installed package at /docs/v2 and
 * /docs/v1, over the served documents, under a strict policy, loading nothing from any other
 * host, and "Try it" with a pasted test key that the page never keeps.
 */
const service = useTestService();
const url = (path: string) => `${service().url}${path}`;

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";
const BUNDLE = '/docs/assets/scalar-1.76.3/js/scalar.js';
const SURFACES = ['v2', 'v1'] as const;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  /** Scalar's section id: `api-1/tag/<first tag>/<METHOD><path>`. */
  section: string;
  method: string;
  path: string;
  summary: string;
}

/** Every operation of the document the surface serves, as the page should show it. */
async function operationsOf(surface: string): Promise<Operation[]> {
  const doc = (await (await fetch(url(`/${surface}/openapi.json`))).json()) as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => {
        expect(op.summary, `${method} ${path} has a summary`).toBeTruthy();
        return { section: `api-1/tag/${op.tags?.[0] ?? 'default'}/${method.toUpperCase()}${path}`, method, path, summary: op.summary! };
      }),
  );
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A watched context (test/helpers/browser.ts) on the service's origin at this width. */
const watched = (width: number) => watchedContext(browser, new URL(service().url).origin, { width, height: 900 });

/**
 * The policy violations the page reported, less one: zod (inside Scalar's bundle) probes once
 * whether it may compile validators with `Function('')`, is refused (no 'unsafe-eval'), and
 * validates without compiling.
 */
async function violations(page: Page): Promise<string[]> {
  return (await page.evaluate<string[]>('window.cspViolations')).filter((v) => v !== 'script-src eval');
}

/**
 * Scalar draws tag sections as they scroll into view and an operation once its tag is opened
 * ("Show More"): scroll down, opening each tag, until every operation's section shows its
 * summary (besides its method and path, which make its id).
 */
async function revealEveryOperation(page: Page, ops: Operation[]): Promise<void> {
  // Not yet drawn: no element with the section's id shows the operation's summary (a section
  // waiting to be drawn is an empty placeholder with that id).
  const wanted = JSON.stringify(ops.map((o) => ({ id: o.section, summary: o.summary })));
  const missing = () =>
    page.evaluate<string[]>(`(${wanted}).filter((o) => ![...document.querySelectorAll('[id="' + o.id + '"]')].some((e) => e.textContent.includes(o.summary))).map((o) => o.id)`);
  let left: string[] = [];
  await waitFor(
    async () => {
      for (const more of await page.locator('button.show-more').all()) if (await more.isVisible()) await more.click();
      left = await missing();
      // Bring the first section still waiting into view (its placeholder, else the next screen).
      await page.evaluate(
        `(() => { const next = ${JSON.stringify(left[0] ?? null)} && document.getElementById(${JSON.stringify(left[0] ?? '')}); if (next) next.scrollIntoView(); else window.scrollBy(0, window.innerHeight); })()`,
      );
      return left.length === 0;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: `every operation's section on ${page.url()}` },
  ).catch((err: Error) => {
    throw new Error(`${err.message}; not shown: ${left.join(', ')}`);
  });
  await page.evaluate('window.scrollTo(0, 0)');
}

describe('the API reference pages', () => {
  it('serve a small page per surface under a strict policy; Scalar’s bundle from the installed package, cached by its version', async () => {
    for (const surface of SURFACES) {
      const res = await fetch(url(`/docs/${surface}`));
      const html = await res.text();
      expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control'), res.headers.get('content-security-policy')]).toEqual([
        200,
        'text/html; charset=utf-8',
        'no-cache',
        CSP,
      ]);
      expect([res.headers.get('x-frame-options'), res.headers.get('x-content-type-options'), res.headers.get('referrer-policy')]).toEqual(['DENY', 'nosniff', 'same-origin']);
      // No inline script runs: the settings are a JSON data block, every script a file of this origin.
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1].trim());
      expect(scripts).toEqual(['type="application/json" id="reference-settings"', `defer src="${BUNDLE}"`, 'defer src="/docs/assets/reference.js"']);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).not.toMatch(/https?:\/\//);
      const settings = JSON.parse(/<script type="application\/json" id="reference-settings">(.*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;
      expect(settings).toMatchObject({
        url: `/${surface}/openapi.json`,
        persistAuth: false,
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        hideClientButton: true,
      });
      expect(settings).not.toHaveProperty('proxyUrl');
      // Without JavaScript the page says where the document is.
      expect(html).toContain(
        `<noscript><p class="reference-noscript">The API reference runs in JavaScript. The ${surface} OpenAPI document it shows is at <a href="/${surface}/openapi.json">`,
      );
    }

    const bundle = await fetch(url(BUNDLE));
    expect([bundle.status, bundle.headers.get('content-type'), bundle.headers.get('cache-control'), bundle.headers.get('x-content-type-options')]).toEqual([
      200,
      'application/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
      'nosniff',
    ]);
    expect((await bundle.text()).length).toBeGreaterThan(1_000_000);
    const boot = await fetch(url('/docs/assets/reference.js'));
    expect([boot.status, boot.headers.get('content-type'), boot.headers.get('cache-control')]).toEqual([200, 'application/javascript; charset=utf-8', 'public, max-age=3600']);

    // Only the bundle of Scalar's plugin is reachable: not its own page (an inline script) nor its redirect.
    for (const path of ['/docs/assets/scalar-1.76.3/', '/docs/assets/scalar-1.76.3', '/docs/assets/scalar-1.76.3/openapi.json', '/docs/v3']) {
      const res = await fetch(url(path), { redirect: 'manual' });
      expect([path, res.status]).toEqual([path, 404]);
    }
    const docs = await fetch(url('/docs'), { redirect: 'manual' });
    expect([docs.status, docs.headers.get('location')]).toEqual([302, '/docs/v2']);
  });

  for (const surface of SURFACES) {
    it(`/docs/${surface} shows every operation of /${surface}/openapi.json, its auth scheme and examples, loads nothing from another host, and passes axe`, async () => {
      const ops = await operationsOf(surface);
      expect(ops.length).toBeGreaterThan(10);
      const origin = new URL(service().url).origin;
      for (const width of [1280, 390]) {
        const { context, requested } = await watched(width);
        try {
          const page = await context.newPage();
          const res = await page.goto(url(`/docs/${surface}`));
          expect([res!.status(), res!.headers()['content-security-policy']]).toEqual([200, CSP]);
          // The document's description and its bearer scheme ("API key …" on v2) are drawn.
          await page.getByRole('heading', { name: `Survey Feedback Service API ${surface}` }).waitFor();
          await page
            .getByText(surface === 'v2' ? 'API key (sk_live_… or sk_test_…)' : 'API key or OAuth access token')
            .first()
            .waitFor();
          if (width === 1280) {
            await revealEveryOperation(page, ops);
            // The documents' own examples: v2's GET /v2/me example response (its team object) is shown.
            if (surface === 'v2') expect(await page.locator('[id="api-1/tag/me/GET/v2/me"]').textContent()).toContain('"object": "team"');
          }
          await expectAccessible(page);
          await screenshot(page, `docs-${surface}-${width === 1280 ? 'desktop' : 'phone'}`);
          expect(await violations(page)).toEqual([]);
          expect(requested.filter((r) => new URL(r).origin !== origin)).toEqual([]);
          expect(requested.map((r) => new URL(r).pathname)).toEqual(expect.arrayContaining([`/docs/${surface}`, BUNDLE, '/docs/assets/reference.js', `/${surface}/openapi.json`]));
          // No link on the page leads to Scalar's hosted client or editor.
          const links = await page.evaluate<string[]>("[...document.querySelectorAll('a[href]')].map((a) => a.href)");
          expect(links.filter((l) => /client\.scalar\.com|editor\.scalar\.com|dashboard\.scalar\.com/.test(l))).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }, 180_000);
  }

  it('"Try it" on /docs/v2 sends GET /v2/me with a pasted test key to this service, shows the 200, and keeps the key nowhere', async () => {
    const made = await makeTeam(service().em(), 'Reference Readers');
    const key = await made.key(['read'], { livemode: false, name: 'docs try-it' });
    expect(key).toMatch(/^sk_test_/);
    const origin = new URL(service().url).origin;
    const { context, requested } = await watched(1280);
    try {
      const page = await context.newPage();
      await page.goto(url('/docs/v2#api-1/tag/me/GET/v2/me'));
      const section = page.locator('[id="api-1/tag/me/GET/v2/me"]');
      await section.getByRole('button', { name: 'Test Request' }).first().click();
      await page.locator('input[id^="scalar-client"][placeholder="Token"]').fill(key);
      const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/me');
      await page
        .getByRole('button', { name: /^Send get request to/ })
        .first()
        .click();
      const response = await sent;
      expect([response.url(), response.status(), response.request().headers().authorization]).toEqual([`${origin}/v2/me`, 200, `Bearer ${key}`]);
      const me = (await response.json()) as { team: { id: string; name: string } };
      expect(me.team.name).toBe('Reference Readers');
      // The page shows the answer: its status and the body the service sent.
      await page.getByText('200 OK').first().waitFor();
      await page.getByText(me.team.id).first().waitFor();
      await page.screenshot({ path: '.data/screenshots/docs-v2-try-it.png' });
      // The service saw it: the key's first use is recorded.
      const [used] = await service()
        .em()
        .execute<{ last_used_at: Date | null }[]>("select last_used_at from accounts.api_keys where team_id = ? and name = 'docs try-it'", [made.team.id]);
      expect(used.last_used_at).not.toBeNull();
      expect(requested.filter((r) => new URL(r).origin !== origin)).toEqual([]);

      // Nothing keeps the key: not the page's storage, not cookies, not IndexedDB.
      const stored = await page.evaluate<string>('JSON.stringify({ local: Object.entries(localStorage), session: Object.entries(sessionStorage), cookie: document.cookie })');
      expect(stored).not.toContain(key);
      expect(JSON.stringify(await context.storageState({ indexedDB: true }))).not.toContain(key);
      // A reload starts with an empty token field.
      await page.reload();
      await page.locator('[id="api-1/tag/me/GET/v2/me"]').getByRole('button', { name: 'Test Request' }).first().click();
      expect(await page.locator('input[id^="scalar-client"][placeholder="Token"]').inputValue()).toBe('');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('a signed-in person finds the reference from the console’s keys page', async () => {
    const c = new FormClient(service().url);
    expect(
      (await c.submit('/console/sign-up', '/console/sign-up', { name: 'Rhea Reader', email: newEmail('docs'), teamName: 'Docs Team', password: 'correct horse battery' })).res
        .status,
    ).toBe(303);
    const { res, html } = await c.get('/console/keys');
    expect(res.status).toBe(200);
    expect(html).toContain('<a href="/docs/v2">API reference</a>');
    expect(html).toContain('<a href="/docs/v1">v1</a>');
  });
});
