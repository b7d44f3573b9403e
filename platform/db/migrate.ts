import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Applies every pending migration of every domain, in order. Returns their names. When none
 * is pending (every start and CLI call but the first after an upgrade) a single query says so,
 * and MikroORM's Migrator (a module that takes a few hundred ms to load) is never loaded.
 */
export async function migrate(orm: MikroORM): Promise<string[]> {
  if (await migrationsApplied(orm)) return [];
  // All of them in one transaction (allOrNothing), without the pool's statement timeout: an
  // index built over a large table may take minutes, and a half-applied upgrade must not be.
  const connection = orm.em.getConnection();
  const done = await connection.transactional(async (trx) => {
    await connection.execute('set local statement_timeout = 0', [], 'run', trx);
    return orm.migrator.up({ transaction: trx });
  });
  return done.map((m) => m.name);
}

/** True when every known migration is recorded as applied (also /readyz). */
export async function migrationsApplied(orm: MikroORM): Promise<boolean> {
  const { tableName, migrationsList = [] } = orm.config.get('migrations');
  let applied: { name: string }[];
  try {
    applied = await orm.em.getConnection().execute(`select name from ${tableName}`);
  } catch {
    return false; // no table yet: nothing applied
  }
  const names = new Set(applied.map((r) => r.name));
  return migrationsList.every((m) => names.has(m.name));
}
