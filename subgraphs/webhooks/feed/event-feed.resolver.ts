import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import type { Owner } from '../../../platform/owner';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { WebhooksError } from '../webhooks.errors';
import { eventFeed, latestEventId } from './event-feed.service';

@ObjectType('WebhookFeedEvent', { description: 'A recorded event as the listen stream relays it.' })
export class WebhookFeedEventType {
  @Field(() => ID) id!: string;
  @Field(() => String) type!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => String, { description: 'The envelope, exactly as recorded and sent to endpoints.' }) body!: string;
}

/** The caller's team and mode: the feed is a caller's own (a key of one mode), never an operator's. */
function callerOwner(ctx: GraphContext): Owner {
  if (!ctx.principal) throw new WebhooksError('team_required', 'The event feed is read with an API key: it is that key’s team and mode.');
  return { teamId: ctx.principal.team.id, livemode: ctx.principal.livemode };
}

/** The event feed behind GET /v2/webhook-events/stream (`listen`): the facade's only. */
@Resolver()
export class WebhookEventFeedResolver {
  @FacadeOnly()
  @Query(() => [WebhookFeedEventType], { description: 'The caller’s team’s events in the caller’s mode recorded after `after`, oldest first.' })
  async webhookEventFeed(
    @IdArg('after', 'evt', { nullable: true }) after: string | null,
    @Arg('types', () => [String], { nullable: true, description: 'Only these kinds.' }) types: string[] | null,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookFeedEventType[]> {
    const events = await eventFeed(ctx.em, callerOwner(ctx), { after, types, limit: Math.min(Math.max(limit, 1), 500) });
    return events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
  }

  @FacadeOnly()
  @Query(() => ID, { nullable: true, description: 'The caller’s newest event id (team and mode), where a stream opened now starts; null before the first.' })
  async latestWebhookEventId(@Ctx() ctx: GraphContext): Promise<string | null> {
    return latestEventId(ctx.em, callerOwner(ctx));
  }
}
