import { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { migrate } from '../../platform/db/migrate';
import { openOrm } from '../../platform/db/orm';
import { isConnectionFailure } from '../../platform/db/pg-errors';
import { admin } from '../helpers/scratch-database';
import { TEST_ADMIN_DATABASE_URL } from '../helpers/test-env';

/**
 * The pool's statement timeout (DATABASE_STATEMENT_TIMEOUT_MS): a request's or a job's
 * statement ends there and is answered as an overload; migrations run without it, JIT is off.
 */
const NAME = `sfs_scratch_timeout_${process.pid}`;
const url = TEST_ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${NAME}`);

/** A last migration slower than the timeout: an upgrade that builds an index over a large table. */
class SlowMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('select pg_sleep(0.3)');
  }
}
const slow = { name: 'slow', schema: 'public', entities: [], migrations: [{ name: 'zz-slow-0001', class: SlowMigration }] };

let orm: MikroORM;
beforeAll(async () => {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  orm = await openOrm({ url, modules: [...domainModules, slow], poolMax: 2, statementTimeoutMs: 100 });
});
afterAll(async () => {
  await orm?.close();
  await admin(`drop database if exists ${NAME} with (force)`);
});

describe('statement timeout', () => {
  it('migrations run without it: every one applied, the slow one too', async () => {
    const applied = await migrate(orm);
    expect(applied.at(-1)).toBe('zz-slow-0001');
    expect(applied.length).toBe(domainModules.flatMap((m) => m.migrations).length + 1);
  });

  it('ends a statement past it, as an overload (503), and the connection serves the next one', async () => {
    const em = orm.em.fork();
    const err = await em.execute('select pg_sleep(0.3)').then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: '57014' });
    expect(isConnectionFailure(err)).toBe(true);
    const [row] = await em.execute<{ timeout: string; jit: string }[]>(`select current_setting('statement_timeout') as timeout, current_setting('jit') as jit`);
    expect(row).toEqual({ timeout: '100ms', jit: 'off' });
  });
});
