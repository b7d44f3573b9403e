import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHelpArticles, type HelpArticle } from '../../../subgraphs/media/help/help-articles';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, screenshot } from '../../helpers/console';
import { makeTeam } from '../../helpers/fixtures';
import { bearer, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

/** The article URLs v1 help search hands out open the article's page in the console. */
const service = useTestService();
let key: string;
let articles: HelpArticle[];
let browser: Browser;
const article = (locale: string, id: string) => articles.find((a) => a.locale === locale && a.id === id)!;

beforeAll(async () => {
  const t = await makeTeam(service().em());
  key = await t.key(['read']);
  articles = (await loadHelpArticles()).articles;
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The first result of a v1 help search that has the given id. */
async function searched(query: string, locale: string, id: string): Promise<{ id: string; title: string; url: string }> {
  const res = await fetch(`${service().url}/v1/help/search?${new URLSearchParams({ query, locale }).toString()}`, { headers: bearer(key) });
  expect(res.status).toBe(200);
  const found = (await json(res)).data.articles.find((a: { id: string }) => a.id === id);
  expect(found, `"${query}" in ${locale} finds ${id}`).toBeTruthy();
  return found;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaped = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('help article pages', () => {
  it('the handed-out url redirects (308) to the console page: the article rendered, its title the h1', async () => {
    const found = await searched('first authenticated call', 'en', 'help-getting-started');
    expect(found.url).toBe(`${service().url}/help/en/help-getting-started`);

    const hop = await fetch(found.url, { redirect: 'manual' });
    expect(hop.status).toBe(308);
    expect(hop.headers.get('location')).toBe('/console/help/en/help-getting-started');
    expect(hop.headers.get('cache-control')).toBe('public, max-age=86400');
    const head = await fetch(`${found.url}?ref=docs`, { method: 'HEAD', redirect: 'manual' });
    expect([head.status, head.headers.get('location')]).toEqual([308, '/console/help/en/help-getting-started?ref=docs']);

    const res = await fetch(found.url);
    expect(res.url).toBe(`${service().url}/console/help/en/help-getting-started`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const a = article('en', 'help-getting-started');
    expect(html).toContain('<html lang="en">');
    expect(/<h1>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(escaped(found.title));
    expect(found.title).toBe(a.title);
    expect(html).toContain(escaped(a.description));
    // Every section heading, as an h2, and its code blocks as code.
    for (const s of a.sections.slice(1)) expect(html).toContain(`<h2>${escaped(s.heading!)}</h2>`);
    expect(html).toContain('<pre><code class="language-sh">npm run -s cli -- team create --name &quot;Acme Research&quot;');
    // The same article in its other languages.
    for (const l of ['es', 'ru', 'zh', 'ja']) expect(html).toContain(`href="/console/help/${l}/help-getting-started" hreflang="${l}" lang="${l}"`);
  });

  it('a Chinese article is a zh page, in Chinese, linking back to English', async () => {
    const found = await searched('签名下载链接', 'zh', 'help-csv-exports');
    const res = await fetch(found.url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh">');
    expect(/<h1>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(escaped(article('zh', 'help-csv-exports').title));
    expect(html).toContain('<h2>签名下载链接（v1）</h2>');
    expect(html).toContain('其他语言');
    expect(html).toContain('href="/console/help/en/help-csv-exports" hreflang="en" lang="en">English</a>');
  });

  it('an unknown article, locale or malformed id is the console 404 page, in HTML', async () => {
    for (const path of [
      '/help/en/no-such-article',
      '/help/fr/help-getting-started',
      '/help/es/help-csv-exports',
      '/console/help/en/Help..Getting',
      '/console/help/en/help-getting-started%2F..',
    ]) {
      const res = await fetch(`${service().url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toContain('<h1>Article not found</h1>');
      expect(html, path).toContain('<html lang="en">');
    }
  });

  it('needs no sign-in, passes axe at desktop and phone width, and switches language by its links', async () => {
    const found = await searched('first authenticated call', 'en', 'help-getting-started');
    const a = article('en', 'help-getting-started');
    for (const [name, viewport] of [
      ['help-article-desktop', { width: 1280, height: 900 }],
      ['help-article-phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      try {
        await page.goto(found.url);
        expect(new URL(page.url()).pathname).toBe('/console/help/en/help-getting-started');
        expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(a.title);
        const body = words(await page.locator('.article-body').innerText());
        expect(body).toContain(words(a.sections[0].text));
        // Nothing wider than the screen: code and tables wrap.
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
        await expectAccessible(page);
        await screenshot(page, name);
      } finally {
        await context.close();
      }
    }

    // A table with long code cells stays within a phone's width too.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await phone.newPage();
      await page.goto(`${service().url}/help/en/help-errors`);
      await page.locator('.article-body table').first().waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await screenshot(page, 'help-article-table-phone');
    } finally {
      await phone.close();
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(found.url);
      await page.getByRole('link', { name: 'Español' }).click();
      await page.waitForURL(/\/console\/help\/es\/help-getting-started$/);
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(article('es', 'help-getting-started').title);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
