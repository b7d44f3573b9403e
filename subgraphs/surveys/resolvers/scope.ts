import type { GraphContext } from '../../../platform/graphql/context';
import type { TeamScope } from '../surveys.service';
import { SurveysError } from '../surveys.errors';

/**
 * The team an operation acts for: the REST caller's team (a `teamId` argument naming another
 * team finds nothing), or — for operators on /graphql, who have no caller — the `teamId` argument.
 */
export function teamScope(ctx: GraphContext, teamId?: string | null): TeamScope {
  const p = ctx.principal;
  if (p) {
    if (teamId && teamId !== p.team.id) throw new SurveysError('survey_not_found', 'No such survey for this team.', 'teamId');
    return { teamId: p.team.id, userId: p.user?.id ?? null, channel: 'api' };
  }
  if (!teamId) throw new SurveysError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId');
  return { teamId, userId: null, channel: 'app' };
}
