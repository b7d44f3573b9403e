import type { FastifyInstance } from 'fastify';
import { tagRequest } from './context';
import { tracing } from './tracing';

/**
 * Names each request's server span by its route template and marks it with the request id
 * (tagRequest), for every route of this Fastify server.
 */
export function traceRequests(app: FastifyInstance): void {
  // Untraced processes pay nothing: no hook at all.
  if (!tracing().on) return;
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    tagRequest(request.id, request.routeOptions.url, at < 0 ? '' : request.url.slice(at + 1));
  });
}
