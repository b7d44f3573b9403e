import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../platform/secrets';
import { bearerToken } from '../platform/http/bearer';

export type OperatorTokenCheck = (secret: string, request: FastifyRequest) => Promise<boolean>;
/** True when a request carries a live operator session (the admin session cookie, http/ops/admin-session.ts). */
export type OperatorSessionCheck = (request: FastifyRequest) => Promise<boolean>;

export interface OperatorTokenOptions {
  /** OPERATOR_TOKEN from configuration. */
  configToken?: string;
  /** Checks a token created with `npm run cli -- operator-token create` (the VerifyOperatorToken operation). */
  verify: OperatorTokenCheck;
}

/** True when a presented secret is an operator token: OPERATOR_TOKEN, or a live CLI-created one. */
export function operatorTokenAccepted(opts: OperatorTokenOptions): OperatorTokenCheck {
  return async (secret, request) => (opts.configToken !== undefined && sameSecret(secret, opts.configToken)) || opts.verify(secret, request);
}

/** The 401 every operator surface answers without a valid operator credential. */
export async function refuseOperator(reply: FastifyReply): Promise<void> {
  await reply
    .code(401)
    .header('www-authenticate', 'Bearer realm="operator"')
    .send({ errors: [{ message: 'An operator token is required.', extensions: { code: 'UNAUTHENTICATED' } }] });
}

/**
 * Guards internal surfaces (/graphql; /admin/queues adds a login cookie, http/ops/queue-board.ts):
 * a Bearer operator token, either OPERATOR_TOKEN from config or one created with
 * `npm run cli -- operator-token create`; with `session`, an operator session cookie instead.
 */
export function operatorGuard(opts: OperatorTokenOptions & { session?: OperatorSessionCheck }) {
  const accepted = operatorTokenAccepted(opts);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    // Without a Bearer token, a browser's operator session (the explorer); a wrong token is refused whatever else is sent.
    const ok = token !== null ? await accepted(token, request) : opts.session !== undefined && (await opts.session(request));
    if (!ok) await refuseOperator(reply);
  };
}
