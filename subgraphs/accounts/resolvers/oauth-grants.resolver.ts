import { Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { revokeTeamGrant, teamGrants } from '../oauth-grants.service';
import { sessionActor } from './session';

@ObjectType('OAuthGrantPerson')
class OAuthGrantPersonType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType('OAuthGrant', { description: 'A person’s consent to an app, and every token issued from it.' })
class OAuthGrantType {
  @Field(() => ID) id!: string;
  @Field(() => String) clientId!: string;
  @Field(() => String) appName!: string;
  @Field(() => OAuthGrantPersonType) user!: OAuthGrantPersonType;
  @Field(() => String) role!: string;
  @Field(() => [String], { description: 'What its tokens may do now: the grant within the person’s current role.' }) scopes!: string[];
  @Field(() => DateTimeScalar) grantedAt!: string;
  @Field(() => DateTimeScalar, { nullable: true }) lastUsedAt!: string | null;
  @Field(() => Boolean, { description: 'For the MCP endpoint (an agent), not the v1 API.' }) agent!: boolean;
  @Field(() => Boolean) livemode!: boolean;
}

/** The console's view of the team's OAuth grants: all of them for owners and admins, a member's own. */
@Resolver()
export class OAuthGrantsResolver {
  @FacadeOnly()
  @Query(() => [OAuthGrantType], { description: 'The signed-in team’s live OAuth grants (a member: their own).' })
  async teamOAuthGrants(@Ctx() ctx: GraphContext): Promise<OAuthGrantType[]> {
    return (await teamGrants(ctx.em, sessionActor(ctx))).map((g) => ({ ...g, grantedAt: g.grantedAt.toISOString(), lastUsedAt: g.lastUsedAt?.toISOString() ?? null }));
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async revokeOAuthGrant(@IdArg('id', 'uuid') id: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await revokeTeamGrant(ctx.em, sessionActor(ctx), id);
    return true;
  }
}
