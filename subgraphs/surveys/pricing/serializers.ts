import { formatUsd, unitsToUsd } from '../../../platform/money';
import type { Quote } from './pricing';

/** v2 `cost` (spec: Cost quote). Discount amounts are positive: the money taken off. */
export function toV2Cost(quote: Quote) {
  return {
    amount: quote.amountUsd,
    credits: quote.credits,
    discounts: quote.discounts.map((d) => ({
      type: d.kind,
      code: d.code,
      description: d.description,
      percentOff: d.percentOff,
      amount: d.amountUsd,
      credits: d.credits,
    })),
    quotedAt: quote.quotedAt,
  };
}

export type V2Cost = ReturnType<typeof toV2Cost>;

/**
 * v1 `cost`. `balance` is the team's credit balance in credits (the unit of quotedCreditsCost,
 * so canPayWithBalance compares like with like); `discounts` pairs each description with its
 * percentage (["API discount", "5%"]) and `discountsMoney` with the money off ("-$1.25");
 * `planRequired` is '' when the team's plan allows the survey.
 */
export function toV1Cost(quote: Quote, balance: { credits: number }) {
  return {
    amount: quote.amountUsd,
    balance: balance.credits,
    currency: quote.currency,
    canPayWithBalance: balanceCovers(balance.credits, quote),
    quotedCreditsCost: quote.credits,
    creditsCostSubtotal: quote.subtotalCredits,
    discounts: quote.discounts.map((d) => [d.description, `${d.percentOff}%`]),
    discountsMoney: quote.discounts.map((d) => [d.description, `-${formatUsd(d.amountUsd)}`]),
    planRequired: quote.planRequired ?? '',
  };
}

export type V1Cost = ReturnType<typeof toV1Cost>;

/** v2 `creditBalance` (spec: Credit balance summary); `amount` is the balance's USD value. */
export function creditBalanceSummary(balanceCredits: number, quote: Quote) {
  return {
    object: 'credit_balance' as const,
    credits: balanceCredits,
    amount: unitsToUsd(Math.round(balanceCredits * 100)),
    currency: quote.currency,
    coversCost: balanceCovers(balanceCredits, quote),
  };
}

export type CreditBalanceSummary = ReturnType<typeof creditBalanceSummary>;

/** Compared in credit hundredths so 0.1 + 0.2-style float sums never decide a payment. */
function balanceCovers(balanceCredits: number, quote: Quote): boolean {
  return Math.round(balanceCredits * 100) >= Math.round(quote.credits * 100);
}
