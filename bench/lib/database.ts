import 'reflect-metadata';
import pg from 'pg';
import { migrate } from '../../platform/db/migrate';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { redact } from './compare';

/** The benchmarks' own database on the local PostgreSQL; BENCH_DATABASE_URL overrides. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sfs_bench';
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Drops and recreates the database of `url`, then migrates it by the same code path as
 * `npm run migrate` (as test/helpers/global-setup.ts does). It is left in place afterwards.
 */
export async function freshDatabase(url: string): Promise<void> {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`refusing to recreate database "${name}" (want a plain identifier)`);
  if (name === 'postgres') throw new Error('refusing to recreate the "postgres" database; point BENCH_DATABASE_URL at a dedicated one');
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const orm = await openOrm({ url, modules: domainModules });
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
}

/** A fresh bench database (announced, redacted) and a plain pg client on it, for seeding SQL; end it after. */
export async function freshDatabaseClient(): Promise<pg.Client> {
  console.log(`preparing ${redact(BENCH_DATABASE_URL)} …`);
  await freshDatabase(BENCH_DATABASE_URL);
  const db = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await db.connect();
  return db;
}
