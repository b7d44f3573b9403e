import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { config } from '../../../platform/config';
import { faultFailure } from '../../../platform/faults';
import { HELP_ARTICLE_TYPES, HELP_INDEX_FORMAT, HELP_LOCALES, loadHelpArticles, type HelpArticle, type HelpArticleType, type HelpLocale } from './help-articles';
import { bestSection, resultBody, type RankedSection } from './help-body';
import { HELP_ENGINES } from './help-engines';
import { HelpError } from './help.errors';
import { countTerms, queryTerms, snippetAround } from './help-text';

/**
 * meta.backend: the spec names two third-party search backends, or `none`. We run neither (our
 * own PostgreSQL full-text index answers, or the plain fallback), so it is always `none`;
 * `degraded: true` tells the fallback apart (docs/decisions.md, "Help search").
 */
export const HELP_BACKEND = 'none';

export const HELP_QUERY_MAX_CHARS = 500;
export const HELP_PER_PAGE_MAX = 100;

export interface HelpSearchInput {
  query: string;
  page?: number;
  perPage?: number;
  locale?: string;
  types?: string[] | null;
}

/** An article as a search result: its fields, with the body the body rule gives, a snippet and its URL. */
export interface HelpSearchArticle extends Pick<HelpArticle, 'id' | 'locale' | 'type' | 'title' | 'description' | 'industries' | 'useCases' | 'pollType' | 'pollUrl' | 'company'> {
  body: string;
  snippet: string;
  url: string;
}

export interface HelpSearchResult {
  totalCount: number;
  page: number;
  perPage: number;
  totalPages: number;
  articles: HelpSearchArticle[];
  meta: { backend: typeof HELP_BACKEND; locale: HelpLocale; generationSha: string | null; degraded?: true };
}

interface HelpQuery {
  query: string;
  page: number;
  perPage: number;
  locale: HelpLocale;
  types: HelpArticleType[] | null;
}

/**
 * One page of help articles matching a query in one locale (spec: GET /help/search), best
 * first, each with the body the body rule gives and a snippet. Answered from the PostgreSQL
 * index; when that fails (tables missing or empty, a query error), from the Markdown files
 * with a plain substring match, flagged `degraded: true`.
 */
export async function searchHelp(em: EntityManager, input: HelpSearchInput, log?: Logger): Promise<HelpSearchResult> {
  const q = validate(input);
  try {
    return await searchIndex(em, q);
  } catch (err) {
    if (err instanceof HelpError && err.kind === 'invalid') throw err;
    log?.warn({ err }, 'help index unavailable; answering from the article files');
    return searchFiles(q);
  }
}

function validate(input: HelpSearchInput): HelpQuery {
  const chars = [...input.query].length;
  if (chars < 1 || chars > HELP_QUERY_MAX_CHARS) throw new HelpError('invalid_query', `query must be 1 to ${HELP_QUERY_MAX_CHARS} characters.`, 'query');
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw new HelpError('invalid_page', 'page must be an integer of at least 1.', 'page');
  const perPage = input.perPage ?? 20;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > HELP_PER_PAGE_MAX) {
    throw new HelpError('invalid_page', `per_page must be an integer from 1 to ${HELP_PER_PAGE_MAX}.`, 'per_page');
  }
  const locale = input.locale ?? 'en';
  if (!(HELP_LOCALES as readonly string[]).includes(locale)) throw new HelpError('invalid_locale', `locale must be one of ${HELP_LOCALES.join(', ')}.`, 'locale');
  const types = input.types?.length ? [...new Set(input.types)] : null;
  const unknown = types?.find((t) => !(HELP_ARTICLE_TYPES as readonly string[]).includes(t));
  if (unknown !== undefined) throw new HelpError('invalid_type', `Unknown type "${unknown}": types are ${HELP_ARTICLE_TYPES.join(', ')}.`, 'types');
  return { query: input.query.trim(), page, perPage, locale: locale as HelpLocale, types: types as HelpArticleType[] | null };
}

/** `<PUBLIC_BASE_URL>/help/<locale>/<id>` */
export function helpArticleUrl(locale: HelpLocale, id: string): string {
  return `${config().PUBLIC_BASE_URL.replace(/\/+$/, '')}/help/${locale}/${id}`;
}

const totalPagesOf = (total: number, perPage: number) => Math.ceil(total / perPage);

interface IndexedArticle {
  id: string;
  type: HelpArticleType;
  title: string;
  description: string;
  body: string;
  body_chars: number;
  metadata: Pick<HelpSearchArticle, 'industries' | 'useCases' | 'pollType' | 'pollUrl' | 'company'>;
}

interface IndexedSection {
  article_id: string;
  position: number;
  markdown: string;
  rank: number;
  /** The best section's snippet (ts_headline), or its text for CJK locales; null for the others. */
  best_text: string | null;
}

const HEADLINE_OPTIONS = 'StartSel="**", StopSel="**", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';

async function searchIndex(em: EntityManager, q: HelpQuery): Promise<HelpSearchResult> {
  faultFailure('help.index');
  const engine = HELP_ENGINES[q.locale];
  const text = engine.queryText(q.query);
  // Articles must hold every word (AND); websearch syntax ("quoted phrases", -word, or) for stemmed locales.
  const [tsq, tsqArgs] = engine.cjk ? [`plainto_tsquery('simple', ?)`, [text]] : [`websearch_to_tsquery(?::regconfig, ?)`, [engine.config, text]];
  const typeFilter = q.types ? `and a.type in (${q.types.map(() => '?').join(', ')})` : '';
  const [page] = await em.execute<{ generation_sha: string | null; total: number; items: IndexedArticle[] }[]>(
    `with q as (select ${tsq} as tsq),
     m as (
       select a.id, a.type, a.title, a.description, a.body, a.body_chars, a.metadata, ts_rank_cd(a.search, q.tsq, 1) as rank
       from media.help_articles a, q
       where a.locale = ? and a.search @@ q.tsq ${typeFilter})
     select (select generation_sha from media.help_index where format = ?) as generation_sha,
       (select count(*) from m)::int as total,
       coalesce((select json_agg(p order by p.rank desc, p.id) from (select * from m order by rank desc, id limit ? offset ?) p), '[]'::json) as items`,
    [...tsqArgs, q.locale, ...(q.types ?? []), HELP_INDEX_FORMAT, q.perPage, (q.page - 1) * q.perPage],
  );
  if (!page?.generation_sha) throw new HelpError('index_unavailable', 'The help index has not been built.');

  const sections = page.items.length
    ? await rankSections(
        em,
        q,
        page.items.map((a) => a.id),
      )
    : new Map<string, IndexedSection[]>();
  const terms = queryTerms(q.query);
  return {
    totalCount: page.total,
    page: q.page,
    perPage: q.perPage,
    totalPages: totalPagesOf(page.total, q.perPage),
    articles: page.items.map((a) => {
      const own = sections.get(a.id) ?? [];
      const best = own.find((s) => s.best_text !== null);
      const snippet = engine.cjk ? snippetAround(best?.best_text ?? a.description, terms) : (best?.best_text ?? a.description).replace(/\s+/g, ' ').trim();
      return toResult(q.locale, a, own, snippet);
    }),
    meta: { backend: HELP_BACKEND, locale: q.locale, generationSha: page.generation_sha },
  };
}

/**
 * Every section of the page's articles with how well it matches ANY of the query's words
 * (so the best sections of an article that holds the words in different places still show),
 * and the snippet of each article's best section. ts_rank, unlike ts_rank_cd, lets a section
 * holding more of the words outrank one repeating a single word.
 */
async function rankSections(em: EntityManager, q: HelpQuery, ids: string[]): Promise<Map<string, IndexedSection[]>> {
  const engine = HELP_ENGINES[q.locale];
  const best = engine.cjk ? 's.text' : `ts_headline(?::regconfig, s.text, q.orq, ?)`;
  const rows = await em.execute<IndexedSection[]>(
    `with q as (
       select coalesce(to_tsquery('simple', (select string_agg(quote_literal(w), ' | ') from unnest(tsvector_to_array(to_tsvector(?::regconfig, ?))) w)), ''::tsquery) as orq),
     s as (
       select s.article_id, s.position, s.markdown, s.text, ts_rank(s.search, q.orq) as rank,
         row_number() over (partition by s.article_id order by ts_rank(s.search, q.orq) desc, s.position) as rn
       from media.help_sections s, q
       where s.locale = ? and s.article_id in (${ids.map(() => '?').join(', ')}))
     select s.article_id, s.position, s.markdown, s.rank, case when s.rn = 1 then ${best} end as best_text
     from s, q order by s.article_id, s.position`,
    [engine.config, engine.queryText(q.query), q.locale, ...ids, ...(engine.cjk ? [] : [engine.config, HEADLINE_OPTIONS])],
  );
  const out = new Map<string, IndexedSection[]>();
  for (const r of rows) out.set(r.article_id, [...(out.get(r.article_id) ?? []), { ...r, rank: Number(r.rank) }]);
  return out;
}

function toResult(locale: HelpLocale, a: IndexedArticle, sections: RankedSection[], snippet: string): HelpSearchArticle {
  const url = helpArticleUrl(locale, a.id);
  return {
    id: a.id,
    locale,
    type: a.type,
    title: a.title,
    description: a.description,
    body: resultBody({ type: a.type, body: a.body, bodyChars: a.body_chars, url, sections }),
    snippet,
    url,
    industries: a.metadata.industries,
    useCases: a.metadata.useCases,
    pollType: a.metadata.pollType,
    pollUrl: a.metadata.pollUrl,
    company: a.metadata.company,
  };
}

/**
 * The degraded answer: the article files scanned in memory. An article matches when every
 * word of the query occurs in it, ignoring case (a CJK run counts as one word); title
 * matches weigh most, then the description, then the body.
 */
async function searchFiles(q: HelpQuery): Promise<HelpSearchResult> {
  const { generationSha, articles } = await loadHelpArticles();
  const terms = queryTerms(q.query);
  const fold = (s: string) => s.normalize('NFKC').toLowerCase();
  const needles = terms.map(fold);
  const hits = articles
    .filter((a) => a.locale === q.locale && (!q.types || q.types.includes(a.type)))
    .filter((a) => {
      const haystack = fold(`${a.title}\n${a.description}\n${a.body}`);
      return needles.length > 0 && needles.every((n) => haystack.includes(n));
    })
    .map((a) => ({ a, score: 10 * countTerms(a.title, terms) + 3 * countTerms(a.description, terms) + countTerms(a.body, terms) }))
    .sort((x, y) => y.score - x.score || x.a.id.localeCompare(y.a.id));
  const pageHits = hits.slice((q.page - 1) * q.perPage, q.page * q.perPage);
  return {
    totalCount: hits.length,
    page: q.page,
    perPage: q.perPage,
    totalPages: totalPagesOf(hits.length, q.perPage),
    articles: pageHits.map(({ a }) => {
      const sections = a.sections.map((s) => ({ position: s.position, markdown: s.markdown, rank: countTerms(s.text, terms) }));
      const best = a.sections[bestSection(sections).position];
      const indexed: IndexedArticle = {
        id: a.id,
        type: a.type,
        title: a.title,
        description: a.description,
        body: a.body,
        body_chars: a.bodyChars,
        metadata: { industries: a.industries, useCases: a.useCases, pollType: a.pollType, pollUrl: a.pollUrl, company: a.company },
      };
      return toResult(q.locale, indexed, sections, snippetAround(best.text, terms));
    }),
    meta: { backend: HELP_BACKEND, locale: q.locale, generationSha, degraded: true },
  };
}
