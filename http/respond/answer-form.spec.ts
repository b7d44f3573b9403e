import { describe, expect, it } from 'vitest';
import { toAnswerInput } from './answer-form';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('toAnswerInput', () => {
  it('maps each question type’s form fields to the answer input', () => {
    const base = { questionId: 'q', explanation: 'Because it is nice to look at.' };
    expect(toAnswerInput('single_select', { ...base, choice: A })).toEqual({ ...base, chosenOption: A });
    expect(toAnswerInput('multi_select', { ...base, selected: A })).toEqual({ ...base, selectedOptions: [A] });
    expect(toAnswerInput('multi_select', { ...base, selected: [A, B] })).toEqual({ ...base, selectedOptions: [A, B] });
    expect(toAnswerInput('ranked', { ...base, [`rank.${A}`]: '2', [`rank.${B}`]: '1' } as never)).toEqual({
      ...base,
      ranking: [
        { option: A, rank: 2 },
        { option: B, rank: 1 },
      ],
    });
    expect(toAnswerInput('likert', { ...base, [`statement.${A}`]: '4' } as never)).toEqual({ ...base, statements: [{ id: A, statement: '', value: 4 }] });
    expect(toAnswerInput('rating', { ...base, score: '7' })).toEqual({ ...base, score: 7 });
    expect(toAnswerInput('price_sensitivity', { ...base, tooCheap: '1,50', bargain: '2', expensive: '3', tooExpensive: '4' })).toEqual({
      ...base,
      prices: { tooCheap: 1.5, bargain: 2, expensive: 3, tooExpensive: 4 },
    });
    expect(toAnswerInput('screen_recording', { ...base, media: 'https://x.test/v.webm', mediaTranscription: 'I searched.' })).toEqual({
      questionId: 'q',
      explanation: null,
      media: 'https://x.test/v.webm',
      mediaTranscription: 'I searched.',
    });
    expect(toAnswerInput('open_ended', base)).toEqual(base);
  });

  it('takes a precise click in percent, else the centre of the chosen region, else none', () => {
    const base = { questionId: 'q', explanation: 'x' };
    expect(toAnswerInput('click_test', { ...base, x: '12.5', y: '80', region: 'top' })).toEqual({ ...base, clicks: [{ number: 1, xCoord: 12.5, yCoord: 80 }] });
    expect(toAnswerInput('click_test', { ...base, region: 'bottom right' })).toEqual({ ...base, clicks: [{ number: 1, xCoord: 83.33, yCoord: 83.33 }] });
    expect(toAnswerInput('click_test', { ...base, region: 'centre' })).toEqual({ ...base, clicks: [{ number: 1, xCoord: 50, yCoord: 50 }] });
    expect(toAnswerInput('click_test', base)).toEqual({ ...base, clicks: [] });
  });
});
