import type {} from '@fastify/swagger';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { GraphClient } from '../../graph-client/graph-client';
import type { FacadeDeps, RouteModule } from '../deps';
import { ApiError } from '../../graph-client/errors';
import { sendError, toApiError } from '../error-handler';
import { registerIdempotency } from './idempotency';
import { rateLimitHook, type Surface } from '../rate-limits';
import { refuseUnstorableInput } from './input-rules';
import { surfaceComponents } from './openapi-components';

export interface SurfaceOptions {
  deps: FacadeDeps;
  openapiDocument: () => unknown;
}

export interface SurfaceDefinition {
  /** Which surface this is: its rate limits (v1 per token, v2 per team). */
  name: Surface;
  /** Authenticates and authorizes a request to this surface (an onRequest hook). */
  authHook: (graph: GraphClient) => (request: FastifyRequest) => Promise<void>;
  /** The surface's error body. */
  errorBody: (err: ApiError, request: FastifyRequest) => unknown;
  routes: RouteModule[];
  /** Rewrites an error for this surface before it is sent (its own status rules and messages). */
  adapt?: (err: ApiError, request: FastifyRequest) => ApiError;
}

/**
 * One REST surface (v1 or v2): its auth hook, its error body for every failure (validation,
 * unknown route, domain error, crash), its routes and its OpenAPI document at /openapi.json.
 */
export function surfacePlugin(surface: SurfaceDefinition): FastifyPluginAsync<SurfaceOptions> {
  return async (app, { deps, openapiDocument }) => {
    app.addHook('onRequest', surface.authHook(deps.graph));
    // After authentication and before the Idempotency-Key claim (a preHandler): a 429 binds no key.
    app.addHook('onRequest', rateLimitHook(deps.limits, surface.name));
    // After validation and before the Idempotency-Key claim: a NUL, a lone surrogate or an
    // infinite number is a 400, never a database or GraphQL error.
    app.addHook('preHandler', refuseUnstorableInput);
    registerIdempotency(app, deps.graph);
    app.setErrorHandler((err, request, reply) => {
      const e = surface.adapt ? surface.adapt(toApiError(err, request), request) : toApiError(err, request);
      return sendError(reply, e, surface.errorBody(e, request));
    });
    app.setNotFoundHandler((request, reply) => {
      const e = new ApiError('not_found', 'resource_missing', `Unrecognized request URL (${request.method} ${request.url}).`);
      return sendError(reply, e, surface.errorBody(e, request));
    });
    // The named schemas of the surface's document, referenced by its routes (openapi-components.ts).
    const components = surfaceComponents(surface.name);
    components.register(app);
    for (const mod of surface.routes) for (const route of mod(deps)) app.route(components.route(route));
    app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => openapiDocument());
  };
}
