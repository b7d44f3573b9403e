import { describe, expect, it } from 'vitest';
import { asksForReasoning, normalizeQuestion, normalizeQuestions, type QuestionInput } from './question-rules';
import { SurveysError } from '../surveys.errors';

const img = 'https://cdn.example.com/a.png';
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof SurveysError ? [e.code, e.details.param] : ['other', String(e)];
  }
  return ['passed'];
};

describe('question rules', () => {
  it('accepts a head_to_head with two text options and infers their kind', () => {
    const q = normalizeQuestion({ type: 'head_to_head', prompt: ' Which name? ', options: [{ label: 'Nova' }, { label: 'Orbit' }] }, 'questions[0]');
    expect(q).toEqual({
      type: 'head_to_head',
      variant: null,
      prompt: 'Which name?',
      context: null,
      likertScale: null,
      options: [
        { kind: 'text', label: 'Nova', mediaUrl: null, imageSet: [], mockup: null, product: null },
        { kind: 'text', label: 'Orbit', mediaUrl: null, imageSet: [], mockup: null, product: null },
      ],
    });
  });

  it.each<[string, QuestionInput, string[]]>([
    ['unknown type', { type: 'poll', prompt: 'x' }, ['invalid_question', 'q.type']],
    ['head_to_head with three options', { type: 'head_to_head', prompt: 'x', options: [{ label: 'a' }, { label: 'b' }, { label: 'c' }] }, ['invalid_question', 'q.options']],
    ['ranked with two options', { type: 'ranked', prompt: 'x', options: [{ label: 'a' }, { label: 'b' }] }, ['invalid_question', 'q.options']],
    ['open_ended with options', { type: 'open_ended', prompt: 'x', options: [{ label: 'a' }] }, ['invalid_question', 'q.options']],
    ['click_test without an image', { type: 'click_test', prompt: 'Where would you click?' }, ['invalid_question', 'q.context.mediaUrl']],
    [
      'single_select with a product option',
      { type: 'single_select', prompt: 'x', options: [{ product: { asin: 'B0' } }, { label: 'b' }] },
      ['invalid_question', 'q.options[0].kind'],
    ],
    ['likert without a scale', { type: 'likert', prompt: 'x', options: [{ label: 'It is easy' }] }, ['invalid_question', 'q.likertScale']],
    ['rating with an unknown variant', { type: 'rating', prompt: 'x', variant: 'score7' }, ['invalid_question', 'q.variant']],
    ['price_sensitivity without the product', { type: 'price_sensitivity', prompt: 'x' }, ['invalid_question', 'q.context']],
    ['screen_recording without a task', { type: 'screen_recording', prompt: 'x', context: { mediaUrl: img } }, ['invalid_question', 'q.context.value']],
    ['an http media URL', { type: 'head_to_head', prompt: 'x', options: [{ mediaUrl: 'http://x/a.png' }, { label: 'b' }] }, ['invalid_question', 'q.options[0].mediaUrl']],
    ['a reasoning question', { type: 'open_ended', prompt: 'Why did you choose that option?' }, ['reasoning_question_not_allowed', 'q.prompt']],
  ])('refuses %s', (_name, q, expected) => {
    expect(codeOf(() => normalizeQuestion(q, 'q'))).toEqual(expected);
  });

  it('accepts every type in a valid form', () => {
    const all: QuestionInput[] = [
      { type: 'ranked', prompt: 'Rank', options: [{ label: 'a' }, { label: 'b' }, { mockup: { image: img, title: 'c' } }] },
      { type: 'open_ended', prompt: 'What comes to mind when you see this logo?', context: { mediaUrl: img } },
      { type: 'click_test', prompt: 'Where would you click to buy?', context: { type: 'image', mediaUrl: img } },
      { type: 'single_select', prompt: 'Pick one', options: [{ label: 'a' }, { mediaUrl: img }] },
      { type: 'multi_select', prompt: 'Pick any', options: [{ label: 'a' }, { label: 'b' }] },
      { type: 'likert', prompt: 'How far do you agree?', likertScale: 'agreement5', options: [{ label: 'It is easy to use' }] },
      { type: 'rating', prompt: 'Rate it' },
      { type: 'price_sensitivity', prompt: 'At what price…', context: { value: 'A 500 ml bottle of cold brew' } },
      { type: 'screen_recording', prompt: 'Show us', context: { value: 'Find the returns page', mediaUrl: 'https://shop.example.com' } },
      { type: 'head_to_head', prompt: 'Which pack?', options: [{ imageSet: [img, img] }, { product: { asin: 'B000123', price: 9.99 } }] },
    ];
    const out = normalizeQuestions(all);
    expect(out.map((q) => q.type)).toEqual(all.map((q) => q.type));
    expect(out[6].variant).toBe('score10');
    expect(out[9].options[1].product).toEqual({
      asin: 'B000123',
      title: null,
      currency: null,
      image: null,
      price: 9.99,
      salePrice: null,
      rating: null,
      reviews: null,
      reviewScore: null,
      numRatings: null,
    });
  });

  it('limits a survey to 1..10 questions', () => {
    expect(codeOf(() => normalizeQuestions([]))).toEqual(['invalid_question', 'questions']);
    const q: QuestionInput = { type: 'rating', prompt: 'Rate' };
    expect(codeOf(() => normalizeQuestions(Array(11).fill(q)))).toEqual(['invalid_question', 'questions']);
  });

  it('tells reasoning questions from ordinary open questions', () => {
    expect(asksForReasoning('Please explain your choice')).toBe(true);
    expect(asksForReasoning("What's your reasoning?")).toBe(true);
    expect(asksForReasoning('What made you pick option B?')).toBe(true);
    expect(asksForReasoning('Why do you shop online?')).toBe(false);
    expect(asksForReasoning('What would you name this drink?')).toBe(false);
  });
});
