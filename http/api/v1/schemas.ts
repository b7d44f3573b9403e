import { ErrorExample, PaginationExample } from './examples';
import { Int32 } from '../int32';
import { Type, type Static } from '@sinclair/typebox';
import { describedResponses } from '../response-descriptions';

/** v1 error body (spec: v1 errors); validation failures add `details`. */
export const V1Error = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'Error', additionalProperties: false, title: 'Error', examples: [ErrorExample] },
);

export function v1Responses(success: Record<number, object>, errorStatuses: number[] = []) {
  return describedResponses(success, V1Error, errorStatuses);
}

/** Page and limit of a v1 list (spec: page at least 1, limit 1 to 100). */
export const PageQueryFields = {
  // A larger page could never hold anything anyway.
  page: Type.Optional(Int32({ minimum: 1, default: 1, description: 'Page number, from 1.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Items per page, 1 to 100.' })),
};

/** The v1 pagination block. */
export const Pagination = Type.Object(
  { page: Type.Number(), limit: Type.Number(), total: Type.Number(), totalPages: Type.Number() },
  { $id: 'Pagination', additionalProperties: false, title: 'Pagination', examples: [PaginationExample] },
);

/** totalPages is 0 when nothing matches; a page past the last is empty but keeps the totals. */
export function paginationOf(page: number, limit: number, total: number | null): Static<typeof Pagination> {
  // The graph's pages carry a total only when paged by number, as every v1 list is.
  if (total === null) throw new Error('a v1 list read without its total');
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
