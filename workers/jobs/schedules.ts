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
  // Every minute: a paid survey whose collection stopped (its dispatch or a step failed for
  // good) is running again within two minutes; a running chain touches its survey far more often.
  { name: 'maintenance.resume-collections', pattern: '* * * * *', data: { quietSeconds: 60, limit: 500 } } satisfies Schedule<'maintenance.resume-collections'>,
  // Every minute: outbox dispatches that failed for good get another attempt.
  { name: 'maintenance.retry-failed-dispatches', pattern: '* * * * *', data: { limit: 100 } } satisfies Schedule<'maintenance.retry-failed-dispatches'>,
];

/**
 * Creates or updates the recurring jobs (BullMQ v6 job schedulers; idempotent, so every
 * worker process may call it at boot).
 */
export async function upsertSchedules(queues: JobQueues): Promise<void> {
  for (const { name, pattern, data } of SCHEDULES) {
    const def = jobRegistry[name];
    await queues.queue(def.queue).upsertJobScheduler(name, { pattern, tz: 'UTC' }, { name, data: def.payload.parse(data), opts: def.options });
  }
}
