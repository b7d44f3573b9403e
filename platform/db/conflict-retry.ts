import type { EntityManager } from '@mikro-orm/postgresql';
import pRetry from 'p-retry';
import { PG, pgCode } from './pg-errors';

/** Errors another transaction caused and that the same work, run again, does not meet. */
const CONFLICTS = new Set<string>([PG.serializationFailure, PG.deadlockDetected, PG.uniqueViolation]);

export function isConflict(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && CONFLICTS.has(code);
}

/** Tries of a transaction that meets conflicts: the first and this many more. */
export const CONFLICT_RETRIES = 4;

/**
 * Runs `work` in a transaction, and again (at most CONFLICT_RETRIES more times, after a short
 * random pause) when it fails on a conflict with a concurrent transaction: a serialization
 * failure, a deadlock, or a unique key another transaction took first. The work must read what
 * it decides on inside the transaction, so a retry decides afresh (a duplicate found then is the
 * caller's own refusal, not a conflict). Called inside a transaction it runs in a savepoint and
 * leaves retrying to the outermost caller, whose whole transaction the conflict spoiled.
 */
export async function transactionalRetried<T>(em: EntityManager, work: (tem: EntityManager) => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return em.transactional(work);
  return pRetry(() => em.transactional(work), {
    retries: CONFLICT_RETRIES,
    minTimeout: 5,
    maxTimeout: 100,
    randomize: true,
    shouldRetry: ({ error }) => isConflict(error),
  });
}
