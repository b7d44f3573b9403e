import type { GraphContext } from '../../../platform/graphql/context';
import { WebhooksError } from '../webhooks.errors';
import type { EndpointOwner } from './endpoints.service';

/**
 * The team (and key mode) an endpoint call acts for: the REST caller's, or — for operators on
 * /graphql, who have no caller — the `teamId` argument (live mode unless asked). A caller
 * naming another team finds nothing, in the words of any missing endpoint.
 */
export function endpointOwner(ctx: GraphContext, teamId?: string | null, livemode?: boolean | null): EndpointOwner {
  const p = ctx.principal;
  if (p) {
    if (teamId && teamId !== p.team.id) throw new WebhooksError('endpoint_not_found', 'No such webhook endpoint for this team.', 'teamId');
    return { teamId: p.team.id, livemode: p.livemode };
  }
  if (!teamId) throw new WebhooksError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId');
  return { teamId, livemode: livemode ?? true };
}
