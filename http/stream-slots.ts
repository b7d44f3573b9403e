import type { Logger } from 'pino';
import { Semaphore } from 'redis-semaphore';
import type { RedisClient } from '../platform/redis';

/**
 * Places for open event streams (GET /v2/webhook-events/stream), per team: each open stream polls
 * the database once a second for as long as it lasts, so a key may not open them without end.
 * In Redis (redis-semaphore: a sorted set of leases per team at `semaphore:<QUEUE_PREFIX>:ratelimit:streams:<team>`,
 * refreshed while the stream is open and expiring after LEASE_MS if its process dies) so every
 * API process counts the same places; in this process's memory when there is no Redis (the embedded default, one process)
 * or while Redis is unreachable.
 */

/** A place held by an open stream; give it back when the stream ends. */
export interface StreamSlot {
  release(): Promise<void>;
}

/** How long a lease outlives its last refresh: a crashed process's places come back after this. */
const LEASE_MS = 60_000;
const REFRESH_MS = 20_000;

export class StreamSlots {
  private readonly counts = new Map<string, number>();

  constructor(
    /** Open streams a team may have at once; null: no limit (rate limits turned off). */
    readonly perTeam: number | null,
    private readonly redis: { client: RedisClient; keyPrefix: string; onFallback: () => void } | null,
    private readonly log: Logger,
  ) {}

  /** A place for one more stream of the team, or null when it already has `perTeam` open. */
  async hold(teamId: string): Promise<StreamSlot | null> {
    if (this.perTeam === null) return { release: async () => {} };
    if (this.redis) {
      const lease = new Semaphore(this.redis.client, `${this.redis.keyPrefix}:${teamId}`, this.perTeam, {
        lockTimeout: LEASE_MS,
        refreshInterval: REFRESH_MS,
        acquireAttemptsLimit: 1,
        // Redis was unreachable for a whole lease: the place may have gone to another stream. This one goes on.
        onLockLost: (err) => this.log.warn({ err, teamId }, 'event stream: its place among the team’s open streams was lost'),
      });
      try {
        return (await lease.tryAcquire()) ? { release: () => lease.release().catch(() => undefined) } : null;
      } catch {
        this.redis.onFallback();
      }
    }
    return this.holdInMemory(teamId, this.perTeam);
  }

  private holdInMemory(teamId: string, limit: number): StreamSlot | null {
    const open = this.counts.get(teamId) ?? 0;
    if (open >= limit) return null;
    this.counts.set(teamId, open + 1);
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        const left = (this.counts.get(teamId) ?? 1) - 1;
        if (left > 0) this.counts.set(teamId, left);
        else this.counts.delete(teamId);
      },
    };
  }
}
