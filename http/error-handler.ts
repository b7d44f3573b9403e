import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionFailure } from '../platform/db/pg-errors';
import { ApiError, internalError, outageError, statusOf } from '../graph-client/errors';
import { validationError } from './api/validation-errors';

/** Any thrown value as the ApiError we answer with. Unknown errors are logged, never shown. */
export function toApiError(err: unknown, request: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError;
  if (fe?.validation) return validationError(fe);
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Fastify's own request errors: bad JSON, wrong content type, body too large.
    return new ApiError('invalid', 'parameter_invalid', fe.message);
  }
  if (isConnectionFailure(err)) {
    request.log.warn({ err }, 'database unreachable');
    return outageError();
  }
  request.log.error({ err }, 'unhandled error');
  return internalError();
}

const OUTAGE_RETRY_AFTER_SECONDS = 2;

/** Sends an ApiError with the surface's body renderer. */
export function sendError(reply: FastifyReply, err: ApiError, body: unknown): FastifyReply {
  // Every in-flight answer says when to come back (spec: Idempotency rules 5).
  if (err.code === 'idempotency_in_flight' && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
  // An outage of our own database: come back in a moment (a restart or failover takes seconds).
  if (err.kind === 'outage') reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  return reply.code(statusOf(err.kind)).type('application/json; charset=utf-8').send(body);
}
