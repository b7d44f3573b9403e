import { describe, expect, it } from 'vitest';
import { applyReply, modelInput } from './insight-model';
import type { InsightQuestion, QuestionInsight } from './insights';

const question: InsightQuestion = {
  id: 'q',
  type: 'head_to_head',
  prompt: 'Which logo?',
  variant: null,
  options: [
    { id: 'a', label: 'Mug' },
    { id: 'b', label: 'Bean' },
  ],
};
const insight: QuestionInsight = {
  summary: 'offline',
  themes: [
    { label: 'read', count: 4, share: 0.4, phrases: ['read', 'easy to read'], quotes: ['r1', 'r2'] },
    { label: 'cozy', count: 3, share: 0.3, phrases: ['cozy'], quotes: ['r3'] },
  ],
  sentiment: [],
  perOption: [{ optionId: 'a', chosenBy: 6, for: [{ label: 'cozy', count: 3 }], against: [{ label: 'read', count: 2 }] }],
  language: 'en',
  method: 'wink-nlp',
  computedAt: '2026-11-29T00:00:00.000Z',
  responses: 10,
};

describe('the insight model’s answer', () => {
  it('relabels every theme and the per-option reasons, keeps every count, and says so in method', () => {
    const out = applyReply(
      insight,
      JSON.stringify({
        summary: ' Most  found it easy to read. ',
        themes: [
          { n: 2, label: 'feels  cozy' },
          { n: 1, label: 'easy to read' },
        ],
      }),
      'm1',
    );
    expect(out).toEqual({
      ...insight,
      summary: 'Most found it easy to read.',
      themes: [
        { ...insight.themes[0], label: 'easy to read' },
        { ...insight.themes[1], label: 'feels cozy' },
      ],
      perOption: [{ optionId: 'a', chosenBy: 6, for: [{ label: 'feels cozy', count: 3 }], against: [{ label: 'easy to read', count: 2 }] }],
      method: 'wink-nlp; summary and theme labels by m1',
    });
  });

  it.each([
    ['not JSON', 'Sure! Here it is', /JSON/],
    ['no summary', JSON.stringify({ themes: [] }), /shape/],
    ['a theme missing', JSON.stringify({ summary: 's', themes: [{ n: 1, label: 'x' }] }), /labelled 1 themes of 2/],
    [
      'a theme twice, one missing',
      JSON.stringify({
        summary: 's',
        themes: [
          { n: 1, label: 'x' },
          { n: 1, label: 'y' },
        ],
      }),
      /labelled 1 themes of 2/,
    ],
    [
      'an unknown theme',
      JSON.stringify({
        summary: 's',
        themes: [
          { n: 1, label: 'x' },
          { n: 3, label: 'y' },
        ],
      }),
      /labelled/,
    ],
    [
      'a label too long',
      JSON.stringify({
        summary: 's',
        themes: [
          { n: 1, label: 'x'.repeat(61) },
          { n: 2, label: 'y' },
        ],
      }),
      /shape/,
    ],
  ])('is refused when %s', (_, content, why) => {
    const out = applyReply(insight, content, 'm1');
    expect(out).toBeInstanceOf(Error);
    expect((out as Error).message).toMatch(why);
  });

  it('sends the question, the explanations with their answers, and the counts; no ids', () => {
    const sent = JSON.parse(
      modelInput(
        question,
        [
          { id: 'resp-1', text: 'easy to read', chosen: ['a'], score: null },
          { id: 'resp-2', text: '  ', chosen: ['b'], score: null },
          { id: 'resp-3', text: 'x'.repeat(500), chosen: ['b'], score: null },
        ],
        insight,
      ),
    ) as Record<string, unknown>;
    expect(sent).toEqual({
      question: { type: 'head_to_head', prompt: 'Which logo?', options: ['Mug', 'Bean'] },
      explanations: [
        { n: 1, answer: 'Mug', text: 'easy to read' },
        { n: 2, answer: 'Bean', text: 'x'.repeat(400) },
      ],
      explanationsInAll: 10,
      themes: [
        { n: 1, count: 4, words: ['read', 'easy to read'] },
        { n: 2, count: 3, words: ['cozy'] },
      ],
      perOption: [{ option: 'Mug', chosenBy: 6 }],
    });
    expect(JSON.stringify(sent)).not.toContain('resp-');
  });
});
