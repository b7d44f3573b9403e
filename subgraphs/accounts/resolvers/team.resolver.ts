import { Ctx, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { AccountsError } from '../accounts.errors';
import { getTeam } from '../accounts.service';
import { Team } from '../entities/team.entity';
import { User } from '../entities/user.entity';
import { TeamType } from './types';

@Resolver(() => TeamType)
export class TeamResolver {
  @Query(() => TeamType, { nullable: true })
  async team(@IdArg('id', 'tm') id: string, @Ctx() ctx: GraphContext): Promise<TeamType | null> {
    try {
      return await getTeam(ctx.em, id);
    } catch (e) {
      if (e instanceof AccountsError && e.code === 'team_not_found') return null;
      throw e;
    }
  }
}

/** Entity references other subgraphs resolve through the gateway. */
export const accountsReferences = {
  Team: { __resolveReference: (ref: { id: string }, ctx: GraphContext) => ctx.em.findOne(Team, { id: ref.id }) },
  User: { __resolveReference: (ref: { id: string }, ctx: GraphContext) => ctx.em.findOne(User, { id: ref.id }) },
};
