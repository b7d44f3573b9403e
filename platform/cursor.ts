import { validate as isUuid } from 'uuid';

/**
 * Opaque, stable list cursors: the id of the last item returned, base64url-encoded with a
 * version tag. Ids are UUIDv7, so "after this id, newest first" is `id < cursor`.
 */
export function encodeCursor(lastId: string): string {
  return Buffer.from(`v1:${lastId}`).toString('base64url');
}

/** The id inside a cursor, or null when the cursor is not one of ours. */
export function decodeCursor(cursor: string): string | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^v1:([0-9a-f-]{36})$/.exec(text);
  return m && isUuid(m[1]) ? m[1] : null;
}

/** A page of a list paged by cursor, newest first (the GraphQL side is platform/graphql/page.ts). */
export interface KeysetPage<T> {
  items: T[];
  hasMore: boolean;
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
}

/** What a domain answers a cursor that is not one of ours with (its own error, code `invalid_cursor`). */
export type InvalidCursor = (message: string) => Error;

/** The id a page continues after: null for the first page; a cursor that is not ours is refused. */
export function cursorAfter(cursor: string | null | undefined, invalid: InvalidCursor): string | null {
  if (!cursor) return null;
  const before = decodeCursor(cursor);
  if (!before) throw invalid('This cursor is not valid; pass the nextCursor of a previous page.');
  return before;
}

/**
 * Keyset paging over UUIDv7 ids, newest first: `fetch` reads up to `take` rows with `id < before`
 * (all when null) in id order, descending; one more than the limit tells whether a next page has
 * items, and the last item's id is its cursor.
 */
export async function keysetPage<T extends { id: string }>(
  opts: { limit: number; cursor?: string | null },
  invalid: InvalidCursor,
  fetch: (before: string | null, take: number) => Promise<T[]>,
): Promise<KeysetPage<T>> {
  const rows = await fetch(cursorAfter(opts.cursor, invalid), opts.limit + 1);
  const items = rows.slice(0, opts.limit);
  const hasMore = rows.length > opts.limit;
  return { items, hasMore, nextCursor: hasMore ? encodeCursor(items[items.length - 1].id) : null };
}
