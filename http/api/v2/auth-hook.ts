import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../platform/principal';
import { fromPublicId, toPublicId } from '../../../platform/ids';
import { authenticateDownload, authenticateRequest, csvDownloadResource, unauthenticated } from '../auth';
import type { GraphClient } from '../../../graph-client/graph-client';
import { ApiError } from '../../../graph-client/errors';
import { mcpResource } from '../../authorization/metadata';

/**
 * The caller behind a scoped API key, as v2 accepts it: a valid key (401), not an OAuth token
 * (401), not a legacy unscoped key (403 api_key_unscoped). /mcp also takes its own OAuth tokens
 * (http/api/mcp/plugin.ts) and shares only the last check.
 */
async function authenticateScopedKey(graph: GraphClient, request: FastifyRequest): Promise<Principal> {
  const principal = await authenticateRequest(graph, request);
  if (principal.kind !== 'api_key') throw unauthenticated('OAuth access tokens are not accepted on v2; use an API key.');
  return requireScopes(principal, 'v2');
}

/** A legacy API key without scopes works on v1 only (403 api_key_unscoped). */
export function requireScopes(principal: Principal, surface: 'v2' | '/mcp'): Principal {
  if (principal.scopes.length === 0) {
    throw new ApiError('forbidden', 'api_key_unscoped', `This API key has no scopes and works on v1 only. Create a key with scopes for ${surface}.`);
  }
  return principal;
}

/**
 * v2 authentication and authorization, in this order: a valid API key (401), not OAuth
 * (401), not a legacy unscoped key (403 api_key_unscoped), the X-Service-Team header
 * matches (403 team_mismatch), the route's scope is granted (403 insufficient_scope). The CSV
 * download also takes the signed `t` token a download link carries (the MCP get_csv_link tool)
 * in place of the Authorization header: the credential it was issued to, for that survey only.
 */
export function v2AuthHook(graph: GraphClient) {
  return async (request: FastifyRequest): Promise<void> => {
    const cfg = request.routeOptions.config;
    if (request.is404 || cfg.public) return;
    const t = cfg.downloadToken ? (request.query as { t?: unknown }).t : undefined;
    const principal = typeof t === 'string' ? await downloadPrincipal(graph, request, t) : await authenticateScopedKey(graph, request);
    const teamHeader = request.headers['x-service-team'];
    if (teamHeader !== undefined && teamHeader !== toPublicId('tm', principal.team.id)) {
      throw new ApiError('forbidden', 'team_mismatch', 'X-Service-Team does not match the team of this API key.', 'X-Service-Team');
    }
    if (cfg.scope && !principal.scopes.includes(cfg.scope)) {
      throw new ApiError('forbidden', 'insufficient_scope', `This API key lacks the "${cfg.scope}" scope.`);
    }
    request.principal = principal;
  };
}

/**
 * The caller a download link's token was issued to, for the survey of the path (`srv_` id), held
 * to what v2 accepts: v1 and v2 links open the same CSV, so a link made for a v1 OAuth token (no
 * audience) is refused here as that token is (401), and a legacy key's as that key is (403);
 * an agent's /mcp token is the one OAuth credential a v2 link is made for (get_csv_link).
 */
async function downloadPrincipal(graph: GraphClient, request: FastifyRequest, token: string): Promise<Principal> {
  const id = (request.params as { id: string }).id;
  const principal = await authenticateDownload(graph, request, token, csvDownloadResource(fromPublicId('srv', id) ?? id));
  if (principal.kind === 'oauth' && principal.audience !== mcpResource()) {
    throw unauthenticated('This download link was made for an OAuth access token of the v1 API, which v2 does not accept; use the link on v1 (GET /v1/surveys/{id}/exports).');
  }
  return principal.kind === 'api_key' ? requireScopes(principal, 'v2') : principal;
}
