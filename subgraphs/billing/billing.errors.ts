import { DomainError, type ErrorKind } from '../../platform/errors';

export type BillingErrorCode =
  | 'unknown_pack'
  | 'order_not_found'
  | 'invalid_cursor'
  | 'team_required'
  | 'insufficient_credits'
  | 'card_declined'
  | 'card_authentication_required'
  | 'upstream_unavailable'
  | 'provider_signature_invalid'
  | 'invalid_grant'
  | 'idempotency_mismatch'
  | 'idempotency_in_flight'
  | 'idempotency_key_invalid';

const KIND: Record<BillingErrorCode, ErrorKind> = {
  unknown_pack: 'invalid',
  order_not_found: 'not_found',
  invalid_cursor: 'invalid',
  team_required: 'forbidden',
  insufficient_credits: 'payment',
  card_declined: 'payment',
  card_authentication_required: 'payment',
  upstream_unavailable: 'unavailable',
  provider_signature_invalid: 'invalid',
  invalid_grant: 'invalid',
  idempotency_mismatch: 'conflict',
  idempotency_in_flight: 'conflict',
  idempotency_key_invalid: 'invalid',
};

export class BillingError extends DomainError {
  constructor(code: BillingErrorCode, message: string, param?: string, extra?: Record<string, unknown>) {
    super('Billing', KIND[code], code, message, { param, extra });
  }
}
