import type { ErrorKind } from '../platform/errors';
import { assertUnreachable } from '../platform/errors';
import { FALLBACK_CODE, statusOf, type ApiError } from '../graph-client/errors';

/** The two API envelopes of an ApiError: v2's `{error:{type,code,message,param},requestId}` and v1's `{error, message}`. */

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
  'endpoint_disabled',
  'survey_not_completed',
  'plan_required',
  'test_mode_only',
  'stream_limit_reached',
]);

/** Domain codes shown on v2 under a public code. Others fall back by kind. */
const V2_CODE_FOR: Record<string, string> = {
  survey_not_editable: 'survey_already_published',
};

/** The public v2 code for an error: branchable, stable, never a domain-internal name. */
export function v2Code(err: ApiError): string {
  if (err.kind === 'internal') return 'internal_error';
  return V2_CODE_FOR[err.code] ?? (V2_PUBLIC_CODES.has(err.code) ? err.code : FALLBACK_CODE[err.kind]);
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
