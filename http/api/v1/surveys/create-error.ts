import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { statusOf, type ApiError } from '../../../../graph-client/errors';
import { reasonOf, v1Body } from '../../../envelopes';
import { sendError, toApiError } from '../../../error-handler';
import { adaptForV1 } from '../adapt-error';

/** Survey-create failures: 400 and 422 carry {statusCode, error, code, param, message} (+ violations, blanks on 422). */
export function createErrorBody(e: ApiError) {
  const extra = (e.extra ?? {}) as { violations?: unknown[]; blanks?: unknown[] };
  return {
    statusCode: statusOf(e.kind),
    error: reasonOf(e.kind),
    code: e.code,
    param: e.param ?? null,
    message: e.message,
    ...(e.details ? { details: e.details } : {}),
    ...(extra.violations ? { violations: extra.violations } : {}),
    ...(extra.blanks ? { blanks: extra.blanks } : {}),
  };
}

export function createErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const e = adaptForV1(toApiError(err, request));
  const status = statusOf(e.kind);
  return sendError(reply, e, status === 400 || status === 422 ? createErrorBody(e) : v1Body(e));
}
