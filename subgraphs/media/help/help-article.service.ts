import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HELP_ARTICLES_DIR, HELP_LOCALES, parseHelpArticle, type HelpArticle, type HelpLocale } from './help-articles';
import { helpArticleUrl } from './help-search.service';

/** An article id as front matter allows it (a lower-case slug): the only ids looked up on disk. */
export const HELP_ARTICLE_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const HELP_ARTICLE_ID_MAX_CHARS = 100;
const ID = new RegExp(HELP_ARTICLE_ID_PATTERN);

/** One article whole, for its page: the Markdown body as written and where else it exists. */
export interface HelpArticleDocument extends Pick<HelpArticle, 'id' | 'locale' | 'type' | 'title' | 'description'> {
  /** The Markdown after the front matter, whole (no body rule). */
  markdown: string;
  /** Every locale the article exists in, this one included, in HELP_LOCALES order. */
  locales: HelpLocale[];
  /** `<PUBLIC_BASE_URL>/help/<locale>/<id>`, the address search hands out. */
  url: string;
}

export const isHelpLocale = (s: string): s is HelpLocale => (HELP_LOCALES as readonly string[]).includes(s);

/**
 * One article by locale and id, read from its file (the files are the source of truth, as for
 * the search's fallback); null for an unknown locale or id. Only a well-formed id reaches the
 * file system, so no path leaves the articles folder. One file is read and parsed, and the
 * other locales are found by whether their file exists.
 */
export async function findHelpArticle(locale: string, id: string, dir = HELP_ARTICLES_DIR): Promise<HelpArticleDocument | null> {
  if (!isHelpLocale(locale) || id.length > HELP_ARTICLE_ID_MAX_CHARS || !ID.test(id)) return null;
  const relPath = `${locale}/${id}.md`;
  const content = await readFile(path.join(dir, relPath), 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (content === null) return null;
  // The content hash only matters to the index.
  const article = parseHelpArticle({ locale, relPath, content, contentHash: '' });
  const exists = await Promise.all(
    HELP_LOCALES.map(async (l) => {
      if (l === locale) return true;
      return access(path.join(dir, l, `${id}.md`)).then(
        () => true,
        () => false,
      );
    }),
  );
  return {
    id: article.id,
    locale: article.locale,
    type: article.type,
    title: article.title,
    description: article.description,
    markdown: article.body,
    locales: HELP_LOCALES.filter((_, i) => exists[i]),
    url: helpArticleUrl(article.locale, article.id),
  };
}
