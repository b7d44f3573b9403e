import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { z } from 'zod';
import { HelpError } from './help.errors';
import { splitSections, type HelpSection } from './help-sections';

export const HELP_LOCALES = ['en', 'es', 'ru', 'zh', 'ja'] as const;
export type HelpLocale = (typeof HELP_LOCALES)[number];
export const HELP_ARTICLE_TYPES = ['help', 'example', 'case_study', 'solution'] as const;
export type HelpArticleType = (typeof HELP_ARTICLE_TYPES)[number];

/** Where the articles live: `<locale>/<id>.md`, Markdown with YAML front matter. */
export const HELP_ARTICLES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'articles');

/**
 * Bumped when the way articles are split or indexed changes: every article is then indexed
 * again, although its file did not change.
 */
export const HELP_INDEX_FORMAT = 1;

const FrontMatter = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case slug'),
    type: z.enum(HELP_ARTICLE_TYPES),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(500),
    industries: z.array(z.string().trim().min(1)).default([]),
    useCases: z.array(z.string().trim().min(1)).default([]),
    pollType: z.string().trim().min(1).nullable().default(null),
    pollUrl: z.string().trim().min(1).nullable().default(null),
    company: z.string().trim().min(1).nullable().default(null),
  })
  .strict();

export interface HelpArticleFile {
  locale: HelpLocale;
  /** `<locale>/<id>.md` */
  relPath: string;
  content: string;
  /** SHA-256 of the file's bytes and the index format. */
  contentHash: string;
}

export interface HelpArticle {
  id: string;
  locale: HelpLocale;
  type: HelpArticleType;
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
  /** Characters (code points) of the body: the body rule's measure. */
  bodyChars: number;
  industries: string[];
  useCases: string[];
  pollType: string | null;
  pollUrl: string | null;
  company: string | null;
  contentHash: string;
  sections: HelpSection[];
}

export interface HelpArticleFiles {
  files: HelpArticleFile[];
  /** SHA-256 over every article file (path and bytes), first 12 hex: the generation of the content. */
  generationSha: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Reads every article file and hashes it; no parsing, so checking for changes stays cheap. */
export async function readHelpArticleFiles(dir = HELP_ARTICLES_DIR): Promise<HelpArticleFiles> {
  const files: HelpArticleFile[] = [];
  for (const locale of HELP_LOCALES) {
    const names = await readdir(path.join(dir, locale)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });
    for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
      const content = await readFile(path.join(dir, locale, name), 'utf8');
      files.push({ locale, relPath: `${locale}/${name}`, content, contentHash: sha256(`${HELP_INDEX_FORMAT}\n${content}`) });
    }
  }
  const generation = createHash('sha256');
  for (const f of files) generation.update(`${f.relPath}\0${sha256(f.content)}\n`);
  return { files, generationSha: generation.digest('hex').slice(0, 12) };
}

/** One file as an article; a bad front matter or a file name that is not its id is refused. */
export function parseHelpArticle(file: HelpArticleFile): HelpArticle {
  const parsed = matter(file.content);
  const front = FrontMatter.safeParse(parsed.data);
  if (!front.success) {
    const issues = front.error.issues.map((i) => `${i.path.join('.') || '(front matter)'}: ${i.message}`).join('; ');
    throw new HelpError('invalid_article', `${file.relPath}: ${issues}`);
  }
  const meta = front.data;
  if (`${file.locale}/${meta.id}.md` !== file.relPath) throw new HelpError('invalid_article', `${file.relPath}: the file must be named after its id (${meta.id}.md)`);
  const body = parsed.content.replace(/\r\n?/g, '\n').trim();
  const sections = splitSections(body);
  if (sections.length === 0) throw new HelpError('invalid_article', `${file.relPath}: the article has no body`);
  return { ...meta, locale: file.locale, body, bodyChars: [...body].length, contentHash: file.contentHash, sections };
}

/**
 * Every article, parsed and checked together: ids are unique per locale, and a translation
 * has an English original of the same type (translations share the original's id).
 */
export function parseHelpArticles(files: HelpArticleFile[]): HelpArticle[] {
  const articles = files.map(parseHelpArticle);
  const english = new Map(articles.filter((a) => a.locale === 'en').map((a) => [a.id, a]));
  for (const a of articles) {
    if (a.locale === 'en') continue;
    const original = english.get(a.id);
    if (!original) throw new HelpError('invalid_article', `${a.locale}/${a.id}.md: a translation needs en/${a.id}.md`);
    if (original.type !== a.type) throw new HelpError('invalid_article', `${a.locale}/${a.id}.md: type ${a.type} differs from the original's ${original.type}`);
  }
  return articles;
}

let cached: { generationSha: string; articles: HelpArticle[] } | undefined;

/** The parsed articles of the files as they are now (parsed again only when a file changed). */
export async function loadHelpArticles(dir = HELP_ARTICLES_DIR): Promise<{ generationSha: string; articles: HelpArticle[] }> {
  const { files, generationSha } = await readHelpArticleFiles(dir);
  if (dir !== HELP_ARTICLES_DIR) return { generationSha, articles: parseHelpArticles(files) };
  if (cached?.generationSha !== generationSha) cached = { generationSha, articles: parseHelpArticles(files) };
  return cached;
}
