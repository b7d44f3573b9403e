import { config } from '../../platform/config';
import type { JobHandler } from './handler';
import { jobIds } from './registry';

interface Candidate {
  id: string;
  next_seq: number;
}

/** BullMQ states in which a job will still run by itself. */
const PENDING = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Restarts collection chains that stopped: a paid survey (in progress, below its sample size)
 * whose next step is in no queue, because the dispatch that starts it, or a step, failed for
 * good (a job that stalled twice fails without retries). The step is the one the chain itself
 * would enqueue (job id by the next seq), so a chain that is merely slow is never doubled.
 * Surveys that changed within `quietSeconds` are left alone: a running chain touches its
 * survey at every step. Live surveys answered by an external panel have no chain.
 */
export const resumeCollections: JobHandler<'maintenance.resume-collections'> = async ({ quietSeconds, limit }, { orm, queues, log }) => {
  const externalLive = config().LIVE_PANEL === 'external';
  const candidates = await orm.em.getConnection().execute<Candidate[]>(
    `select s.id, (select coalesce(max(seq) + 1, 0) from surveys.respondents r where r.survey_id = s.id)::int as next_seq
       from surveys.surveys s
      where s.status = 'in-progress' and s.deleted_at is null and s.num_responses < s.sample_size
        and s.updated_at < now() - make_interval(secs => ?) ${externalLive ? 'and not s.livemode' : ''}
      order by s.updated_at limit ?`,
    [quietSeconds, limit],
  );
  const collection = queues.queue('collection');
  let resumed = 0;
  for (const { id: surveyId, next_seq: fromSeq } of candidates) {
    const jobId = jobIds.collectionStep(surveyId, fromSeq);
    const state = await collection.getJobState(jobId);
    if (PENDING.has(state)) continue;
    if (state === 'failed') {
      await (await collection.getJob(jobId))?.retry('failed');
    } else {
      // Gone, or completed without moving the chain on: enqueue it afresh under the same id.
      if (state === 'completed') await collection.remove(jobId);
      await queues.enqueue('collection.run', { surveyId, fromSeq }, { jobId });
    }
    log.warn({ surveyId, fromSeq, jobState: state }, 'collection resumed');
    resumed++;
  }
  return { candidates: candidates.length, resumed };
};
