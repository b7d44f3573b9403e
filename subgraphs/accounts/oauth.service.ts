import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../platform/ids';
import { roleScopes, SCOPES, scopesAllowed, scopesWithinRole, type TeamRole } from '../../platform/principal';
import { hashSecret, lookupPrefixOf, secretMatches } from '../../platform/secrets';
import { AccountsError } from './accounts.errors';
import { getTeam, OAUTH_PREFIX } from './accounts.service';
import { revokeGrants } from './oauth-grants.service';
import type { Actor } from './team.service';

/**
 * OAuth 2.0 for v1 (docs/decisions.md, "OAuth"): what the authorization server stores. The
 * protocol itself (the authorize and token endpoints, PKCE, refresh rotation) is
 * @node-oauth/oauth2-server's, at the edge (http/oauth, its model in http/authorization); these are its model's reads and
 * writes. Every secret (client secret, code, access and refresh token) is kept as its SHA-256.
 */

/** How an app came to be known: registered in the console by a team, or by itself (RFC 7591). */
export type ClientRegistration = 'console' | 'dynamic' | 'metadata';

export interface OAuthClient {
  id: string;
  clientId: string;
  /** The team that registered it in the console; null for an app that registered itself. */
  teamId: string | null;
  teamName: string | null;
  registration: ClientRegistration;
  name: string;
  redirectUris: string[];
  confidential: boolean;
  createdAt: Date;
}

interface ClientRow {
  id: string;
  client_id: string;
  team_id: string | null;
  team_name: string | null;
  registration: ClientRegistration;
  name: string;
  redirect_uris: string[];
  confidential: boolean;
  secret_hash: string | null;
  created_at: Date;
}

const toClient = (r: ClientRow): OAuthClient => ({
  id: r.id,
  clientId: r.client_id,
  teamId: r.team_id,
  teamName: r.team_name,
  registration: r.registration,
  name: r.name,
  redirectUris: r.redirect_uris,
  confidential: r.confidential,
  createdAt: new Date(r.created_at),
});

const CLIENT_SQL = `select c.id, c.client_id, c.team_id, t.name as team_name, c.registration, c.name, c.redirect_uris, c.confidential, c.secret_hash, c.created_at
  from accounts.oauth_clients c left join accounts.teams t on t.id = c.team_id where c.revoked_at is null`;

/** https anywhere; http only to a loopback host (native and development apps, RFC 8252). */
function checkRedirectUri(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new AccountsError('name_required', `Not a URL: ${raw}`, 'redirectUris');
  }
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(u.hostname);
  if (u.hash || u.username || u.password || !(u.protocol === 'https:' || (u.protocol === 'http:' && loopback))) {
    throw new AccountsError('name_required', `A redirect URI is https (or http to a loopback address), without a fragment or credentials: ${raw}`, 'redirectUris');
  }
  return u.toString();
}

/**
 * An app known by its Client ID Metadata Document (the MCP authorization spec): its client id is
 * the document's https URL, its name and redirect URIs what the document said when last fetched
 * (the edge fetches it through the guarded outbound client at each authorization request and
 * records it here). Public, of no team, like a self-registered app.
 */
export async function recordMetadataClient(em: EntityManager, input: { url: string; name: string; redirectUris: string[] }): Promise<OAuthClient> {
  const redirectUris = input.redirectUris.map(checkRedirectUri);
  const name = input.name.trim().slice(0, 100) || new URL(input.url).hostname;
  const [row] = await em.getConnection().execute<{ id: string; created_at: Date }[]>(
    `insert into accounts.oauth_clients (id, team_id, client_id, name, redirect_uris, confidential, registration, metadata_url)
       values (?, null, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), false, 'metadata', ?)
     on conflict (client_id) do update set name = excluded.name, redirect_uris = excluded.redirect_uris
       where accounts.oauth_clients.registration = 'metadata' and accounts.oauth_clients.revoked_at is null
     returning id, created_at`,
    [newId(), input.url, name, JSON.stringify(redirectUris), input.url],
  );
  // A console-registered app cannot hold an https client id, so the update only ever skips a removed one.
  if (!row) throw new AccountsError('name_required', 'This app was removed; it cannot be used again.', 'client_id');
  return { id: row.id, clientId: input.url, teamId: null, teamName: null, registration: 'metadata', name, redirectUris, confidential: false, createdAt: new Date(row.created_at) };
}

/** Registers an app for the actor's team (owners and admins); a confidential app's secret is returned once. */
export async function registerClient(
  em: EntityManager,
  actor: Actor,
  input: { name: string; redirectUris: string[]; confidential: boolean },
): Promise<{ client: OAuthClient; secret: string | null }> {
  if (actor.role === 'member') throw new AccountsError('role_forbidden', 'Only owners and admins register OAuth apps.');
  const name = input.name.trim();
  if (!name || name.length > 100) throw new AccountsError('name_required', 'Give the app a name (up to 100 characters).', 'name');
  const uris = [...new Set(input.redirectUris.map((u) => u.trim()).filter(Boolean))];
  if (!uris.length || uris.length > 10) throw new AccountsError('name_required', 'List one to ten redirect URIs, one per line.', 'redirectUris');
  const redirectUris = uris.map(checkRedirectUri);
  const clientId = `app_${randomBytes(16).toString('hex')}`;
  const secret = input.confidential ? `appsec_${randomBytes(32).toString('base64url')}` : null;
  const id = newId();
  await em.getConnection().execute(
    'insert into accounts.oauth_clients (id, team_id, client_id, name, redirect_uris, confidential, secret_hash, created_by) values (?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?)',
    // Arrays go as JSON: the driver would spread a JS array into a list of parameters.
    [id, actor.teamId, clientId, name, JSON.stringify(redirectUris), input.confidential, secret ? hashSecret(secret) : null, actor.userId],
  );
  const team = await getTeam(em, actor.teamId);
  return {
    client: { id, clientId, teamId: actor.teamId, teamName: team.name, registration: 'console', name, redirectUris, confidential: input.confidential, createdAt: new Date() },
    secret,
  };
}

/**
 * RFC 7591 dynamic registration, as MCP clients do it without an operator: a public app (it
 * holds no secret; PKCE protects its codes) of no team, which any person may then authorize
 * for their own team on the consent page, naming it there as the app named itself.
 */
export async function registerDynamicClient(em: EntityManager, input: { name: string; redirectUris: string[] }): Promise<OAuthClient> {
  const name = input.name.trim();
  if (!name || name.length > 100) throw new AccountsError('name_required', 'client_name is 1 to 100 characters.', 'client_name');
  const uris = [...new Set(input.redirectUris.map((u) => u.trim()).filter(Boolean))];
  if (!uris.length || uris.length > 10) throw new AccountsError('name_required', 'redirect_uris lists one to ten URIs.', 'redirect_uris');
  const redirectUris = uris.map((u) => {
    try {
      return checkRedirectUri(u);
    } catch (e) {
      throw e instanceof AccountsError ? new AccountsError('name_required', e.message, 'redirect_uris') : e;
    }
  });
  const id = newId();
  const clientId = `app_${randomBytes(16).toString('hex')}`;
  await em
    .getConnection()
    .execute(
      `insert into accounts.oauth_clients (id, team_id, client_id, name, redirect_uris, confidential, registration) values (?, null, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), false, 'dynamic')`,
      [id, clientId, name, JSON.stringify(redirectUris)],
    );
  return { id, clientId, teamId: null, teamName: null, registration: 'dynamic', name, redirectUris, confidential: false, createdAt: new Date() };
}

export async function teamClients(em: EntityManager, teamId: string): Promise<OAuthClient[]> {
  const rows = await em.getConnection().execute<ClientRow[]>(`${CLIENT_SQL} and c.team_id = ? order by c.created_at desc`, [teamId]);
  return rows.map(toClient);
}

/** Deletes an app: its tokens stop working at once. */
export async function revokeClient(em: EntityManager, actor: Actor, id: string): Promise<void> {
  if (actor.role === 'member') throw new AccountsError('role_forbidden', 'Only owners and admins remove OAuth apps.');
  const [row] = await em
    .getConnection()
    .execute<{ client_id: string }[]>('update accounts.oauth_clients set revoked_at = now() where id = ? and team_id = ? and revoked_at is null returning client_id', [
      id,
      actor.teamId,
    ]);
  if (!row) throw new AccountsError('api_key_not_found', 'No such OAuth app for this team.', 'id');
  await revokeGrants(em, { clientId: row.client_id });
}

/**
 * The app behind a client id. `secret`: null when only the app is asked for (the authorize
 * step); undefined for a token request without a secret, which only a public app may make
 * (with PKCE); a string, which a confidential app's secret must match.
 */
export async function findClient(em: EntityManager, clientId: string, secret: string | null | undefined): Promise<OAuthClient | null> {
  const [row] = await em.getConnection().execute<ClientRow[]>(`${CLIENT_SQL} and c.client_id = ?`, [clientId]);
  if (!row) return null;
  if (secret === undefined && row.confidential) return null;
  if (typeof secret === 'string' && !(row.secret_hash && secretMatches(secret, row.secret_hash))) return null;
  return toClient(row);
}

export interface StoredCode {
  clientId: string;
  userId: string;
  teamId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  expiresAt: Date;
  /** RFC 8707: the resource the grant is for (null: the v1 REST API). */
  resource: string | null;
  /** The mode the grant acts in (chosen at consent). */
  livemode: boolean;
}

/** The person's role in the team, or null when they are not in it. */
async function roleIn(em: EntityManager, teamId: string, userId: string): Promise<TeamRole | null> {
  const [m] = await em.execute<{ role: TeamRole }[]>('select role from accounts.team_memberships where team_id = ? and user_id = ?', [teamId, userId]);
  return m?.role ?? null;
}

/**
 * Stores a code and the grant it starts (the family of every token issued from it). The scopes
 * are held to the person's current role here too, whatever the caller asked (the consent page
 * narrows them first): a person outside the team, or asking only what the role does not allow, is refused.
 */
export async function saveCode(em: EntityManager, code: string, c: StoredCode): Promise<void> {
  await em.transactional(async (tem) => {
    const role = await roleIn(tem, c.teamId, c.userId);
    if (!role) throw new AccountsError('role_forbidden', 'Only members of the team grant access to it.');
    const scopes = scopesAllowed(c.scopes, role);
    if (!scopes.length) throw new AccountsError('invalid_scopes', `Your role in this team (${role}) allows only: ${roleScopes(role).join(', ')}.`, 'scope');
    const grantId = newId();
    await tem.execute(
      'insert into accounts.oauth_grants (id, client_id, user_id, team_id, scopes, resource, livemode) values (?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?)',
      [grantId, c.clientId, c.userId, c.teamId, JSON.stringify(scopes), c.resource, c.livemode],
    );
    await tem.execute(
      'insert into accounts.oauth_codes (code_hash, client_id, user_id, team_id, redirect_uri, scopes, code_challenge, code_challenge_method, expires_at, grant_id, resource, livemode) values (?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?, ?)',
      [
        hashSecret(code),
        c.clientId,
        c.userId,
        c.teamId,
        c.redirectUri,
        JSON.stringify(scopes),
        c.codeChallenge,
        c.codeChallengeMethod,
        c.expiresAt,
        grantId,
        c.resource,
        c.livemode,
      ],
    );
  });
}

/** A code as the token endpoint reads it: `used` codes are replays (RFC 9700: revoke what they issued). */
export interface FoundCode extends StoredCode {
  grantId: string;
  used: boolean;
}

/**
 * An unexpired code of a person still in the team, its scopes held to their current role; null
 * otherwise (or when the role now allows none of them).
 */
export async function findCode(em: EntityManager, code: string): Promise<FoundCode | null> {
  const [r] = await em.execute<
    {
      client_id: string;
      user_id: string;
      team_id: string;
      redirect_uri: string;
      scopes: string[];
      code_challenge: string | null;
      code_challenge_method: string | null;
      expires_at: Date;
      grant_id: string;
      used_at: Date | null;
      resource: string | null;
      livemode: boolean;
      role: TeamRole;
    }[]
  >(
    `select c.*, m.role from accounts.oauth_codes c join accounts.team_memberships m on m.team_id = c.team_id and m.user_id = c.user_id
      where c.code_hash = ? and c.expires_at > now() and c.grant_id is not null`,
    [hashSecret(code)],
  );
  if (!r) return null;
  const scopes = scopesAllowed(r.scopes, r.role);
  if (!scopes.length) return null;
  return {
    clientId: r.client_id,
    userId: r.user_id,
    teamId: r.team_id,
    redirectUri: r.redirect_uri,
    scopes,
    codeChallenge: r.code_challenge,
    codeChallengeMethod: r.code_challenge_method,
    expiresAt: new Date(r.expires_at),
    grantId: r.grant_id,
    used: r.used_at !== null,
    resource: r.resource,
    livemode: r.livemode,
  };
}

/** Marks a code used; true only for the first use (a code is exchanged once). */
export async function consumeCode(em: EntityManager, code: string): Promise<boolean> {
  const rows = await em.execute('update accounts.oauth_codes set used_at = now() where code_hash = ? and used_at is null returning 1', [hashSecret(code)]);
  return rows.length > 0;
}

export interface IssuedTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
  scopes: string[];
  clientId: string;
  userId: string;
  teamId: string;
  /** The grant (token family) the tokens belong to. */
  grantId: string;
}

/**
 * Stores an access token (as the v1 surface reads it: accounts.oauth_access_tokens) and its
 * refresh token in their grant. The grant's row is locked while they are written, so a
 * revocation of the grant (a replay) either waits for them and revokes them too, or came first
 * and they are stored already revoked.
 */
export async function saveTokens(em: EntityManager, t: IssuedTokens): Promise<void> {
  const prefix = lookupPrefixOf(OAUTH_PREFIX, t.accessToken);
  if (!prefix) throw new Error('access tokens are issued as oat_ secrets');
  const scopes = JSON.stringify(SCOPES.filter((s) => t.scopes.includes(s)));
  await em.transactional(async (tem) => {
    // The tokens are for the grant's resource, in the grant's mode, whatever the request said.
    const [grant] = await tem.execute<{ revoked_at: Date | null; resource: string | null; livemode: boolean }[]>(
      'select revoked_at, resource, livemode from accounts.oauth_grants where id = ? for share',
      [t.grantId],
    );
    if (!grant) throw new Error(`no OAuth grant ${t.grantId}`);
    const { revoked_at: revokedAt, resource, livemode } = grant;
    await tem.execute(
      'insert into accounts.oauth_access_tokens (id, team_id, user_id, client_id, lookup_prefix, secret_hash, scopes, expires_at, created_at, grant_id, revoked_at, resource, livemode) values (?, ?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, now(), ?, ?, ?, ?)',
      [newId(), t.teamId, t.userId, t.clientId, prefix, hashSecret(t.accessToken), scopes, t.accessTokenExpiresAt, t.grantId, revokedAt, resource, livemode],
    );
    if (t.refreshToken) {
      await tem.execute(
        'insert into accounts.oauth_refresh_tokens (token_hash, client_id, user_id, team_id, scopes, expires_at, grant_id, revoked_at, resource, livemode) values (?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?)',
        [hashSecret(t.refreshToken), t.clientId, t.userId, t.teamId, scopes, t.refreshTokenExpiresAt, t.grantId, revokedAt, resource, livemode],
      );
    }
    // The grant shows what its newest tokens carry (a refresh under a narrower role narrows it).
    await tem.execute('update accounts.oauth_grants set scopes = array(select jsonb_array_elements_text(?::jsonb)) where id = ?', [scopes, t.grantId]);
  });
}

export interface StoredRefresh {
  clientId: string;
  userId: string;
  teamId: string;
  scopes: string[];
  expiresAt: Date;
  grantId: string;
  /** Rotated out or revoked: presenting it again is a replay (RFC 9700: its whole family is revoked). */
  revoked: boolean;
  /** RFC 8707: the resource its grant is for (null: the v1 REST API). */
  resource: string | null;
}

/**
 * An unexpired refresh token of a person still in the team, its scopes held to their current
 * role; null otherwise (or when the role now allows none of them).
 */
export async function findRefreshToken(em: EntityManager, token: string): Promise<StoredRefresh | null> {
  const [r] = await em.execute<
    { client_id: string; user_id: string; team_id: string; scopes: string[]; expires_at: Date; grant_id: string; revoked: boolean; resource: string | null; role: TeamRole }[]
  >(
    `select r.client_id, r.user_id, r.team_id, r.scopes, r.expires_at, r.grant_id, (r.revoked_at is not null or g.revoked_at is not null) as revoked, g.resource, m.role
       from accounts.oauth_refresh_tokens r join accounts.oauth_grants g on g.id = r.grant_id
       join accounts.team_memberships m on m.team_id = r.team_id and m.user_id = r.user_id
      where r.token_hash = ? and r.expires_at > now()`,
    [hashSecret(token)],
  );
  if (!r) return null;
  const scopes = scopesWithinRole(r.scopes, r.role);
  if (!scopes.length) return null;
  return {
    clientId: r.client_id,
    userId: r.user_id,
    teamId: r.team_id,
    scopes,
    expiresAt: new Date(r.expires_at),
    grantId: r.grant_id,
    revoked: r.revoked,
    resource: r.resource,
  };
}

/** Revokes a refresh token (rotation: the old one dies when a new one is issued); true if it was live. */
export async function revokeRefreshToken(em: EntityManager, token: string): Promise<boolean> {
  const rows = await em.execute('update accounts.oauth_refresh_tokens set revoked_at = now() where token_hash = ? and revoked_at is null returning 1', [hashSecret(token)]);
  return rows.length > 0;
}

/**
 * A code or refresh token was presented again (or lost a race to its first use): the grant it
 * belongs to ends, with every token issued from it (RFC 9700 §2.1.1 and §4.14.2).
 */
export async function revokeGrantOfSecret(em: EntityManager, secret: string): Promise<void> {
  const h = hashSecret(secret);
  const [row] = await em.execute<{ grant_id: string | null }[]>(
    'select grant_id from accounts.oauth_codes where code_hash = ? union all select grant_id from accounts.oauth_refresh_tokens where token_hash = ?',
    [h, h],
  );
  if (row?.grant_id) await revokeGrants(em, { grantId: row.grant_id });
}

/**
 * RFC 7009: revokes an access or refresh token of this client. A refresh token ends its whole
 * grant, access tokens included (§2.1). Unknown tokens are not an error.
 */
export async function revokeClientToken(em: EntityManager, clientId: string, token: string): Promise<void> {
  const h = hashSecret(token);
  const [refresh] = await em.execute<{ grant_id: string | null }[]>('select grant_id from accounts.oauth_refresh_tokens where token_hash = ? and client_id = ?', [h, clientId]);
  if (refresh?.grant_id) await revokeGrants(em, { grantId: refresh.grant_id });
  await em.execute('update accounts.oauth_refresh_tokens set revoked_at = now() where token_hash = ? and client_id = ? and revoked_at is null', [h, clientId]);
  await em.execute('update accounts.oauth_access_tokens set revoked_at = now() where secret_hash = ? and client_id = ? and revoked_at is null', [h, clientId]);
}

export interface ConnectedApp {
  clientId: string;
  name: string;
  teamName: string;
  scopes: string[];
  grantedAt: Date;
}

/** The apps a person has granted access (live tokens), with what they may do now: the scopes granted, within the person's role in that team. */
export async function connectedApps(em: EntityManager, userId: string): Promise<ConnectedApp[]> {
  const rows = await em.execute<{ client_id: string; name: string; team_name: string; scopes: string[]; granted_at: Date; role: TeamRole }[]>(
    `select r.client_id, c.name, t.name as team_name, m.role, (select r2.scopes from accounts.oauth_refresh_tokens r2
               where r2.user_id = r.user_id and r2.client_id = r.client_id and r2.team_id = r.team_id and r2.revoked_at is null order by r2.created_at desc limit 1) as scopes,
            min(r.created_at) as granted_at
       from accounts.oauth_refresh_tokens r join accounts.oauth_clients c on c.client_id = r.client_id join accounts.teams t on t.id = r.team_id
       join accounts.team_memberships m on m.team_id = r.team_id and m.user_id = r.user_id
      where r.user_id = ? and r.revoked_at is null and r.expires_at > now() and c.revoked_at is null
      group by r.user_id, r.client_id, r.team_id, c.name, t.name, m.role order by min(r.created_at)`,
    [userId],
  );
  return rows.map((r) => ({ clientId: r.client_id, name: r.name, teamName: r.team_name, scopes: scopesWithinRole(r.scopes, r.role), grantedAt: new Date(r.granted_at) }));
}

/** The person withdraws an app's access: every token it holds for them ends. */
export async function disconnectApp(em: EntityManager, userId: string, clientId: string): Promise<void> {
  await revokeGrants(em, { clientId, userId });
}
