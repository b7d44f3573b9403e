import { Type } from '@sinclair/typebox';
import { describedResponses } from '../response-descriptions';

/** The v2 error envelope (spec: v2 errors). Extra fields (shortfall, …) ride beside code. */
export const V2Error = Type.Object(
  {
    error: Type.Object(
      {
        type: Type.String({ enum: ['invalid_request_error', 'authentication_error', 'permission_error', 'rate_limit_error', 'card_error', 'api_error'] }),
        code: Type.String(),
        message: Type.String(),
        param: Type.Optional(Type.String()),
      },
      { additionalProperties: true },
    ),
    requestId: Type.String({ pattern: '^req_[0-9a-f]{32}$' }),
  },
  { additionalProperties: false, title: 'Error' },
);

/** Response schemas for a v2 route: its success bodies plus the error envelope for its failure statuses. */
export function v2Responses(success: Record<number, object>, errorStatuses: number[] = []) {
  return describedResponses(success, V2Error, errorStatuses);
}

export const prefixedId = (prefix: string) => Type.String({ pattern: `^${prefix}_[0-9a-f]{32}$` });

/** Documents the Idempotency-Key header of money routes (checked by rest-facade/idempotency.ts). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ description: 'Required. Up to 255 characters, unique per attempt; kept 24 h per team.' })),
});
