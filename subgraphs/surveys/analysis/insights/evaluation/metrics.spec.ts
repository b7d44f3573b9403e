import { describe, expect, it } from 'vitest';
import { insightInput, topicOf, type EvalQuestion } from './dataset';
import { covered, onlyTopicWords, pool, reasonCounts, reasonsNamed, scoreQuestion, type LabelledExplanation, type Reason } from './metrics';

/** The evaluation's own figures on tiny hand-made inputs whose answers are known, so that a wrong measure cannot pass for a good engine. */

const reasons: Reason[] = [
  { id: 'fast', label: 'fast delivery', synonyms: ['quick', 'arrived early', 'stands out'] },
  { id: 'cheap', label: 'low price', synonyms: ['cheap', 'affordable'] },
  { id: 'kind', label: 'friendly staff', synonyms: ['polite'] },
];
const topic = ['Which courier would you choose for your parcels?', 'Box Express', 'Green Van'];
const explanations: LabelledExplanation[] = [
  { text: 'Quick and it arrived early', reasons: ['fast'] },
  { text: 'Fast delivery every time', reasons: ['fast'] },
  { text: 'Quick and cheap', reasons: ['fast', 'cheap'] },
  { text: 'Affordable', reasons: ['cheap'] },
  { text: 'Cheap enough for me', reasons: ['cheap'] },
  { text: 'The driver was polite', reasons: ['kind'] },
  { text: 'I like the green van', reasons: [] },
];
const theme = (label: string, count = 2, phrases = [label]) => ({ label, count, phrases });

describe('reasonsNamed', () => {
  it('names a reason whose label or synonym the theme label contains, by lemma and case-blind', () => {
    expect(reasonsNamed('fast delivery', reasons)).toEqual(['fast']);
    expect(reasonsNamed('Quick shipping', reasons)).toEqual(['fast']);
    expect(reasonsNamed('standing out', reasons)).toEqual(['fast']);
    expect(reasonsNamed('cheap and polite', reasons)).toEqual(['cheap', 'kind']);
    expect(reasonsNamed('calm', [{ id: 'calming', label: 'feels calming', synonyms: ['calming'] }])).toEqual(['calming']);
  });

  it('does not name a reason from part of its label or synonym', () => {
    expect(reasonsNamed('delivery', reasons)).toEqual([]);
    expect(reasonsNamed('arrived', reasons)).toEqual([]);
    expect(reasonsNamed('price', reasons)).toEqual([]);
    expect(reasonsNamed('early', reasons)).toEqual([]);
  });
});

describe('onlyTopicWords', () => {
  it('is true when every word but stop words is the prompt’s or an option’s, inflected or not', () => {
    expect(onlyTopicWords('box', topic)).toBe(true);
    expect(onlyTopicWords('Parcel', topic)).toBe(true);
    expect(onlyTopicWords('the green vans', topic)).toBe(true);
  });

  it('is false when a word is new, or when there is no word but stop words', () => {
    expect(onlyTopicWords('green and cheap', topic)).toBe(false);
    expect(onlyTopicWords('polite', topic)).toBe(false);
    expect(onlyTopicWords('for the', topic)).toBe(false);
  });
});

describe('reasonCounts and covered', () => {
  it('counts explanations per reason, most frequent first, then by id', () => {
    expect(reasonCounts(explanations)).toEqual([
      ['cheap', 3],
      ['fast', 3],
      ['kind', 1],
    ]);
  });

  it('takes an explanation as covered when it contains the theme label or one of its phrases', () => {
    expect(covered(theme('quick', 2, ['quick', 'arrived early']), explanations)).toEqual([0, 2]);
    expect(covered(theme('van', 1, []), explanations)).toEqual([6]);
  });
});

describe('scoreQuestion', () => {
  const score = (labels: string[]) => scoreQuestion({ reasons, topic, explanations, themes: labels.map((l) => theme(l)) });

  it('scores precision, recall of recurring reasons, option/prompt words and the top reason', () => {
    const s = score(['box', 'parcel', 'quick shipping', 'cheap']);
    expect(s.themes.map((t) => t.names)).toEqual([[], [], ['fast'], ['cheap']]);
    expect(s.naming).toBe(2);
    expect(s.recurring).toEqual(['cheap', 'fast']);
    expect(s.recalled).toEqual(['cheap', 'fast']);
    expect(s.topicOnly).toBe(2);
    // cheap and fast tie at 3: either in the first three themes counts.
    expect(s.top).toEqual(['cheap', 'fast']);
    expect(s.topInTopThree).toBe(true);
  });

  it('misses a recurring reason no label names, and a top reason named only after the third theme', () => {
    const s = score(['box', 'parcel', 'driver', 'polite', 'quick']);
    expect(s.recalled).toEqual(['fast']);
    expect(s.topInTopThree).toBe(false);
  });

  it('gives no top reason in the top three when there are no themes', () => {
    const s = score([]);
    expect(s.naming).toBe(0);
    expect(s.recalled).toEqual([]);
    expect(s.topInTopThree).toBe(false);
  });

  it('reports what a theme’s explanations are labelled with, "" for none', () => {
    const [van] = score(['green van']).themes;
    expect(van).toMatchObject({ covered: 1, coveredReasons: { '': 1 }, topicOnly: true });
  });
});

describe('pool', () => {
  it('adds numerators and denominators over questions; no themes gives no ratio', () => {
    const a = scoreQuestion({ reasons, topic, explanations, themes: [theme('box'), theme('quick shipping'), theme('cheap')] });
    const b = scoreQuestion({ reasons, topic, explanations, themes: [theme('parcel')] });
    expect(pool([a, b])).toEqual({
      questions: 2,
      themes: 4,
      naming: 2,
      recurring: 4,
      recalled: 2,
      topicOnly: 2,
      topInTopThree: 1,
      precision: 0.5,
      recall: 0.5,
      topicShare: 0.5,
    });
    expect(pool([scoreQuestion({ reasons, topic, explanations: [], themes: [] })])).toMatchObject({ precision: null, recall: null, topicShare: null });
  });
});

describe('the engine’s input', () => {
  const base = { prompt: 'Why?', reasons: [] };
  it('gives the chosen option, the stars, and the likert statement as the service does', () => {
    const h2h: EvalQuestion = { ...base, id: 'h', type: 'head_to_head', options: ['Nova', 'Lumen'] };
    const rating: EvalQuestion = { ...base, id: 'r', type: 'rating', options: [], scale: 'stars5' };
    const likert: EvalQuestion = { ...base, id: 'l', type: 'likert', options: [], scale: 'agreement5', statement: 'I like it.' };
    const one = (q: EvalQuestion, answer: string | number) => insightInput(q, [{ question: q.id, answer, text: 't', reasons: [] }]);

    expect(one(h2h, 'Lumen').responses[0]).toEqual({ id: 'h-001', text: 't', chosen: ['option-2'], score: null });
    expect(one(rating, 4)).toMatchObject({ question: { variant: 'stars5', options: [] }, responses: [{ chosen: [], score: 4 }] });
    expect(one(likert, 'neither agree nor disagree')).toMatchObject({ question: { options: [{ label: 'I like it.' }] }, responses: [{ chosen: ['statement'], score: null }] });
    expect(() => one(likert, 'maybe')).toThrow();
    expect(topicOf(likert)).toEqual(['Why?', 'I like it.']);
  });
});
