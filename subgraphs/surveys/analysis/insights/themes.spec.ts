import { describe, expect, it } from 'vitest';
import type { Term } from './terms';
import { findThemes, type ThemeDoc } from './themes';

/** A word as the English analyser gives it: its key, stem and surface. */
const word = (key: string, root = key): Term => ({ key, surface: key, heads: [key], root });

/** Vectors by hand: "calm" and "serene" alike; "soothing" and "calming" alike; neither pair like the other. */
const VECTORS: Record<string, number[]> = {
  calm: [1, 0, 0],
  serene: [0.95, 0.31, 0],
  soothing: [0, 1, 0],
  calming: [0.2, 0.98, 0],
  price: [0, 0, 1],
};
const meaning = (key: string) => (VECTORS[key] ? { vector: Float32Array.from(VECTORS[key]), rank: 50_000 } : null);

const docs = (...terms: Term[][]): ThemeDoc[] => terms.map((t, i) => ({ id: String(i), terms: t }));

describe('findThemes', () => {
  const options = { minCount: 2, maxThemes: 10, exclude: new Set<string>(), meaning };

  it('folds words said alike into one theme, labelled by its words', () => {
    const found = findThemes(docs([word('calm')], [word('serene')], [word('calm')], [word('price')], [word('price')]), options);
    expect(found.map((t) => [t.label, t.docs])).toEqual([
      ['calm and serene', [0, 1, 2]],
      ['price', [3, 4]],
    ]);
  });

  it('keeps the stem of a folded word: a group holding "calming" joins the theme of "calm", each explanation counted once', () => {
    // "calming" folds into "soothing" (their vectors), and shares its stem with "calm": one reason.
    const found = findThemes(
      docs([word('calm')], [word('serene')], [word('soothing', 'sooth')], [word('calming', 'calm')], [word('soothing', 'sooth'), word('calm')], [word('price')], [word('price')]),
      options,
    );
    expect(found.map((t) => [t.label, t.docs])).toEqual([
      ['calm and serene', [0, 1, 2, 3, 4]],
      ['price', [5, 6]],
    ]);
    // Without the stems the two groups stay two themes of one reason.
    const apart = findThemes(
      docs(
        [word('calm')],
        [word('serene')],
        [word('soothing', 'sooth')],
        [word('calming', 'calming')],
        [word('soothing', 'sooth'), word('calm')],
        [word('price')],
        [word('price')],
      ),
      options,
    );
    expect(apart.map((t) => t.label)).toEqual(['calm and serene', 'soothing and calming', 'price']);
  });
});
