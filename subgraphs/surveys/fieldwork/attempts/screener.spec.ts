import { describe, expect, it } from 'vitest';
import { quotasOf, screen, screenerFor } from './screener';

const survey = { country: 'US', targeting: ['gender-female', 'age-18-24', 'age-25-34'], reporting: ['age', 'household-income'], sampleSize: 10 };
const answer = (gender: string, age: string, income = 'household-income-under-25k') => [
  { category: 'Gender', value: gender },
  { category: 'Age', value: age },
  { category: 'Household income', value: income },
];

describe('screener', () => {
  it('asks every targeted and every reporting category, with all of its values', () => {
    const asked = screenerFor(survey);
    expect(asked.map((q) => q.category)).toEqual(['Gender', 'Age', 'Household income']);
    expect(asked[0].values).toEqual([
      { permalink: 'gender-female', label: 'Female' },
      { permalink: 'gender-male', label: 'Male' },
    ]);
    expect(screenerFor({ country: 'US', targeting: [], reporting: [] })).toEqual([]);
  });

  it('screens out a value outside the targeting, ORs within a category and ANDs across', () => {
    const income = screenerFor(survey)[2].values[0].permalink;
    expect(screen(survey, answer('gender-female', 'age-25-34', income))).toEqual({
      eligible: true,
      traits: [
        { trait: 'Age', value: '25-34' },
        { trait: 'Household income', value: screenerFor(survey)[2].values[0].label },
      ],
    });
    expect(screen(survey, answer('gender-male', 'age-25-34', income))).toEqual({ eligible: false });
    expect(screen(survey, answer('gender-female', 'age-45-54', income))).toEqual({ eligible: false });
  });

  it('refuses an incomplete or made-up answer', () => {
    const income = screenerFor(survey)[2].values[0].permalink;
    expect(screen(survey, answer('gender-female', 'age-25-34', income).slice(0, 2))).toBeNull();
    expect(screen(survey, answer('gender-female', 'age-99', income))).toBeNull();
    expect(screen(survey, [...answer('gender-female', 'age-25-34', income), { category: 'Gender', value: 'gender-male' }])).toBeNull();
  });

  it('gives each targeted value an even share of the sample, rounded up', () => {
    expect(quotasOf(survey, answer('gender-female', 'age-25-34'))).toEqual([
      { category: 'Gender', value: 'gender-female', quota: 10 },
      { category: 'Age', value: 'age-25-34', quota: 5 },
    ]);
    expect(quotasOf({ ...survey, sampleSize: 11 }, answer('gender-female', 'age-18-24'))[1].quota).toBe(6);
  });
});
