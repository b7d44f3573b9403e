import type { ErrorObject, ErrorType } from './types';

const ERROR_TYPES: readonly ErrorType[] = ['invalid_request_error', 'authentication_error', 'permission_error', 'rate_limit_error', 'card_error', 'api_error'];

/**
 * A v2 error answer: the envelope's `type`, `code`, `message` and `param`, the `requestId` to
 * quote to support, the HTTP status, and the whole error object (with extras such as a 402's
 * `shortfall`). An answer that is not a v2 envelope (a proxy's 502 page) is an `api_error` with
 * code `unexpected_response`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: ErrorType;
  readonly code: string;
  readonly param: string | undefined;
  readonly requestId: string | null;

  constructor(
    readonly status: number,
    readonly error: ErrorObject,
    requestId: string | null,
    readonly headers: Headers,
  ) {
    super(error.message);
    this.type = error.type;
    this.code = error.code;
    this.param = error.param;
    this.requestId = requestId;
  }

  /** The error for a failed response whose body openapi-fetch has read (parsed JSON or text). */
  static from(response: Response, body: unknown): ApiError {
    const headerId = response.headers.get('x-request-id');
    if (isEnvelope(body)) return new ApiError(response.status, body.error, body.requestId ?? headerId, response.headers);
    const message = `HTTP ${response.status} without a v2 error body${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`;
    return new ApiError(response.status, { type: 'api_error', code: 'unexpected_response', message }, headerId, response.headers);
  }
}

function isEnvelope(body: unknown): body is { error: ErrorObject; requestId?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error: unknown = body.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    ERROR_TYPES.some((t) => t === error.type) &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
