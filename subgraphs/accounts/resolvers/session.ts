import type { GraphContext } from '../../../platform/graphql/context';
import { AccountsError } from '../accounts.errors';
import type { Actor } from '../team.service';

/** The signed-in person behind a console operation (a `session` principal); any other caller is refused. */
export function sessionActor(ctx: GraphContext): Actor {
  const p = ctx.principal;
  if (p?.kind !== 'session' || !p.user || !p.role) throw new AccountsError('team_required', 'This operation is the console’s: it needs a signed-in person.', 'session');
  return { userId: p.user.id, teamId: p.team.id, role: p.role };
}
