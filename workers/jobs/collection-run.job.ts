import { config } from '../../platform/config';
import { Survey } from '../../subgraphs/surveys/entities/survey.entity';
import { collectStep } from '../../subgraphs/surveys/responses/collection.service';
import { panelFor } from '../../subgraphs/surveys/responses/panels';
import type { JobHandler } from './handler';
import { jobIds } from './registry';

/**
 * One collection step: the simulated panel's next respondents, then the next step after the
 * configured pause. The step reads where collection stands under the survey's lock, so a step
 * run again after a crash continues instead of repeating; the next step's id is its first seq,
 * so however often this job runs, each step is enqueued once.
 */
export const runCollectionStep: JobHandler<'collection.run'> = async ({ surveyId }, { orm, queues, log }) => {
  const em = orm.em.fork();
  const survey = await em.findOne(Survey, { id: surveyId });
  if (!survey) return { done: true };
  const panel = panelFor(survey.livemode);
  if (!panel) {
    log.info({ surveyId }, 'live survey: responses come from the panel integration');
    return { done: true };
  }
  const { COLLECTION_BATCH_SIZE, COLLECTION_INTERVAL_MS } = config();
  const step = await collectStep(em, surveyId, panel, COLLECTION_BATCH_SIZE);
  if (!step.done) {
    await queues.enqueue('collection.run', { surveyId, fromSeq: step.nextSeq }, { jobId: jobIds.collectionStep(surveyId, step.nextSeq), delay: COLLECTION_INTERVAL_MS });
  }
  return step;
};
