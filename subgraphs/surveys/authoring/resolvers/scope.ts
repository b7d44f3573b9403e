import type { GraphContext } from '../../../../platform/graphql/context';
import { callerScope } from '../../../../platform/owner';
import type { TeamScope } from '../surveys.service';
import { SurveysError } from '../../surveys.errors';
import { PLANS, type Plan } from '../../pricing';

const isPlan = (p: string | undefined): p is Plan => (PLANS as readonly (string | undefined)[]).includes(p);

/**
 * The team and mode an operation acts for: the REST caller's (a `teamId` argument naming another
 * team finds nothing), or — for operators on /graphql, who have no caller — the `teamId`
 * argument, in both modes unless `livemode` narrows it (docs/decisions.md, "Test and live").
 */
export function teamScope(ctx: GraphContext, teamId?: string | null, livemode?: boolean | null): TeamScope {
  const owner = callerScope(
    ctx.principal,
    { teamId, livemode },
    {
      otherTeam: () => new SurveysError('survey_not_found', 'No such survey for this team.', 'teamId'),
      teamRequired: () => new SurveysError('team_required', 'Pass teamId: this call has no caller to take a team from.', 'teamId'),
    },
  );
  const plan = ctx.principal?.team.plan;
  // The REST discount is for v1 and v2 callers: a console session and an operator price on `app` (docs/pricing.md).
  return { ...owner, userId: ctx.principal?.user?.id ?? null, channel: ctx.principal && ctx.principal.kind !== 'session' ? 'api' : 'app', plan: isPlan(plan) ? plan : undefined };
}
