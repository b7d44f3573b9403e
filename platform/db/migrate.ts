import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies every pending migration of every domain, in order. Returns their names. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const migrator = orm.getMigrator();
  const done = await migrator.up();
  return done.map((m) => m.name);
}

/** True when no migration is pending (used by /readyz). */
export async function migrationsApplied(orm: MikroORM): Promise<boolean> {
  const pending = await orm.getMigrator().getPendingMigrations();
  return pending.length === 0;
}
