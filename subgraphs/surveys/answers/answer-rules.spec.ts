import { describe, expect, it } from 'vitest';
import type { QuestionType } from './question-rules';
import type { Answer, AnswerQuestion } from './answer';
import { likertPoints, validateAnswer, votesOf } from './answer-rules';

const opt = (id: string, label: string | null = id.toUpperCase(), kind = 'text') => ({ id, kind, label, mediaUrl: null });
const question = (type: QuestionType, extra: Partial<AnswerQuestion> = {}): AnswerQuestion => ({
  id: 'q1',
  type,
  variant: null,
  prompt: 'Which one?',
  context: null,
  likertScale: null,
  options: [],
  ...extra,
});

const Q = {
  head_to_head: question('head_to_head', { options: [opt('a'), opt('b')] }),
  single_select: question('single_select', { options: [opt('a'), opt('b'), opt('c')] }),
  multi_select: question('multi_select', { options: [opt('a'), opt('b'), opt('c')] }),
  ranked: question('ranked', { options: [opt('a'), opt('b'), opt('c')] }),
  likert: question('likert', { likertScale: 'agreement5', options: [opt('a', 'It is easy'), opt('b', 'It is fun')] }),
  rating: question('rating'),
  click_test: question('click_test', { context: { type: 'image', value: null, mediaUrl: 'https://cdn.example.com/a.png' } }),
  price_sensitivity: question('price_sensitivity', { context: { type: 'text', value: 'A mug', mediaUrl: null } }),
  screen_recording: question('screen_recording', { context: { type: 'text', value: 'Find the returns page', mediaUrl: null } }),
  open_ended: question('open_ended'),
} satisfies Record<QuestionType, AnswerQuestion>;

const VALID: Record<QuestionType, Answer> = {
  head_to_head: { chosenOption: 'b', matchup: { option1: 'b', option2: 'a' } },
  single_select: { chosenOption: 'c' },
  multi_select: { selectedOptions: ['c', 'a'] },
  ranked: {
    chosenOption: 'b',
    ranking: [
      { rank: 2, option: 'c' },
      { rank: 1, option: 'b' },
      { rank: 3, option: 'a' },
    ],
  },
  likert: {
    statements: [
      { id: 'b', statement: 'It is fun', value: 5 },
      { id: 'a', statement: 'It is easy', value: 1 },
    ],
  },
  rating: { score: 0 },
  click_test: {
    clicks: [
      { number: 1, xCoord: 0, yCoord: 100 },
      { number: 2, xCoord: 45.5, yCoord: 12.25 },
    ],
  },
  price_sensitivity: { prices: { tooCheap: 2, bargain: 4.5, expensive: 9, tooExpensive: 12.99 } },
  screen_recording: { media: 'https://media.example.com/r.webm', mediaTranscription: 'I open the menu and find it.' },
  open_ended: {},
};

const ok = 'Looks good to me.';
const explanationFor = (t: QuestionType) => (t === 'screen_recording' ? null : ok);

describe('validateAnswer', () => {
  it.each(Object.keys(VALID) as QuestionType[])('accepts a valid %s answer', (type) => {
    expect(validateAnswer(Q[type], VALID[type], explanationFor(type))).toBeNull();
  });

  const INVALID: [string, QuestionType, Answer][] = [
    ['head_to_head: chosen option not in the question', 'head_to_head', { chosenOption: 'x', matchup: { option1: 'a', option2: 'b' } }],
    ['head_to_head: matchup missing', 'head_to_head', { chosenOption: 'a' }],
    ['head_to_head: matchup pairs an option with itself', 'head_to_head', { chosenOption: 'a', matchup: { option1: 'a', option2: 'a' } }],
    ['single_select: unknown option', 'single_select', { chosenOption: 'z' }],
    ['single_select: a score', 'single_select', { chosenOption: 'a', score: 3 }],
    ['multi_select: empty', 'multi_select', { selectedOptions: [] }],
    ['multi_select: duplicate', 'multi_select', { selectedOptions: ['a', 'a'] }],
    ['multi_select: unknown option', 'multi_select', { selectedOptions: ['a', 'z'] }],
    [
      'ranked: an option missing',
      'ranked',
      {
        chosenOption: 'a',
        ranking: [
          { rank: 1, option: 'a' },
          { rank: 2, option: 'b' },
        ],
      },
    ],
    [
      'ranked: ranks not 1..n',
      'ranked',
      {
        chosenOption: 'a',
        ranking: [
          { rank: 1, option: 'a' },
          { rank: 2, option: 'b' },
          { rank: 4, option: 'c' },
        ],
      },
    ],
    [
      'ranked: an option twice',
      'ranked',
      {
        chosenOption: 'a',
        ranking: [
          { rank: 1, option: 'a' },
          { rank: 2, option: 'a' },
          { rank: 3, option: 'c' },
        ],
      },
    ],
    [
      'ranked: chosenOption not rank 1',
      'ranked',
      {
        chosenOption: 'c',
        ranking: [
          { rank: 1, option: 'a' },
          { rank: 2, option: 'b' },
          { rank: 3, option: 'c' },
        ],
      },
    ],
    [
      'likert: value above the scale',
      'likert',
      {
        statements: [
          { id: 'a', statement: 'It is easy', value: 6 },
          { id: 'b', statement: 'It is fun', value: 3 },
        ],
      },
    ],
    [
      'likert: value 0',
      'likert',
      {
        statements: [
          { id: 'a', statement: 'It is easy', value: 0 },
          { id: 'b', statement: 'It is fun', value: 3 },
        ],
      },
    ],
    ['likert: a statement missing', 'likert', { statements: [{ id: 'a', statement: 'It is easy', value: 3 }] }],
    [
      'likert: wrong statement text',
      'likert',
      {
        statements: [
          { id: 'a', statement: 'It is hard', value: 3 },
          { id: 'b', statement: 'It is fun', value: 3 },
        ],
      },
    ],
    [
      'likert: fractional value',
      'likert',
      {
        statements: [
          { id: 'a', statement: 'It is easy', value: 2.5 },
          { id: 'b', statement: 'It is fun', value: 3 },
        ],
      },
    ],
    ['rating: 11 on score10', 'rating', { score: 11 }],
    ['rating: fractional', 'rating', { score: 7.5 }],
    ['rating: no score', 'rating', {}],
    ['click_test: no clicks', 'click_test', { clicks: [] }],
    ['click_test: four clicks', 'click_test', { clicks: [1, 2, 3, 4].map((n) => ({ number: n, xCoord: 1, yCoord: 1 })) }],
    ['click_test: misnumbered', 'click_test', { clicks: [{ number: 2, xCoord: 1, yCoord: 1 }] }],
    ['click_test: outside the image', 'click_test', { clicks: [{ number: 1, xCoord: 100.1, yCoord: 1 }] }],
    ['click_test: NaN', 'click_test', { clicks: [{ number: 1, xCoord: Number.NaN, yCoord: 1 }] }],
    ['price_sensitivity: not increasing', 'price_sensitivity', { prices: { tooCheap: 2, bargain: 2, expensive: 9, tooExpensive: 12 } }],
    ['price_sensitivity: zero', 'price_sensitivity', { prices: { tooCheap: 0, bargain: 2, expensive: 9, tooExpensive: 12 } }],
    ['price_sensitivity: infinite', 'price_sensitivity', { prices: { tooCheap: 1, bargain: 2, expensive: 9, tooExpensive: Infinity } }],
    ['screen_recording: http media', 'screen_recording', { media: 'http://media.example.com/r.webm', mediaTranscription: 'x' }],
    ['screen_recording: empty transcription', 'screen_recording', { media: 'https://media.example.com/r.webm', mediaTranscription: '  ' }],
    ['open_ended: a chosen option', 'open_ended', { chosenOption: 'a' }],
  ];
  it.each(INVALID)('refuses %s', (_name, type, answer) => {
    expect(validateAnswer(Q[type], answer, explanationFor(type))).not.toBeNull();
  });

  it('checks stars5 ratings on 1..5 and agreement7 likert on 1..7', () => {
    const stars = { ...Q.rating, variant: 'stars5' };
    expect(validateAnswer(stars, { score: 5 }, ok)).toBeNull();
    expect(validateAnswer(stars, { score: 0 }, ok)).not.toBeNull();
    expect(validateAnswer(stars, { score: 6 }, ok)).not.toBeNull();
    const seven = { ...Q.likert, likertScale: 'agreement7' };
    const st = (value: number) => ({
      statements: [
        { id: 'a', statement: 'It is easy', value },
        { id: 'b', statement: 'It is fun', value: 1 },
      ],
    });
    expect(validateAnswer(seven, st(7), ok)).toBeNull();
    expect(validateAnswer(seven, st(8), ok)).not.toBeNull();
  });

  it('requires an explanation of at most 2000 characters, except on screen recordings', () => {
    expect(validateAnswer(Q.single_select, VALID.single_select, null)).not.toBeNull();
    expect(validateAnswer(Q.single_select, VALID.single_select, '   ')).not.toBeNull();
    expect(validateAnswer(Q.single_select, VALID.single_select, 'x'.repeat(2000))).toBeNull();
    expect(validateAnswer(Q.single_select, VALID.single_select, 'x'.repeat(2001))).not.toBeNull();
    expect(validateAnswer(Q.open_ended, {}, null)).not.toBeNull();
    expect(validateAnswer(Q.screen_recording, VALID.screen_recording, 'I found it')).not.toBeNull();
    expect(validateAnswer(Q.screen_recording, VALID.screen_recording, '')).toBeNull();
  });

  it('treats explicit nulls as absent fields', () => {
    const withNulls = { chosenOption: 'a', score: null, clicks: null } as unknown as Answer;
    expect(validateAnswer(Q.single_select, withNulls, ok)).toBeNull();
  });
});

describe('likertPoints', () => {
  it('gives 7 for agreement7 and 5 for the other scales', () => {
    expect(likertPoints('agreement7')).toBe(7);
    for (const s of ['agreement5', 'satisfaction5', 'likelihood5', 'frequency5']) expect(likertPoints(s)).toBe(5);
    expect(() => likertPoints('agreement9')).toThrow();
  });
});

describe('votesOf', () => {
  it.each<[QuestionType, unknown[]]>([
    ['head_to_head', [{ optionId: 'b', rank: null, value: null }]],
    ['single_select', [{ optionId: 'c', rank: null, value: null }]],
    [
      'multi_select',
      [
        { optionId: 'c', rank: null, value: null },
        { optionId: 'a', rank: null, value: null },
      ],
    ],
    [
      'ranked',
      [
        { optionId: 'c', rank: 2, value: null },
        { optionId: 'b', rank: 1, value: null },
        { optionId: 'a', rank: 3, value: null },
      ],
    ],
    [
      'likert',
      [
        { optionId: 'b', rank: null, value: 5 },
        { optionId: 'a', rank: null, value: 1 },
      ],
    ],
    ['rating', [{ optionId: null, rank: null, value: 0 }]],
    ['click_test', []],
    ['price_sensitivity', []],
    ['screen_recording', []],
    ['open_ended', []],
  ])('%s', (type, expected) => {
    expect(votesOf(Q[type], VALID[type])).toEqual(expected);
  });
});
