import { config } from '../../platform/config';
import { forkForRequest } from '../../platform/outbox/outbox';
import { collectionMode, collectStep, panelFor } from '../../subgraphs/surveys';
import type { JobHandler } from './handler';
import { jobIds } from './registry';

/**
 * One collection step: the simulated panel's next respondents, then the next step after the
 * configured pause. The next step's job id is its first seq, so a step enqueued twice runs
 * once; a step re-run after its commit records no one and re-enqueues the step that follows
 * (a duplicate BullMQ ignores, or the chain's restart if the first run died before enqueueing).
 */
export const runCollectionStep: JobHandler<'collection.run'> = async ({ surveyId, fromSeq }, { orm, queues, log, requestId }) => {
  // survey.completed, when this step fills the survey, names the request that published it.
  const em = forkForRequest(orm.em, requestId);
  const survey = await collectionMode(em, surveyId);
  if (!survey) return { done: true };
  const panel = panelFor(survey.livemode);
  if (!panel) {
    log.info({ surveyId }, 'live survey: responses come from the panel integration');
    return { done: true };
  }
  const { COLLECTION_BATCH_SIZE, COLLECTION_INTERVAL_MS } = config();
  const step = await collectStep(em, surveyId, panel, COLLECTION_BATCH_SIZE, fromSeq);
  if (!step.done) {
    await queues.enqueue('collection.run', { surveyId, fromSeq: step.nextSeq }, { jobId: jobIds.collectionStep(surveyId, step.nextSeq), delay: COLLECTION_INTERVAL_MS });
  }
  return step;
};
