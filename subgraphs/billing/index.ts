/**
 * The billing domain's public entry: what other domains, the workers, the facade and the
 * composition root may use. Everything else in this folder is the domain's own.
 * (Its tables are in module.ts and its GraphQL in schema.ts, for the composition root.)
 */
export { BillingError, type BillingErrorCode } from './billing.errors';
export type { Wallet } from './ledger.service';
export { grantCreditsNow } from './ledger.service';
export { ORDER_KINDS, type Order } from './entities/order.entity';
// GraphQL's OrderStatus (surveys' publish result shows one too; the facade maps its names back).
export { OrderStatusValue } from './resolvers/enums';
// Publish (subgraphs/surveys/authoring/publish) funds a survey order in these steps.
export {
  chargeSurveyOrder,
  findSurveyOrderByKey,
  getSurveyOrder,
  hasPendingSurveyOrder,
  openSurveyOrder,
  publishFigures,
  settleSurveyOrder,
  stalePendingSurveyOrders,
} from './survey-orders.service';
// Follow-ups are paid from credits and refunded when unanswered.
export { payWithCredits, refundCreditOrder } from './credit-orders.service';
export { walletOf } from './resolvers/wallet';
export { orderOwner } from './orders.service';
export { CREDIT_PACKS, type CreditPack } from './credit-packs';
export { pruneIdempotencyKeys } from './idempotency/idempotency.service';
// The payment provider, installed once at startup.
export { setPaymentProviders, providerFor, type PaymentProviders } from './payments/providers';
export { createStripeProvider } from './payments/stripe-provider';
export type { ApiUrl } from './payments/stripe-client';
export { ProviderUnavailableError, type PaymentProvider } from './payments/provider';
