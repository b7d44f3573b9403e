import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../../../platform/graphql/context';
import { SubgraphStatus, subgraphStatus } from '../../../../platform/graphql/subgraph-status';

@Resolver()
export class SurveysStatusResolver {
  @Query(() => SubgraphStatus)
  surveysStatus(@Ctx() ctx: GraphContext): Promise<SubgraphStatus> {
    return subgraphStatus('surveys', ctx.em);
  }
}
