import type { GraphContext } from '../../../platform/graphql/context';
import { callerScope, type OwnerScope } from '../../../platform/owner';
import { WebhooksError } from '../webhooks.errors';

/**
 * The team and key mode an endpoint call acts for: the REST caller's, or — for operators on
 * /graphql, who have no caller — the `teamId` argument, in both modes unless `livemode` is
 * given (creations are live unless asked). A caller naming another team finds nothing, in the
 * words of any missing endpoint.
 */
export function endpointOwner(ctx: GraphContext, teamId?: string | null, livemode?: boolean | null): OwnerScope {
  return callerScope(
    ctx.principal,
    { teamId, livemode },
    {
      otherTeam: () => new WebhooksError('endpoint_not_found', 'No such webhook endpoint for this team.', 'teamId'),
      teamRequired: () => new WebhooksError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId'),
    },
  );
}
