import { describe, expect, it } from 'vitest';
import { cursorAfter, decodeCursor, encodeCursor, keysetPage } from './cursor';

const ids = ['0190a000-0000-7000-8000-000000000005', '0190a000-0000-7000-8000-000000000004', '0190a000-0000-7000-8000-000000000003'];
const rows = ids.map((id, n) => ({ id, n }));
/** A table of three rows, newest first, read as a keyset query would. */
const fetch = async (before: string | null, take: number) => rows.filter((r) => before === null || r.id < before).slice(0, take);
const invalid = (message: string) => new Error(`invalid_cursor: ${message}`);

describe('keyset paging', () => {
  it('pages newest first: a page of the limit, a cursor while more follow, none on the last page', async () => {
    const first = await keysetPage({ limit: 2 }, invalid, fetch);
    expect(first).toEqual({ items: rows.slice(0, 2), hasMore: true, nextCursor: encodeCursor(ids[1]) });
    const last = await keysetPage({ limit: 2, cursor: first.nextCursor }, invalid, fetch);
    expect(last).toEqual({ items: rows.slice(2), hasMore: false, nextCursor: null });
    expect(await keysetPage({ limit: 3 }, invalid, fetch)).toEqual({ items: rows, hasMore: false, nextCursor: null });
  });

  it('asks for one row more than the limit, after the cursor’s id', async () => {
    const asked: [string | null, number][] = [];
    await keysetPage({ limit: 2, cursor: encodeCursor(ids[0]) }, invalid, async (before, take) => {
      asked.push([before, take]);
      return [];
    });
    expect(asked).toEqual([[ids[0], 3]]);
  });

  it('refuses a cursor that is not ours with the domain’s error, before reading anything', async () => {
    let read = false;
    const page = keysetPage({ limit: 2, cursor: 'bm90LW91cnM' }, invalid, async () => ((read = true), []));
    await expect(page).rejects.toThrow('invalid_cursor: This cursor is not valid; pass the nextCursor of a previous page.');
    expect(read).toBe(false);
    expect(cursorAfter(null, invalid)).toBeNull();
    expect(decodeCursor(encodeCursor(ids[2]))).toBe(ids[2]);
  });
});
