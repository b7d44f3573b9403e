/** An error the sandbox answers the way Stripe does: `{ error: {...} }` with Stripe's HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: {
      type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
      code?: string;
      message: string;
      param?: string;
      decline_code?: string;
      payment_intent?: unknown;
      payment_method?: unknown;
    },
  ) {
    super(body.message);
  }
}

/** 404 resource_missing for a path id, 400 for an id given as a parameter (as Stripe does). */
export function noSuch(what: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    ...(param ? { param } : {}),
  });
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, message, param });
}

export function missingParam(param: string): StripeApiError {
  return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
}
