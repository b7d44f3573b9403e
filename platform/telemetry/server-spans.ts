import type { FastifyInstance } from 'fastify';
import { tagRequest } from './context';

/**
 * Names each request's server span by its route template and marks it with the request id
 * (tagRequest), for every route of this Fastify server. A no-op per request when untraced.
 */
export function traceRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    tagRequest(request.id, request.routeOptions.url, at < 0 ? '' : request.url.slice(at + 1));
  });
}
