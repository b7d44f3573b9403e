import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { WebhookEndpointResolver } from './endpoints/endpoint.resolver';
import { WebhooksStatusResolver } from './resolvers/status.resolver';
import { WebhookDeliveryResolver } from './delivery/delivery.resolver';
import { WebhookEventFeedResolver } from './feed/event-feed.resolver';

/** The webhooks subgraph: the endpoints v2 events are delivered to, the events and every delivery attempt. */
export const webhooksSubgraph: SubgraphDefinition = {
  name: 'webhooks',
  resolvers: [WebhooksStatusResolver, WebhookEndpointResolver, WebhookDeliveryResolver, WebhookEventFeedResolver],
};
