import type { Principal } from './principal';

/**
 * Test and live are two disjoint worlds (docs/decisions.md, "Test and live"): every object a
 * key can address belongs to one team and one mode, fixed at creation from the creating
 * credential, and every lookup is filtered by both. An object of the other mode answers as an
 * unknown id does.
 */
export interface Owner {
  teamId: string;
  livemode: boolean;
}

/**
 * Whose objects a call may see. A caller (API key, OAuth token) always has one mode; an
 * operator on /graphql, who has no caller, may leave the mode open (`null`: both modes).
 */
export interface OwnerScope {
  teamId: string;
  livemode: boolean | null;
}

/** The owner filter as a MikroORM `where` fragment (`{ teamId, livemode }`). */
export function ownerWhere(scope: OwnerScope): { teamId: string; livemode?: boolean } {
  return scope.livemode === null ? { teamId: scope.teamId } : { teamId: scope.teamId, livemode: scope.livemode };
}

/** True when a row of `owner` is visible to `scope`. */
export function ownerMatches(scope: OwnerScope, owner: Owner): boolean {
  return owner.teamId === scope.teamId && (scope.livemode === null || owner.livemode === scope.livemode);
}

/** The mode an object created in this scope gets: the caller's; an operator's creations are live. */
export function creationMode(scope: OwnerScope): boolean {
  return scope.livemode ?? true;
}

/**
 * The owner scope of a GraphQL call: the REST caller's team and mode, or — for operators, who
 * have no caller — the `teamId` argument with both modes unless `livemode` is given. A caller
 * naming another team, or no team at all, is answered by the domain's own errors.
 */
export function callerScope(
  principal: Principal | null,
  args: { teamId?: string | null; livemode?: boolean | null },
  errors: { otherTeam: () => Error; teamRequired: () => Error },
): OwnerScope {
  if (principal) {
    if (args.teamId && args.teamId !== principal.team.id) throw errors.otherTeam();
    if (args.livemode != null && args.livemode !== principal.livemode) throw errors.otherTeam();
    return { teamId: principal.team.id, livemode: principal.livemode };
  }
  if (!args.teamId) throw errors.teamRequired();
  return { teamId: args.teamId, livemode: args.livemode ?? null };
}

/** The owner filter as SQL over a table alias with `team_id` and `livemode` columns. */
export function ownerSql(alias: string, scope: OwnerScope): { sql: string; params: unknown[] } {
  return scope.livemode === null
    ? { sql: `${alias}.team_id = ?`, params: [scope.teamId] }
    : { sql: `${alias}.team_id = ? and ${alias}.livemode = ?`, params: [scope.teamId, scope.livemode] };
}
