import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../graph-client/errors';
import { roleScopes } from '../../platform/principal';

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

/**
 * Changes that spend the team's money (publishing, stopping a paid survey): the roles whose scopes
 * include `spend` (owners and admins, platform/principal.ts). Members draft; they do not spend.
 */
export const spendersOnly = (message: string) => async (request: FastifyRequest) => {
  const role = request.consoleUser?.role;
  if (role && !roleScopes(role).includes('spend')) throw new ApiError('forbidden', 'role_forbidden', message);
};
