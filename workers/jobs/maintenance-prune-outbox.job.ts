import type { QueryResult } from '@mikro-orm/core';
import type { JobHandler } from './handler';

/** Deletes dispatched outbox rows older than the given number of days (never one still to do). Idempotent. */
export const pruneOutbox: JobHandler<'maintenance.prune-outbox'> = async ({ olderThanDays }, { orm, log }) => {
  const res = await orm.em
    .getConnection()
    .execute<QueryResult>(`delete from platform.outbox where dispatched_at is not null and dispatched_at < now() - make_interval(days => ?)`, [olderThanDays], 'run');
  log.info({ deleted: res.affectedRows, olderThanDays }, 'outbox pruned');
  return { deleted: res.affectedRows };
};
