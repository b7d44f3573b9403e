import type { GraphQLFormattedError } from 'graphql';
import type { ErrorKind } from '../platform/errors';
import { assertUnreachable } from '../platform/errors';

/** A failure the edge answers with; rendered once per surface (http/envelopes.ts: v1Body, v2Body). */
export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly extra?: Record<string, unknown>,
    /** v1 only: validation details. */
    readonly details?: string[],
  ) {
    super(message);
  }
}

export function statusOf(kind: ErrorKind): number {
  switch (kind) {
    case 'invalid':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'payment':
      return 402;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'unprocessable':
      return 422;
    case 'rate_limited':
      return 429;
    case 'internal':
      return 500;
    case 'unavailable':
      return 502;
    case 'outage':
      return 503;
    default:
      return assertUnreachable(kind);
  }
}

/** The code of a failure of each kind that has no more specific one (v2 shows it as is). */
export const FALLBACK_CODE: Record<ErrorKind, string> = {
  invalid: 'parameter_invalid',
  unauthenticated: 'authentication_required',
  payment: 'card_declined',
  forbidden: 'insufficient_scope',
  not_found: 'resource_missing',
  conflict: 'state_conflict',
  unprocessable: 'request_unprocessable',
  rate_limited: 'rate_limit_exceeded',
  internal: 'internal_error',
  unavailable: 'upstream_unavailable',
  outage: 'service_unavailable',
};

/**
 * A GraphQL error from the gateway as an ApiError: domain errors carry kind/code/param
 * (platform/graphql/format-error.ts); anything else is an internal error.
 */
export function fromGraphError(e: GraphQLFormattedError): ApiError {
  const ext = (e.extensions ?? {}) as { kind?: ErrorKind; code?: string; param?: string; extra?: Record<string, unknown> };
  if (ext.kind && ext.kind in FALLBACK_CODE && ext.kind !== 'internal') {
    return new ApiError(ext.kind, ext.code ?? FALLBACK_CODE[ext.kind], e.message, ext.param, ext.extra);
  }
  return internalError();
}

/** Our own database is unreachable for a moment: 503 with Retry-After (sendError), never a 500. */
export function outageError(): ApiError {
  return new ApiError('outage', 'service_unavailable', 'The service is briefly unavailable; retry shortly.');
}

export function internalError(): ApiError {
  return new ApiError('internal', 'internal_error', 'An internal error occurred. It is safe to retry with exponential backoff.');
}
