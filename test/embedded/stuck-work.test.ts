import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../platform/domains';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../platform/embedded/embedded-postgres';
import { newWorker, queueConnection, type QueueConnection } from '../../platform/queues/connection';
import { createSurvey } from '../../subgraphs/surveys/surveys.service';
import { resumeCollections } from '../../workers/jobs/maintenance-resume-collections.job';
import { retryFailedDispatches } from '../../workers/jobs/maintenance-retry-dispatches.job';
import { jobIds, openJobQueues, type JobQueues } from '../../workers/jobs/registry';
import { makeTeam } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait-for';

/**
 * The maintenance jobs that make a stuck dispatch or collection never final, on a database of
 * their own (an embedded one: they look at every survey and every failed job there is).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfs-stuck-work-'));
let pgServer: EmbeddedPostgres;
let orm: MikroORM;
let conn: QueueConnection;
let queues: JobQueues;
const ctx = () => ({ orm, queues, log: pino({ level: 'silent' }), job: {} as Job, requestId: null });

beforeAll(async () => {
  pgServer = await startEmbeddedPostgres({ dataDir });
  orm = await openOrm({ url: pgServer.url, modules: domainModules, poolMax: 4 });
  await migrate(orm);
  conn = queueConnection({ databaseUrl: pgServer.url, prefix: 'stuck' });
  queues = openJobQueues(conn);
}, 120_000);

afterAll(async () => {
  await queues?.close();
  await orm?.close();
  await pgServer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A paid survey of 10 respondents, last changed `ageSeconds` ago, with no collection job. */
async function collectingSurvey(ageSeconds: number): Promise<string> {
  const em = orm.em.fork() as EntityManager;
  const t = await makeTeam(em);
  const view = await createSurvey(em, { teamId: t.team.id, userId: null, channel: 'api' }, {
    sampleSize: 10,
    questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
  });
  await em.execute(`update surveys.surveys set status = 'in-progress', published_at = now(), updated_at = now() - make_interval(secs => ?) where id = ?`, [ageSeconds, view.survey.id]);
  return view.survey.id;
}

/** Runs jobs of `queue` through `processor` until `until` holds, then stops the worker. */
async function work(queue: string, processor: (job: Job) => Promise<unknown>, until: () => Promise<boolean>): Promise<void> {
  const worker = newWorker(queue, processor, conn);
  try {
    await waitFor(until, { timeoutMs: 20_000, what: `${queue} jobs processed` });
  } finally {
    await worker.close();
  }
}

describe('maintenance.resume-collections', () => {
  it('restarts a paid survey whose collection stopped, retries its failed step, and leaves running and recent ones alone', async () => {
    const stopped = await collectingSurvey(120);
    const recent = await collectingSurvey(0);
    const collection = queues.queue('collection');
    const step = jobIds.collectionStep(stopped, 0);

    expect(await resumeCollections({ quietSeconds: 60, limit: 100 }, ctx())).toEqual({ candidates: 1, resumed: 1 });
    expect(await collection.getJobState(step)).toBe('waiting');
    expect((await collection.getJob(step))!.data).toEqual({ surveyId: stopped, fromSeq: 0 });
    expect(await collection.getJobState(jobIds.collectionStep(recent, 0))).toBe('unknown');

    // Still waiting: nothing to do.
    expect(await resumeCollections({ quietSeconds: 60, limit: 100 }, ctx())).toEqual({ candidates: 1, resumed: 0 });

    // The step fails for good: it is retried, under the same job id.
    await work('collection', async () => {
      throw new UnrecoverableError('lost');
    }, async () => (await collection.getJobState(step)) === 'failed');
    expect(await resumeCollections({ quietSeconds: 60, limit: 100 }, ctx())).toEqual({ candidates: 1, resumed: 1 });
    expect(await collection.getJobState(step)).toBe('waiting');
  });
});

describe('maintenance.retry-failed-dispatches', () => {
  it('retries dispatches that failed for good, not those the worker refused', async () => {
    const outbox = queues.queue('outbox');
    const lost = await outbox.add('outbox.dispatch', { eventId: 'lost' }, { jobId: 'dispatch-lost', attempts: 1 });
    const refused = await outbox.add('outbox.dispatch', { eventId: 'refused' }, { jobId: 'dispatch-refused', attempts: 1 });
    await work('outbox', async (job) => {
      throw new UnrecoverableError(job.id === refused.id ? 'invalid payload for outbox.dispatch: eventId' : 'job stalled more than allowable limit');
    }, async () => (await outbox.getJobState(lost.id!)) === 'failed' && (await outbox.getJobState(refused.id!)) === 'failed');

    expect(await retryFailedDispatches({ limit: 100 }, ctx())).toEqual({ retried: 1 });
    expect(await outbox.getJobState(lost.id!)).toBe('waiting');
    expect(await outbox.getJobState(refused.id!)).toBe('failed');
  });
});
