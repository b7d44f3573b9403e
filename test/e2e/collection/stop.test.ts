import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { queueConnection } from '../../../platform/queues/connection';
import { jobIds, openJobQueues } from '../../../workers/jobs/registry';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

/** A slow pace (one respondent per 200 ms) so the survey is stopped well before it is full. */
const service = useTestService({
  ROLE: 'all',
  COLLECTION_BATCH_SIZE: '1',
  COLLECTION_INTERVAL_MS: '200',
  OUTBOX_POLL_MS: '20',
  // A test-mode key polls every 25 ms, past the 25 a second of the default test-mode budget.
  RATE_LIMIT_V2_TEST_REQUESTS: '1000',
});
const api = apiClient(() => service().url);

const DRAFT = { sampleSize: 50, questions: [{ type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] }] };

async function count(surveyId: string): Promise<number> {
  const [{ n }] = await service().em().execute<{ n: number }[]>('select count(*)::int as n from surveys.respondents where survey_id = ?', [surveyId]);
  return n;
}

describe('stopping a survey', () => {
  it('ends collection: numResponses grows while it runs, and the pending step draws no one after stop', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    await grant(em, t.team.id, 100, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });
    const created = await json(await api('POST', '/v2/surveys', key, DRAFT));
    expect((await api('POST', `/v2/surveys/${created.id}/publish`, key, undefined, { 'idempotency-key': 'p' })).status).toBe(200);
    const id = fromPublicId('srv', created.id)!;

    const seen = new Set<number>();
    await waitFor(
      async () => {
        const n = (await json(await api('GET', `/v2/surveys/${created.id}`, key))).numResponses as number;
        seen.add(n);
        return n >= 3;
      },
      { what: 'three respondents' },
    );
    expect([...seen].length).toBeGreaterThan(1);

    const stopped = await api('POST', `/v2/surveys/${created.id}/stop`, key);
    expect(stopped.status).toBe(200);
    expect((await json(stopped)).status).toBe('completed');
    const atStop = await count(id);
    expect(atStop).toBeLessThan(50);

    // The chain's pending step (its id is the next seq) runs, finds the survey completed and ends.
    const queues = openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix: process.env.QUEUE_PREFIX! }));
    try {
      const last = await waitFor(
        async () => {
          const job = await queues.queue('collection').getJob(jobIds.collectionStep(id, atStop));
          return job?.finishedOn ? job : null;
        },
        { what: 'the last collection step' },
      );
      expect(last.returnvalue).toEqual({ done: true, recorded: 0, nextSeq: 0 });
    } finally {
      await queues.close();
    }
    expect(await count(id)).toBe(atStop);
    const [{ events }] = await em.execute<{ events: number }[]>(`select count(*)::int as events from platform.outbox where type = 'survey.completed' and aggregate_id = ?`, [id]);
    expect(events).toBe(1);
  });
});
