import 'reflect-metadata';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openOrm } from '../../platform/db/orm';
import { migrate } from '../../platform/db/migrate';
import { domainModules } from '../../app/domains';
import { TEST_ADMIN_DATABASE_URL, TEST_DATABASE_NAME, TEST_DATABASE_URL } from './test-env';

/** Once per run: a fresh database, migrated by the same code path as `npm run migrate`. */
export default async function setup(project: TestProject): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${TEST_DATABASE_NAME} with (force)`);
  await admin.query(`create database ${TEST_DATABASE_NAME}`);
  await admin.end();
  const orm = await openOrm({ url: TEST_DATABASE_URL, modules: domainModules });
  await migrate(orm);
  await orm.close();
  project.provide('queuePrefix', `sfs-test-${process.pid}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    queuePrefix: string;
  }
}
