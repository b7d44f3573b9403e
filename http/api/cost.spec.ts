import { describe, expect, it } from 'vitest';
import type { GraphQuote } from './quote';
import { toV1Cost } from './v1/surveys/cost';
import { creditBalanceSummary, toV2Cost } from './v2/surveys/cost';

// The graph's quotes of subgraphs/surveys/pricing's cases. CA, n=100, one single_select, growth
// plan, through the API: $50.00 − 5.00 − 6.76 − 1.92 = $36.32.
const quote: GraphQuote = {
  amount: 36.32,
  credits: 18.16,
  subtotal: 50,
  subtotalCredits: 25,
  currency: 'USD',
  planRequired: null,
  quotedAt: '2025-03-01T12:00:00.000Z',
  discounts: [
    { type: 'plan', code: 'plan_growth', description: 'Growth plan discount', percentOff: 10, amount: 5, credits: 2.5 },
    { type: 'country', code: 'country_ca_launch', description: 'Canada launch discount', percentOff: 15, amount: 6.76, credits: 3.38 },
    { type: 'api', code: 'api', description: 'API discount', percentOff: 5, amount: 1.92, credits: 0.96 },
  ],
};
// US, n=50, one screen_recording on pay-as-you-go: the growth plan is required, nothing off.
const plain: GraphQuote = {
  amount: 200,
  credits: 100,
  subtotal: 200,
  subtotalCredits: 100,
  currency: 'USD',
  planRequired: 'growth',
  quotedAt: '2025-03-01T12:00:00.000Z',
  discounts: [],
};

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

describe('toV1Cost', () => {
  it('gives every v1 field; balance is in credits', () => {
    expect(toV1Cost(quote, { credits: 0 })).toEqual({
      amount: 36.32,
      balance: 0,
      currency: 'USD',
      canPayWithBalance: false,
      quotedCreditsCost: 18.16,
      creditsCostSubtotal: 25,
      discounts: [
        ['Growth plan discount', '10%'],
        ['Canada launch discount', '15%'],
        ['API discount', '5%'],
      ],
      discountsMoney: [
        ['Growth plan discount', '-$5.00'],
        ['Canada launch discount', '-$6.76'],
        ['API discount', '-$1.92'],
      ],
      planRequired: '',
    });
  });

  it('can pay with a balance of exactly the quoted credits, not one hundredth less', () => {
    expect(toV1Cost(quote, { credits: 18.16 }).canPayWithBalance).toBe(true);
    expect(toV1Cost(quote, { credits: 18.15 }).canPayWithBalance).toBe(false);
  });

  it('names the plan a survey needs, with no discounts', () => {
    expect(toV1Cost(plain, { credits: 500 })).toMatchObject({
      amount: 200,
      quotedCreditsCost: 100,
      creditsCostSubtotal: 100,
      discounts: [],
      discountsMoney: [],
      planRequired: 'growth',
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
