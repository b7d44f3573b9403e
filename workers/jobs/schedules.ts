import type { JobQueues } from './registry';
import { jobRegistry } from './registry';

/** Daily at 03:00 UTC: relayed outbox rows are kept a week. */
const PRUNE_OUTBOX = { pattern: '0 3 * * *', olderThanDays: 7 };
/** Hourly: Idempotency-Keys are kept 24 hours (expired ones are already ignored; this frees the rows). */
const PRUNE_IDEMPOTENCY_KEYS = { pattern: '17 * * * *' };
/**
 * Every 5 minutes: publishes interrupted (a crash between funding and commit) more than 10
 * minutes ago are finished. Far beyond any live request, whose key lock lasts a minute.
 */
const RECOVER_PUBLISHES = { pattern: '*/5 * * * *', olderThanSeconds: 600 };

/**
 * Creates or updates the recurring jobs (BullMQ v6 job schedulers; idempotent, so every
 * worker process may call it at boot).
 */
export async function upsertSchedules(queues: JobQueues): Promise<void> {
  const def = jobRegistry['maintenance.prune-outbox'];
  await queues.queue(def.queue).upsertJobScheduler(
    'maintenance.prune-outbox',
    { pattern: PRUNE_OUTBOX.pattern, tz: 'UTC' },
    {
      name: 'maintenance.prune-outbox',
      data: def.payload.parse({ olderThanDays: PRUNE_OUTBOX.olderThanDays }),
      opts: def.options,
    },
  );
  const keys = jobRegistry['maintenance.prune-idempotency-keys'];
  await queues.queue(keys.queue).upsertJobScheduler(
    'maintenance.prune-idempotency-keys',
    { pattern: PRUNE_IDEMPOTENCY_KEYS.pattern, tz: 'UTC' },
    { name: 'maintenance.prune-idempotency-keys', data: keys.payload.parse({}), opts: keys.options },
  );
  const recover = jobRegistry['maintenance.recover-publishes'];
  await queues.queue(recover.queue).upsertJobScheduler(
    'maintenance.recover-publishes',
    { pattern: RECOVER_PUBLISHES.pattern, tz: 'UTC' },
    {
      name: 'maintenance.recover-publishes',
      data: recover.payload.parse({ olderThanSeconds: RECOVER_PUBLISHES.olderThanSeconds }),
      opts: recover.options,
    },
  );
}
