import { Type } from '@sinclair/typebox';
import { describedResponses } from '../response-descriptions';

/** v1 error body (spec: v1 errors); validation failures add `details`. */
export const V1Error = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false, title: 'Error' },
);

export function v1Responses(success: Record<number, object>, errorStatuses: number[] = []) {
  return describedResponses(success, V1Error, errorStatuses);
}
