import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../platform/embedded/embedded-postgres';
import { newWorker, queueConnection, type QueueConnection } from '../../platform/queues/connection';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { jobIds, openJobQueues, type JobQueues } from '../../workers/jobs/registry';
import { reconcileOnce } from '../../workers/reconciler';
import { makeTeam } from '../helpers/fixtures';
import { waitFor } from '../helpers/wait-for';

/**
 * The reconciler makes a stuck dispatch or collection never final — here on the embedded
 * database and BullMQ's PostgreSQL backend, a database of its own (it looks at every row).
 * Failed jobs come back at once here (in service, at most every 10 minutes).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfs-stuck-work-'));
let pgServer: EmbeddedPostgres;
let orm: MikroORM;
let conn: QueueConnection;
let queues: JobQueues;
const reconcile = () => reconcileOnce(orm, queues, { failedRetryAfterMs: 0 });

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
  const view = await createSurvey(
    em,
    { teamId: t.team.id, livemode: false, userId: null, channel: 'api' },
    {
      sampleSize: 10,
      questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
    },
  );
  await em.execute(`update surveys.surveys set status = 'in-progress', published_at = now(), updated_at = now() - make_interval(secs => ?) where id = ?`, [
    ageSeconds,
    view.survey.id,
  ]);
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

describe('the reconciler on the embedded default', () => {
  it('restarts a paid survey whose collection stopped, enqueues it once, and again when its step failed for good', async () => {
    const stopped = await collectingSurvey(120);
    const collection = queues.queue('collection');
    const step = jobIds.collectionStep(stopped, 0);

    expect((await reconcile()).collection).toEqual({ enqueued: 1 });
    expect(await collection.getJobState(step)).toBe('waiting');
    expect((await collection.getJob(step))!.data).toEqual({ surveyId: stopped, fromSeq: 0 });

    // Still waiting: nothing to do.
    expect((await reconcile()).collection).toEqual({ present: 1 });

    // The step fails for good (or stalls twice, which BullMQ fails at once): it comes back, same id.
    await work(
      'collection',
      async () => {
        throw new UnrecoverableError('lost');
      },
      async () => (await collection.getJobState(step)) === 'failed',
    );
    expect((await reconcile()).collection).toEqual({ retried: 1 });
    expect(await collection.getJobState(step)).toBe('waiting');
  });

  it('dispatches again an event whose dispatch failed for good, with its payload from PostgreSQL', async () => {
    const em = orm.em.fork() as EntityManager;
    const eventId = randomUUID();
    await em.execute(
      `insert into platform.outbox (id, type, payload, created_at, relayed_at) values (?, 'survey.reopened', ?, now() - interval '5 minutes', now() - interval '5 minutes')`,
      [eventId, JSON.stringify({ surveyId: randomUUID(), nextSeq: 3 })],
    );
    const outbox = queues.queue('outbox');
    // The relay's job, which stalled twice and failed (its worker died mid-dispatch).
    await outbox.add('outbox.dispatch', { eventId }, { jobId: eventId, attempts: 1 });
    await work(
      'outbox',
      async () => {
        throw new UnrecoverableError('job stalled more than allowable limit');
      },
      async () => (await outbox.getJobState(eventId)) === 'failed',
    );

    expect((await reconcile()).outbox).toEqual({ retried: 1 });
    expect(await outbox.getJobState(eventId)).toBe('waiting');
    expect((await outbox.getJob(eventId))!.data).toMatchObject({ eventId, type: 'survey.reopened' });
  });
});
