import { readFileSync } from 'node:fs';

/**
 * English word vectors (GloVe 6B 100d, the 100,000 most frequent lower-case words; built by
 * build-vectors.ts, committed beside it): words that mean alike point alike. Read from disk on
 * first use (~11 MB), once per thread; nothing is fetched.
 */
const DIMENSIONS = 100;

interface Loaded {
  index: Map<string, number>;
  bytes: Int8Array;
  norms: Float32Array;
}
let loaded: Loaded | null = null;

function load(): Loaded {
  if (loaded) return loaded;
  const dir = new URL('.', import.meta.url);
  const words = readFileSync(new URL('glove-100k.words.txt', dir), 'utf8').split('\n').filter(Boolean);
  const raw = readFileSync(new URL('glove-100k.i8', dir));
  const bytes = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  const norms = new Float32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    let s = 0;
    for (let d = 0; d < DIMENSIONS; d++) s += bytes[i * DIMENSIONS + d] ** 2;
    norms[i] = Math.sqrt(s);
  }
  loaded = { index: new Map(words.map((w, i) => [w, i])), bytes, norms };
  return loaded;
}

export interface WordMeaning {
  /** Its vector, of length 1. */
  vector: Float32Array;
  /** Its place by frequency (0: "the"): common words are alike in many ways that say nothing. */
  rank: number;
}

/** A word's vector and rank, or null when the word is not among the vectors. */
export function wordMeaning(word: string): WordMeaning | null {
  const { index, bytes, norms } = load();
  const i = index.get(word);
  if (i === undefined) return null;
  const v = new Float32Array(DIMENSIONS);
  for (let d = 0; d < DIMENSIONS; d++) v[d] = bytes[i * DIMENSIONS + d] / norms[i];
  return { vector: v, rank: i };
}

/** Cosine similarity of two vectors of length 1 (or of any length: divided by theirs). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    dot += a[d] * b[d];
    na += a[d] * a[d];
    nb += b[d] * b[d];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
