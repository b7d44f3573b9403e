import type { FastifyRequest } from 'fastify';
import { authenticateDownload, authenticateRequest, csvDownloadResource, unauthenticated } from '../auth';
import type { GraphClient } from '../../../graph-client/graph-client';
import { ApiError } from '../../../graph-client/errors';

/**
 * v1 accepts API keys (scoped or legacy) and OAuth access tokens. A key with scopes is held
 * to them (403); a legacy key with none, and OAuth tokens, keep full v1 access. The CSV
 * download also accepts its signed `t` query token in place of the Authorization header.
 */
export function v1AuthHook(graph: GraphClient) {
  return async (request: FastifyRequest): Promise<void> => {
    const cfg = request.routeOptions.config;
    if (request.is404 || cfg.public) return;
    const t = cfg.downloadToken ? (request.query as { t?: unknown }).t : undefined;
    const principal =
      typeof t === 'string' ? await authenticateDownload(graph, request, t, csvDownloadResource((request.params as { id: string }).id)) : await authenticateRequest(graph, request);
    // RFC 8707: a token issued for another resource (the MCP endpoint) is not a v1 token.
    if (principal.kind === 'oauth' && principal.audience) throw unauthenticated(`This access token was issued for ${principal.audience}, not for the v1 API.`);
    if (cfg.scope && principal.scopes.length > 0 && !principal.scopes.includes(cfg.scope)) {
      const what = principal.kind === 'oauth' ? 'access token' : 'API key';
      throw new ApiError('forbidden', 'insufficient_scope', `This ${what} lacks the "${cfg.scope}" scope.`);
    }
    request.principal = principal;
  };
}
