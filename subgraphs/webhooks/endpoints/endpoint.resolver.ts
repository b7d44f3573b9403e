import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { createEndpoint, deleteEndpoint, disableEndpoint, getEndpoint, listEndpoints, updateEndpoint } from './endpoints.service';
import { toEndpointType, WebhookEndpointCreatedType, WebhookEndpointCreateInput, WebhookEndpointPageType, WebhookEndpointType, WebhookEndpointUpdateInput } from './endpoint.types';
import { endpointOwner } from './owner';
import { cursorPage } from '../../../platform/graphql/page';

@Resolver(() => WebhookEndpointType)
export class WebhookEndpointResolver {
  @Query(() => WebhookEndpointPageType, { description: 'The team’s webhook endpoints, newest first.' })
  async webhookEndpoints(
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookEndpointPageType> {
    const page = await listEndpoints(ctx.em, endpointOwner(ctx, teamId), { limit, cursor });
    return cursorPage(page.items.map(toEndpointType), page.hasMore, page.nextCursor);
  }

  @Query(() => WebhookEndpointType)
  async webhookEndpoint(@IdArg('id', 'whk') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<WebhookEndpointType> {
    return toEndpointType(await getEndpoint(ctx.em, endpointOwner(ctx, teamId), id));
  }

  @Mutation(() => WebhookEndpointCreatedType, { description: 'Registers an endpoint (up to 10 per team); the only call that returns its secret.' })
  async createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointCreateInput) input: WebhookEndpointCreateInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Arg('livemode', () => Boolean, { nullable: true, description: 'Operators: the mode whose events it receives (default live).' }) livemode: boolean | null,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookEndpointCreatedType> {
    const endpoint = await createEndpoint(ctx.em, endpointOwner(ctx, teamId, livemode), input);
    return { endpoint: toEndpointType(endpoint), secret: endpoint.secret };
  }

  @Mutation(() => WebhookEndpointType, { description: 'Changes the URL or the subscribed events, or re-enables a disabled endpoint.' })
  async updateWebhookEndpoint(
    @IdArg('id', 'whk') id: string,
    @Arg('input', () => WebhookEndpointUpdateInput) input: WebhookEndpointUpdateInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<WebhookEndpointType> {
    return toEndpointType(await updateEndpoint(ctx.em, endpointOwner(ctx, teamId), id, input));
  }

  @Mutation(() => ID, { description: 'Deletes an endpoint (deliveries to it stop); returns its id.' })
  async deleteWebhookEndpoint(@IdArg('id', 'whk') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<string> {
    return (await deleteEndpoint(ctx.em, endpointOwner(ctx, teamId), id)).id;
  }

  @Mutation(() => WebhookEndpointType, { description: 'Turns an endpoint off by hand (the console); it receives nothing until enabled again.' })
  async disableWebhookEndpoint(@IdArg('id', 'whk') id: string, @Ctx() ctx: GraphContext): Promise<WebhookEndpointType> {
    await getEndpoint(ctx.em, endpointOwner(ctx), id);
    const who = ctx.principal?.user?.name ?? ctx.principal?.name ?? 'an operator';
    const endpoint = await disableEndpoint(ctx.em, id, `Disabled by ${who}.`);
    return toEndpointType(endpoint!);
  }
}
