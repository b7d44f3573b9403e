import { pruneQuotes } from '../../subgraphs/surveys';
import type { JobHandler } from './handler';

/** Deletes recorded quotes past the window publish can use, keeping each survey's latest. Idempotent. */
export const pruneQuotesJob: JobHandler<'maintenance.prune-quotes'> = async ({ olderThanHours }, { orm, log }) => {
  const deleted = await pruneQuotes(orm.em.fork(), olderThanHours);
  log.info({ deleted, olderThanHours }, 'quotes pruned');
  return { deleted };
};
