import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Holds a PostgreSQL advisory lock named by `key` until the caller's transaction ends: work
 * under the same key (a wallet, a team's endpoints, one idempotency key) runs one at a time,
 * across every process on the database. Call it inside a transaction.
 */
export async function lockUntilCommit(em: EntityManager, key: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
}
