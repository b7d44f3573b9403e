import type { EntityManager } from '@mikro-orm/postgresql';
import type { Owner } from '../../../platform/owner';
import { IdempotencyKey } from '../entities/idempotency-key.entity';

/** What a request finding its key in flight is told to wait: about the work, not the lock. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** Keys are kept a day (spec: Idempotency rules). */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

export type IdempotencyClaim =
  { state: 'started' } | { state: 'replay'; responseStatus: number; responseBody: string } | { state: 'mismatch' } | { state: 'in_flight'; retryAfterSeconds: number };

/**
 * Claims a key of a team and mode for a request (its own committed statement, before any work). A new
 * key, an expired one, or one whose holder stopped renewing its lock (a crash) is started;
 * a completed key with the same fingerprint replays; another fingerprint is a mismatch; a
 * live lock is in flight.
 */
export async function claimIdempotencyKey(em: EntityManager, owner: Owner, key: string, fingerprint: string, lockSeconds: number): Promise<IdempotencyClaim> {
  const { teamId, livemode } = owner;
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await em.execute<unknown[]>(
      `insert into billing.idempotency_keys (team_id, livemode, key, fingerprint, status, locked_until, expires_at)
       values (?, ?, ?, ?, 'started', now() + make_interval(secs => ?), now() + make_interval(hours => ?))
       on conflict (team_id, livemode, key) do update
         set fingerprint = excluded.fingerprint, status = 'started', locked_until = excluded.locked_until,
             response_status = null, response_body = null, created_at = now(), expires_at = excluded.expires_at
         where billing.idempotency_keys.expires_at <= now()
       returning key`,
      [teamId, livemode, key, fingerprint, lockSeconds, IDEMPOTENCY_RETENTION_HOURS],
    );
    if (claimed.length === 1) return { state: 'started' };
    const row = await em.fork().findOne(IdempotencyKey, { teamId, livemode, key });
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { state: 'mismatch' };
    if (row.status === 'completed') return { state: 'replay', responseStatus: row.responseStatus!, responseBody: row.responseBody! };
    const taken = await em.execute<unknown[]>(
      `update billing.idempotency_keys set locked_until = now() + make_interval(secs => ?)
       where team_id = ? and livemode = ? and key = ? and status = 'started' and locked_until <= now() returning key`,
      [lockSeconds, teamId, livemode, key],
    );
    if (taken.length === 1) return { state: 'started' };
    // The holder usually finishes within a second or two (a publish is ~3 s at worst); the lock's
    // remainder (up to IDEMPOTENCY_LOCK_SECONDS) only bounds a holder that crashed.
    return { state: 'in_flight', retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS };
  }
  return { state: 'in_flight', retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS };
}

/** Stores the 2xx response (exact bytes) the key replays from now on. */
export async function completeIdempotencyKey(em: EntityManager, owner: Owner, key: string, responseStatus: number, responseBody: string): Promise<void> {
  await em.execute(
    `update billing.idempotency_keys set status = 'completed', locked_until = null, response_status = ?, response_body = ?
     where team_id = ? and livemode = ? and key = ?`,
    [responseStatus, responseBody, owner.teamId, owner.livemode, key],
  );
}

/** Frees a key after a non-2xx answer: nothing is stored, a retry is a fresh attempt. */
export async function releaseIdempotencyKey(em: EntityManager, owner: Owner, key: string): Promise<void> {
  await em.execute(`delete from billing.idempotency_keys where team_id = ? and livemode = ? and key = ? and status = 'started'`, [owner.teamId, owner.livemode, key]);
}

/** Deletes keys past their retention (the scheduled maintenance job). Returns how many. */
export async function pruneIdempotencyKeys(em: EntityManager): Promise<number> {
  const rows = await em.execute<unknown[]>('delete from billing.idempotency_keys where expires_at <= now() returning key');
  return rows.length;
}
