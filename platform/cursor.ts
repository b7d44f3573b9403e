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
