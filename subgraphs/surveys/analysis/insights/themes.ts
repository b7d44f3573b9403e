import type { Term } from './terms';

/**
 * Themes: recurring reasons, found by clustering the explanations' key terms. Pure and
 * deterministic: documents are taken in the order given (the engine sorts them by response id),
 * and every other order is by counts, then alphabetical.
 *
 * 1. A term is a candidate when at least `minCount` explanations use it (document frequency).
 * 2. Candidates are taken most frequent first. Each joins the theme it belongs to — a phrase
 *    joins the theme of a word it is built on ("easy to read" → "read"), and a term most of
 *    whose explanations are already in a theme joins that theme (near-duplicates, words used
 *    together) — or starts a theme of its own.
 * 3. A theme's explanations are those using any of its terms; its label is its most frequent
 *    phrase when that phrase carries at least half of the theme, else its first term, each as
 *    most often written.
 */

export interface ThemeDoc {
  id: string;
  terms: Term[];
}

export interface FoundTheme {
  label: string;
  /** The theme's terms as most often written, most frequent first. */
  phrases: string[];
  /** Indexes of the explanations that use one of its terms. */
  docs: number[];
  /** Per explanation (same order as docs): how many of the theme's terms it uses. */
  hits: number[];
}

export interface ThemeOptions {
  /** Fewest explanations a term and a theme need. */
  minCount: number;
  maxThemes: number;
  /** Words (keys) no term may contain: the options' own names. */
  exclude: Set<string>;
}

/** A term joins a theme when this share of its explanations are already in the theme (and more than chance would put there). */
const JOIN_OVERLAP = 0.75;
/** A phrase joins the theme of a word it is built on when this share of its explanations are in it. */
const PHRASE_OVERLAP = 0.5;
/** A phrase labels its theme when it carries this share of the theme's first term. */
const PHRASE_LABEL_SHARE = 0.5;
/** Terms kept in a theme's `phrases`. */
const PHRASES_SHOWN = 6;

interface TermStats {
  key: string;
  heads: string[];
  root: string | undefined;
  docs: Set<number>;
  surfaces: Map<string, number>;
}

interface Building {
  terms: TermStats[];
  docs: Set<number>;
  heads: Set<string>;
  roots: Set<string>;
}

const byCountThenName =
  <T>(count: (t: T) => number, name: (t: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

function mostWritten(t: TermStats): string {
  return [...t.surfaces.entries()].sort(
    byCountThenName(
      ([, n]) => n,
      ([s]) => s,
    ),
  )[0][0];
}

function overlap(a: Set<number>, b: Set<number>): number {
  let n = 0;
  for (const d of a) if (b.has(d)) n += 1;
  return n;
}

export function findThemes(docs: ThemeDoc[], opts: ThemeOptions): FoundTheme[] {
  const stats = new Map<string, TermStats>();
  docs.forEach((doc, i) => {
    for (const term of doc.terms) {
      if (term.key.split(' ').some((w) => opts.exclude.has(w))) continue;
      let s = stats.get(term.key);
      if (!s) {
        s = { key: term.key, heads: term.heads, root: term.root, docs: new Set(), surfaces: new Map() };
        stats.set(term.key, s);
      }
      s.docs.add(i);
      s.surfaces.set(term.surface, (s.surfaces.get(term.surface) ?? 0) + 1);
    }
  });
  const candidates = [...stats.values()]
    .filter((s) => s.docs.size >= opts.minCount)
    .sort(
      byCountThenName(
        (s) => s.docs.size,
        (s) => s.key,
      ),
    );

  const themes: Building[] = [];
  for (const term of candidates) {
    let best: Building | null = null;
    let bestShare = 0;
    for (const theme of themes) {
      const share = overlap(term.docs, theme.docs) / term.docs.size;
      // Used together more than chance: a theme most explanations share overlaps everything.
      const coverage = theme.docs.size / docs.length;
      const together = share >= JOIN_OVERLAP && share >= (1 + coverage) / 2 && share > coverage;
      const builtOn = term.heads.some((h) => theme.heads.has(h));
      const family = term.root !== undefined && theme.roots.has(term.root);
      // A one-headed term built on the theme's head is the same reason ("simple to say", "easy to say");
      // a two-word phrase must also mostly share its explanations ("new dishes" is not "new recipes").
      const joins = together || (builtOn && (term.heads.length === 1 || share >= PHRASE_OVERLAP)) || family;
      // A word of the same stem ("relaxed", "relaxing") counts as a full overlap: the theme is its own.
      const score = family ? 1 : share;
      if (joins && score > bestShare) {
        best = theme;
        bestShare = score;
      }
    }
    if (best) {
      best.terms.push(term);
      for (const d of term.docs) best.docs.add(d);
      for (const h of term.heads) best.heads.add(h);
      if (term.root !== undefined) best.roots.add(term.root);
    } else {
      themes.push({ terms: [term], docs: new Set(term.docs), heads: new Set(term.heads), roots: new Set(term.root === undefined ? [] : [term.root]) });
    }
  }

  return themes
    .filter((t) => t.docs.size >= opts.minCount)
    .map((t) => finish(t, docs))
    .sort(
      byCountThenName(
        (t) => t.docs.length,
        (t) => t.label,
      ),
    )
    .slice(0, opts.maxThemes);
}

function finish(theme: Building, docs: ThemeDoc[]): FoundTheme {
  const [first] = theme.terms;
  const ordered = [...theme.terms].sort(
    byCountThenName(
      (t) => t.docs.size,
      (t) => t.key,
    ),
  );
  const phrase = ordered.find((t) => t.key.includes(' ') && t.docs.size >= PHRASE_LABEL_SHARE * first.docs.size);
  const label = mostWritten(phrase ?? first);
  const members = [...theme.docs].sort((a, b) => a - b);
  const keys = new Set(theme.terms.map((t) => t.key));
  const hits = members.map((d) => new Set(docs[d].terms.filter((t) => keys.has(t.key)).map((t) => t.key)).size);
  const phrases = [...new Set(ordered.map(mostWritten))].slice(0, PHRASES_SHOWN);
  return { label, phrases, docs: members, hits };
}

export interface ThemeCount {
  label: string;
  count: number;
}

/** The themes most given within a group of explanations (indexes), by count, then label. */
export function topReasons(found: FoundTheme[], group: Set<number>, max: number): ThemeCount[] {
  return found
    .map((t) => ({ label: t.label, count: t.docs.filter((d) => group.has(d)).length }))
    .filter((t) => t.count > 0)
    .sort(
      byCountThenName(
        (t) => t.count,
        (t) => t.label,
      ),
    )
    .slice(0, max);
}
