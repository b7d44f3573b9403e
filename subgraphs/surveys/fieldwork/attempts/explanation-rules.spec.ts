import { describe, expect, it } from 'vitest';
import { explanationProblem, normalizeText } from './explanation-rules';

const ctx = { shown: ['Which carton would you pick up?', 'Fern', 'Ember'], others: ['The green one looks calm and natural.'] };

describe('explanation rules', () => {
  it('normalizes case, punctuation and spacing', () => {
    expect(normalizeText('  Green,   obviously!! ')).toBe('green obviously');
    expect(normalizeText('Ｇｒｅｅｎ café')).toBe('green café');
  });

  it('asks for at least 20 characters', () => {
    expect(explanationProblem('Too short', ctx)).toBe('Tell us a little more: at least 20 characters.');
    expect(explanationProblem('   nineteen chars ok   ', ctx)).toBe('Tell us a little more: at least 20 characters.');
    expect(explanationProblem('Exactly twenty chars', ctx)).toBeNull();
  });

  it('refuses a copy of the prompt or an option, whatever the case and punctuation', () => {
    expect(explanationProblem('which carton would you pick up', ctx)).toBe('Please explain in your own words rather than repeating the question or an answer.');
    expect(explanationProblem('Which carton would you pick up?!', ctx)).toBe('Please explain in your own words rather than repeating the question or an answer.');
    expect(explanationProblem('Which carton would you pick up? Fern, because it is calm.', ctx)).toBeNull();
  });

  it("refuses the same text as another of this person's explanations", () => {
    expect(explanationProblem('The green one looks CALM and natural', ctx)).toBe('You wrote the same for another question; tell us why for this one.');
    expect(explanationProblem('The green one looks calm, natural and fresh.', ctx)).toBeNull();
  });
});
