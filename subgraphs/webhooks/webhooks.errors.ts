import { DomainError, type ErrorKind } from '../../platform/errors';

export type WebhooksErrorCode =
  | 'endpoint_not_found'
  | 'endpoint_limit_reached'
  | 'invalid_url'
  | 'invalid_events'
  | 'invalid_status'
  | 'nothing_to_update'
  | 'invalid_limit'
  | 'invalid_cursor'
  | 'team_required'
  | 'delivery_not_found'
  | 'operator_only'
  | 'endpoint_disabled'
  | 'invalid_event_type'
  | 'invalid_sample';

const KIND: Record<WebhooksErrorCode, ErrorKind> = {
  endpoint_not_found: 'not_found',
  // Like the other per-parent caps (follow-ups, flags): the team's state refuses the create; deleting one frees a slot.
  endpoint_limit_reached: 'conflict',
  invalid_url: 'invalid',
  invalid_events: 'invalid',
  invalid_status: 'invalid',
  nothing_to_update: 'invalid',
  invalid_limit: 'invalid',
  invalid_cursor: 'invalid',
  team_required: 'forbidden',
  delivery_not_found: 'not_found',
  operator_only: 'forbidden',
  // The endpoint's state refuses a test event (it would be cancelled unsent); enabling it again lifts that.
  endpoint_disabled: 'conflict',
  invalid_event_type: 'invalid',
  invalid_sample: 'invalid',
};

export class WebhooksError extends DomainError {
  constructor(code: WebhooksErrorCode, message: string, param?: string, extra?: Record<string, unknown>) {
    super('Webhooks', KIND[code], code, message, { param, extra });
  }
}
