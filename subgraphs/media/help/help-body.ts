import type { HelpArticleType } from './help-articles';

/** Spec (GET /help/search, body rule): a help article up to this many characters comes back whole. */
export const FULL_BODY_MAX_CHARS = 8000;
/** At most this many sections make the excerpt of a longer help article. */
export const EXCERPT_MAX_SECTIONS = 3;
export const ELLIPSIS_LINE = '…';

/** A section with how well it matched the query (0: not at all). */
export interface RankedSection {
  position: number;
  markdown: string;
  rank: number;
}

export interface BodyInput {
  type: HelpArticleType;
  /** The whole Markdown body. */
  body: string;
  /** Its length in characters (code points). */
  bodyChars: number;
  /** The article's public URL, named by an excerpt's first line. */
  url: string;
  /** Every section of the article, in any order. */
  sections: RankedSection[];
}

/** The best-matching section: highest rank, the earlier one on a tie (the introduction when nothing matched). */
export function bestSection(sections: RankedSection[]): RankedSection {
  if (sections.length === 0) throw new Error('an article has at least one section');
  return sections.reduce((best, s) => (s.rank > best.rank || (s.rank === best.rank && s.position < best.position) ? s : best));
}

/**
 * The body a search result carries (spec: body rule). A help article of up to 8,000 characters
 * comes back whole. A longer one gives its best-matching sections (up to three, those that
 * matched) in article order, after a first line `Excerpt: <url>` and with a `…` line wherever
 * sections were skipped. Examples, case studies and solutions give their best-matching section.
 */
export function resultBody(input: BodyInput): string {
  if (input.type !== 'help') return bestSection(input.sections).markdown;
  if (input.bodyChars <= FULL_BODY_MAX_CHARS) return input.body;
  const inOrder = [...input.sections].sort((a, b) => a.position - b.position);
  const matched = inOrder
    .filter((s) => s.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.position - b.position)
    .slice(0, EXCERPT_MAX_SECTIONS);
  const chosen = new Set((matched.length ? matched : [bestSection(inOrder)]).map((s) => s.position));
  const parts = [`Excerpt: ${input.url}`];
  let skipped = false;
  for (const s of inOrder) {
    if (!chosen.has(s.position)) {
      skipped = true;
      continue;
    }
    if (skipped) parts.push(ELLIPSIS_LINE);
    skipped = false;
    parts.push(s.markdown);
  }
  if (skipped) parts.push(ELLIPSIS_LINE);
  return parts.join('\n\n');
}
