import type { JobHandler } from './handler';

/** Failures no retry can fix: the worker refused the job itself (processJob). */
const HOPELESS = /^(invalid payload for |unknown job )/;

/**
 * Retries outbox dispatches that failed for good, so an event's effects (a collection, a
 * webhook, a report) are never lost to a bad minute: a dispatch whose job stalled twice fails
 * without retries, and one that ran out of attempts stays failed. Dispatch handlers enqueue
 * with deterministic job ids, so running one again never doubles anything. Each failed job
 * gets one more attempt per run while BullMQ keeps it (removeOnFail: a week).
 */
export const retryFailedDispatches: JobHandler<'maintenance.retry-failed-dispatches'> = async ({ limit }, { queues, log }) => {
  const outbox = queues.queue('outbox');
  const failed = await outbox.getFailed(0, limit - 1);
  let retried = 0;
  for (const job of failed) {
    if (job.name !== 'outbox.dispatch' || HOPELESS.test(job.failedReason ?? '')) continue;
    await job.retry('failed');
    log.warn({ jobId: job.id, failedReason: job.failedReason, attemptsMade: job.attemptsMade }, 'failed outbox dispatch retried');
    retried++;
  }
  return { retried };
};
