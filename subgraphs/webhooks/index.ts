/**
 * The webhooks domain's public entry: what the workers and the facade may use. Everything else
 * in this folder is the domain's own.
 * (Its tables are in module.ts and its GraphQL in schema.ts, for the composition root.)
 */
export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './endpoints/endpoint.entity';
// GraphQL's status enums: names for the graph, the domain strings as values (the facade maps names back).
export { WebhookDeliveryStatusValue, WebhookEndpointStatusValue } from './resolvers/enums';
// Delivery, as the workers run it: record an event, sign, attempt, retry, reconcile.
export { recordWebhookEvent, type NewWebhookEvent } from './delivery/events.service';
export {
  cancelDelivery,
  deliveryKey,
  loadDeliveries,
  loadDelivery,
  overdueDeliveries,
  recordAttempt,
  recordDelivered,
  RESPONSE_EXCERPT_CHARS,
  type AttemptOutcome,
  type DeliveredAttempt,
  type DeliveryTarget,
} from './delivery/delivery.service';
export { DELIVERY_ATTEMPTS, retryAfterMs, retryDelayMs } from './delivery/retry-schedule';
export { signatureHeader } from './delivery/signing';
