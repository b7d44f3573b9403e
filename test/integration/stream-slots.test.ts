import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../platform/config';
import { RateLimits } from '../../http/rate-limits';
import { TEST_REDIS_URL } from '../helpers/test-env';

/**
 * Places for open event streams (http/stream-slots.ts): counted in Redis across API processes
 * (two RateLimits here are two processes), given back when a stream ends, taken back from a dead
 * process after its lease; in memory without Redis, and while Redis is unreachable.
 */
const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.quit());
const silent = pino({ level: 'silent' });
const processOf = (env: Record<string, string>) => RateLimits.fromConfig(parseConfig({ LISTEN_STREAMS_PER_TEAM: '3', ...env }), silent);

describe('event stream places per team', () => {
  it('are shared by every process through Redis: N at once from two processes get exactly the limit; another team is apart; a release frees one', async () => {
    const prefix = `${process.env.QUEUE_PREFIX}-streams-${Date.now()}`;
    const [a, b] = [processOf({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix }), processOf({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix })];
    try {
      await Promise.all([a.connected(5_000), b.connected(5_000)]);
      const held = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).streams.hold('team-1')));
      const granted = held.filter((s) => s !== null);
      expect(granted).toHaveLength(3);
      expect(await redis.zcard(`semaphore:${prefix}:ratelimit:streams:team-1`)).toBe(3);
      expect(await a.streams.hold('team-2')).not.toBeNull();
      // A refused request took no place.
      expect(await b.streams.hold('team-1')).toBeNull();
      expect(await redis.zcard(`semaphore:${prefix}:ratelimit:streams:team-1`)).toBe(3);
      await granted[0].release();
      expect(await redis.zcard(`semaphore:${prefix}:ratelimit:streams:team-1`)).toBe(2);
      const next = await b.streams.hold('team-1');
      expect(next).not.toBeNull();
      await Promise.all([...granted.slice(1), next].map((s) => s!.release()));
      expect(await redis.zcard(`semaphore:${prefix}:ratelimit:streams:team-1`)).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a dead process’s places come back when its leases run out', async () => {
    const prefix = `${process.env.QUEUE_PREFIX}-streams-dead-${Date.now()}`;
    const key = `semaphore:${prefix}:ratelimit:streams:team-1`;
    // Three leases left by a process that died 61 s ago (the lease is 60 s; it refreshed them no more).
    const longAgo = Date.now() - 61_000;
    await redis.zadd(key, String(longAgo), 'dead-1', String(longAgo), 'dead-2', String(longAgo), 'dead-3');
    const p = processOf({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix });
    try {
      await p.connected(5_000);
      const slot = await p.streams.hold('team-1');
      expect(slot).not.toBeNull();
      expect(await redis.zrange(key, '0', '-1')).toHaveLength(1);
      await slot!.release();
    } finally {
      await p.close();
    }
  });

  it('are counted in memory without Redis (the embedded default) and while Redis is unreachable', async () => {
    for (const env of [{}, { REDIS_URL: 'redis://127.0.0.1:1' }] as Record<string, string>[]) {
      const p = processOf(env);
      try {
        const held = await Promise.all(Array.from({ length: 5 }, () => p.streams.hold('team-1')));
        expect(held.filter((s) => s !== null)).toHaveLength(3);
        const first = held.find((s) => s !== null)!;
        await first.release();
        // Released twice: counted once.
        await first.release();
        expect(await p.streams.hold('team-1')).not.toBeNull();
        expect(await p.streams.hold('team-1')).toBeNull();
      } finally {
        await p.close();
      }
    }
  });

  it('are not limited when rate limits are off', async () => {
    const p = processOf({ RATE_LIMITS_ENABLED: 'false' });
    const held = await Promise.all(Array.from({ length: 20 }, () => p.streams.hold('team-1')));
    expect(held.every((s) => s !== null)).toBe(true);
    expect(p.streams.perTeam).toBeNull();
  });
});
