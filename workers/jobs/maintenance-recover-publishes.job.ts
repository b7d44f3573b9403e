import { recoverStalePublishes } from '../../subgraphs/surveys';
import type { JobHandler } from './handler';

/** Finishes publishes a crash left between funding and commit (docs/decisions.md, "Publish"). Idempotent. */
export const recoverPublishesJob: JobHandler<'maintenance.recover-publishes'> = async ({ olderThanSeconds }, { orm, log }) => {
  const outcome = await recoverStalePublishes(orm.em.fork(), olderThanSeconds, log);
  if (outcome.published + outcome.abandoned + outcome.failed > 0) log.warn(outcome, 'interrupted publishes recovered');
  // Failed ones stay pending; failing the job retries it and shows it on the board.
  if (outcome.failed > 0) throw new Error(`${outcome.failed} interrupted publish(es) could not be finished; see the error lines`);
  return outcome;
};
