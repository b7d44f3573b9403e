import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import {
  addUserToTeam,
  createApiKey,
  createTeam,
  issueOAuthAccessToken,
} from '../../subgraphs/accounts/accounts.service';

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
