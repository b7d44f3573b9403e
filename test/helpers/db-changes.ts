import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { scratchDatabase } from './scratch-database';
import { startTestService, type TestService } from './service';

/**
 * "A refused request writes nothing", checked on a database of the test's own: every table's
 * row count and a checksum of its row versions, taken before and after a request, compared when the
 * answer was a 4xx. The test's service runs ROLE=api (no workers, no outbox relay), so the only
 * writer is the request under test.
 */

/** What one table holds: its row count and an order-independent checksum of its row versions. */
export interface TableState {
  rows: number;
  checksum: string;
}
export type DatabaseState = Record<string, TableState>;

/**
 * Writes a refused request may legitimately make, each with the reason. A table listed with
 * `columns` is still compared, without those columns; `table: true` leaves the whole table out.
 */
export type AllowList = Record<string, { columns: string[]; why: string } | { table: true; why: string }>;

export const REFUSAL_BOOKKEEPING: AllowList = {
  // Authentication succeeds before the route refuses: the credential's last use is recorded
  // (at most once a minute, accounts.service.ts), and the console shows it.
  'accounts.api_keys': { columns: ['last_used_at'], why: 'credential last use, written by authentication' },
  'accounts.oauth_access_tokens': { columns: ['last_used_at'], why: 'credential last use, written by authentication' },
  'accounts.operator_tokens': { columns: ['last_used_at'], why: 'credential last use, written by authentication' },
  // The payment provider's own records: a declined charge or a card check exists at Stripe too.
  // Our side of a payment (orders, ledger, customers) is compared.
  'stripe_sandbox.objects': { table: true, why: "the payment provider's state, not ours" },
  // Idempotency-Keys: a non-2xx answer releases its claim (docs/decisions.md, "Where do
  // Idempotency-Keys live?"), so the table is compared as is: a refused request leaves no key.
};

/** One connection to a database and a snapshot query over every table in it. */
export async function databaseWatcher(url: string, allow: AllowList = REFUSAL_BOOKKEEPING) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const name of Object.keys(allow)) if (!tables.some((t) => t.name === name)) throw new Error(`allow-list names ${name}, which is no table`);
  const parts = tables
    .filter((t) => !('table' in (allow[t.name] ?? {})))
    .map(({ name }) => {
      const entry = allow[name];
      // Every insert and update makes a new row version (a new xmin and ctid) and a delete removes
      // one, so their hash sum changes on any write, even one that stores the same values; cheap,
      // as it reads no column. Tables with allowed columns are compared by their other columns' values.
      const checksum =
        entry && 'columns' in entry
          ? `coalesce(md5(string_agg(md5(${content(entry.columns)}), '' order by md5(${content(entry.columns)}))), '')`
          : `coalesce(sum(hashtext(t.xmin::text || t.ctid::text)::bigint), 0)::text`;
      return `select '${name}' as name, count(*)::int as rows, ${checksum} as checksum from ${name} t`;
    });
  const sql = parts.join('\nunion all\n');
  return {
    tables: parts.length,
    async snapshot(): Promise<DatabaseState> {
      const { rows } = await client.query<{ name: string } & TableState>(sql);
      return Object.fromEntries(rows.map((r) => [r.name, { rows: r.rows, checksum: r.checksum }]));
    },
    close: () => client.end(),
  };
}

const content = (without: string[]) => `(to_jsonb(t) - array[${without.map((c) => `'${c}'`).join(', ')}]::text[])::text`;

/** The tables whose rows differ between two snapshots, as `schema.table rows a→b` (empty when none). */
export function changedTables(before: DatabaseState, after: DatabaseState): string[] {
  return Object.keys(after)
    .filter((name) => before[name]?.checksum !== after[name].checksum)
    .map((name) => `${name} rows ${before[name]?.rows ?? 0}→${after[name].rows}`);
}

/**
 * The service on a migrated database of the test file's own, with a watcher over it; both
 * stopped and the database dropped after the file. For tests that look at every table.
 */
export function useServiceOnOwnDatabase(tag: string, env: Record<string, string | undefined> = {}) {
  let svc: TestService | undefined;
  let db: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let watcher: Awaited<ReturnType<typeof databaseWatcher>> | undefined;
  beforeAll(async () => {
    db = await scratchDatabase(tag);
    svc = await startTestService({ ...env, DATABASE_URL: db.url, ROLE: 'api' });
    watcher = await databaseWatcher(db.url);
  }, 120_000);
  afterAll(async () => {
    await watcher?.close();
    await svc?.shutdown();
    await db?.drop();
  });
  return {
    service: () => svc ?? failNotStarted(),
    watcher: () => watcher ?? failNotStarted(),
  };
}

function failNotStarted(): never {
  throw new Error('the test service has not started');
}

type ApiCall = (method: string, path: string, key: string | null, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

/**
 * An API call that snapshots the database before and after (the answer read in full first) and
 * fails the test when a 4xx changed any table; `tally.checked` counts the refusals compared.
 */
export function refusalsWriteNothing(call: ApiCall, watcher: () => { snapshot(): Promise<DatabaseState> }, tally: { checked: number }): ApiCall {
  return async (method, path, key, body, headers) => {
    const before = await watcher().snapshot();
    const res = await call(method, path, key, body, headers);
    if (res.status < 400 || res.status >= 500) return res;
    const text = await res.clone().text();
    const changed = changedTables(before, await watcher().snapshot());
    tally.checked++;
    expect(changed, `a refused request wrote: ${method} ${path} → ${res.status} ${text.slice(0, 300)}`).toEqual([]);
    return res;
  };
}
