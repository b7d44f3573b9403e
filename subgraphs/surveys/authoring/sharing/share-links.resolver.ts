import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../platform/graphql/context';
import { DateTimeScalar } from '../../../../platform/graphql/scalars';
import { teamScope } from '../resolvers/scope';
import { SurveysError } from '../../surveys.errors';
import type { ShareLink } from './share-link.entity';
import { createShareLink, listShareLinks, resolveShareLink, revokeShareLink } from './share-links.service';

@ObjectType('ShareLink', { description: 'A revocable link to a survey’s results page.' })
class ShareLinkType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The unguessable part of /console/shared/<token>.' }) token!: string;
  @Field(() => ID) surveyId!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar, { nullable: true }) revokedAt!: string | null;
}

@ObjectType('SharedSurvey', { description: 'What a share link opens: one survey, read as its team in its mode.' })
class SharedSurveyType {
  @Field(() => ID) surveyId!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => Boolean) livemode!: boolean;
  @Field(() => ID) linkId!: string;
}

const toType = (l: ShareLink): ShareLinkType => ({
  id: l.id,
  token: l.token,
  surveyId: l.surveyId,
  createdAt: l.createdAt.toISOString(),
  revokedAt: l.revokedAt?.toISOString() ?? null,
});

/** Share links are managed from the console by owners and admins: a session principal that is not a member's. */
function ownScope(ctx: GraphContext) {
  const p = ctx.principal;
  if (!p) throw new SurveysError('team_required', 'Share links belong to a team: call as one.', 'surveyId');
  if (p.kind !== 'session' || p.role === 'member') throw new SurveysError('operator_only', 'Share links are managed by owners and admins in the console.', 'surveyId');
  return teamScope(ctx);
}

@Resolver()
export class ShareLinksResolver {
  @Query(() => [ShareLinkType], { description: 'The survey’s share links, newest first.' })
  async shareLinks(@IdArg('surveyId', 'srv') surveyId: string, @Ctx() ctx: GraphContext): Promise<ShareLinkType[]> {
    return (await listShareLinks(ctx.em, ownScope(ctx), surveyId)).map(toType);
  }

  @Mutation(() => ShareLinkType, { description: 'A new share link to the survey’s results page.' })
  async createShareLink(@IdArg('surveyId', 'srv') surveyId: string, @Ctx() ctx: GraphContext): Promise<ShareLinkType> {
    return toType(await createShareLink(ctx.em, ownScope(ctx), surveyId, ctx.principal?.user?.id ?? null));
  }

  @Mutation(() => ShareLinkType, { description: 'Revokes a share link: it opens nothing from now on.' })
  async revokeShareLink(@IdArg('id', 'uuid') id: string, @Ctx() ctx: GraphContext): Promise<ShareLinkType> {
    return toType(await revokeShareLink(ctx.em, ownScope(ctx), id));
  }

  @Query(() => SharedSurveyType, { nullable: true, description: 'The survey a live share link opens (the facade’s public results page; operators).' })
  async sharedSurvey(@Arg('token', () => String) token: string, @Ctx() ctx: GraphContext): Promise<SharedSurveyType | null> {
    if (ctx.principal) throw new SurveysError('operator_only', 'Only the results page (or an operator) may open a share link.');
    return resolveShareLink(ctx.em, token);
  }
}
