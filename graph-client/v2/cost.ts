import { unitsToUsd } from '../../platform/money';
import { balanceCovers, type GraphQuote } from '../quote';

/** v2 `cost` (spec: Cost quote). Discount amounts are positive: the money taken off. */
export function toV2Cost(quote: GraphQuote) {
  return {
    amount: quote.amount,
    credits: quote.credits,
    discounts: quote.discounts.map((d) => ({
      type: d.type,
      code: d.code,
      description: d.description,
      percentOff: d.percentOff,
      amount: d.amount,
      credits: d.credits,
    })),
    quotedAt: quote.quotedAt,
  };
}

/** v2 `creditBalance` (spec: Credit balance summary); `amount` is the balance's USD value. */
export function creditBalanceSummary(balanceCredits: number, quote: GraphQuote) {
  return {
    object: 'credit_balance' as const,
    credits: balanceCredits,
    amount: unitsToUsd(Math.round(balanceCredits * 100)),
    currency: quote.currency,
    coversCost: balanceCovers(balanceCredits, quote),
  };
}
