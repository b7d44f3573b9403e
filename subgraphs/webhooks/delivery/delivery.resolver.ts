import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { WebhooksError } from '../webhooks.errors';
import { listAttempts, listEvents } from './delivery-log.service';
import { requestRedelivery } from './delivery.service';
import { sendTestEvent } from './test-events.service';
import { getEndpoint } from '../endpoints/endpoints.service';
import { endpointOwner } from '../endpoints/owner';
import { WebhookDeliveryStatusValue } from '../resolvers/enums';

@ObjectType('WebhookDelivery')
export class WebhookDeliveryType {
  @Field(() => ID) endpointId!: string;
  @Field(() => WebhookDeliveryStatusValue) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => Int) redeliveries!: number;
  @Field(() => DateTimeScalar, { nullable: true }) nextAttemptAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) deliveredAt!: string | null;
}

@ObjectType('WebhookEvent')
export class WebhookEventType {
  @Field(() => ID) id!: string;
  @Field(() => String) type!: string;
  @Field(() => Boolean) livemode!: boolean;
  @Field(() => Boolean, { description: 'Sent by a person to try an endpoint (sendTestWebhookEvent), not something that happened.' }) test!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => String, { description: 'The envelope, exactly as sent.' }) body!: string;
  @Field(() => [WebhookDeliveryType]) deliveries!: WebhookDeliveryType[];
}

@ObjectType('WebhookAttempt')
export class WebhookAttemptType {
  @Field(() => ID) id!: string;
  @Field(() => ID) eventId!: string;
  @Field(() => ID) endpointId!: string;
  @Field(() => Int) attempt!: number;
  @Field(() => Int, { nullable: true }) statusCode!: number | null;
  @Field(() => Int) latencyMs!: number;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { nullable: true, description: 'The start of the receiver’s answer.' }) responseExcerpt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) nextAttemptAt!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => Boolean, { description: 'Its event is a test event.' }) test!: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The delivery log and redelivery: internal tools only (operator token, no REST caller). */
function assertOperator(ctx: GraphContext): void {
  if (ctx.principal) throw new WebhooksError('operator_only', 'The delivery log is for operators.');
}

@Resolver()
export class WebhookDeliveryResolver {
  @Query(() => [WebhookEventType], { description: 'A team’s webhook events, newest first, with their deliveries.' })
  async webhookEvents(@IdArg('teamId', 'tm') teamId: string, @Arg('limit', () => Int, { defaultValue: 20 }) limit: number, @Ctx() ctx: GraphContext): Promise<WebhookEventType[]> {
    assertOperator(ctx);
    const events = await listEvents(ctx.em, teamId, Math.min(Math.max(limit, 1), 100));
    return events.map((e) => ({
      ...e,
      createdAt: e.createdAt.toISOString(),
      deliveries: e.deliveries.map((d) => ({ ...d, nextAttemptAt: iso(d.nextAttemptAt), deliveredAt: iso(d.deliveredAt) })),
    }));
  }

  @Query(() => [WebhookAttemptType], { description: 'Delivery attempts of an event and/or to an endpoint, in the order made.' })
  async webhookAttempts(
    @IdArg('eventId', 'evt', { nullable: true }) eventId: string | null,
    @IdArg('endpointId', 'whk', { nullable: true }) endpointId: string | null,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookAttemptType[]> {
    assertOperator(ctx);
    const rows = await listAttempts(ctx.em, { eventId, endpointId, limit: Math.min(Math.max(limit, 1), 1000) });
    return rows.map((r) => ({ ...r, nextAttemptAt: iso(r.nextAttemptAt), createdAt: r.createdAt.toISOString() }));
  }

  @Mutation(() => Int, { description: 'Sends an event to an endpoint again (same envelope id); returns the redelivery number.' })
  async redeliverWebhookEvent(@IdArg('eventId', 'evt') eventId: string, @IdArg('endpointId', 'whk') endpointId: string, @Ctx() ctx: GraphContext): Promise<number> {
    assertOperator(ctx);
    const n = await requestRedelivery(ctx.em, eventId, endpointId);
    if (n === null) throw new WebhooksError('delivery_not_found', 'That event was never sent to that endpoint, or the endpoint is deleted.', 'eventId');
    return n;
  }

  @FacadeOnly()
  @Query(() => [WebhookAttemptType], { description: 'The caller’s endpoint’s delivery attempts, newest first (the console’s delivery log).' })
  async webhookEndpointAttempts(
    @IdArg('endpointId', 'whk') endpointId: string,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookAttemptType[]> {
    await getEndpoint(ctx.em, endpointOwner(ctx), endpointId);
    const rows = await listAttempts(ctx.em, { endpointId, limit: Math.min(Math.max(limit, 1), 200), newestFirst: true });
    return rows.map((r) => ({ ...r, nextAttemptAt: iso(r.nextAttemptAt), createdAt: r.createdAt.toISOString() }));
  }

  /**
   * The facade builds the sample (graph-client/v2/samples.ts, the v2 serializers' shape), so the
   * field is the facade's only: operators have no sample to send.
   */
  @FacadeOnly()
  @Mutation(() => WebhookEventType, { description: 'Sends a test event (marked test) of a kind, with a sample object, to the caller’s endpoint only.' })
  async sendTestWebhookEvent(
    @IdArg('endpointId', 'whk') endpointId: string,
    @Arg('type', () => String, { description: 'survey.completed or order.paid.' }) type: string,
    @Arg('object', () => GraphQLJSON, { description: 'The data.object: a sample v2 survey or order.' }) object: unknown,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookEventType> {
    const e = await sendTestEvent(ctx.em, endpointOwner(ctx), endpointId, type, object);
    return {
      ...e,
      test: true,
      createdAt: e.createdAt.toISOString(),
      deliveries: [{ endpointId, status: 'pending', attempts: 0, redeliveries: 0, nextAttemptAt: e.createdAt.toISOString(), deliveredAt: null }],
    };
  }

  @FacadeOnly()
  @Mutation(() => Int, { description: 'Sends one of the caller’s events to the caller’s endpoint again; returns the redelivery number.' })
  async redeliverToEndpoint(@IdArg('eventId', 'evt') eventId: string, @IdArg('endpointId', 'whk') endpointId: string, @Ctx() ctx: GraphContext): Promise<number> {
    await getEndpoint(ctx.em, endpointOwner(ctx), endpointId);
    const n = await requestRedelivery(ctx.em, eventId, endpointId);
    if (n === null) throw new WebhooksError('delivery_not_found', 'That event was never sent to that endpoint.', 'eventId');
    return n;
  }
}
