import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { newId } from '../../platform/ids';
import { queueConnection } from '../../platform/queues/connection';
import { createApiKey, createTeam } from '../../subgraphs/accounts/accounts.service';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { createEndpoint } from '../../subgraphs/webhooks/endpoints/endpoints.service';
import { jobIds, openJobQueues, type JobQueues } from '../../workers/jobs/registry';
import { reconcileOnce } from '../../workers/reconciler';
import { scratchDatabase } from '../helpers/scratch-database';
import { TEST_REDIS_URL } from '../helpers/test-env';

/**
 * The reconciler against a database of its own (it looks at every row) and queues no worker
 * serves: what PostgreSQL says is pending comes back into the queues once, under its own id.
 */
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let orm: MikroORM;
let queues: JobQueues;

beforeAll(async () => {
  db = await scratchDatabase('reconciler');
  orm = await openOrm({ url: db.url, modules: domainModules, poolMax: 4 });
  queues = openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix: `${process.env.QUEUE_PREFIX}-reconcile` }));
}, 60_000);

afterAll(async () => {
  for (const name of ['outbox', 'collection', 'webhooks', 'maintenance', 'exports'] as const) await queues?.queue(name).obliterate({ force: true });
  await queues?.close();
  await orm?.close();
  await db?.drop();
});

const em = () => orm.em.fork() as EntityManager;

async function collectingTestSurvey(teamId: string): Promise<string> {
  const view = await createSurvey(
    em(),
    { teamId, livemode: false, userId: null, channel: 'api' },
    {
      sampleSize: 10,
      questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
    },
  );
  await em().execute(`update surveys.surveys set status = 'in-progress', published_at = now() where id = ?`, [view.survey.id]);
  return view.survey.id;
}

describe('reconcileOnce', () => {
  it('puts back a collection step, an undispatched event and an overdue delivery once, and the schedules', async () => {
    const team = await createTeam(em(), { name: 'Reconciled' });
    const surveyId = await collectingTestSurvey(team.id);

    // An event the relay handed to Redis two minutes ago whose job never finished (Redis lost it).
    const eventId = newId();
    await em().execute(
      `insert into platform.outbox (id, type, aggregate_id, payload, request_id, created_at, relayed_at)
       values (?, 'survey.completed', ?, ?, 'req_lost', now() - interval '3 minutes', now() - interval '2 minutes')`,
      [eventId, surveyId, JSON.stringify({ surveyId, teamId: team.id })],
    );

    // A delivery 3 attempts into its series, its next attempt due two minutes ago.
    const endpoint = await createEndpoint(em(), { teamId: team.id, livemode: false }, { url: 'https://hooks.example.com/x', enabledEvents: ['survey.completed'] });
    const webhookEventId = newId();
    await em().execute(`insert into webhooks.events (id, team_id, livemode, type, source_id, body) values (?, ?, false, 'survey.completed', ?, '{}')`, [
      webhookEventId,
      team.id,
      newId(),
    ]);
    await em().execute(
      `insert into webhooks.deliveries (event_id, endpoint_id, status, attempts, series_attempts, next_attempt_at) values (?, ?, 'pending', 3, 3, now() - interval '2 minutes')`,
      [webhookEventId, endpoint.id],
    );
    await createApiKey(em(), { teamId: team.id, name: 'k', scopes: ['read'] });

    const first = await reconcileOnce(orm, queues);
    expect(first.collection).toEqual({ enqueued: 1 });
    expect(first.outbox).toEqual({ enqueued: 1 });
    expect(first.deliveries).toEqual({ enqueued: 1 });

    const step = await queues.queue('collection').getJob(jobIds.collectionStep(surveyId, 0));
    expect(await step?.getState()).toBe('waiting');
    expect(step?.data).toEqual({ surveyId, fromSeq: 0 });
    const dispatch = await queues.queue('outbox').getJob(eventId);
    expect(dispatch?.data).toMatchObject({ eventId, type: 'survey.completed', aggregateId: surveyId, requestId: 'req_lost' });
    const delivery = await queues.queue('webhooks').getJob(jobIds.webhookDelivery(webhookEventId, endpoint.id, 0));
    expect(delivery?.data).toEqual({ eventId: webhookEventId, endpointId: endpoint.id, redelivery: 0 });
    // The attempts left in the series, from PostgreSQL's count: 16 − 3.
    expect(delivery?.opts.attempts).toBe(13);

    // A second pass finds them queued: nothing is doubled.
    const second = await reconcileOnce(orm, queues);
    expect(second.collection).toEqual({ present: 1 });
    expect(second.outbox).toEqual({ present: 1 });
    expect(second.deliveries).toEqual({ present: 1 });
    expect((await queues.queue('collection').getJobs(['waiting', 'delayed'])).filter((j) => j.data.surveyId === surveyId)).toHaveLength(1);
  });

  it('puts the recurring schedules back after Redis lost them', async () => {
    const maintenance = queues.queue('maintenance');
    await maintenance.obliterate({ force: true });
    expect(await maintenance.getJobSchedulers()).toEqual([]);
    await reconcileOnce(orm, queues);
    expect((await maintenance.getJobSchedulers()).map((s) => s.key).sort()).toEqual([
      'maintenance.prune-idempotency-keys',
      'maintenance.prune-outbox',
      'maintenance.recover-publishes',
    ]);
  });

  it('leaves live surveys answered by a panel integration alone', async () => {
    const team = await createTeam(em(), { name: 'External panel' });
    const view = await createSurvey(em(), { teamId: team.id, livemode: true, userId: null, channel: 'api' }, { sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate' }] });
    await em().execute(`update surveys.surveys set status = 'in-progress', published_at = now() where id = ?`, [view.survey.id]);
    const { LIVE_PANEL } = (await import('../../platform/config')).config();
    await reconcileOnce(orm, queues);
    const step = await queues.queue('collection').getJob(jobIds.collectionStep(view.survey.id, 0));
    // The simulated panel answers live surveys only under LIVE_PANEL=simulated.
    expect(!!step).toBe(LIVE_PANEL === 'simulated');
  });
});
