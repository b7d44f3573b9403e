import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { WebhookEndpointResolver } from './endpoints/endpoint.resolver';
import { WebhooksStatusResolver } from './resolvers/status.resolver';

/** The webhooks subgraph: the endpoints v2 events are delivered to. */
export const webhooksSubgraph: SubgraphDefinition = {
  name: 'webhooks',
  resolvers: [WebhooksStatusResolver, WebhookEndpointResolver],
};
