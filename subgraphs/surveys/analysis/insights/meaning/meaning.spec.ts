import { describe, expect, it } from 'vitest';
import { englishAnalyser } from '../english';
import { computeInsight, type InsightQuestion } from '../insights';
import { cosine, wordMeaning } from './word-vectors';
import { oppositeWords, relatedWords } from './wordnet';

describe('the lexicon (WordNet 3.1)', () => {
  it('relates synonyms, similar senses and derived words; knows opposites; finds inflected forms', () => {
    expect([...relatedWords('legible')]).toEqual(expect.arrayContaining(['legible', 'readable', 'decipherable']));
    expect([...relatedWords('pricey')]).toEqual(expect.arrayContaining(['expensive', 'costly', 'high-priced']));
    expect([...relatedWords('roomy')]).toEqual(expect.arrayContaining(['spacious', 'commodious']));
    expect([...oppositeWords('cheap')]).toEqual(expect.arrayContaining(['expensive', 'pricey', 'overpriced']));
    expect([...oppositeWords('easy')]).toEqual(expect.arrayContaining(['difficult', 'hard']));
    // "cheaper" is not in the index: read as "cheap".
    expect(oppositeWords('cheaper').has('expensive')).toBe(true);
    expect([...relatedWords('xyzzyq')]).toEqual(['xyzzyq']);
    expect(oppositeWords('xyzzyq').size).toBe(0);
  });
});

describe('the word vectors (GloVe, 100,000 words)', () => {
  const sim = (a: string, b: string) => cosine(wordMeaning(a)!.vector, wordMeaning(b)!.vector);
  it('put words that mean alike close, and unrelated words apart; rank common words first', () => {
    expect(sim('pricey', 'expensive')).toBeGreaterThan(0.7);
    expect(sim('soothing', 'calming')).toBeGreaterThan(0.65);
    expect(sim('coffee', 'legible')).toBeLessThan(0.3);
    expect(wordMeaning('the')!.rank).toBe(0);
    expect(wordMeaning('legible')!.rank).toBeGreaterThan(wordMeaning('clear')!.rank);
    expect(wordMeaning('xyzzyq')).toBeNull();
    expect(Math.hypot(...wordMeaning('calm')!.vector)).toBeCloseTo(1, 5);
  });
});

describe('themes by meaning', () => {
  const question: InsightQuestion = { id: 'q', type: 'rating', variant: 'stars5', prompt: 'How would you rate this snack?', options: [] };
  const insightOf = (texts: string[]) =>
    computeInsight({ question, responses: texts.map((text, i) => ({ id: `r${i}`, text, chosen: [], score: 3 })), computedAt: '2026-01-01T00:00:00.000Z' }, englishAnalyser);

  it('counts one reason said in different words once per explanation', () => {
    const insight = insightOf(['Way too pricey for me.', 'Overpriced.', 'Expensive for what it is.', 'I liked the flavour.']);
    expect(insight.themes[0]).toMatchObject({ count: 3 });
    expect(insight.themes[0].label.split(/, | and /).sort()).toEqual(['expensive', 'overpriced', 'pricey']);
  });

  it('never folds opposites, however alike their vectors', () => {
    const labels = insightOf(['Cheap, a bargain.', 'So cheap.', 'Expensive.', 'Too expensive really.']).themes.map((t) => t.label);
    expect(labels.some((l) => /cheap/.test(l) && /expensive/.test(l))).toBe(false);
  });
});
