import type { Term } from './terms';
import { cosine, type WordMeaning } from './meaning/word-vectors';

/**
 * Themes: recurring reasons, found by clustering the explanations' key terms. Pure and
 * deterministic: documents are taken in the order given (the engine sorts them by response id),
 * and every other order is by counts, then alphabetical.
 *
 * 0. Words said alike are folded into one (groupByMeaning): "pricey", "overpriced" and
 *    "expensive", said once each, are one word said three times. Alike: listed together by
 *    the lexicon (WordNet: synonyms, similar senses, derived words), or close word vectors,
 *    never listed opposites. Verbs are not folded; phrases follow their words.
 * 1. A term is a candidate when at least `minCount` explanations use it (document frequency).
 * 2. Candidates are taken most frequent first. Each joins the theme it belongs to — a phrase
 *    joins the theme of a word it is built on ("easy to read" → "read"), and a term most of
 *    whose explanations are already in a theme joins that theme (near-duplicates, words used
 *    together) — or starts a theme of its own.
 * 3. A theme's explanations are those using any of its terms; its label is its most frequent
 *    phrase when that phrase carries at least half of the theme, else the words folded into its
 *    first term ("calm, serene and tranquil"), else that term, each as most often written.
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
  /** Words (keys and stems) no term may consist of: the prompt's and the options' (a phrase may hold them beside others); a word is also left out by its stem. */
  exclude: Set<string>;
  /** A word's meaning as a vector of length 1 (meaning/word-vectors.ts), null when unknown; absent, words meet only by their letters. */
  meaning?: (key: string) => WordMeaning | null;
  /** Whether a lexicon lists two word keys as related (meaning/wordnet.ts). */
  related?: (a: string, b: string) => boolean;
  /** Whether a lexicon lists two word keys as opposites. */
  opposed?: (a: string, b: string) => boolean;
}

/** Words whose vectors are at least this alike say the same reason ("pricey", "expensive"; "roomy", "spacious"). */
const SAME_MEANING = 0.65;
/**
 * Among the most common words (clear, say, going, hand) alikeness is mostly sharing contexts in
 * news text: two words of which one is this common must be more alike.
 */
const COMMON_RANK = 2_000;
const SAME_MEANING_COMMON = 0.72;
/** How much less alike than its head a word may be to the group's other members. */
const MEMBER_SLACK = 0.1;
/** Words grouped by meaning at most (the most used first): bounds the work on large surveys. */
const MEANING_WORDS = 1_000;

/** A term joins a theme when this share of its explanations are already in the theme (and more than chance would put there). */
const JOIN_OVERLAP = 0.75;
/** A phrase joins the theme of a word it is built on when this share of its explanations are in it. */
const PHRASE_OVERLAP = 0.5;
/** A phrase labels its theme when it carries this share of the theme's first term. */
const PHRASE_LABEL_SHARE = 0.5;
/** Words said alike named in a theme's label at most. */
const LABEL_WORDS = 3;
/** Terms kept in a theme's `phrases`. */
const PHRASES_SHOWN = 6;

interface TermStats {
  key: string;
  heads: string[];
  /** The word stems of the term, and of the words folded into it ("calm" in "soothing and calming"). */
  roots: string[];
  docs: Set<number>;
  surfaces: Map<string, number>;
  /** Read as a verb at least once. */
  verb: boolean;
  /** A word that others said alike were folded into: each of them as most written, with its explanations, the word first. */
  alike?: { surface: string; count: number }[];
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
      if (term.key.split(' ').every((w) => opts.exclude.has(w) || w === 'to')) continue;
      if (term.root !== undefined && opts.exclude.has(term.root)) continue;
      let s = stats.get(term.key);
      if (!s) {
        s = { key: term.key, heads: term.heads, roots: term.root === undefined ? [] : [term.root], verb: false, docs: new Set(), surfaces: new Map() };
        stats.set(term.key, s);
      }
      s.docs.add(i);
      if (term.verb) s.verb = true;
      s.surfaces.set(term.surface, (s.surfaces.get(term.surface) ?? 0) + 1);
    }
  });
  if (opts.meaning) groupByMeaning(stats, opts.meaning, opts.related, opts.opposed);
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
      const family = term.roots.some((r) => theme.roots.has(r));
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
      for (const r of term.roots) best.roots.add(r);
    } else {
      themes.push({ terms: [term], docs: new Set(term.docs), heads: new Set(term.heads), roots: new Set(term.roots) });
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

/**
 * Words said alike are folded into one term before themes are built: each word (most used
 * first) joins the group whose first word it is most like, when alike enough (and alike every
 * member, or listed with the first word by the lexicon), else starts one; a
 * group becomes one term under its most used word, with every member's explanations, and the
 * phrases built on a member are built on it ("too pricey" joins "expensive"). So three people
 * who say "pricey", "overpriced" and "expensive" once each make one reason said three times.
 */
function groupByMeaning(
  stats: Map<string, TermStats>,
  meaning: (key: string) => WordMeaning | null,
  related?: (a: string, b: string) => boolean,
  opposed?: (a: string, b: string) => boolean,
): void {
  const words = [...stats.values()]
    .filter((s) => !s.key.includes(' ') && !s.verb)
    .sort(
      byCountThenName(
        (s) => s.docs.size,
        (s) => s.key,
      ),
    )
    .slice(0, MEANING_WORDS);
  const groups: { head: TermStats; meanings: WordMeaning[]; members: TermStats[] }[] = [];
  for (const word of words) {
    const m = meaning(word.key);
    if (!m) continue;
    let best: (typeof groups)[number] | null = null;
    let bestSim = 0;
    for (const g of groups) {
      // Alike its head, and not far from any member: a group does not drift word by word.
      const head = g.meanings[0];
      const needed = Math.min(head.rank, m.rank) < COMMON_RANK ? SAME_MEANING_COMMON : SAME_MEANING;
      const sim = cosine(m.vector, head.vector);
      // Related in the lexicon ("legible", "readable"), or alike enough by vector and to every member.
      // Among common words the lexicon lists rare senses too ("read" — "say", "charge" — "handle").
      const listed = Math.max(head.rank, m.rank) >= COMMON_RANK && (related?.(word.key, g.head.key) ?? false);
      const score = listed ? 1 + sim : sim;
      const joins =
        (listed || (sim >= needed && g.meanings.every((x) => cosine(m.vector, x.vector) >= needed - MEMBER_SLACK))) && !g.members.some((x) => opposed?.(word.key, x.key));
      if (joins && score > bestSim) {
        best = g;
        bestSim = score;
      }
    }
    if (!best) groups.push({ head: word, meanings: [m], members: [word] });
    else {
      best.members.push(word);
      best.meanings.push(m);
    }
  }
  const headOf = new Map<string, string>();
  for (const g of groups) {
    if (g.members.length < 2) continue;
    // One form of a word in the label: "healthy", not "healthy and health"; the form said more,
    // or the longer ("tangy" over "tang"), in its twin's place.
    const alike: { surface: string; count: number }[] = [];
    for (const m of g.members) {
      const form = { surface: mostWritten(m), count: m.docs.size };
      const twin = alike.findIndex((a) => sameWord(a.surface, form.surface));
      if (twin < 0) alike.push(form);
      else if (form.count > alike[twin].count || (form.count === alike[twin].count && form.surface.length > alike[twin].surface.length)) alike[twin] = form;
    }
    g.head.alike = alike;
    for (const m of g.members.slice(1)) {
      headOf.set(m.key, g.head.key);
      for (const d of m.docs) g.head.docs.add(d);
      for (const [surface, n] of m.surfaces) g.head.surfaces.set(surface, (g.head.surfaces.get(surface) ?? 0) + n);
      // A folded word's stem is the group's: "calming", folded into "soothing", keeps it beside "calm".
      for (const r of m.roots) if (!g.head.roots.includes(r)) g.head.roots.push(r);
      stats.delete(m.key);
    }
  }
  if (!headOf.size) return;
  for (const s of stats.values()) if (s.key.includes(' ')) s.heads = s.heads.map((h) => headOf.get(h) ?? h);
}

/** Two forms of one word ("health", "healthy"; "tang", "tangy"): one begins with the other's first five letters, or all of a shorter one. */
function sameWord(a: string, b: string): boolean {
  const n = Math.min(5, a.length, b.length);
  return n >= 4 && a.slice(0, n) === b.slice(0, n);
}

/** "calm and serene", "clear, clean and legible". */
function listed(words: string[]): string {
  return words.length < 3 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
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
  // Words said alike are named together ("calm and serene"): one word alone reads as a count.
  const alike = first.alike?.slice(0, LABEL_WORDS).map((a) => a.surface);
  const label = phrase ? mostWritten(phrase) : alike ? listed(alike) : mostWritten(first);
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
