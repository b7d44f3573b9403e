import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../open-database';

/**
 * Runs one command against the database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR
 * when unset; pending migrations are applied first.
 */
export async function withDatabase<T>(fn: (em: EntityManager) => Promise<T>): Promise<T> {
  const db = await openDatabase({ poolMax: 2, migrate: true });
  try {
    return await fn(db.orm.em.fork());
  } finally {
    await db.close();
  }
}
