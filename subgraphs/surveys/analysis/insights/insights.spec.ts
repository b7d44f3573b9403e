import { describe, expect, it } from 'vitest';
import { englishAnalyser } from './english';
import { computeInsight, type InsightQuestion, type InsightResponse } from './insights';
import { detectLanguage, lexemeAnalyser, unreadAnalyser, type Lexeme } from './languages';

const at = '2026-01-01T00:00:00.000Z';
const h2h: InsightQuestion = {
  id: 'q1',
  type: 'head_to_head',
  variant: null,
  prompt: 'Which snack box would you buy?',
  options: [
    { id: 'a', label: 'Crunchy Oats' },
    { id: 'b', label: 'Berry Bites' },
  ],
};
const r = (id: string, text: string, chosen: string[] = [], score: number | null = null): InsightResponse => ({ id, text, chosen, score });

describe('computeInsight', () => {
  it('reads English: themes with counts and quotes, reasons per option, sentiment per option', () => {
    const responses = [
      r('r1', 'The price is great, really cheap for what you get.', ['a']),
      r('r2', 'Good price and it looks healthy.', ['a']),
      r('r3', 'Fair price. I like the crunchy texture.', ['a']),
      r('r4', 'I love the bright colours on the packaging.', ['b']),
      r('r5', 'Bright colours, fun and happy.', ['b']),
      r('r6', 'Terrible, bland and boring.', ['a']),
    ];
    const insight = computeInsight({ question: h2h, responses, computedAt: at }, englishAnalyser);
    expect(insight).toMatchObject({ language: 'en', method: 'wink-nlp', computedAt: at, responses: 6 });
    expect(insight.themes.slice(0, 2)).toEqual([
      { label: 'price', count: 3, share: 0.5, phrases: ['price'], quotes: expect.arrayContaining(['r1']) },
      { label: 'bright colours', count: 2, share: 0.333, phrases: expect.arrayContaining(['bright colours']), quotes: ['r4', 'r5'] },
    ]);
    expect(insight.perOption).toEqual([
      { optionId: 'a', chosenBy: 4, for: [{ label: 'price', count: 3 }], against: [{ label: 'bright colours', count: 2 }] },
      { optionId: 'b', chosenBy: 2, for: [{ label: 'bright colours', count: 2 }], against: [{ label: 'price', count: 3 }] },
    ]);
    const [a, b] = insight.sentiment!;
    expect(a).toMatchObject({ optionId: 'a', negative: 1 });
    expect(a.positive + a.negative + a.neutral).toBe(4);
    expect(b).toMatchObject({ optionId: 'b', positive: 2, negative: 0 });
    // "price" is one word: named as a word, not counted as a reason (issue 43).
    expect(insight.summary).toBe(
      'Across 6 explanations, the reason given most often is bright colours (2); the word "price" also recurs. ' +
        'Respondents who chose "Berry Bites" (2) most often mention bright colours (2). ' +
        `Explanations read most positive about "Berry Bites" and least about "Crunchy Oats".`,
    );
  });

  it('leaves the options’ own names and the prompt’s words out of the themes', () => {
    const responses = ['I went with "Crunchy Oats", the oats look filling.', 'Crunchy Oats: filling and tasty.', 'Crunchy oats for me, a snack box that fills you up.'].map(
      (t, i) => r(`r${i}`, t, ['a']),
    );
    const labels = computeInsight({ question: h2h, responses, computedAt: at }, englishAnalyser).themes.map((t) => t.label);
    expect(labels).toContain('filling');
    for (const word of ['crunchy', 'crunchy oats', 'snack', 'box', 'snack box']) expect(labels).not.toContain(word);
  });

  it('leaves out a word of the prompt or a statement said in another form ("Rentals" opening a sentence, "clothes" for "clothing")', () => {
    const likert = (statement: string): InsightQuestion => ({
      id: 'q4',
      type: 'likert',
      variant: null,
      prompt: 'How much do you agree with the following statement?',
      options: [{ id: 's', label: statement }],
    });
    const themes = (statement: string, texts: string[]) =>
      computeInsight({ question: likert(statement), responses: texts.map((t, i) => r(`r${i}`, t, ['s'])), computedAt: at }, englishAnalyser).themes.map((t) => t.label);
    const rentals = themes('I would stay in a vacation rental.', ['Rentals have a kitchen.', 'Rentals come with a kitchen we can use.', 'Rentals usually feel roomy.']);
    expect(rentals).toContain('kitchen');
    expect(rentals.filter((l) => /rental/.test(l))).toEqual([]);
    const clothes = themes('I would buy clothing made from hemp.', ['Clothes should feel soft.', 'My clothes need to be soft.', 'Soft clothes matter.']);
    expect(clothes).toContain('soft');
    expect(clothes.filter((l) => /cloth/.test(l))).toEqual([]);
  });

  it('keeps phrases whose small words the prompt shares ("easy to read" under "How likely are you to …")', () => {
    const question: InsightQuestion = { id: 'q3', type: 'open_ended', variant: null, prompt: 'How likely are you to buy it?', options: [] };
    const responses = ['The label is easy to read.', 'Easy to read and simple.', 'Clear and easy to read.'].map((t, i) => r(`r${i}`, t));
    expect(computeInsight({ question, responses, computedAt: at }, englishAnalyser).themes[0]).toMatchObject({ label: 'easy to read', count: 3 });
  });

  it('reads ratings by score band, and counts sentiment over all explanations when there are no options', () => {
    const rating: InsightQuestion = { id: 'q2', type: 'rating', variant: 'score10', prompt: 'How likely are you to recommend the app?', options: [] };
    const responses = [
      r('r1', 'Great design and easy to use.', [], 9),
      r('r2', 'Clean design, easy to use.', [], 8),
      r('r3', 'Annoying adverts, it crashes a lot.', [], 2),
      r('r4', 'So many annoying adverts.', [], 1),
    ];
    const insight = computeInsight({ question: rating, responses, computedAt: at }, englishAnalyser);
    expect(insight.perOption).toEqual([]);
    expect(insight.sentiment).toEqual([]);
    expect(insight.summary).toMatch(/Respondents who scored 7–10 \(2\) most often mention easy to use \(2\); those who scored 0–4 \(2\) mention annoying adverts \(2\)\./);
    expect(insight.summary).toMatch(/Of the explanations, \d read as positive, \d as negative and \d as neutral\.$/);
  });

  it('says so when there is nothing to read, or nothing recurs', () => {
    expect(computeInsight({ question: h2h, responses: [r('r1', '  ')], computedAt: at }, englishAnalyser)).toMatchObject({
      responses: 0,
      themes: [],
      summary: 'No explanations were given, so there are no reasons to read.',
    });
    const one = computeInsight({ question: h2h, responses: [r('r1', 'Lovely colours.', ['a']), r('r2', 'Cheaper.', ['b'])], computedAt: at }, englishAnalyser);
    expect(one.themes).toEqual([]);
    expect(one.summary).toMatch(/^2 explanations were read; no reason recurs in 2 or more of them\./);
  });

  it('reads other languages through PostgreSQL lexemes: themes by word frequency, no sentiment', () => {
    const texts = ['Der Preis ist gut.', 'Guter Preis und schöne Farbe.', 'Die Farbe gefällt mir, der Preis auch.'];
    // What ts_debug('german', …) gives: stems, null for stop words.
    const lexemes = new Map<string, Lexeme[]>([
      [texts[0], [l('Der'), l('Preis', 'preis'), l('ist'), l('gut', 'gut')]],
      [texts[1], [l('Guter', 'gut'), l('Preis', 'preis'), l('und'), l('schöne', 'schon'), l('Farbe', 'farb')]],
      [texts[2], [l('Die'), l('Farbe', 'farb'), l('gefällt', 'gefallt'), l('mir'), l('der'), l('Preis', 'preis'), l('auch')]],
    ]);
    const analyser = lexemeAnalyser('de', 'german', lexemes);
    const insight = computeInsight({ question: { ...h2h, prompt: '', options: [] }, responses: texts.map((t, i) => r(`r${i}`, t, ['a'])), computedAt: at }, analyser);
    expect(insight).toMatchObject({ language: 'de', method: 'postgresql-text-search:german; sentiment not computed', sentiment: null });
    expect(insight.themes.map((t) => [t.label, t.count])).toEqual([
      ['preis', 3],
      ['farbe', 2],
      ['gut', 2],
    ]);
    expect(insight.summary).toMatch(/Sentiment is not computed for German text: no offline model for it\.$/);
  });

  it('counts but does not read a language it cannot split into words', () => {
    const insight = computeInsight({ question: h2h, responses: [r('r1', '色がきれいです。', ['a']), r('r2', '値段が安い。', ['b'])], computedAt: at }, unreadAnalyser('ja'));
    expect(insight).toMatchObject({ language: 'ja', method: 'none: no offline word segmentation for ja', themes: [], sentiment: null, responses: 2 });
    expect(insight.summary).toBe(
      '2 explanations were counted, but themes are not extracted from Japanese text: it cannot be split into words offline. Sentiment is not computed for Japanese text: no offline model for it.',
    );
  });
});

function l(token: string, lexeme: string | null = null): Lexeme {
  return { token, lexeme };
}

describe('detectLanguage', () => {
  const english = ['I like it because it is cheaper than the other one and it has a nicer colour.', 'The one on the left is easier to read and I think it looks better.'];
  const german = ['Mir gefällt die Farbe sehr gut, und der Preis ist auch in Ordnung für mich.', 'Die Verpackung wirkt hochwertig und man kann die Schrift gut lesen, finde ich.'];
  it('takes the country’s language unless the explanations plainly are English', async () => {
    expect(await detectLanguage('DE', german)).toBe('de');
    expect(await detectLanguage('DE', english)).toBe('en');
    expect(await detectLanguage('JP', english)).toBe('en');
    expect(await detectLanguage('US', english)).toBe('en');
    expect(await detectLanguage('US', german)).toBe('und');
    // Too few words to overrule the country.
    expect(await detectLanguage('US', ['Nice.'])).toBe('en');
    expect(await detectLanguage('FR', ['Yes it is'])).toBe('fr');
  });
});
