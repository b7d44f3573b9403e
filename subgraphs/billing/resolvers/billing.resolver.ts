import { Arg, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { BillingError } from '../billing.errors';
import { createPortalSession } from '../customers.service';
import { grantCreditsNow, readBalance } from '../ledger.service';
import { creditsToUnits, unitsToCents, unitsToCredits, centsToUsd } from '../../../platform/money';
import { createPackOrder, getOrder, listOrders } from '../orders.service';
import { receiveProviderEvent } from '../provider-events.service';
import { BillingPortalSessionType, CreditBalanceType, CreditBucketType, OrderPageType, OrderType, toBucketType, toOrderType } from './types';
import { walletOf } from './wallet';
import { cursorPage } from '../../../platform/graphql/page';

@Resolver()
export class BillingResolver {
  @Query(() => CreditBalanceType, { description: 'Remaining credits and their buckets (due expiries are written first).' })
  async creditBalance(
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Arg('livemode', () => Boolean, { nullable: true }) livemode: boolean | null,
    @Ctx() ctx: GraphContext,
  ): Promise<CreditBalanceType> {
    const { wallet } = walletOf(ctx, teamId, livemode);
    const balance = await readBalance(ctx.em, wallet);
    return {
      credits: unitsToCredits(balance.units),
      amount: centsToUsd(unitsToCents(balance.units)),
      currency: 'USD',
      livemode: wallet.livemode,
      buckets: balance.buckets.map(toBucketType),
      wallet,
    };
  }

  @Query(() => OrderPageType, { description: 'Survey and credit-pack orders, newest first.' })
  async orders(
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Arg('livemode', () => Boolean, { nullable: true }) livemode: boolean | null,
    @Ctx() ctx: GraphContext,
  ): Promise<OrderPageType> {
    const page = await listOrders(ctx.em, walletOf(ctx, teamId, livemode).wallet, { limit, cursor });
    return cursorPage(page.items.map(toOrderType), page.hasMore, page.nextCursor);
  }

  @Query(() => OrderType)
  async order(
    @IdArg('id', 'ord') id: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Arg('livemode', () => Boolean, { nullable: true }) livemode: boolean | null,
    @Ctx() ctx: GraphContext,
  ): Promise<OrderType> {
    return toOrderType(await getOrder(ctx.em, walletOf(ctx, teamId, livemode).wallet, id));
  }

  @Mutation(() => OrderType, { description: 'A credit-pack order with a hosted checkout URL; frozen on the idempotency key.' })
  async createCreditPackOrder(
    @Arg('pack', () => String) pack: string,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<OrderType> {
    const { teamName, wallet } = walletOf(ctx, teamId);
    return toOrderType(await createPackOrder(ctx.em, wallet, teamName, { pack, idempotencyKey }));
  }

  @Mutation(() => BillingPortalSessionType, { description: 'A hosted billing-portal session: add or replace the default card.' })
  async createBillingPortalSession(@IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<BillingPortalSessionType> {
    const { teamName, wallet } = walletOf(ctx, teamId);
    return { url: await createPortalSession(ctx.em, wallet, teamName) };
  }

  @Mutation(() => CreditBucketType, { description: 'Operators: grant credits to a team, expiring at expiresAt.' })
  async grantCredits(
    @IdArg('teamId', 'tm') teamId: string,
    @Arg('credits', () => Float) credits: number,
    @Arg('expiresAt', () => DateTimeScalar) expiresAt: Date,
    @Arg('livemode', () => Boolean, { defaultValue: true }) livemode: boolean,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<CreditBucketType> {
    if (ctx.principal) throw new BillingError('team_required', 'Only operators grant credits.');
    const bucket = await grantCreditsNow(ctx.em, { teamId, livemode }, { units: creditsToUnits(credits), expiresAt, source: 'grant', note });
    return toBucketType(bucket);
  }

  @FacadeOnly()
  @Mutation(() => String, { description: 'A payment-provider webhook (raw body base64, Stripe-Signature); returns the outcome.' })
  async receiveProviderEvent(
    @Arg('payloadBase64', () => String) payloadBase64: string,
    @Arg('signature', () => String) signature: string,
    @Ctx() ctx: GraphContext,
  ): Promise<string> {
    return receiveProviderEvent(ctx.em, Buffer.from(payloadBase64, 'base64'), signature, ctx.log);
  }
}
