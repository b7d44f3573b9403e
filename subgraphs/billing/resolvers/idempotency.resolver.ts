import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { config } from '../../../platform/config';
import type { GraphContext } from '../../../platform/graphql/context';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../idempotency/idempotency.service';
import { IdempotencyClaimType } from './types';
import { callerOwner } from './wallet';

/** The REST facade's Idempotency-Key steps (spec: Idempotency rules); the team and mode are the caller's. */
@Resolver()
export class IdempotencyResolver {
  @FacadeOnly()
  @Mutation(() => IdempotencyClaimType)
  async claimIdempotencyKey(@Arg('key', () => String) key: string, @Arg('fingerprint', () => String) fingerprint: string, @Ctx() ctx: GraphContext): Promise<IdempotencyClaimType> {
    const claim = await claimIdempotencyKey(ctx.em, callerOwner(ctx), key, fingerprint, config().IDEMPOTENCY_LOCK_SECONDS);
    return {
      state: claim.state,
      responseStatus: claim.state === 'replay' ? claim.responseStatus : null,
      responseBody: claim.state === 'replay' ? claim.responseBody : null,
      retryAfterSeconds: claim.state === 'in_flight' ? claim.retryAfterSeconds : null,
    };
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async completeIdempotencyKey(
    @Arg('key', () => String) key: string,
    @Arg('responseStatus', () => Int) responseStatus: number,
    @Arg('responseBody', () => String) responseBody: string,
    @Ctx() ctx: GraphContext,
  ): Promise<boolean> {
    await completeIdempotencyKey(ctx.em, callerOwner(ctx), key, responseStatus, responseBody);
    return true;
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async releaseIdempotencyKey(@Arg('key', () => String) key: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await releaseIdempotencyKey(ctx.em, callerOwner(ctx), key);
    return true;
  }
}
