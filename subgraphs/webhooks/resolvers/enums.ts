import { domainEnum } from '../../../platform/graphql/domain-enum';
import { ENDPOINT_STATUSES } from '../endpoints/endpoint.entity';

/** The webhooks subgraph's status enums, over the domain's lists. */
export const WebhookEndpointStatusValue = domainEnum('WebhookEndpointStatus', ENDPOINT_STATUSES, 'Disabled endpoints receive nothing until re-enabled.');

/** The delivery table's check constraint (migrations/0002-delivery.ts) lists the same. */
export const WebhookDeliveryStatusValue = domainEnum('WebhookDeliveryStatus', ['pending', 'delivered', 'failed', 'cancelled']);
