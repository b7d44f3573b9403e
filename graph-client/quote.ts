import type { SurveyCoreFieldsFragment } from './generated';

/** A survey's quote as the graph returns it (Quote: USD `amount`, `credits`, discount lines). */
export type GraphQuote = NonNullable<SurveyCoreFieldsFragment['quote']>;

/** Whether a credit balance pays the quote, compared in credit hundredths so float sums never decide a payment. */
export function balanceCovers(balanceCredits: number, quote: Pick<GraphQuote, 'credits'>): boolean {
  return Math.round(balanceCredits * 100) >= Math.round(quote.credits * 100);
}
