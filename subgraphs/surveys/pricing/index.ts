export { assertPriceable, quoteSurvey, quotesEqual, type Quote, type QuoteInput, type Channel, type DiscountLine } from './pricing';
export { estimateCompletion, type CompletionEstimate, type CompletionStatus } from './completion-estimate';
export { PricingError, type PricingErrorCode } from './pricing.errors';
export { PRICE_TABLE, PLANS, type Plan } from './price-table';
