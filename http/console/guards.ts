import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../graph-client/errors';

/** Pages for people only: the sign-in page otherwise, coming back to `page` afterwards. */
export const signedInFor = (page: string) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (!request.consoleUser) return reply.redirect(`/console/sign-in?next=${encodeURIComponent(page)}`, 303);
};

/**
 * Changes owners and admins make; members read. The console is the edge that checks it, as scopes
 * are on the REST surfaces.
 */
export const managersOnly = (message: string) => async (request: FastifyRequest) => {
  if (request.consoleUser?.role === 'member') throw new ApiError('forbidden', 'role_forbidden', message);
};
