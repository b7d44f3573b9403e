import type { FastifyRequest } from 'fastify';
import type { Principal, Scope } from '../../platform/principal';
import { anonymousCaller, type GraphClient } from '../../graph-client/graph-client';
import { bearerToken } from '../../platform/http/bearer';
import { ApiError } from '../../graph-client/errors';
import { type AuthenticateMutation, AuthenticateDocument, AuthenticateDownloadTokenDocument } from '../../graph-client/generated';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** v2: the scope a key needs for this route (spec: Authentication v2). */
    scope?: Scope;
    /** No authentication (OpenAPI documents). */
    public?: boolean;
    /** CSV download: a valid signed `t` query token authenticates instead of the Authorization header. */
    downloadToken?: boolean;
  }
}

/** Finds the caller behind the request's bearer token, or throws 401 authentication_required. */
export async function authenticateRequest(graph: GraphClient, request: FastifyRequest): Promise<Principal> {
  const token = bearerToken(request.headers.authorization);
  if (!token)
    throw unauthenticated(
      request.headers.authorization ? 'The Authorization header is malformed; send "Bearer <API key>".' : 'No API key provided; send "Authorization: Bearer <API key>".',
    );
  const cached = graph.principals?.get(token);
  if (cached) return cached;
  const since = graph.principals?.begin() ?? 0;
  const caller = anonymousCaller(request);
  const { authenticate: found } = await graph.run(AuthenticateDocument, { secret: token }, caller);
  if (!found) throw unauthenticated('The API key is unknown or revoked.');
  const principal = toPrincipal(found);
  graph.principals?.store(token, principal, since);
  return principal;
}

/** Frozen: a cached principal is shared by the requests of one key. */
function toPrincipal(found: NonNullable<AuthenticateMutation['authenticate']>): Principal {
  return deepFreeze({
    kind: found.kind === 'API_KEY' ? 'api_key' : 'oauth',
    credentialId: found.credentialId,
    name: found.name,
    scopes: found.scopes.map((s) => s.toLowerCase() as Scope),
    livemode: found.livemode,
    team: Object.freeze({ id: found.team.id, name: found.team.name, ...(found.team.plan ? { plan: found.team.plan } : {}) }),
    user: found.user && Object.freeze({ ...found.user }),
    ...(found.kind === 'API_KEY' ? {} : { audience: found.audience }),
  });
}

function deepFreeze(p: Principal): Principal {
  Object.freeze(p.scopes);
  return Object.freeze(p);
}

export function unauthenticated(message: string): ApiError {
  return new ApiError('unauthenticated', 'authentication_required', message);
}

/** The download resource a signed `t` token opens: one survey's CSV. */
export function csvDownloadResource(surveyId: string): string {
  return `survey-csv:${surveyId.toLowerCase()}`;
}

/** The caller a signed download token was issued to, or 401 (forged, expired, another survey's, revoked credential). */
export async function authenticateDownload(graph: GraphClient, request: FastifyRequest, token: string, resource: string): Promise<Principal> {
  const caller = anonymousCaller(request);
  const { authenticateDownloadToken: found } = await graph.run(AuthenticateDownloadTokenDocument, { token, resource }, caller);
  if (!found) throw unauthenticated('The download token is invalid or has expired; ask for a fresh download URL (GET /v1/surveys/{id}/exports, or the MCP tool get_csv_link).');
  return toPrincipal(found);
}
