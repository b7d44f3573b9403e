import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../../platform/graphql/context';
import { SubgraphStatus, subgraphStatus } from '../../../platform/graphql/subgraph-status';

@Resolver()
export class MediaStatusResolver {
  @Query(() => SubgraphStatus)
  mediaStatus(@Ctx() ctx: GraphContext): Promise<SubgraphStatus> {
    return subgraphStatus('media', ctx.em);
  }
}
