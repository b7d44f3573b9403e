/**
 * The accounts domain's public entry: what other domains, the workers, the facade and the
 * composition root may use. Everything else in this folder is the domain's own.
 * (Its tables are in module.ts and its GraphQL in schema.ts, for the composition root.)
 */
export { addUserToTeam, createApiKey, createTeam, getTeam, teamPlan, isSubscribed, listApiKeys, revokeApiKey, setTeamPlan, verifyOperatorToken } from './accounts.service';
// getTeam: the team's name, for a system principal (platform/principal.ts).
export { createOperatorToken, listOperatorTokens, revokeOperatorToken } from './accounts.service';
export type { ApiKey } from './entities/api-key.entity';
/** The channel every change to a key, team, user or membership NOTIFYs (migration 0007): principal caches listen. */
export const PRINCIPALS_CHANNEL = 'sfs_principals';
export type { OperatorToken } from './entities/operator-token.entity';
export { TEAM_PLANS, type TeamPlan } from './entities/team.entity';
export { MEMBER_ROLES, type MemberRole } from './entities/team-membership.entity';
