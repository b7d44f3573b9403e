import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import type { GraphContext } from '../../platform/graphql/context';
import { Order } from './entities/order.entity';
import { BillingResolver } from './resolvers/billing.resolver';
import { DefaultCardResolver } from './resolvers/default-card.resolver';
import { IdempotencyResolver } from './resolvers/idempotency.resolver';
import { BillingStatusResolver } from './resolvers/status.resolver';
import { toOrderType } from './resolvers/types';
import { resolveSurveyCredits, SurveyCreditsType } from './resolvers/survey-credits';

/** The billing subgraph: credits, orders, payments and idempotency keys. */
export const billingSubgraph: SubgraphDefinition = {
  name: 'billing',
  resolvers: [BillingStatusResolver, BillingResolver, DefaultCardResolver, IdempotencyResolver],
  orphanedTypes: [SurveyCreditsType],
  references: {
    Survey: { __resolveReference: resolveSurveyCredits },
    Order: {
      __resolveReference: async (ref: { id: string }, ctx: GraphContext) => {
        const order = await ctx.em.findOne(Order, { id: ref.id });
        return order ? toOrderType(order) : null;
      },
    },
  },
};
