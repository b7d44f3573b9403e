import { addUserToTeam, MEMBER_ROLES, type MemberRole } from '../../../subgraphs/accounts';
import { PREFIX, toPublicId } from '../../../platform/ids';
import { parseFlags, parseId, required } from '../args';
import { CliError } from '../cli-error';
import { withDatabase } from '../context';

/** `user add --team <tm_…> --email <e> --name <n> [--role owner|admin|member]` */
export async function userAdd(args: string[]) {
  const flags = parseFlags(args, {
    team: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
  });
  const teamId = parseId(PREFIX.team, required(flags, 'team'), 'team');
  const role = flags.role ?? 'member';
  if (!(MEMBER_ROLES as readonly string[]).includes(role)) {
    throw new CliError('invalid_role', `--role: "${role}" is not one of ${MEMBER_ROLES.join(', ')}`);
  }
  const email = required(flags, 'email');
  const name = required(flags, 'name');
  return withDatabase(async (em) => {
    const { user, membership } = await addUserToTeam(em, { teamId, email, name, role: role as MemberRole });
    return {
      id: toPublicId(PREFIX.user, user.id),
      email: user.email,
      name: user.name,
      team: toPublicId(PREFIX.team, teamId),
      role: membership.role,
    };
  });
}
