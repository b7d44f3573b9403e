import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newQueue, queueConnection, type AnyQueue } from '../../../platform/queues/connection';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { workerProcesses } from '../../helpers/processes';
import { useTestService } from '../../helpers/service';
import { TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

/**
 * Collection survives a worker killed mid-survey (SIGKILL: no graceful shutdown, the step in
 * hand may be half done). The API runs in this process (ROLE=api, no jobs); the jobs run in a
 * separate worker process on the same queues. A second worker takes the chain over — the
 * delayed next step at once, a step that was active when the process died once its lock
 * lapses (collection queue: lockDuration 10 s, stalledInterval 5 s) — and the survey
 * completes with every seq exactly once and one survey.completed event.
 */
const SAMPLE_SIZE = 40;
const KILL_AT = 8;
const DRAFT = {
  name: 'Worker kill',
  sampleSize: SAMPLE_SIZE,
  reporting: ['gender'],
  questions: [
    { type: 'single_select', prompt: 'Which snack would you buy?', options: [{ label: 'Crisps' }, { label: 'Nuts' }, { label: 'Fruit' }] },
    { type: 'rating', prompt: 'How much do you like the logo?' },
  ],
};

const service = useTestService();
const api = apiClient(() => service().url);

describe('collection resumes after its worker is killed', { timeout: 120_000 }, () => {
  let collectionQueue: AnyQueue;

  const workers = workerProcesses({
    COLLECTION_BATCH_SIZE: '1',
    COLLECTION_INTERVAL_MS: '100',
    OUTBOX_POLL_MS: '50',
  });

  beforeAll(() => {
    collectionQueue = newQueue('collection', queueConnection({ redisUrl: TEST_REDIS_URL, prefix: process.env.QUEUE_PREFIX! }));
  });
  afterAll(async () => {
    await workers.stopAll();
    await collectionQueue?.close();
  });

  async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return service().em().execute<T[]>(sql, params);
  }
  async function surveyRow(id: string) {
    const [row] = await db<{ status: string; num_responses: number }>('select status, num_responses from surveys.surveys where id = ?', [id]);
    return row;
  }

  it('completes with every seq exactly once and one survey.completed', async () => {
    const em = service().em();
    const t = await makeTeam(em, 'Kill Co');
    await grant(em, t.team.id, 1000, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });

    const first = await workers.start();
    const created = await api('POST', '/v2/surveys', key, DRAFT);
    expect(created.status).toBe(200);
    const publicId = (await json(created)).id as string;
    const published = await api('POST', `/v2/surveys/${publicId}/publish`, key, undefined, { 'idempotency-key': `pub-${publicId}` });
    expect(published.status).toBe(200);
    const id = publicId.replace(/^srv_(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

    // Kill once KILL_AT respondents are in, preferably while a step is active (its job is in
    // the active list): then the new worker has to take a stalled job over, not just pick up
    // the delayed next step. Polled tightly; the step may still finish before the signal lands.
    await waitFor(async () => (await surveyRow(id)).num_responses >= KILL_AT && (await collectionQueue.getActiveCount()) > 0, {
      timeoutMs: 30_000,
      intervalMs: 2,
      what: `${KILL_AT} responses and an active collection step`,
    });
    first.child.kill('SIGKILL');
    await waitFor(() => first.child.exitCode !== null || first.child.signalCode !== null, { what: 'the worker to die' });
    expect(first.child.signalCode).toBe('SIGKILL');

    const atKill = await surveyRow(id);
    expect(atKill.status).toBe('in-progress');
    expect(atKill.num_responses).toBeGreaterThanOrEqual(KILL_AT);
    expect(atKill.num_responses).toBeLessThan(SAMPLE_SIZE);
    // Jobs the dead process held: BullMQ's stalled check must hand them to the next worker.
    const orphaned = (await collectionQueue.getActive()).map((j) => j.id!);
    // Nothing moves while no worker runs.
    expect((await surveyRow(id)).num_responses).toBe(atKill.num_responses);

    await workers.start();
    await waitFor(async () => (await surveyRow(id)).status === 'completed', { timeoutMs: 60_000, intervalMs: 100, what: 'the survey to complete after the restart' });

    const respondents = await db<{ seq: number; panel_respondent_id: string; rejected: boolean }>(
      'select seq, panel_respondent_id, rejected_at is not null as rejected from surveys.respondents where survey_id = ? order by seq',
      [id],
    );
    expect(respondents).toHaveLength(SAMPLE_SIZE);
    expect(respondents.map((r) => r.seq)).toEqual(Array.from({ length: SAMPLE_SIZE }, (_, i) => i));
    expect(new Set(respondents.map((r) => r.panel_respondent_id)).size).toBe(SAMPLE_SIZE);
    expect(respondents.filter((r) => r.rejected)).toEqual([]);

    const done = await surveyRow(id);
    expect(done).toEqual({ status: 'completed', num_responses: SAMPLE_SIZE });
    const [{ n: completedEvents }] = await db<{ n: number }>(`select count(*)::int as n from platform.outbox where type = 'survey.completed' and aggregate_id = ?`, [id]);
    expect(completedEvents).toBe(1);
    const [{ n: responses }] = await db<{ n: number }>('select count(*)::int as n from surveys.responses where survey_id = ?', [id]);
    expect(responses).toBe(SAMPLE_SIZE * DRAFT.questions.length);
    const [{ n: perRespondent }] = await db<{ n: number }>(
      `select count(*)::int as n from (select respondent_id from surveys.responses where survey_id = ? group by 1 having count(*) <> ?) x`,
      [id, DRAFT.questions.length],
    );
    expect(perRespondent).toBe(0);

    // A job the killed worker was running was taken over and finished by the new one.
    for (const jobId of orphaned) {
      await waitFor(async () => (await collectionQueue.getJobState(jobId)) === 'completed', { timeoutMs: 30_000, what: `orphaned job ${jobId} to complete` });
    }
    // And collection stays finished: no straggling step records anyone after completion.
    // (Other test files share these queues, so only this survey's jobs are waited for.)
    const settled = await waitFor(
      async () => {
        const pending = await collectionQueue.getJobs(['active', 'waiting', 'delayed', 'prioritized'], 0, -1);
        return pending.some((j) => j?.data?.surveyId === id) ? null : true;
      },
      { timeoutMs: 30_000, what: "this survey's collection jobs to finish" },
    );
    expect(settled).toBe(true);
    const [{ n: finalCount }] = await db<{ n: number }>('select count(*)::int as n from surveys.respondents where survey_id = ?', [id]);
    expect(finalCount).toBe(SAMPLE_SIZE);

    // One chain: every step that recorded anyone started exactly at its own seq (a step re-run
    // after its commit records no one instead of drawing past it).
    const steps = (await collectionQueue.getJobs(['completed'], 0, -1)).filter((j) => j.id?.startsWith(`collect-${id}-`));
    const rv = (j: (typeof steps)[number]) => j.returnvalue as { recorded: number; nextSeq: number; done: boolean };
    expect(steps.filter((j) => rv(j).recorded > 0 && rv(j).nextSeq - rv(j).recorded !== j.data.fromSeq)).toEqual([]);
  });
});
