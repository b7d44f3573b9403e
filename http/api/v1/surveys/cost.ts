import { formatUsd } from '../../../../platform/money';
import { balanceCovers, type GraphQuote } from '../../../../graph-client/quote';

/**
 * v1 `cost`. `balance` is the team's credit balance in credits (the unit of quotedCreditsCost,
 * so canPayWithBalance compares like with like); `discounts` pairs each description with its
 * percentage (["API discount", "5%"]) and `discountsMoney` with the money off ("-$1.25");
 * `planRequired` is '' when the team's plan allows the survey.
 */
export function toV1Cost(quote: GraphQuote, balance: { credits: number }) {
  return {
    amount: quote.amount,
    balance: balance.credits,
    currency: quote.currency,
    canPayWithBalance: balanceCovers(balance.credits, quote),
    quotedCreditsCost: quote.credits,
    creditsCostSubtotal: quote.subtotalCredits,
    discounts: quote.discounts.map((d) => [d.description, `${d.percentOff}%`]),
    discountsMoney: quote.discounts.map((d) => [d.description, `-${formatUsd(d.amount)}`]),
    planRequired: quote.planRequired ?? '',
  };
}
