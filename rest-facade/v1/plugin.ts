import type {} from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import type { FacadeDeps } from '../deps';
import { ApiError, v1Body } from '../errors';
import { sendError, toApiError } from '../error-handler';
import { v1AuthHook } from './auth-hook';
import { v1RouteModules } from './routes';

export interface V1PluginOptions {
  deps: FacadeDeps;
  openapiDocument: () => unknown;
}

/** The v1 surface, mounted at /v1. */
export const v1Plugin: FastifyPluginAsync<V1PluginOptions> = async (app, { deps, openapiDocument }) => {
  app.addHook('onRequest', v1AuthHook(deps.graph));
  app.setErrorHandler((err, request, reply) => {
    const e = toApiError(err, request);
    return sendError(reply, e, v1Body(e));
  });
  app.setNotFoundHandler((request, reply) => {
    const e = new ApiError('not_found', 'resource_missing', `Unrecognized request URL (${request.method} ${request.url}).`);
    return sendError(reply, e, v1Body(e));
  });
  for (const mod of v1RouteModules) for (const route of mod(deps)) app.route(route);
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => openapiDocument());
};
