import type { EnqueueOptions, JobName, JobPayload, JobQueues } from './registry';
import { jobRegistry } from './registry';

/** What ensureJob found and did. */
export type Ensured = 'present' | 'enqueued' | 'retried' | 'replaced';

/** A failed job is enqueued again by a reconcile at most this often: one that always fails must not spin. */
export const FAILED_RETRY_AFTER_MS = 10 * 60_000;

/**
 * Makes sure a job with this id exists to do work PostgreSQL says is pending (the reconciler).
 * Waiting, delayed or active: nothing to do. Missing (lost with Redis): enqueued again under the
 * same id. Failed (its retries exhausted while something was down, or it stalled twice): enqueued
 * afresh, at most every ten minutes, with the payload PostgreSQL gives now (so a job whose data
 * was bad is not replayed as it was). Completed while the work is still pending (its follow-on
 * job was lost): replaced.
 * Deterministic ids make every step idempotent, so two reconcilers racing enqueue one job.
 */
export async function ensureJob<N extends JobName>(
  queues: JobQueues,
  name: N,
  payload: JobPayload<N>,
  opts: EnqueueOptions & { jobId: string },
  { failedRetryAfterMs = FAILED_RETRY_AFTER_MS }: { failedRetryAfterMs?: number } = {},
): Promise<Ensured> {
  const queue = queues.queue(jobRegistry[name].queue);
  const job = await queue.getJob(opts.jobId);
  if (job) {
    const state = await job.getState();
    if (state === 'failed' && Date.now() - (job.finishedOn ?? 0) < failedRetryAfterMs) return 'present';
    if (state !== 'failed' && state !== 'completed' && state !== 'unknown') return 'present';
    await job.remove().catch(() => undefined);
    await queues.enqueue(name, payload, opts);
    return state === 'failed' ? 'retried' : 'replaced';
  }
  await queues.enqueue(name, payload, opts);
  return 'enqueued';
}
