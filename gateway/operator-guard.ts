import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../platform/secrets';
import { bearerToken } from '../rest-facade/auth';

export type OperatorTokenCheck = (secret: string, request: FastifyRequest) => Promise<boolean>;

/**
 * Guards internal surfaces (/graphql; later /admin/queues, /metrics): a Bearer operator
 * token, either OPERATOR_TOKEN from config or one created with `npm run cli -- operator-token create`.
 */
export function operatorGuard(opts: { configToken?: string; verify: OperatorTokenCheck }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    const ok = token !== null && ((opts.configToken !== undefined && sameSecret(token, opts.configToken)) || (await opts.verify(token, request)));
    if (!ok) {
      await reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="operator"')
        .send({ errors: [{ message: 'An operator token is required.', extensions: { code: 'UNAUTHENTICATED' } }] });
    }
  };
}
