import { afterAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import pino from 'pino';
import { queueConnection } from '../../platform/queues/connection';
import { findSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { surveyResults } from '../../subgraphs/surveys/fieldwork';
import { rateResponse } from '../../subgraphs/surveys/fieldwork/responses/ratings.service';
import { listResponses, type ResponseQuery } from '../../subgraphs/surveys/fieldwork/responses/responses.service';
import { runCollectionStep } from '../../workers/jobs/collection-run.job';
import { openJobQueues } from '../../workers/jobs/registry';
import { makeTeam } from '../helpers/fixtures';
import { useTestService } from '../helpers/service';
import { TEST_REDIS_URL } from '../helpers/test-env';

/**
 * Results are counted once per results version and kept (issue 38): whatever the writes, a read
 * answers what a recount answers, and an unchanged survey is not counted again.
 */
const service = useTestService({ COLLECTION_BATCH_SIZE: '3', COLLECTION_INTERVAL_MS: '60000' });
const queues = openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix: `${process.env.QUEUE_PREFIX}-kept` }));
afterAll(() => queues.close());

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

async function collectingSurvey() {
  const em = service().em();
  const t = await makeTeam(em);
  const owner = { teamId: t.team.id, livemode: false };
  const view = await createSurvey(
    em,
    { ...owner, userId: null, channel: 'api' },
    {
      sampleSize: 12,
      reporting: ['gender'],
      questions: [
        { type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }, { label: 'C' }] },
        { type: 'rating', prompt: 'How much?' },
      ],
    },
  );
  await em.execute(`update surveys.surveys set status = 'in-progress', published_at = now() where id = ?`, [view.survey.id]);
  return { owner, surveyId: view.survey.id };
}

const step = (surveyId: string, fromSeq: number) =>
  runCollectionStep({ surveyId, fromSeq }, { orm: service().orm!, log: pino({ level: 'silent' }), queues, graph: null, job: {} as Job, requestId: null });

async function read(owner: { teamId: string; livemode: boolean }, surveyId: string) {
  const em = service().em();
  return surveyResults(em, await findSurvey(em, owner, surveyId), { breakdowns: true });
}

/** What the same read answers with nothing kept: counted from the responses now. */
async function recounted(owner: { teamId: string; livemode: boolean }, surveyId: string) {
  await db('delete from surveys.survey_results where survey_id = ?', [surveyId]);
  return read(owner, surveyId);
}

async function kept(surveyId: string) {
  return db<{ kind: string; version: string; current: string; computed_at: Date }>(
    `select c.kind, c.version::text as version, s.results_version::text as current, c.computed_at
       from surveys.survey_results c join surveys.surveys s on s.id = c.survey_id where c.survey_id = ? order by c.kind`,
    [surveyId],
  );
}

describe('kept results', () => {
  it('answer as a recount after each step and each rejection, counting once per version', async () => {
    const { owner, surveyId } = await collectingSurvey();
    await step(surveyId, 0);
    const first = await read(owner, surveyId);
    expect(first.map((q) => q.totalResponses)).toEqual([3, 3]);
    expect(first[0].breakdowns.map((b) => b.trait)).toEqual(['Gender']);
    const stored = await kept(surveyId);
    expect(stored.map((r) => [r.kind, r.version, r.current])).toEqual([
      ['segments', '1', '1'],
      ['totals', '1', '1'],
    ]);

    // Unchanged: served from what is kept, not counted again.
    expect(await read(owner, surveyId)).toEqual(first);
    expect((await kept(surveyId)).map((r) => r.computed_at)).toEqual(stored.map((r) => r.computed_at));

    await step(surveyId, 3);
    const second = await read(owner, surveyId);
    expect(second.map((q) => q.totalResponses)).toEqual([6, 6]);
    expect(second).toEqual(await recounted(owner, surveyId));

    // A rejection takes the respondent's answers out of every count, at once.
    const [{ id }] = await db<{ id: string }>('select id from surveys.responses where survey_id = ? order by id limit 1', [surveyId]);
    await rateResponse(service().em(), { ...owner, userId: null, operator: true }, id, 'not_helpful');
    const third = await read(owner, surveyId);
    expect(third.map((q) => q.totalResponses)).toEqual([5, 5]);
    expect(third).toEqual(await recounted(owner, surveyId));
    expect((await kept(surveyId)).map((r) => [r.version, r.current])).toEqual([
      ['3', '3'],
      ['3', '3'],
    ]);
  });

  it('serves the kept counts only at their version', async () => {
    const { owner, surveyId } = await collectingSurvey();
    await step(surveyId, 0);
    await read(owner, surveyId);
    // Counts planted at the current version are what a read answers: the read does not count.
    await db(`update surveys.survey_results set counts = '[[], []]' where survey_id = ? and kind = 'totals'`, [surveyId]);
    expect((await read(owner, surveyId)).map((q) => q.totalResponses)).toEqual([0, 0]);
    // One version on, they are counted again.
    await step(surveyId, 3);
    expect((await read(owner, surveyId)).map((q) => q.totalResponses)).toEqual([6, 6]);
  });

  it('10 reads at once while steps commit end equal to a recount, the kept version never moving back', async () => {
    const { owner, surveyId } = await collectingSurvey();
    await step(surveyId, 0);
    const reads = Array.from({ length: 10 }, () => read(owner, surveyId));
    await Promise.all([...reads, step(surveyId, 3).then(() => step(surveyId, 6))]);
    const after = await read(owner, surveyId);
    expect(after.map((q) => q.totalResponses)).toEqual([9, 9]);
    expect(after).toEqual(await recounted(owner, surveyId));
    const rows = await kept(surveyId);
    expect(rows.every((r) => r.version === r.current)).toBe(true);
  });

  it("gives v1's response totals from the kept counts, equal to counting, for every filter", async () => {
    const { owner, surveyId } = await collectingSurvey();
    await step(surveyId, 0);
    await step(surveyId, 3);
    const [{ id, question_id: questionId }] = await db<{ id: string; question_id: string }>(
      'select id, question_id from surveys.responses where survey_id = ? order by id limit 1',
      [surveyId],
    );
    await rateResponse(service().em(), { ...owner, userId: null, operator: true }, id, 'not_helpful');
    const counted = async (where: string, params: unknown[] = []) =>
      (await db<{ n: number }>(`select count(*)::int as n from surveys.responses where survey_id = ? and ${where}`, [surveyId, ...params]))[0].n;
    const total = async (q: Partial<ResponseQuery>) => (await listResponses(service().em(), owner, surveyId, { limit: 2, page: 1, ...q })).total;
    expect(await total({})).toBe(10);
    expect(await total({})).toBe(await counted('rejected_at is null'));
    expect(await total({ questionId })).toBe(await counted('rejected_at is null and question_id = ?', [questionId]));
    expect(await total({ status: 'rejected' })).toBe(2);
    expect(await total({ status: 'all' })).toBe(12);
    expect(await total({ pinned: false })).toBe(10);
    expect(await total({ questionId: '00000000-0000-4000-8000-000000000000' })).toBe(0);
  });
});
