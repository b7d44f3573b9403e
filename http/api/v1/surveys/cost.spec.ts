import { describe, expect, it } from 'vitest';
import { plain, quote } from '../../../../graph-client/quote.fixtures';
import { toV1Cost } from './cost';

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
