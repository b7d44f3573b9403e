import { describe, expect, it } from 'vitest';
import { quote } from '../quote.fixtures';
import { creditBalanceSummary, toV2Cost } from './cost';

describe('toV2Cost', () => {
  it('gives amount, credits, discount line items and quotedAt', () => {
    expect(toV2Cost(quote)).toEqual({
      amount: 36.32,
      credits: 18.16,
      discounts: [
        { type: 'plan', code: 'plan_growth', description: 'Growth plan discount', percentOff: 10, amount: 5, credits: 2.5 },
        { type: 'country', code: 'country_ca_launch', description: 'Canada launch discount', percentOff: 15, amount: 6.76, credits: 3.38 },
        { type: 'api', code: 'api', description: 'API discount', percentOff: 5, amount: 1.92, credits: 0.96 },
      ],
      quotedAt: '2025-03-01T12:00:00.000Z',
    });
  });
});

describe('creditBalanceSummary', () => {
  it('values credits at 2 USD and says whether they cover the quote', () => {
    expect(creditBalanceSummary(0, quote)).toEqual({ object: 'credit_balance', credits: 0, amount: 0, currency: 'USD', coversCost: false });
    expect(creditBalanceSummary(20.05, quote)).toEqual({ object: 'credit_balance', credits: 20.05, amount: 40.1, currency: 'USD', coversCost: true });
    expect(creditBalanceSummary(18.16, quote).coversCost).toBe(true);
  });
});
