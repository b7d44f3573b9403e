import { recoverStalePublishes } from '../../subgraphs/surveys/publish/publish.service';
import type { JobHandler } from './handler';

/** Finishes publishes a crash left between funding and commit (docs/decisions.md, "Publish"). Idempotent. */
export const recoverPublishesJob: JobHandler<'maintenance.recover-publishes'> = async ({ olderThanSeconds }, { orm, log }) => {
  const outcome = await recoverStalePublishes(orm.em.fork(), olderThanSeconds);
  if (outcome.published + outcome.abandoned > 0) log.warn(outcome, 'interrupted publishes recovered');
  return outcome;
};
