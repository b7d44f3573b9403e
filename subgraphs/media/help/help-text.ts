/**
 * Text helpers of the help search that do not need the database: CJK bigrams for the zh and
 * ja indexes, and snippets cut around a match.
 */

/** Han, kana and the prolonged sound mark: scripts written without spaces between words. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
const RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+/gu;

function normalize(text: string): string {
  // NFKC folds full-width Latin and digits (ＡＰＩ → API) and half-width kana.
  return text.normalize('NFKC').toLowerCase();
}

function bigrams(run: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) out.push(run[i] + run[i + 1]);
  return out;
}

/**
 * What the zh/ja index stores for a text: every CJK run becomes its single characters and its
 * overlapping pairs (发布调查 → 发 布 调 查 发布 布调 调查); other text is kept. PostgreSQL's
 * `simple` configuration then makes each of them a lexeme, so any word of two or more
 * characters is found through its pairs and a one-character word through itself.
 */
export function cjkIndexText(text: string): string {
  return (normalize(text).match(RUNS) ?? [])
    .map((run) => {
      if (!CJK_CHAR.test(run)) return run;
      const chars = [...run];
      return [...chars, ...bigrams(chars)].join(' ');
    })
    .join(' ');
}

/** A query for the zh/ja index: the pairs of each CJK run (or the character of a one-character run); other words kept. */
export function cjkQueryText(query: string): string {
  return (normalize(query).match(RUNS) ?? [])
    .map((run) => {
      if (!CJK_CHAR.test(run)) return run;
      const chars = [...run];
      return chars.length === 1 ? chars[0] : bigrams(chars).join(' ');
    })
    .join(' ');
}

/** The words of a query to look for in text, longest first: CJK runs whole, other words split at spaces and punctuation. */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const run of query.normalize('NFKC').match(RUNS) ?? []) {
    if (CJK_CHAR.test(run)) terms.add(run);
    else for (const word of run.split(/[^\p{L}\p{N}_]+/u)) if (word.length > 0) terms.add(word);
  }
  return [...terms].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive occurrences of any term (longest first at one place). */
export function termPattern(terms: string[]): RegExp | null {
  return terms.length ? new RegExp(terms.map(escapeRegExp).join('|'), 'giu') : null;
}

/**
 * A snippet of about `width` characters around the first occurrence of a term, the terms
 * marked `**…**` as ts_headline marks them, with `…` where the text was cut. When no term
 * occurs (for CJK, the pairs matched but not the whole run), the start of the text.
 */
export function snippetAround(text: string, terms: string[], width = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  const pattern = termPattern(terms);
  const first = pattern ? pattern.exec(flat) : null;
  // Code-point offsets, so a cut never splits a character.
  const at = first ? [...flat.slice(0, first.index)].length : 0;
  const matchEnd = first ? at + [...first[0]].length : 0;
  let start = Math.max(0, Math.min(at - Math.floor(width / 3), chars.length - width));
  let end = Math.min(chars.length, start + width);
  // Cut between words where the text has spaces (not inside CJK runs, which have none).
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c) && !CJK_CHAR.test(c);
  if (start > 0 && isWordChar(chars[start - 1])) {
    const space = chars.indexOf(' ', start);
    if (space !== -1 && space - start < 20 && space < at) start = space + 1;
  }
  if (end < chars.length && isWordChar(chars[end])) {
    const space = chars.lastIndexOf(' ', end);
    if (space > start && end - space < 20 && space >= matchEnd) end = space;
  }
  let window = chars.slice(start, end).join('');
  if (pattern) window = window.replace(new RegExp(pattern.source, 'giu'), (m) => `**${m}**`);
  return `${start > 0 ? '…' : ''}${window}${end < chars.length ? '…' : ''}`;
}

/** How often the terms occur in text, case-insensitively (the fallback's score). */
export function countTerms(text: string, terms: string[]): number {
  const pattern = termPattern(terms);
  return pattern ? (text.match(pattern)?.length ?? 0) : 0;
}
