import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { redisClient } from '../../platform/redis';
import { newQueue, newWorker, type AnyQueue, type AnyWorker } from '../../platform/queues/connection';
import { startWatchdog, type WorkerSlot } from '../../workers/watchdog';
import { isolatedRedisQueues } from '../fixtures/queues';
import { waitFor } from '../helpers/wait-for';

/**
 * The worker watchdog (workers/watchdog.ts) on a real Redis: a worker that takes nothing while a
 * job waits is replaced and the job runs; a busy worker and an idle one over an empty queue are
 * left alone. A paused worker stands in for a wedged one (it fetches nothing and says nothing).
 */
const log = pino({ level: 'silent' });
const WEDGED_AFTER_MS = 300;
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

function setUp(tag: string, processor: () => Promise<unknown>, timing: { stalledInterval?: number } = {}) {
  const conn = isolatedRedisQueues(`watchdog-${tag}`);
  const queue: AnyQueue = newQueue('collection', conn);
  const made: AnyWorker[] = [];
  const make = () => {
    const w = newWorker('collection', processor, conn, { autorun: false, ...timing });
    made.push(w);
    return w;
  };
  const slot: WorkerSlot = { queue: 'collection', worker: make(), lastSeen: Date.now(), inFlight: 0 };
  const checks = { n: 0 };
  const stop = startWatchdog({
    slots: [slot],
    queueOf: () => queue,
    replace: () => make(),
    log,
    wedgedAfterMs: WEDGED_AFTER_MS,
    checkEveryMs: 50,
    onChecked: () => (checks.n += 1),
  });
  cleanup.push(async () => {
    stop();
    await Promise.all(made.map((w) => w.close(true)));
    await queue.obliterate({ force: true });
    await queue.close();
  });
  return { conn, queue, slot, made, checks };
}

describe('worker watchdog', () => {
  it('replaces a worker that takes nothing while a job waits; the job then runs once', async () => {
    let runs = 0;
    const { queue, slot, made } = setUp('wedged', async () => {
      runs += 1;
    });
    await slot.worker.waitUntilReady();
    // Paused before it ever runs: it fetches nothing, like the wedged worker seen on a cluster.
    await slot.worker.pause(true);
    await queue.add('collection.run', {});
    await waitFor(() => runs === 1, { timeoutMs: 10_000, intervalMs: 20, what: 'the job run by the replacement' });
    expect(made).toHaveLength(2);
    expect(slot.worker).toBe(made[1]);
    expect(await queue.getJobCounts('completed', 'waiting')).toEqual({ completed: 1, waiting: 0 });
  });

  it('replaces a worker whose job was taken over as stalled (its count says busy, the queue has nothing active)', async () => {
    // The cluster failure of issue 41: the worker's Redis died under a job, its lock was lost,
    // the job was taken back as stalled; the worker's own processor never returned.
    let runs = 0;
    const { conn, queue, slot, made } = setUp(
      'stalled',
      () => {
        runs += 1;
        return runs === 1 ? new Promise(() => undefined) : Promise.resolve();
      },
      { stalledInterval: 100 },
    );
    slot.worker.run().catch(() => undefined);
    const job = await queue.add('collection.run', {});
    await waitFor(() => slot.inFlight === 1, { timeoutMs: 10_000, intervalMs: 20, what: 'the job in flight' });
    // Lost, as when the master holding it died: the stalled check moves the job back to waiting.
    if (conn.kind !== 'redis') throw new Error('the watchdog test runs on Redis');
    const redis = redisClient(conn.redis);
    await redis.del(queue.toKey(`${job.id}:lock`));
    await redis.quit();
    await waitFor(() => runs === 2, { timeoutMs: 10_000, intervalMs: 20, what: 'the job run again by the replacement' });
    expect(made).toHaveLength(2);
    expect(slot.worker).toBe(made[1]);
    await waitFor(async () => (await queue.getJobCounts('completed')).completed === 1, { timeoutMs: 10_000, intervalMs: 20, what: 'the job completed' });
    expect(await queue.getJobCounts('active', 'waiting', 'failed')).toEqual({ active: 0, waiting: 0, failed: 0 });
  });

  it('leaves a busy worker (a job in flight, others waiting), an idle one over an empty queue and one of a paused queue alone', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const busy = setUp('busy', () => held);
    busy.slot.worker.run().catch(() => undefined);
    await busy.queue.add('collection.run', {});
    await busy.queue.add('collection.run', {});
    await waitFor(() => busy.slot.inFlight === 1, { timeoutMs: 10_000, intervalMs: 20, what: 'the first job in flight' });

    const idle = setUp('idle', async () => undefined);
    idle.slot.worker.run().catch(() => undefined);

    // A paused queue's jobs wait on purpose: its worker is not wedged.
    const paused = setUp('paused', async () => undefined);
    paused.slot.worker.run().catch(() => undefined);
    await paused.queue.pause();
    await paused.queue.add('collection.run', {});

    // Passes of the watchdog after both have been quiet three times the wedge threshold: no replacement.
    const quietSince = Date.now();
    await waitFor(() => Date.now() - quietSince > WEDGED_AFTER_MS * 3 && [busy, idle, paused].every((s) => s.checks.n > 20), {
      timeoutMs: 10_000,
      intervalMs: 20,
      what: 'watchdog passes over a busy and an idle worker',
    });
    expect(busy.made).toHaveLength(1);
    expect(idle.made).toHaveLength(1);
    expect(paused.made).toHaveLength(1);
    release();
    await waitFor(async () => (await busy.queue.getJobCounts('completed')).completed === 2, { timeoutMs: 10_000, intervalMs: 20, what: 'both jobs done' });
    expect(busy.made).toHaveLength(1);
  });
});
