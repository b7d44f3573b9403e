import { describe, expect, it } from 'vitest';
import type { AnswerQuestion } from '../../answers';
import { shapeResults } from './results';

const q = (type: AnswerQuestion['type'], options: string[], extra: Partial<AnswerQuestion> = {}): AnswerQuestion => ({
  id: 'q',
  type,
  variant: null,
  prompt: 'p',
  context: null,
  likertScale: null,
  options: options.map((id) => ({ id, kind: 'text', label: id.toUpperCase(), mediaUrl: null })),
  ...extra,
});
const g = (optionId: string | null, n: number, rank: number | null = null, value: number | null = null) => ({ optionId, rank, value, n });

describe('shapeResults', () => {
  it('counts choices, ranks by votes with shared ranks for ties, and names a sole leader', () => {
    const r = shapeResults(q('single_select', ['a', 'b', 'c']), 7, [g('a', 4), g('b', 3)]);
    expect(r).toEqual({
      totalResponses: 7,
      winningOptionId: 'a',
      averageScore: null,
      options: [
        { id: 'a', label: 'A', votes: 4, percentage: 57.1, rank: 1, isWinner: true },
        { id: 'b', label: 'B', votes: 3, percentage: 42.9, rank: 2, isWinner: false },
        { id: 'c', label: 'C', votes: 0, percentage: 0, rank: 3, isWinner: false },
      ],
    });
  });

  it('has no winner on a tie at the top, or with no responses', () => {
    const tie = shapeResults(q('head_to_head', ['a', 'b']), 4, [g('a', 2), g('b', 2)]);
    expect(tie.winningOptionId).toBeNull();
    expect(tie.options.map((o) => [o.rank, o.isWinner])).toEqual([
      [1, false],
      [1, false],
    ]);
    const none = shapeResults(q('single_select', ['a', 'b']), 0, []);
    expect(none.winningOptionId).toBeNull();
    expect(none.options.map((o) => [o.votes, o.percentage, o.rank])).toEqual([
      [0, 0, 1],
      [0, 0, 1],
    ]);
  });

  it('ranks ranked options by mean position and counts first places as votes', () => {
    // 3 respondents: a,b,c / b,a,c / a,c,b → mean a 1.33, b 2, c 2.67
    const groups = [g('a', 2, 1), g('a', 1, 2), g('b', 1, 1), g('b', 1, 2), g('b', 1, 3), g('c', 1, 2), g('c', 2, 3)];
    const r = shapeResults(q('ranked', ['c', 'b', 'a']), 3, groups);
    expect(r.winningOptionId).toBe('a');
    expect(r.options.map((o) => [o.id, o.votes, o.rank])).toEqual([
      ['c', 0, 3],
      ['b', 1, 2],
      ['a', 2, 1],
    ]);
  });

  it('counts agreeing likert answers per statement and averages every value', () => {
    // agreement5: 4 and 5 agree.
    const r = shapeResults(q('likert', ['s1', 's2'], { likertScale: 'agreement5' }), 2, [g('s1', 1, null, 5), g('s1', 1, null, 3), g('s2', 2, null, 2)]);
    expect(r.averageScore).toBe(3);
    expect(r.options.map((o) => [o.id, o.votes, o.percentage, o.rank])).toEqual([
      ['s1', 1, 50, 1],
      ['s2', 0, 0, 2],
    ]);
    expect(r.winningOptionId).toBe('s1');
  });

  it('averages rating scores with no options', () => {
    expect(shapeResults(q('rating', []), 3, [g(null, 2, null, 8), g(null, 1, null, 5)])).toEqual({ totalResponses: 3, winningOptionId: null, averageScore: 7, options: [] });
  });
});
