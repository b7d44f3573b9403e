import type { EntityManager } from '@mikro-orm/postgresql';
import { scopesWithinRole, type Scope, type TeamRole } from '../../platform/principal';
import { AccountsError } from './accounts.errors';
import type { Actor } from './team.service';

/**
 * OAuth grants (docs/decisions.md, "OAuth"): one per consent, the family of its code and of every
 * token issued from it. What a grant's tokens may do is re-derived from the person's membership
 * on every use (accounts.service's authenticate, the token endpoint's reads in oauth.service):
 * these are the grants' listing and revocation.
 */

export interface TeamGrant {
  id: string;
  clientId: string;
  appName: string;
  user: { id: string; name: string; email: string };
  role: TeamRole;
  /** What the grant's tokens may do now: what was granted, within the person's current role. */
  scopes: Scope[];
  grantedAt: Date;
  lastUsedAt: Date | null;
  /** For a resource (the MCP endpoint: an agent) rather than the v1 API. */
  agent: boolean;
  livemode: boolean;
}

/**
 * Ends grants and every token issued from them: one grant, or every grant (and legacy token)
 * of an app, a person or a team member. The grants are revoked first and under their row locks,
 * so tokens being stored for them (oauth.service's saveTokens) are either revoked here too or
 * stored already revoked.
 */
export async function revokeGrants(em: EntityManager, q: { grantId?: string; clientId?: string; userId?: string; teamId?: string }): Promise<void> {
  const conds: string[] = [];
  const params: string[] = [];
  for (const [column, value] of [
    ['id', q.grantId],
    ['client_id', q.clientId],
    ['user_id', q.userId],
    ['team_id', q.teamId],
  ] as const) {
    if (value === undefined) continue;
    conds.push(`${column} = ?`);
    params.push(value);
  }
  if (!conds.length) throw new Error('revokeGrants needs a grant, an app, a person or a team');
  const tokenConds = q.grantId ? ['grant_id = ?'] : conds;
  await em.transactional(async (tem) => {
    await tem.execute(`update accounts.oauth_grants set revoked_at = now() where ${conds.join(' and ')} and revoked_at is null`, params);
    for (const table of ['oauth_refresh_tokens', 'oauth_access_tokens']) {
      await tem.execute(`update accounts.${table} set revoked_at = now() where ${tokenConds.join(' and ')} and revoked_at is null`, params);
    }
  });
}

interface GrantRow {
  id: string;
  client_id: string;
  app_name: string;
  user_id: string;
  user_name: string;
  user_email: string;
  role: TeamRole;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  resource: string | null;
  livemode: boolean;
}

/** Grants with a live token, of a person still in the team, for an app not removed. */
const GRANTS_SQL = `select g.id, g.client_id, c.name as app_name, g.user_id, u.name as user_name, u.email as user_email, m.role, g.scopes, g.created_at, g.resource, g.livemode,
         (select max(a.last_used_at) from accounts.oauth_access_tokens a where a.grant_id = g.id) as last_used_at
    from accounts.oauth_grants g
    join accounts.oauth_clients c on c.client_id = g.client_id and c.revoked_at is null
    join accounts.users u on u.id = g.user_id
    join accounts.team_memberships m on m.team_id = g.team_id and m.user_id = g.user_id
   where g.team_id = ? and g.revoked_at is null
     and (exists (select 1 from accounts.oauth_refresh_tokens r where r.grant_id = g.id and r.revoked_at is null and r.expires_at > now())
       or exists (select 1 from accounts.oauth_access_tokens a where a.grant_id = g.id and a.revoked_at is null and a.expires_at > now()))`;

/** The team's grants for owners and admins; a member's own only. Newest first. */
export async function teamGrants(em: EntityManager, actor: Actor): Promise<TeamGrant[]> {
  const own = actor.role === 'member';
  const rows = await em.execute<GrantRow[]>(
    `${GRANTS_SQL}${own ? ' and g.user_id = ?' : ''} order by g.created_at desc, g.id`,
    own ? [actor.teamId, actor.userId] : [actor.teamId],
  );
  return rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    appName: r.app_name,
    user: { id: r.user_id, name: r.user_name, email: r.user_email },
    role: r.role,
    scopes: scopesWithinRole(r.scopes, r.role),
    grantedAt: new Date(r.created_at),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
    agent: r.resource !== null,
    livemode: r.livemode,
  }));
}

/** Owners and admins revoke any grant of their team; a member only their own. Revoking twice is no error. */
export async function revokeTeamGrant(em: EntityManager, actor: Actor, grantId: string): Promise<void> {
  const [grant] = await em.execute<{ user_id: string }[]>('select user_id from accounts.oauth_grants where id = ? and team_id = ?', [grantId, actor.teamId]);
  if (!grant) throw new AccountsError('oauth_grant_not_found', 'No such OAuth grant in this team.', 'id');
  if (actor.role === 'member' && grant.user_id !== actor.userId) throw new AccountsError('role_forbidden', 'Members revoke only the access they granted themselves.');
  await revokeGrants(em, { grantId });
}
