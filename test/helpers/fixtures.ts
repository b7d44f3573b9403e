import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { addUserToTeam, createApiKey, createTeam, issueOAuthAccessToken } from '../../subgraphs/accounts/accounts.service';

/** A team with an owner and keys of every kind, made through the accounts service. */
export async function makeTeam(em: EntityManager, name = 'Acme Research') {
  const team = await createTeam(em, { name });
  const email = `owner-${randomUUID()}@example.com`;
  const { user } = await addUserToTeam(em, { teamId: team.id, email, name: 'Olive Owner', role: 'owner' });
  const key = async (scopes: string[], opts: { livemode?: boolean; name?: string; userId?: string } = {}) =>
    (await createApiKey(em, { teamId: team.id, name: opts.name ?? `key ${scopes.join('+') || 'legacy'}`, scopes, livemode: opts.livemode, userId: opts.userId })).secret;
  const oauthToken = async () => (await issueOAuthAccessToken(em, { teamId: team.id, userId: user.id, clientId: 'client_test' })).secret;
  return { team, user, email, key, oauthToken };
}

/**
 * The same team, owner and full-scope key, written with plain SQL through the secrets
 * module, for tests that run the service in other processes and hold no ORM.
 */
export async function makeTeamDirect(db: { query: (sql: string, params?: unknown[]) => Promise<unknown> }, name: string, opts: { livemode?: boolean } = {}) {
  const livemode = opts.livemode ?? true;
  const { newId } = await import('../../platform/ids');
  const { issueSecret } = await import('../../platform/secrets');
  const teamId = newId();
  const userId = newId();
  const email = `split-${userId}@example.com`;
  const issued = issueSecret(livemode ? 'sk_live_' : 'sk_test_');
  await db.query('insert into accounts.teams (id, name) values ($1, $2)', [teamId, name]);
  await db.query('insert into accounts.users (id, email, name) values ($1, $2, $3)', [userId, email, 'Sam Split']);
  await db.query(`insert into accounts.team_memberships (team_id, user_id, role) values ($1, $2, 'owner')`, [teamId, userId]);
  await db.query(
    `insert into accounts.api_keys (id, team_id, user_id, name, lookup_prefix, secret_hash, scopes, livemode) values ($1, $2, $3, 'split key', $4, $5, '{read,write,spend}', $6)`,
    [newId(), teamId, userId, issued.lookupPrefix, issued.hash, livemode],
  );
  return { teamId, userId, email, secret: issued.secret };
}
