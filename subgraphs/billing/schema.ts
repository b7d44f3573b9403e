import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { BillingStatusResolver } from './resolvers/status.resolver';

/** The billing subgraph. Its domain arrives with its issue; today it answers readiness only. */
export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  resolvers: [BillingStatusResolver],
};
