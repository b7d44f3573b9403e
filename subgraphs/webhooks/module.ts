import type { DomainModule } from '../../platform/db/domain-module';
import { WebhookEndpoint } from './endpoints/endpoint.entity';
import { WebhooksEndpoints } from './migrations/0001-endpoints';
import { WebhooksDelivery } from './migrations/0002-delivery';
import { WebhooksDeliverySeries } from './migrations/0003-delivery-series';
import { WebhooksAttemptExcerpt } from './migrations/0004-attempt-excerpt';
import { WebhooksTestEvents } from './migrations/0005-test-events';

export const webhooksModule: DomainModule = {
  name: 'webhooks',
  schema: 'webhooks',
  entities: [WebhookEndpoint],
  migrations: [
    { name: 'webhooks-0001-endpoints', class: WebhooksEndpoints },
    { name: 'webhooks-0002-delivery', class: WebhooksDelivery },
    { name: 'webhooks-0003-delivery-series', class: WebhooksDeliverySeries },
    { name: 'webhooks-0004-attempt-excerpt', class: WebhooksAttemptExcerpt },
    { name: 'webhooks-0005-test-events', class: WebhooksTestEvents },
  ],
};
