import { ErrorExample } from './examples';
import { Type, type StringOptions } from '@sinclair/typebox';
import type { Prefix } from '../../../platform/ids';
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
  { $id: 'Error', additionalProperties: false, title: 'Error', examples: [ErrorExample] },
);

/** Response schemas for a v2 route: its success bodies plus the error envelope for its failure statuses. */
export function v2Responses(success: Record<number, object>, errorStatuses: number[] = []) {
  return describedResponses(success, V2Error, errorStatuses);
}

/** A v2 id: its prefix, an underscore and the row's UUID as 32 lowercase hex digits (platform/ids.ts). */
export const prefixedId = (prefix: Prefix, options: StringOptions = {}) => Type.String({ ...options, pattern: `^${prefix}_[0-9a-f]{32}$` });

/**
 * The `{id}` of a v2 path. Its schema states the prefix's form, so a malformed id is a 400
 * parameter_invalid naming `id` (validated like every input); a well-formed id that names
 * nothing the caller can see is a 404 (docs/decisions.md, "Malformed path ids?").
 */
export const PathIdParams = (prefix: Prefix, noun: string) =>
  Type.Object(
    { id: prefixedId(prefix, { description: `The ${noun}'s id: ${prefix}_ and 32 lowercase hex digits.`, examples: [`${prefix}_0197b3f2c1d47a0e9c55e1f0a4b2d6c8`] }) },
    { additionalProperties: false },
  );

/** Documents the Idempotency-Key header of money routes (checked by http/api/idempotency.ts). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ description: 'Required. Up to 255 characters, unique per attempt; kept 24 h per team.' })),
});
