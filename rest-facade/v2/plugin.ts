import type {} from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import type { FacadeDeps } from '../deps';
import { ApiError, v2Body } from '../errors';
import { sendError, toApiError } from '../error-handler';
import { v2AuthHook } from './auth-hook';
import { v2RouteModules } from './routes';

export interface V2PluginOptions {
  deps: FacadeDeps;
  openapiDocument: () => unknown;
}

/** The v2 surface, mounted at /v2. */
export const v2Plugin: FastifyPluginAsync<V2PluginOptions> = async (app, { deps, openapiDocument }) => {
  app.addHook('onRequest', v2AuthHook(deps.graph));
  app.setErrorHandler((err, request, reply) => {
    const e = toApiError(err, request);
    return sendError(reply, e, v2Body(e, request.id));
  });
  app.setNotFoundHandler((request, reply) => {
    const e = new ApiError('not_found', 'resource_missing', `Unrecognized request URL (${request.method} ${request.url}).`);
    return sendError(reply, e, v2Body(e, request.id));
  });
  for (const mod of v2RouteModules) for (const route of mod(deps)) app.route(route);
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => openapiDocument());
};
