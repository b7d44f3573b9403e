import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../platform/embedded/embedded-postgres';
import { newQueue, newWorker, queueConnection, type AnyQueue, type AnyWorker } from '../../platform/queues/connection';
import { waitFor } from '../helpers/wait-for';

/**
 * A worker whose queue holds a delayed job waits on LISTEN until it is due (up to an hour):
 * the NOTIFY of a new job must wake it at once (on the embedded server as on any PostgreSQL).
 */
describe('BullMQ on embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfs-queue-pickup-'));
  let db: EmbeddedPostgres | undefined;
  let queue: AnyQueue | undefined;
  let worker: AnyWorker | undefined;

  afterAll(async () => {
    await worker?.close();
    await queue?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('picks up a new job promptly while a delayed job is an hour away', { timeout: 60_000 }, async () => {
    db = await startEmbeddedPostgres({ dataDir });
    const conn = queueConnection({ databaseUrl: db.url, prefix: 'pickup' });
    queue = newQueue('pickup', conn);
    await queue.add('later', {}, { delay: 3_600_000 });
    const done: string[] = [];
    worker = newWorker(
      'pickup',
      async (job) => {
        done.push(job.name);
      },
      conn,
    );
    await worker.waitUntilReady();
    // The worker's first fetch found only the delayed job and it is now waiting (BullMQ's own
    // field): without the cap that wait would last until the delayed job is due.
    const internals = worker as unknown as { waiting: Promise<number> | null };
    await waitFor(async () => internals.waiting !== null, { what: 'the worker waiting' });
    const t0 = Date.now();
    await queue.add('now', {});
    await waitFor(async () => done.includes('now'), { timeoutMs: 5_000, what: 'the new job picked up' });
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(done).toEqual(['now']);
  });
});
