import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciInit } from 'undici';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { seedExportSurvey } from './export-fixture';

/** Where page screenshots go (looked at by a person before a page is called done). */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.resolve('.data/screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * axe-core on the page as it stands: no serious or critical violations. The script is evaluated
 * through the DevTools protocol, so the page's Content-Security-Policy stays as served.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(axe.source);
  // Runs in the page, where axe is a global (the test's tsconfig has no DOM types).
  const result = await page.evaluate<axe.AxeResults>("axe.run(document, { resultTypes: ['violations'] })");
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(serious, `accessibility of ${page.url()}`).toEqual([]);
}

/** A browser context signed in as the person behind `client` (its console cookies), at a viewport width. */
export async function signedInContext(browser: Browser, client: FormClient, baseUrl: string, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(
    client
      .cookieHeader()
      .split('; ')
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: `${baseUrl}/console` })),
  );
  return context;
}

/** A unique email for a person signing up in a test. */
export const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Fetch as a form posts: the page's CSRF token and the cookies a browser would send. With
 * `from`, its connections leave from that loopback address (127.0.0.2, …), as a client on
 * another machine would: the service sees a different peer.
 */
export class FormClient {
  private readonly cookies = new Map<string, string>();
  private readonly fetch: (url: string, init: RequestInit) => Promise<Response>;

  constructor(
    private readonly base: string,
    opts: { from?: string; headers?: Record<string, string> } = {},
  ) {
    const dispatcher = opts.from ? new Agent({ localAddress: opts.from }) : undefined;
    const extra = opts.headers ?? {};
    this.fetch = async (url, init) =>
      dispatcher
        ? await undiciFetch(url, { ...(init as UndiciInit), headers: { ...extra, ...(init.headers as Record<string, string>) }, dispatcher })
        : fetch(url, { ...init, headers: { ...extra, ...(init.headers as Record<string, string>) } });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(path: string): Promise<{ res: Response; html: string; csrf: string | null }> {
    const res = await this.fetch(`${this.base}${path}`, { headers: { cookie: this.cookieHeader() }, redirect: 'manual' });
    this.keep(res);
    const html = await res.text();
    return { res, html, csrf: /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? null };
  }

  async post(path: string, fields: Record<string, string | string[]>): Promise<{ res: Response; html: string }> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    const res = await this.fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      redirect: 'manual',
    });
    this.keep(res);
    return { res, html: await res.text() };
  }

  /** Posts a form the way the page at `from` would: with its CSRF token. */
  async submit(from: string, path: string, fields: Record<string, string | string[]>) {
    const { csrf } = await this.get(from);
    expect(csrf, `a CSRF token on ${from}`).toBeTruthy();
    return this.post(path, { _csrf: csrf!, ...fields });
  }
}

/**
 * A person signed up in the console (their own team, as its owner) with a live read key made on
 * the keys page, and the export fixture survey `n` in that team. The sample size is set to 10:
 * the fixture's 3 is below what the API quotes, and the console reads the survey as the API does.
 */
export async function consoleTeamWithExportSurvey(baseUrl: string, em: EntityManager, n: number, who: { tag: string; name: string; teamName: string }) {
  const c = new FormClient(baseUrl);
  const email = newEmail(who.tag);
  expect((await c.submit('/console/sign-up', '/console/sign-up', { name: who.name, email, teamName: who.teamName, password: 'correct horse battery' })).res.status).toBe(303);
  const created = await c.submit('/console/keys', '/console/keys', { name: 'reader', mode: 'live', scopes: ['read'] });
  const key = /id="secret"[^>]*value="([^"]+)"/.exec(created.html)![1];
  const [{ id: teamId }] = await em.execute<{ id: string }[]>(
    'select t.id from accounts.teams t join accounts.team_memberships m on m.team_id = t.id join accounts.users u on u.id = m.user_id where u.email = ?',
    [email],
  );
  const { surveyId } = await seedExportSurvey(em, teamId, n);
  await em.execute('update surveys.surveys set sample_size = 10 where id = ?', [surveyId]);
  return { c, key, teamId, surveyId };
}

/** An OAuth app's redirect target on 127.0.0.1: it answers 200, so a browser sent there stops. */
export async function startRedirectTarget(): Promise<{ redirectUri: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => res.end('ok')).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    redirectUri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
