import type { EntityManager } from '@mikro-orm/postgresql';
import { HELP_ARTICLES_DIR, HELP_INDEX_FORMAT, parseHelpArticles, readHelpArticleFiles, type HelpArticle } from './help-articles';
import { HELP_ENGINES } from './help-engines';
import { lockUntilCommit } from '../../../platform/db/advisory-lock';

export interface HelpIndexResult {
  /** The generation of the article files now indexed (also returned by every search as meta.generationSha). */
  generationSha: string;
  /** True when the index already matched the files: nothing was parsed or written. */
  upToDate: boolean;
  /** Articles written because they were new or their file changed. */
  indexed: number;
  /** Articles whose file is gone. */
  deleted: number;
  /** Articles whose file did not change (content hash equal). */
  unchanged: number;
  ms: number;
}

const INDEX_LOCK = 'media:help_index';

async function indexedGeneration(em: EntityManager): Promise<string | null> {
  const rows = await em.execute<{ generation_sha: string }[]>('select generation_sha from media.help_index where format = ?', [HELP_INDEX_FORMAT]);
  return rows[0]?.generation_sha ?? null;
}

/**
 * Brings the search index in line with the Markdown files, in one transaction: new and
 * changed articles (by content hash) are written with their sections, removed ones deleted,
 * and the generation recorded. When the recorded generation equals the files' (the usual
 * start), it reads and hashes the files and returns without parsing or writing. Concurrent
 * starts (split mode) take turns on an advisory lock; the later ones find the work done.
 */
export async function indexHelpArticles(em: EntityManager, dir = HELP_ARTICLES_DIR): Promise<HelpIndexResult> {
  const started = performance.now();
  const { files, generationSha } = await readHelpArticleFiles(dir);
  const result = (upToDate: boolean, indexed = 0, deleted = 0, unchanged = files.length): HelpIndexResult => ({
    generationSha,
    upToDate,
    indexed,
    deleted,
    unchanged,
    ms: Math.round(performance.now() - started),
  });
  if ((await indexedGeneration(em)) === generationSha) return result(true);
  // Parsed before the transaction: a bad article stops the start before anything is written.
  const articles = parseHelpArticles(files);

  return em.transactional(async (tem) => {
    await lockUntilCommit(tem, INDEX_LOCK);
    if ((await indexedGeneration(tem)) === generationSha) return result(true);
    const existing = await tem.execute<{ id: string; locale: string; content_hash: string }[]>('select id, locale, content_hash from media.help_articles');
    const hashOf = new Map(existing.map((r) => [`${r.locale}/${r.id}`, r.content_hash]));
    const current = new Set(articles.map((a) => `${a.locale}/${a.id}`));

    let indexed = 0;
    for (const article of articles) {
      if (hashOf.get(`${article.locale}/${article.id}`) === article.contentHash) continue;
      await writeArticle(tem, article);
      indexed++;
    }
    const removed = existing.filter((r) => !current.has(`${r.locale}/${r.id}`));
    for (const r of removed) await tem.execute('delete from media.help_articles where id = ? and locale = ?', [r.id, r.locale]);
    await tem.execute(
      `insert into media.help_index (singleton, generation_sha, format) values (true, ?, ?)
       on conflict (singleton) do update set generation_sha = excluded.generation_sha, format = excluded.format, indexed_at = now()`,
      [generationSha, HELP_INDEX_FORMAT],
    );
    return result(false, indexed, removed.length, articles.length - indexed);
  });
}

/** One article and its sections, replacing what was indexed under its id and locale. */
async function writeArticle(em: EntityManager, a: HelpArticle): Promise<void> {
  const engine = HELP_ENGINES[a.locale];
  const cfg = engine.config;
  const headings = a.sections.flatMap((s) => (s.heading ? [s.heading] : [])).join('\n');
  const text = a.sections.map((s) => s.text).join('\n');
  const metadata = { industries: a.industries, useCases: a.useCases, pollType: a.pollType, pollUrl: a.pollUrl, company: a.company };
  // Title weighs most, then the description, the section headings, and the text.
  await em.execute(
    `insert into media.help_articles (id, locale, type, title, description, body, body_chars, metadata, content_hash, search)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?,
       setweight(to_tsvector(?::regconfig, ?), 'A') || setweight(to_tsvector(?::regconfig, ?), 'B')
       || setweight(to_tsvector(?::regconfig, ?), 'C') || to_tsvector(?::regconfig, ?))
     on conflict (id, locale) do update set
       type = excluded.type, title = excluded.title, description = excluded.description, body = excluded.body,
       body_chars = excluded.body_chars, metadata = excluded.metadata, content_hash = excluded.content_hash,
       search = excluded.search, indexed_at = now()`,
    [
      a.id,
      a.locale,
      a.type,
      a.title,
      a.description,
      a.body,
      a.bodyChars,
      JSON.stringify(metadata),
      a.contentHash,
      cfg,
      engine.indexText(a.title),
      cfg,
      engine.indexText(a.description),
      cfg,
      engine.indexText(headings),
      cfg,
      engine.indexText(text),
    ],
  );
  await em.execute('delete from media.help_sections where article_id = ? and locale = ?', [a.id, a.locale]);
  await em.execute(
    `insert into media.help_sections (article_id, locale, position, heading, markdown, text, search) values ${a.sections
      .map(() => `(?, ?, ?, ?, ?, ?, setweight(to_tsvector(?::regconfig, ?), 'B') || to_tsvector(?::regconfig, ?))`)
      .join(', ')}`,
    a.sections.flatMap((s) => [a.id, a.locale, s.position, s.heading, s.markdown, s.text, cfg, engine.indexText(s.heading ?? ''), cfg, engine.indexText(s.text)]),
  );
}
