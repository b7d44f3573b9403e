import { describe, expect, it } from 'vitest';
import { qualityRejection, type AnsweredQuestion } from './quality';

const said = ['I liked the colour best of all', 'The price seemed fair to me', 'My kids would enjoy the taste', 'It would fit in my fridge door', 'I buy this brand every week'];
const choice = (position: number, i: number): AnsweredQuestion => ({
  type: 'single_select',
  answer: { chosenOption: `o${position}` },
  explanation: said[i],
  shownPosition: position,
});
const likert = (values: number[], explanation: string): AnsweredQuestion => ({
  type: 'likert',
  answer: { statements: values.map((value, i) => ({ id: `s${i}`, statement: `S${i}`, value })) },
  explanation,
  shownPosition: null,
});
const slow = { answeringMs: 60_000, floorMsPerQuestion: 5000 };

describe('quality checks', () => {
  it('passes a person who took their time and answered with thought', () => {
    expect(qualityRejection({ answers: [choice(0, 0), choice(1, 1), choice(2, 2), likert([4, 2, 5], said[3])], ...slow })).toBeNull();
  });

  it('rejects a speeder: less than the floor per question', () => {
    const answers = [choice(0, 0), choice(1, 1)];
    expect(qualityRejection({ answers, answeringMs: 9_999, floorMsPerQuestion: 5000 })).toBe('speeding');
    expect(qualityRejection({ answers, answeringMs: 10_000, floorMsPerQuestion: 5000 })).toBeNull();
  });

  it('rejects straight-lining: eight likert statements alike, or six choices in the same shown place', () => {
    expect(qualityRejection({ answers: [likert([3, 3, 3, 3], said[0]), likert([3, 3, 3, 3], said[1])], ...slow })).toBe('straight_lining');
    expect(qualityRejection({ answers: [likert([3, 3, 3, 3], said[0]), likert([3, 3, 3], said[1])], ...slow })).toBeNull();
    expect(qualityRejection({ answers: [likert([3, 3, 3, 3], said[0]), likert([3, 3, 3, 4], said[1])], ...slow })).toBeNull();
    const six = [0, 1, 2, 3, 4, 0].map((i, n) => ({ ...choice(0, i), explanation: `${said[i]} (${n})` }));
    expect(qualityRejection({ answers: six, ...slow })).toBe('straight_lining');
    expect(qualityRejection({ answers: six.slice(0, 5), ...slow })).toBeNull();
  });

  it('rejects near-identical explanations on at least half the questions', () => {
    const pasted = ['I just like it a lot really', 'I just like it a lot, really!', 'I really just like it a lot', said[3]];
    const answers = pasted.map((text, i) => ({ ...choice(i % 3, i), explanation: text }));
    expect(qualityRejection({ answers, ...slow })).toBe('duplicate_explanations');
    const two = [choice(0, 0), { ...choice(1, 1), explanation: said[0] }];
    expect(qualityRejection({ answers: two, ...slow })).toBeNull();
  });
});
