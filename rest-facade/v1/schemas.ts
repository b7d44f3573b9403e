import { Type } from '@sinclair/typebox';

/** v1 error body (spec: v1 errors); validation failures add `details`. */
export const V1Error = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false, title: 'Error' },
);

export function v1Responses(success: Record<number, unknown>, errorStatuses: number[] = []) {
  const out: Record<string, unknown> = { ...success };
  for (const s of [400, 401, 403, 404, 500, ...errorStatuses]) out[s] = V1Error;
  return out;
}
