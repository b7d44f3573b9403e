import type { GraphContext } from '../../../platform/graphql/context';
import { callerScope, creationMode, type Owner } from '../../../platform/owner';
import { BillingError } from '../billing.errors';
import type { Wallet } from '../ledger.service';

/**
 * The team and mode a billing call acts for: the caller's scope (platform/owner.ts), with an
 * operator's mode live unless asked (a wallet is one mode).
 */
export function walletOf(ctx: GraphContext, teamId?: string | null, livemode?: boolean | null): { wallet: Wallet; teamName: string } {
  const scope = callerScope(ctx.principal, { teamId, livemode }, BILLING_SCOPE_ERRORS);
  return { wallet: { teamId: scope.teamId, livemode: creationMode(scope) }, teamName: ctx.principal?.team.name ?? scope.teamId };
}

const BILLING_SCOPE_ERRORS = {
  otherTeam: () => new BillingError('order_not_found', 'No such resource for this team.', 'teamId'),
  teamRequired: () => new BillingError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId'),
};

/** Operations only a REST caller makes (idempotency keys belong to a caller's team and mode). */
export function callerOwner(ctx: GraphContext): Owner {
  if (!ctx.principal) throw new BillingError('team_required', 'This operation needs an API caller.', 'teamId');
  return { teamId: ctx.principal.team.id, livemode: ctx.principal.livemode };
}
