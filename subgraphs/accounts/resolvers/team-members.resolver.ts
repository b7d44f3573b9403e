import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { AccountsError } from '../accounts.errors';
import { listTeamMembers, type TeamMember } from '../accounts.service';
import { PageOf, numberedPage } from '../../../platform/graphql/page';

@ObjectType('TeamMember', { description: 'A person in a team.' })
export class TeamMemberType {
  @Field(() => ID) userId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'owner, admin or member' }) role!: string;
  @Field(() => DateTimeScalar) joinedAt!: string;
}

@ObjectType('TeamMemberPage')
export class TeamMemberPageType extends PageOf(TeamMemberType) {}

function toTeamMemberType(m: TeamMember): TeamMemberType {
  return { userId: m.user.id, name: m.user.name, email: m.user.email, role: m.role, joinedAt: m.joinedAt.toISOString() };
}

/**
 * The caller's team (a teamId naming another team finds nothing), or — for operators on
 * /graphql, who have no caller — the teamId argument.
 */
function memberTeam(ctx: GraphContext, teamId: string | null): string {
  const p = ctx.principal;
  if (p) {
    if (teamId && teamId !== p.team.id) throw new AccountsError('team_not_found', 'No such team for this caller.', 'teamId');
    return p.team.id;
  }
  if (!teamId) throw new AccountsError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId');
  return teamId;
}

@Resolver(() => TeamMemberType)
export class TeamMembersResolver {
  @Query(() => TeamMemberPageType, { description: 'The members of a team in the order they joined, page by page.' })
  async teamMembers(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<TeamMemberPageType> {
    const { items, total } = await listTeamMembers(ctx.em, memberTeam(ctx, teamId), { page, limit });
    return numberedPage(items.map(toTeamMemberType), total, page, limit);
  }
}
