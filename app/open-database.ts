import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../platform/config';
import { resolveDatabase, type DatabaseTarget } from '../platform/db/open-database';

export interface OpenDatabase {
  orm: MikroORM;
  target: DatabaseTarget;
  /** Migrations applied by this open (empty when up to date or `migrate: false`). */
  applied: string[];
  close(): Promise<void>;
}

/** Resolves the database, opens the ORM on it and (by default) applies pending migrations. */
export async function openDatabase(opts: { poolMax?: number; migrate?: boolean } = {}): Promise<OpenDatabase> {
  const poolMax = opts.poolMax ?? config().DATABASE_POOL_MAX;
  const target = await resolveDatabase({ attach: true });
  let orm: MikroORM | undefined;
  try {
    // The ORM and the entities load after the database is resolved: a refusal comes at once.
    const [{ openOrm }, { migrate }, { domainModules }] = await Promise.all([import('../platform/db/orm'), import('../platform/db/migrate'), import('./domains')]);
    const c = config();
    orm = await openOrm({
      url: target.url,
      modules: domainModules,
      poolMax,
      statementTimeoutMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
      transactionPooler: c.DATABASE_POOLER === 'transaction',
    });
    const applied = opts.migrate === false ? [] : await migrate(orm);
    const opened = orm;
    return {
      orm: opened,
      target,
      applied,
      async close() {
        try {
          await opened.close();
        } finally {
          await target.close();
        }
      },
    };
  } catch (err) {
    await orm?.close().catch(() => undefined);
    await target.close().catch(() => undefined);
    throw err;
  }
}
