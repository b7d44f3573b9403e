import { afterAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import pino from 'pino';
import { queueConnection } from '../../platform/queues/connection';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { runCollectionStep } from '../../workers/jobs/collection-run.job';
import { jobIds, openJobQueues } from '../../workers/jobs/registry';
import { makeTeam } from '../helpers/fixtures';
import { useTestService } from '../helpers/service';
import { TEST_REDIS_URL } from '../helpers/test-env';

/** Steps of 2 respondents; the jobs go to queues of their own, which no worker serves. */
const service = useTestService({ COLLECTION_BATCH_SIZE: '2', COLLECTION_INTERVAL_MS: '60000' });
const queues = openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix: `${process.env.QUEUE_PREFIX}-steps` }));
afterAll(() => queues.close());

async function collectingSurvey(): Promise<string> {
  const em = service().em();
  const t = await makeTeam(em);
  const view = await createSurvey(
    em,
    { teamId: t.team.id, livemode: false, userId: null, channel: 'api' },
    {
      sampleSize: 10,
      questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
    },
  );
  await em.execute(`update surveys.surveys set status = 'in-progress', published_at = now() where id = ?`, [view.survey.id]);
  return view.survey.id;
}

const step = (surveyId: string, fromSeq: number) =>
  runCollectionStep({ surveyId, fromSeq }, { orm: service().orm!, log: pino({ level: 'silent' }), queues, graph: null, job: {} as Job, requestId: null });

describe('collection.run', () => {
  it('a step run again after its commit records no one and keeps one chain', async () => {
    const surveyId = await collectingSurvey();
    expect(await step(surveyId, 0)).toEqual({ done: false, recorded: 2, nextSeq: 2 });
    // The same job again (a worker died after the commit): nobody new, the same next step.
    expect(await step(surveyId, 0)).toEqual({ done: false, recorded: 0, nextSeq: 2 });
    const delayed = (await queues.queue('collection').getDelayed()).filter((j) => j.data.surveyId === surveyId);
    expect(delayed.map((j) => j.id)).toEqual([jobIds.collectionStep(surveyId, 2)]);

    expect(await step(surveyId, 2)).toEqual({ done: false, recorded: 2, nextSeq: 4 });
    const [{ seqs }] = await service().em().execute<{ seqs: number[] }[]>('select array_agg(seq order by seq) as seqs from surveys.respondents where survey_id = ?', [surveyId]);
    expect(seqs).toEqual([0, 1, 2, 3]);
  });

  it('finishes the chain when the survey fills, completing it once', async () => {
    const surveyId = await collectingSurvey();
    let next = 0;
    for (let i = 0; i < 5; i++) next = ((await step(surveyId, next)) as { nextSeq: number }).nextSeq;
    expect(await step(surveyId, next)).toEqual({ done: true, recorded: 0, nextSeq: 0 });
    const [row] = await service()
      .em()
      .execute<{ status: string; num_responses: number; events: number }[]>(
        `select status, num_responses, (select count(*)::int from platform.outbox where type = 'survey.completed' and aggregate_id = s.id::text) as events
         from surveys.surveys s where id = ?`,
        [surveyId],
      );
    expect(row).toEqual({ status: 'completed', num_responses: 10, events: 1 });
  });
});
