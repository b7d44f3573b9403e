import pg from 'pg';
import { migrate } from '../../platform/db/migrate';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { TEST_ADMIN_DATABASE_URL } from './test-env';

/** One statement on the server's admin database (create and drop databases). */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of the test's own beside the shared one, for tests whose subject looks at
 * every row (the reconciler): on the shared database it would see other files' work. Drop it after.
 */
export async function scratchDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sfs_scratch_${tag}_${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = TEST_ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${name}`);
  const orm = await openOrm({ url, modules: domainModules, poolMax: 2 });
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
  return { url, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
