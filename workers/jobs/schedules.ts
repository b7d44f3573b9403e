import type { JobName, JobPayload, JobQueues } from './registry';
import { jobRegistry } from './registry';

interface Schedule<N extends JobName> {
  name: N;
  /** Cron pattern, UTC. */
  pattern: string;
  data: JobPayload<N>;
}

/** The recurring jobs, each with why it runs when it does. */
const SCHEDULES = [
  // Daily at 03:00 UTC: relayed outbox rows are kept a week.
  { name: 'maintenance.prune-outbox', pattern: '0 3 * * *', data: { olderThanDays: 7 } } satisfies Schedule<'maintenance.prune-outbox'>,
  // Hourly: Idempotency-Keys are kept 24 hours (expired ones are already ignored; this frees the rows).
  { name: 'maintenance.prune-idempotency-keys', pattern: '17 * * * *', data: {} } satisfies Schedule<'maintenance.prune-idempotency-keys'>,
  // Every 5 minutes: publishes interrupted (a crash between funding and commit) more than 10
  // minutes ago are finished. Far beyond any live request, whose key lock lasts a minute.
  { name: 'maintenance.recover-publishes', pattern: '*/5 * * * *', data: { olderThanSeconds: 600 } } satisfies Schedule<'maintenance.recover-publishes'>,
];

/**
 * Recurring jobs that no longer exist, removed from a deployment's queues at boot so that no
 * scheduler keeps making jobs no worker handles. `maintenance.prune-quotes` (issue 38): a survey
 * keeps one recorded quote, so there is nothing to prune.
 */
const RETIRED = [{ queue: 'maintenance', name: 'maintenance.prune-quotes' }] as const;

/**
 * Creates or updates the recurring jobs (BullMQ v6 job schedulers; idempotent, so every
 * worker process may call it at boot). Each is its own scheduler: they are upserted together,
 * not one round trip (and, on PostgreSQL, one commit) after the other. (Two upserts of the
 * same scheduler at once fail on BullMQ's PostgreSQL backend: the workers' at start is done
 * before the reconciler's first pass begins.)
 */
export async function upsertSchedules(queues: JobQueues): Promise<void> {
  await Promise.all([
    ...SCHEDULES.map(({ name, pattern, data }) => {
      const def = jobRegistry[name];
      return queues.queue(def.queue).upsertJobScheduler(name, { pattern, tz: 'UTC' }, { name, data: def.payload.parse(data), opts: def.options });
    }),
    ...RETIRED.map(({ queue, name }) => queues.queue(queue).removeJobScheduler(name)),
  ]);
}
