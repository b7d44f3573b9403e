import { createTeam, setTeamPlan, TEAM_PLANS, type TeamPlan } from '../../../subgraphs/accounts';
import { CliError } from '../cli-error';
import { PREFIX, toPublicId } from '../../../platform/ids';
import { parseFlags, parseId, required } from '../args';
import { withDatabase } from '../context';

/** `team create --name <name>` */
export async function teamCreate(args: string[]) {
  const flags = parseFlags(args, { name: { type: 'string' } });
  const name = required(flags, 'name');
  return withDatabase(async (em) => {
    const team = await createTeam(em, { name });
    return { id: toPublicId(PREFIX.team, team.id), name: team.name, plan: team.plan, createdAt: team.createdAt.toISOString() };
  });
}

/** `team set-plan --team <tm_…> --plan payg|growth|enterprise` (subscribed teams have no flag cap). */
export async function teamSetPlan(args: string[]) {
  const flags = parseFlags(args, { team: { type: 'string' }, plan: { type: 'string' } });
  const teamId = parseId('tm', required(flags, 'team'), 'team');
  const plan = required(flags, 'plan');
  if (!(TEAM_PLANS as readonly string[]).includes(plan)) throw new CliError('invalid_arguments', `--plan is one of ${TEAM_PLANS.join(', ')}`);
  return withDatabase(async (em) => {
    const team = await setTeamPlan(em, teamId, plan as TeamPlan);
    return { id: toPublicId(PREFIX.team, team.id), name: team.name, plan: team.plan };
  });
}
