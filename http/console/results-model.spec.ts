import { describe, expect, it } from 'vitest';
import { segmentsOf, type QuestionResults } from './results-model';

const segment = (value: string, totalResponses: number) => ({ value, totalResponses, winningOptionId: null, averageScore: null, options: [] });
const question = (age: [string, number][]): QuestionResults => ({
  questionId: 'q',
  totalResponses: 20,
  winningOptionId: null,
  averageScore: null,
  options: [],
  breakdowns: [{ trait: 'Age', segments: age.map(([v, n]) => segment(v, n)) }],
});

describe('segmentsOf', () => {
  const results = [
    question([
      ['18-24', 9],
      ['25-34', 5],
      ['35-44', 4],
    ]),
    question([
      ['18-24', 4],
      ['25-34', 5],
    ]),
  ];

  it('offers every group to the team', () => {
    expect(segmentsOf(results).map((s) => s.value)).toEqual(['18-24', '25-34', '35-44']);
  });

  it('hides groups under the minimum on any question (shared pages)', () => {
    expect(segmentsOf(results, 5)).toEqual([{ trait: 'Age', value: '25-34' }]);
  });
});
