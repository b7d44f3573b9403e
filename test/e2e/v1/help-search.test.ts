import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHelpArticles, type HelpArticle } from '../../../subgraphs/media/help/help-articles';
import { indexHelpArticles } from '../../../subgraphs/media/help/help-index.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, bearer, json } from '../../helpers/http';
import { startTestService, useTestService, type TestService } from '../../helpers/service';

const service = useTestService();
let key: string;
let files: { generationSha: string; articles: HelpArticle[] };
const article = (locale: string, id: string) => files.articles.find((a) => a.locale === locale && a.id === id)!;

beforeAll(async () => {
  const t = await makeTeam(service().em());
  key = await t.key(['read']);
  files = await loadHelpArticles();
});

const search = (params: Record<string, string>, base = service().url) => fetch(`${base}/v1/help/search?${new URLSearchParams(params).toString()}`, { headers: bearer(key) });

async function ok(params: Record<string, string>, base?: string) {
  const res = await search(params, base);
  expect(res.status).toBe(200);
  return json(res);
}

const ids = (body: { data: { articles: { id: string }[] } }) => body.data.articles.map((a) => a.id);

describe('GET /v1/help/search', () => {
  it('answers every field of the spec, with meta saying no third-party backend and the generation of the files', async () => {
    const res = await search({ query: 'X-Service-Team' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({
      totalCount: 1,
      pages: { page: 1, perPage: 20, totalPages: 1 },
      data: {
        articles: [
          {
            id: 'help-api-keys-and-scopes',
            type: 'help',
            title: 'API keys and scopes',
            description: article('en', 'help-api-keys-and-scopes').description,
            body: article('en', 'help-api-keys-and-scopes').body,
            snippet: expect.stringMatching(/^The \*\*X\*\*-\*\*Service\*\*-\*\*Team\*\* header If your system handles/),
            url: `${service().url}/help/en/help-api-keys-and-scopes`,
            industries: [],
            useCases: ['authentication', 'security', 'api integration'],
            pollType: null,
            pollUrl: null,
            company: null,
          },
        ],
      },
      meta: { backend: 'none', locale: 'en', generationSha: files.generationSha }, // no third-party backend; not degraded
    });
    expect(files.generationSha).toMatch(/^[0-9a-f]{12}$/);
    // The contract allows two named third-party backends or `none`; the document names the one value we send.
    const doc = await json(await fetch(`${service().url}/v1/openapi.json`));
    const meta = doc.paths['/v1/help/search'].get.responses['200'].content['application/json'].schema.properties.meta;
    expect(meta.properties.backend.enum).toEqual(['none']);
  });

  it('pages: totals agree on every page, pages do not overlap, and together they hold every match once', async () => {
    const first = await ok({ query: 'survey', per_page: '10' });
    const total = first.totalCount;
    expect(total).toBeGreaterThan(20);
    expect(first.pages).toEqual({ page: 1, perPage: 10, totalPages: Math.ceil(total / 10) });
    const all = [...ids(first)];
    for (let page = 2; page <= first.pages.totalPages; page++) {
      const next = await ok({ query: 'survey', per_page: '10', page: String(page) });
      expect(next.totalCount).toBe(total);
      expect(next.pages).toEqual({ page, perPage: 10, totalPages: first.pages.totalPages });
      expect(ids(next).some((id: string) => ids(first).includes(id))).toBe(false);
      all.push(...ids(next));
    }
    expect(all.length).toBe(total);
    expect(new Set(all).size).toBe(total);
    // The same order as one big page (best first, then by id).
    const whole = await ok({ query: 'survey', per_page: '100' });
    expect(whole.pages).toEqual({ page: 1, perPage: 100, totalPages: 1 });
    expect(ids(whole)).toEqual(all);
    // A page past the last: empty, with the real totals.
    const past = await ok({ query: 'survey', per_page: '10', page: String(first.pages.totalPages + 1) });
    expect(past).toMatchObject({ totalCount: total, pages: { totalPages: first.pages.totalPages }, data: { articles: [] } });
    // per_page at its lower bound.
    const one = await ok({ query: 'survey', per_page: '1' });
    expect(one.pages).toEqual({ page: 1, perPage: 1, totalPages: total });
    expect(ids(one)).toEqual([all[0]]);
  });

  it('finds nothing with zeros when nothing matches', async () => {
    expect(await ok({ query: 'zyxwvutsrq' })).toMatchObject({ totalCount: 0, pages: { page: 1, perPage: 20, totalPages: 0 }, data: { articles: [] } });
  });

  it('matches word forms (stemming) and ranks title matches first', async () => {
    const body = await ok({ query: 'verifying signatures' });
    expect(ids(body)[0]).toBe('help-verify-webhook-signatures');
  });

  it.each([
    ['es', 'claves de API permisos', 'help-api-keys-and-scopes'],
    ['es', 'límites de frecuencia', 'help-rate-limits'],
    ['ru', 'подпись вебхуков', 'help-verify-webhook-signatures'],
    ['ru', 'ценовая чувствительность', 'solution-pricing-research'],
    ['zh', '签名下载链接', 'help-csv-exports'],
    ['zh', '密钥', 'help-api-keys-and-scopes'],
    ['ja', 'フラグの上限', 'help-rating-responses'],
    ['ja', '商品名', 'example-name-test-head-to-head'],
  ])('locale %s: "%s" finds the translated %s', async (locale, query, id) => {
    const body = await ok({ query, locale });
    expect(body.meta).toEqual({ backend: 'none', locale, generationSha: files.generationSha });
    expect(ids(body)[0]).toBe(id);
    const found = body.data.articles[0];
    expect(found.url).toBe(`${service().url}/help/${locale}/${id}`);
    expect(found.title).toBe(article(locale, id).title);
    // Each locale searches its own articles only.
    for (const a of body.data.articles) expect(files.articles.some((f) => f.locale === locale && f.id === a.id)).toBe(true);
  });

  it('finds a Chinese word inside a sentence without spaces, and marks it in the snippet', async () => {
    const body = await ok({ query: '下载', locale: 'zh' });
    expect(ids(body)).toContain('help-csv-exports');
    for (const a of body.data.articles) expect(a.snippet).toContain('**下载**');
  });

  it('a locale without a translation of the matching article finds nothing in English', async () => {
    expect((await ok({ query: 'webhook retries', locale: 'ja' })).totalCount).toBe(0);
  });

  it('filters by type', async () => {
    const all = await ok({ query: 'survey', per_page: '100' });
    const some = await ok({ query: 'survey', per_page: '100', types: 'case_study,solution' });
    expect(some.totalCount).toBeGreaterThan(0);
    expect(some.data.articles.every((a: { type: string }) => a.type === 'case_study' || a.type === 'solution')).toBe(true);
    expect(some.totalCount).toBe(all.data.articles.filter((a: { type: string }) => a.type === 'case_study' || a.type === 'solution').length);
    const examples = await ok({ query: 'survey', types: 'example' });
    expect(examples.totalCount).toBeGreaterThan(0);
    expect(new Set(examples.data.articles.map((a: { type: string }) => a.type))).toEqual(new Set(['example']));
  });

  it('a long help article comes back as an excerpt: Excerpt line with its URL, best sections in article order, … where sections were skipped', async () => {
    const full = article('en', 'help-question-types');
    expect(full.bodyChars).toBeGreaterThan(8000);
    const body = await ok({ query: 'likert scale statements', types: 'help' });
    const found = body.data.articles.find((a: { id: string }) => a.id === 'help-question-types');
    const url = `${service().url}/help/en/help-question-types`;
    expect(found.body.split('\n')[0]).toBe(`Excerpt: ${url}`);
    expect(found.body.length).toBeLessThan(full.body.length);
    const shown = full.sections.filter((s) => found.body.includes(s.markdown)).map((s) => s.position);
    expect(shown).toContain(full.sections.find((s) => s.heading === 'likert: agreement with statements')!.position);
    expect(shown.length).toBeLessThan(full.sections.length);
    // Exactly: the Excerpt line, the shown sections in article order, one … for each run of skipped sections.
    const parts = [`Excerpt: ${url}`];
    full.sections.forEach((s, i) => {
      if (shown.includes(s.position)) parts.push(s.markdown);
      else if (i === 0 || shown.includes(full.sections[i - 1].position)) parts.push('…');
    });
    expect(found.body).toBe(parts.join('\n\n'));
    expect(found.body.split('\n')).toContain('…');
  });

  it('the other long help article is cut the same way', async () => {
    const body = await ok({ query: 'billing portal declined card', types: 'help' });
    const found = body.data.articles.find((a: { id: string }) => a.id === 'help-publish-a-survey');
    expect(article('en', 'help-publish-a-survey').bodyChars).toBeGreaterThan(8000);
    expect(found.body.startsWith(`Excerpt: ${service().url}/help/en/help-publish-a-survey\n`)).toBe(true);
    expect(found.body).toContain('### card_declined and card_authentication_required');
  });

  it('a short help article comes back whole, though only one section matched', async () => {
    const body = await ok({ query: 'flag cap', types: 'help' });
    expect(ids(body)[0]).toBe('help-rating-responses');
    const full = article('en', 'help-rating-responses');
    expect(full.bodyChars).toBeLessThanOrEqual(8000);
    expect(body.data.articles[0].body).toBe(full.body);
  });

  it.each([
    ['example', 'click percentages heatmap', 'example-landing-page-click-test', '## 2. Read the clicks'],
    ['case_study', 'roast level', 'case-study-oakline-coffee', '## What they learned'],
    ['solution', 'mockup options', 'solution-packaging-testing', '## The approach'],
  ])('a %s comes back as its one best-matching section', async (type, query, id, heading) => {
    const body = await ok({ query, types: type });
    const found = body.data.articles.find((a: { id: string }) => a.id === id);
    const full = article('en', id);
    expect(full.sections.map((s) => s.markdown)).toContain(found.body);
    expect(found.body.startsWith(heading)).toBe(true);
    expect(found.body.length).toBeLessThan(full.body.length);
    expect(found.snippet).toMatch(/\*\*/);
    if (type === 'case_study') expect(found.company).toBe('Oakline Coffee Roasters');
    if (type === 'solution') expect(found.industries.length).toBeGreaterThan(0);
  });

  describe('400 {statusCode, error, message}', () => {
    const long = 'a'.repeat(501);
    it.each([
      ['query missing', {}],
      ['query empty', { query: '' }],
      ['query of 501 characters', { query: long }],
      ['per_page 0', { query: 'survey', per_page: '0' }],
      ['per_page 101', { query: 'survey', per_page: '101' }],
      ['page 0', { query: 'survey', page: '0' }],
      ['an unknown locale', { query: 'survey', locale: 'fr' }],
      ['an unknown type', { query: 'survey', types: 'help,faq' }],
      ['an empty type', { query: 'survey', types: 'help,' }],
      ['an unknown parameter', { query: 'survey', limit: '5' }],
    ])('%s', async (_name, params) => {
      const res = await search(params);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await json(res);
      expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(body.message.length).toBeGreaterThan(0);
    });

    it('says which locales and types there are', async () => {
      expect((await json(await search({ query: 'survey', locale: 'fr' }))).message).toBe('locale must be one of en, es, ru, zh, ja.');
      expect((await json(await search({ query: 'survey', types: 'faq' }))).message).toBe('types must be a comma-separated list of help, example, case_study, solution.');
    });

    it('a query of 500 characters is fine', async () => {
      expect((await search({ query: 'a'.repeat(500) })).status).toBe(200);
    });

    it('other failures keep the v1 body: 401 without a token', async () => {
      const res = await fetch(`${service().url}/v1/help/search?query=survey`);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    });
  });
});

describe('indexing the articles', () => {
  const db = () => service().em().getConnection();

  it('a second run changes nothing, and only hashes the files', async () => {
    const before = await db().execute(`select id, locale, indexed_at from media.help_articles order by id, locale`);
    const again = await indexHelpArticles(service().em());
    expect(again).toMatchObject({ generationSha: files.generationSha, upToDate: true, indexed: 0, deleted: 0 });
    // upToDate: it returned after reading and hashing the files and one query, before parsing
    // (about 2 ms here against PostgreSQL; a full indexing run takes about 160 ms).
    expect(again.ms).toBeLessThan(500);
    expect(await db().execute(`select id, locale, indexed_at from media.help_articles order by id, locale`)).toEqual(before);
  });

  it('when the generation differs, rewrites only the articles whose hash changed and drops removed ones', async () => {
    // In one transaction holding the indexer's lock: no service starting meanwhile reindexes at the
    // same time or sees the doctored rows, which the run repairs before the commit.
    await service()
      .em()
      .transactional(async (em) => {
        await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', ['media:help_index']);
        const before = await em.execute<{ n: number }[]>(`select count(*)::int as n from media.help_sections`);
        await em.execute(`update media.help_index set generation_sha = 'stale'`);
        await em.execute(`update media.help_articles set content_hash = 'changed' where id = 'help-errors' and locale = 'en'`);
        await em.execute(
          `insert into media.help_articles (id, locale, type, title, description, body, body_chars, metadata, content_hash, search)
         values ('help-removed-qqq', 'en', 'help', 'Removed', 'Gone', 'Gone.', 5, '{}', 'x', to_tsvector('english', 'qqqremoved'))`,
        );
        const run = await indexHelpArticles(em);
        expect(run).toMatchObject({ generationSha: files.generationSha, upToDate: false, indexed: 1, deleted: 1, unchanged: files.articles.length - 1 });
        const [row] = await em.execute<{ content_hash: string }[]>(`select content_hash from media.help_articles where id = 'help-errors' and locale = 'en'`);
        expect(row.content_hash).toBe(article('en', 'help-errors').contentHash);
        expect(await em.execute(`select 1 from media.help_articles where id = 'help-removed-qqq'`)).toEqual([]);
        expect(await em.execute(`select count(*)::int as n from media.help_sections`)).toEqual(before);
        expect((await indexHelpArticles(em)).upToDate).toBe(true);
      });
  });
});

// Last in the file: the fault flag is process configuration, which the second service sets.
describe('when the index is unavailable', () => {
  let broken: TestService;
  beforeAll(async () => {
    broken = await startTestService({ FAULT_POINTS: 'help.index' });
  });
  afterAll(() => broken?.shutdown());

  it('answers from the article files: backend none, degraded true, same shape and body rule', async () => {
    const body = await ok({ query: 'webhook retries' }, broken.url);
    expect(body.meta).toEqual({ backend: 'none', locale: 'en', generationSha: files.generationSha, degraded: true });
    expect(ids(body)).toContain('help-webhooks');
    expect(body.totalCount).toBe(body.data.articles.length);
    const webhooks = body.data.articles.find((a: { id: string }) => a.id === 'help-webhooks');
    expect(webhooks.body).toBe(article('en', 'help-webhooks').body);
    expect(webhooks.snippet).toMatch(/\*\*(webhook|retries)\*\*/i);
    const long = (await ok({ query: 'likert', types: 'help' }, broken.url)).data.articles.find((a: { id: string }) => a.id === 'help-question-types');
    expect(long.body.startsWith(`Excerpt: ${broken.url}/help/en/help-question-types\n`)).toBe(true);
  });

  it('still finds Chinese and Japanese words, filters types and pages', async () => {
    const zh = await ok({ query: '签名下载链接', locale: 'zh' }, broken.url);
    expect(zh.meta).toMatchObject({ backend: 'none', locale: 'zh', degraded: true });
    expect(ids(zh)).toContain('help-csv-exports');
    const ja = await ok({ query: 'フラグ', locale: 'ja', types: 'help' }, broken.url);
    expect(ids(ja)).toEqual(['help-rating-responses']);
    const paged = await ok({ query: 'survey', per_page: '5', page: '2' }, broken.url);
    expect(paged.pages).toEqual({ page: 2, perPage: 5, totalPages: Math.ceil(paged.totalCount / 5) });
    expect(paged.data.articles.length).toBe(5);
  });
});
