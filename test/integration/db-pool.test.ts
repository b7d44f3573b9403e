import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { config } from '../../platform/config';
import { isConnectionFailure } from '../../platform/db/pg-errors';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';

/**
 * The ORM's pool after a database outage. A transaction whose connection dies (PostgreSQL
 * restarted, a backend terminated) must fail as an outage and give its pool slot back: with
 * Kysely 0.29.6, a rollback that failed on the dead connection kept it checked out for good,
 * so a few outages under load left a pool that waits forever and an `orm.close()` that hangs.
 */
let orm: MikroORM;
let admin: pg.Client;

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 1 });
  admin = new pg.Client({ connectionString: config().DATABASE_URL! });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await orm?.close();
});

it('a transaction whose connection is terminated fails as an outage and frees its pool slot', async () => {
  const failed = orm.em.fork().transactional(async (em) => {
    const [{ pid }] = await em.getConnection().execute<{ pid: number }[]>('select pg_backend_pid() as pid', [], 'all', em.getTransactionContext());
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await em.getConnection().execute('select 1', [], 'all', em.getTransactionContext());
  });
  const err = await failed.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isConnectionFailure(err), String(err)).toBe(true);

  const pool = await orm.em.getConnection().getNativeClient();
  expect({ checkedOut: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }).toEqual({ checkedOut: 0, waiting: 0 });
  // The one-connection pool serves the next query on a fresh connection.
  expect(await orm.em.fork().getConnection().execute('select 1 as ok')).toEqual([{ ok: 1 }]);
});
