/**
 * What went wrong, independent of transport. Each transport maps a kind to its status
 * once (GraphQL extensions, v1 bodies, v2 envelope); codes are stable machine names.
 */
export type ErrorKind =
  | 'invalid' // 400
  | 'unauthenticated' // 401
  | 'payment' // 402
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'unprocessable' // 422
  | 'rate_limited' // 429
  | 'unavailable' // 502: a provider or service we call is down
  | 'outage' // 503: our own infrastructure (the database) is unreachable for a moment; retry
  | 'internal'; // 500

export interface ErrorDetails {
  param?: string;
  /** Extra machine-readable fields returned beside the code (e.g. shortfall). */
  extra?: Record<string, unknown>;
}

/** Base for every domain's error class (AccountsError, BillingError, …). */
export class DomainError extends Error {
  constructor(
    readonly domain: string,
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = `${domain}Error`;
  }
}

export function assertUnreachable(x: never): never {
  throw new Error(`unreachable: ${String(x)}`);
}
