/** What a credential may do: read, write (drafts, ratings, webhooks), spend (publish, orders). */
export const SCOPES = ['read', 'write', 'spend'] as const;
export type Scope = (typeof SCOPES)[number];

/** A team role, as the console and OAuth grants read it. */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What a person's role lets them do, in the console and through the OAuth grants they make:
 * members read; owners and admins also write and spend (docs/decisions.md, "OAuth").
 */
export function roleScopes(role: TeamRole): Scope[] {
  return role === 'member' ? ['read'] : ['read', 'write', 'spend'];
}

/** What the role allows of the scopes asked for: never wider, and nothing asked is nothing allowed. */
export function scopesAllowed(asked: readonly string[], role: TeamRole): Scope[] {
  return roleScopes(role).filter((s) => asked.includes(s));
}

/** A grant's scopes within the role: none granted (a legacy token) means all the role allows. */
export function scopesWithinRole(granted: readonly string[], role: TeamRole): Scope[] {
  return granted.length ? scopesAllowed(granted, role) : roleScopes(role);
}

/**
 * A person's API key within their role: the scopes the role allows of it, null when none; a
 * legacy key (no scopes: v1's full access) only for a role with full access ([] kept), else null.
 */
export function keyScopesWithinRole(granted: readonly Scope[], role: TeamRole): Scope[] | null {
  if (!granted.length) return roleScopes(role).length === SCOPES.length ? [] : null;
  const scopes = scopesAllowed(granted, role);
  return scopes.length ? scopes : null;
}

/** Who is calling, as found from a presented bearer secret (internal UUIDs). */
export interface Principal {
  kind: 'api_key' | 'oauth' | 'system' | 'session';
  /** `plan`: the team's plan name where the credential's lookup read it (prices apply it). */
  team: { id: string; name: string; plan?: string };
  /** The key's user, else the team's first owner; null when the team has no members. */
  user: { id: string; name: string; email: string } | null;
  credentialId: string;
  /** Key name; OAuth tokens use their client id. */
  name: string;
  scopes: Scope[];
  livemode: boolean;
  /** A console session's role in its team (`session` principals only). */
  role?: TeamRole;
  /**
   * OAuth access tokens: the resource the token was issued for (RFC 8707): null for the v1 REST
   * API, else the MCP endpoint's URL. A token is accepted only where its audience is.
   */
  audience?: string | null;
}

/**
 * The service itself reading a team's resources in one mode, as that team's read-only key would
 * (webhook `data.object`s are the GET representation: workers/jobs/webhook-objects.ts).
 */
export function systemPrincipal(owner: { teamId: string; teamName: string; livemode: boolean }, name: string): Principal {
  return { kind: 'system', team: { id: owner.teamId, name: owner.teamName }, user: null, credentialId: `system:${name}`, name, scopes: ['read'], livemode: owner.livemode };
}
