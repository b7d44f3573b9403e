import type { GraphContext } from '../../../platform/graphql/context';
import type { Owner } from '../../../platform/owner';
import { BillingError } from '../billing.errors';
import type { Wallet } from '../ledger.service';

/**
 * The team and mode a billing call acts for: the REST caller's team and key mode, or — for
 * operators on /graphql, who have no caller — the `teamId` argument (live mode unless asked).
 */
export function walletOf(ctx: GraphContext, teamId?: string | null, livemode?: boolean | null): { wallet: Wallet; teamName: string } {
  const p = ctx.principal;
  if (p) {
    if (teamId && teamId !== p.team.id) throw new BillingError('order_not_found', 'No such resource for this team.', 'teamId');
    return { wallet: { teamId: p.team.id, livemode: p.livemode }, teamName: p.team.name };
  }
  if (!teamId) throw new BillingError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId');
  return { wallet: { teamId, livemode: livemode ?? true }, teamName: teamId };
}

/** Operations only a REST caller makes (idempotency keys belong to a caller's team and mode). */
export function callerOwner(ctx: GraphContext): Owner {
  if (!ctx.principal) throw new BillingError('team_required', 'This operation needs an API caller.', 'teamId');
  return { teamId: ctx.principal.team.id, livemode: ctx.principal.livemode };
}
