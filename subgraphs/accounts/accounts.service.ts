import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../platform/ids';
import { issueSecret, lookupPrefixOf, secretMatches } from '../../platform/secrets';
import type { Principal } from '../../platform/principal';
import { AccountsError } from './accounts.errors';
import { PRINCIPAL_BY_KEY_ID_SQL, PRINCIPAL_BY_KEY_SQL, type PrincipalByKeyRow } from './queries/principal-by-key';
import { keyScopesWithinRole, roleScopes, SCOPES, scopesWithinRole, type Scope, type TeamRole } from '../../platform/principal';
import { ApiKey } from './entities/api-key.entity';
import { OAuthAccessToken } from './entities/oauth-access-token.entity';
import { OperatorToken } from './entities/operator-token.entity';
import { Team, type TeamPlan } from './entities/team.entity';
import { TeamMembership, type MemberRole } from './entities/team-membership.entity';
import { User } from './entities/user.entity';

export const KEY_PREFIX = { live: 'sk_live_', test: 'sk_test_' } as const;
export const OAUTH_PREFIX = 'oat_';
export const OPERATOR_PREFIX = 'op_';

/** last_used_at is written at most this often per credential, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Creates a team. */
export async function createTeam(em: EntityManager, input: { name: string; plan?: TeamPlan }): Promise<Team> {
  const team = em.create(Team, { id: newId(), name: input.name.trim(), plan: input.plan ?? 'payg', createdAt: new Date() });
  await em.flush();
  return team;
}

/** Moves a team to another plan (operators: the CLI). */
export async function setTeamPlan(em: EntityManager, teamId: string, plan: TeamPlan): Promise<Team> {
  const team = await getTeam(em, teamId);
  team.plan = plan;
  await em.flush();
  return team;
}

/** True when the team pays through a subscription rather than as it goes. */
export async function isSubscribed(em: EntityManager, teamId: string): Promise<boolean> {
  return (await getTeam(em, teamId)).plan !== 'payg';
}

/** The team's plan (prices apply its discount and limits). */
export async function teamPlan(em: EntityManager, teamId: string): Promise<TeamPlan> {
  const [row] = await em.execute<{ plan: TeamPlan }[]>('select plan from accounts.teams where id = ?', [teamId]);
  if (!row) throw new AccountsError('team_not_found', `No team ${teamId}`, 'team');
  return row.plan;
}

export async function getTeam(em: EntityManager, teamId: string): Promise<Team> {
  const team = await em.findOne(Team, { id: teamId });
  if (!team) throw new AccountsError('team_not_found', `No team ${teamId}`, 'team');
  return team;
}

/** Adds a person to a team, creating the user by email when new. */
export async function addUserToTeam(
  em: EntityManager,
  input: { teamId: string; email: string; name: string; role?: MemberRole },
): Promise<{ user: User; membership: TeamMembership }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AccountsError('invalid_email', `Not an email: ${input.email}`, 'email');
  const team = await getTeam(em, input.teamId);
  const user = (await em.findOne(User, { email })) ?? em.create(User, { id: newId(), email, name: input.name.trim(), createdAt: new Date() });
  if (await em.findOne(TeamMembership, { team, user })) {
    throw new AccountsError('already_member', `${email} is already in team ${team.id}`, 'email');
  }
  const membership = em.create(TeamMembership, { team, user, role: input.role ?? 'member', createdAt: new Date() });
  await em.flush();
  return { user, membership };
}

export function parseScopes(raw: readonly string[]): Scope[] {
  const bad = raw.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (bad.length) throw new AccountsError('invalid_scopes', `Unknown scopes: ${bad.join(', ')} (allowed: ${SCOPES.join(', ')})`, 'scopes');
  return SCOPES.filter((s) => raw.includes(s));
}

/** Creates an API key. The secret is in the result and nowhere else, ever. */
export async function createApiKey(
  em: EntityManager,
  input: { teamId: string; name: string; scopes?: readonly string[]; livemode?: boolean; userId?: string },
): Promise<{ key: ApiKey; secret: string }> {
  const team = await getTeam(em, input.teamId);
  const user = input.userId ? await em.findOne(User, { id: input.userId }) : null;
  if (input.userId && !user) throw new AccountsError('user_not_found', `No user ${input.userId}`, 'user');
  const scopes = parseScopes(input.scopes ?? SCOPES);
  if (user) {
    // A person's key acts within their role (keyPrincipal): made wider, it would only mislead.
    const membership = await em.findOne(TeamMembership, { team: team.id, user: user.id });
    if (!membership) throw new AccountsError('member_not_found', `${user.email} is not in this team.`, 'user');
    const within = keyScopesWithinRole(scopes, membership.role);
    if (!within || within.length < scopes.length) {
      throw new AccountsError('role_forbidden', `A ${membership.role}'s key may have only: ${roleScopes(membership.role).join(', ')}.`, 'scopes');
    }
  }
  const livemode = input.livemode ?? true;
  const issued = issueSecret(livemode ? KEY_PREFIX.live : KEY_PREFIX.test);
  const key = em.create(ApiKey, {
    id: newId(),
    team,
    user,
    name: input.name.trim(),
    lookupPrefix: issued.lookupPrefix,
    secretHash: issued.hash,
    scopes,
    livemode,
    lastUsedAt: null,
    revokedAt: null,
    createdAt: new Date(),
  });
  await em.flush();
  return { key, secret: issued.secret };
}

/** A team's keys, newest first, revoked included. */
export async function listApiKeys(em: EntityManager, teamId: string): Promise<ApiKey[]> {
  await getTeam(em, teamId);
  return em.find(ApiKey, { team: teamId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** Revokes a key; revoking twice keeps the first revocation time. */
export async function revokeApiKey(em: EntityManager, keyId: string): Promise<ApiKey> {
  const key = await em.findOne(ApiKey, { id: keyId });
  if (!key) throw new AccountsError('api_key_not_found', `No API key ${keyId}`, 'key');
  key.revokedAt ??= new Date();
  await em.flush();
  return key;
}

/** Issues an unscoped OAuth access token directly (test fixtures; the authorization flow stores its tokens through oauth.service). */
export async function issueOAuthAccessToken(
  em: EntityManager,
  input: { teamId: string; userId: string; clientId: string; ttlSeconds?: number },
): Promise<{ token: OAuthAccessToken; secret: string }> {
  const team = await getTeam(em, input.teamId);
  const user = await em.findOne(User, { id: input.userId });
  if (!user) throw new AccountsError('user_not_found', `No user ${input.userId}`, 'user');
  const issued = issueSecret(OAUTH_PREFIX);
  const token = em.create(OAuthAccessToken, {
    id: newId(),
    team,
    user,
    clientId: input.clientId,
    lookupPrefix: issued.lookupPrefix,
    secretHash: issued.hash,
    scopes: [],
    expiresAt: new Date(Date.now() + (input.ttlSeconds ?? 3600) * 1000),
    lastUsedAt: null,
    revokedAt: null,
    createdAt: new Date(),
  });
  await em.flush();
  return { token, secret: issued.secret };
}

/**
 * Finds the principal behind a bearer secret: an API key or an OAuth access token.
 * Null for anything unknown, malformed, revoked or expired (callers answer 401).
 */
export async function authenticate(em: EntityManager, secret: string): Promise<Principal | null> {
  const keyKind = secret.startsWith(KEY_PREFIX.live) ? KEY_PREFIX.live : secret.startsWith(KEY_PREFIX.test) ? KEY_PREFIX.test : null;
  if (keyKind) {
    const prefix = lookupPrefixOf(keyKind, secret);
    if (!prefix) return null;
    const row = await em.getConnection().execute<PrincipalByKeyRow>(PRINCIPAL_BY_KEY_SQL, [prefix], 'get');
    if (!row || !secretMatches(secret, row.secret_hash)) return null;
    const principal = keyPrincipal(row);
    if (principal) await touch(em, ApiKey, { id: row.id, lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null });
    return principal;
  }
  const prefix = lookupPrefixOf(OAUTH_PREFIX, secret);
  if (!prefix) return null;
  const [token] = await em.execute<OAuthPrincipalRow[]>(`${OAUTH_PRINCIPAL_SQL} and t.lookup_prefix = ?`, [prefix]);
  if (!token || !secretMatches(secret, token.secret_hash)) return null;
  const principal = oauthPrincipal(token);
  if (principal) await touch(em, OAuthAccessToken, { id: token.id, lastUsedAt: token.last_used_at ? new Date(token.last_used_at) : null });
  return principal;
}

/** The principal of a live credential by its id (download tokens name the credential that asked). */
export async function principalByCredential(em: EntityManager, kind: Principal['kind'], credentialId: string): Promise<Principal | null> {
  if (kind === 'api_key') {
    const row = await em.getConnection().execute<PrincipalByKeyRow>(PRINCIPAL_BY_KEY_ID_SQL, [credentialId], 'get');
    return row ? keyPrincipal(row) : null;
  }
  const [token] = await em.execute<OAuthPrincipalRow[]>(`${OAUTH_PRINCIPAL_SQL} and t.id = ?`, [credentialId]);
  return token ? oauthPrincipal(token) : null;
}

/**
 * A key made for a person acts within that person's current role, as their OAuth grants do: a
 * demotion narrows its scopes on the next request, and once the person is not in the team it
 * authenticates nobody (removal also revokes it). A legacy key (no scopes: v1's full access) of a
 * person whose role lacks full access authenticates nobody either. Team keys (no person) are as
 * made.
 */
function keyPrincipal(row: PrincipalByKeyRow): Principal | null {
  const granted = parseScopes(typeof row.scopes === 'string' ? parsePgTextArray(row.scopes) : row.scopes);
  const scopes = !row.key_user_id ? granted : row.key_user_role ? keyScopesWithinRole(granted, row.key_user_role) : null;
  if (!scopes) return null;
  return {
    kind: 'api_key',
    team: { id: row.team_id, name: row.team_name, plan: row.team_plan },
    user: row.user_id ? { id: row.user_id, name: row.user_name!, email: row.user_email! } : null,
    credentialId: row.id,
    name: row.name,
    scopes,
    livemode: row.livemode,
  };
}

interface OAuthPrincipalRow {
  id: string;
  client_id: string;
  secret_hash: string;
  scopes: string[] | string;
  last_used_at: Date | null;
  team_id: string;
  team_name: string;
  team_plan: string;
  user_id: string;
  user_name: string;
  user_email: string;
  role: TeamRole;
  resource: string | null;
  livemode: boolean;
}

/**
 * A live access token of a person still in its team, in a grant not revoked (legacy tokens have
 * none). Read on every use (OAuth principals are never cached: graph-client/principal-cache.ts),
 * so removal and demotion apply to the very next request.
 */
const OAUTH_PRINCIPAL_SQL = `select t.id, t.client_id, t.secret_hash, t.scopes, t.last_used_at, t.team_id, tm.name as team_name, tm.plan as team_plan, t.resource, t.livemode,
         u.id as user_id, u.name as user_name, u.email as user_email, m.role
    from accounts.oauth_access_tokens t
    join accounts.teams tm on tm.id = t.team_id
    join accounts.users u on u.id = t.user_id
    join accounts.team_memberships m on m.team_id = t.team_id and m.user_id = t.user_id
    left join accounts.oauth_grants g on g.id = t.grant_id
   where t.revoked_at is null and t.expires_at > now() and g.revoked_at is null`;

/**
 * The token's scopes within the person's current role (issue 35): a demoted admin's token
 * narrows at once. A token the role now allows nothing of authenticates nobody, since v1 reads
 * an empty list as a legacy credential's full access.
 */
function oauthPrincipal(token: OAuthPrincipalRow): Principal | null {
  const granted = parseScopes(typeof token.scopes === 'string' ? parsePgTextArray(token.scopes) : token.scopes);
  const scopes = scopesWithinRole(granted, token.role);
  if (!scopes.length) return null;
  return {
    kind: 'oauth',
    team: { id: token.team_id, name: token.team_name, plan: token.team_plan },
    user: { id: token.user_id, name: token.user_name, email: token.user_email },
    credentialId: token.id,
    name: token.client_id,
    scopes,
    livemode: token.livemode,
    audience: token.resource,
  };
}

/** Creates an operator token for internal tools; the secret is returned once. */
export async function createOperatorToken(em: EntityManager, input: { name: string }): Promise<{ token: OperatorToken; secret: string }> {
  const issued = issueSecret(OPERATOR_PREFIX);
  const token = em.create(OperatorToken, {
    id: newId(),
    name: input.name.trim(),
    lookupPrefix: issued.lookupPrefix,
    secretHash: issued.hash,
    lastUsedAt: null,
    revokedAt: null,
    createdAt: new Date(),
  });
  await em.flush();
  return { token, secret: issued.secret };
}

export async function listOperatorTokens(em: EntityManager): Promise<OperatorToken[]> {
  return em.find(OperatorToken, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export async function revokeOperatorToken(em: EntityManager, tokenId: string): Promise<OperatorToken> {
  const token = await em.findOne(OperatorToken, { id: tokenId });
  if (!token) throw new AccountsError('operator_token_not_found', `No operator token ${tokenId}`, 'token');
  token.revokedAt ??= new Date();
  await em.flush();
  return token;
}

/** True when the secret is a live (unrevoked) operator token. */
export async function verifyOperatorToken(em: EntityManager, secret: string): Promise<boolean> {
  const prefix = lookupPrefixOf(OPERATOR_PREFIX, secret);
  if (!prefix) return false;
  const token = await em.findOne(OperatorToken, { lookupPrefix: prefix, revokedAt: null }, { populate: ['secretHash'] });
  if (!token || !secretMatches(secret, token.secretHash)) return false;
  await touch(em, OperatorToken, token);
  return true;
}

/** `{read,write}` → ['read', 'write'] (scopes hold no quotes or commas: a CHECK constraint allows three words). */
function parsePgTextArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/** Records use without a write per request (LAST_USED_RESOLUTION_MS). */
async function touch(em: EntityManager, entity: typeof ApiKey | typeof OAuthAccessToken | typeof OperatorToken, row: { id: string; lastUsedAt?: Date | null }): Promise<void> {
  const now = Date.now();
  if (row.lastUsedAt && now - row.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  await em.nativeUpdate(entity as typeof ApiKey, { id: row.id }, { lastUsedAt: new Date(now) });
  row.lastUsedAt = new Date(now);
}

/** A person of a team as a member listing shows them. */
export interface TeamMember {
  user: User;
  role: MemberRole;
  joinedAt: Date;
}

/** A team's members in the order they joined, page by page, with the total. An unknown team is not found. */
export async function listTeamMembers(em: EntityManager, teamId: string, opts: { page: number; limit: number }): Promise<{ items: TeamMember[]; total: number }> {
  // AccountsErrorCode has no page code yet: the same kind and code the other domains use.
  if (!Number.isInteger(opts.page) || opts.page < 1) throw new AccountsError('page_invalid', 'page must be an integer of at least 1.', 'page');
  if (!Number.isInteger(opts.limit) || opts.limit < 1 || opts.limit > 100) {
    throw new AccountsError('page_invalid', 'limit must be an integer from 1 to 100.', 'limit');
  }
  await getTeam(em, teamId);
  const [rows, total] = await em.findAndCount(
    TeamMembership,
    { team: teamId },
    { populate: ['user'], orderBy: { createdAt: 'asc', user: { id: 'asc' } }, limit: opts.limit, offset: (opts.page - 1) * opts.limit },
  );
  return { items: rows.map((m) => ({ user: m.user, role: m.role, joinedAt: m.createdAt })), total };
}
