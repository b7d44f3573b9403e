import type { GraphQLFormattedError } from 'graphql';
import type { ErrorKind } from '../platform/errors';
import { assertUnreachable } from '../platform/errors';

/** A failure the facade answers with; rendered once per surface (v1Body, v2Body). */
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

/** v2 `error.type` for a kind (spec: v2 errors). */
export function v2TypeOf(kind: ErrorKind): string {
  switch (kind) {
    case 'unauthenticated':
      return 'authentication_error';
    case 'forbidden':
      return 'permission_error';
    case 'rate_limited':
      return 'rate_limit_error';
    case 'payment':
      return 'card_error';
    case 'internal':
    case 'unavailable':
    case 'outage':
      return 'api_error';
    case 'invalid':
    case 'not_found':
    case 'conflict':
    case 'unprocessable':
      return 'invalid_request_error';
    default:
      return assertUnreachable(kind);
  }
}

/** v2 codes for domain failures that have no more specific public code. */
const V2_FALLBACK_CODE: Record<ErrorKind, string> = {
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

/** The stable v2 codes (spec: v2 errors), plus the few this service adds (docs/decisions.md). */
const V2_PUBLIC_CODES = new Set([
  'parameter_missing',
  'parameter_invalid',
  'parameter_unknown',
  'idempotency_key_required',
  'authentication_required',
  'insufficient_credits',
  'card_declined',
  'card_authentication_required',
  'api_key_unscoped',
  'insufficient_scope',
  'team_mismatch',
  'resource_missing',
  'quote_changed',
  'quote_required',
  'survey_already_published',
  'idempotency_mismatch',
  'idempotency_in_flight',
  'request_unprocessable',
  'rate_limit_exceeded',
  'internal_error',
  'upstream_unavailable',
  'service_unavailable',
  'external_id_locked',
  'endpoint_limit_reached',
  'survey_not_completed',
  'plan_required',
]);

/** Domain codes shown on v2 under a public code. Others fall back by kind. */
const V2_CODE_FOR: Record<string, string> = {
  survey_not_editable: 'survey_already_published',
};

/** The public v2 code for an error: branchable, stable, never a domain-internal name. */
export function v2Code(err: ApiError): string {
  if (err.kind === 'internal') return 'internal_error';
  return V2_CODE_FOR[err.code] ?? (V2_PUBLIC_CODES.has(err.code) ? err.code : V2_FALLBACK_CODE[err.kind]);
}

export function v2Body(err: ApiError, requestId: string) {
  const code = v2Code(err);
  return {
    error: {
      type: v2TypeOf(err.kind),
      code,
      message: err.message,
      ...(err.param ? { param: err.param } : {}),
      ...(err.extra ?? {}),
    },
    requestId,
  };
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The HTTP reason phrase v1 puts in `error`. */
export function reasonOf(kind: ErrorKind): string {
  return REASON[statusOf(kind)];
}

export function v1Body(err: ApiError) {
  return {
    error: REASON[statusOf(err.kind)],
    message: err.message,
    ...(err.details ? { details: err.details } : {}),
  };
}

/**
 * A GraphQL error from the gateway as an ApiError: domain errors carry kind/code/param
 * (platform/graphql/format-error.ts); anything else is an internal error.
 */
export function fromGraphError(e: GraphQLFormattedError): ApiError {
  const ext = (e.extensions ?? {}) as { kind?: ErrorKind; code?: string; param?: string; extra?: Record<string, unknown> };
  if (ext.kind && ext.kind in V2_FALLBACK_CODE && ext.kind !== 'internal') {
    return new ApiError(ext.kind, ext.code ?? V2_FALLBACK_CODE[ext.kind], e.message, ext.param, ext.extra);
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
