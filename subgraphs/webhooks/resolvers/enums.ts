import { registerEnumType } from 'type-graphql';
import { ENDPOINT_STATUSES } from '../endpoints/endpoint.entity';

/** The webhooks subgraph's status enums: upper snake case names, the domain strings as values (rest-facade/graph-enums.ts maps back). */
export enum WebhookEndpointStatusValue {
  ENABLED = 'enabled',
  DISABLED = 'disabled',
}
registerEnumType(WebhookEndpointStatusValue, { name: 'WebhookEndpointStatus', description: 'Disabled endpoints receive nothing until re-enabled.' });

/** The delivery table's check constraint (migrations/0002-delivery.ts) lists the same. */
export enum WebhookDeliveryStatusValue {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
}
registerEnumType(WebhookDeliveryStatusValue, { name: 'WebhookDeliveryStatus' });

// Keep the GraphQL enum in step with the domain list.
if (Object.values(WebhookEndpointStatusValue).join() !== ENDPOINT_STATUSES.join()) throw new Error('WebhookEndpointStatus enum out of step with ENDPOINT_STATUSES');
