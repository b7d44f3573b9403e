import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { WebhooksStatusResolver } from './resolvers/status.resolver';

/** The webhooks subgraph. Its domain arrives with its issue; today it answers readiness only. */
export const webhooksSubgraph: SubgraphDefinition = {
  name: 'webhooks',
  resolvers: [WebhooksStatusResolver],
};
