import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { fromPublicId } from '../../platform/ids';
import { queueConnection } from '../../platform/queues/connection';
import { createApiKey, createTeam } from '../../subgraphs/accounts/accounts.service';
import { grantCreditsNow } from '../../subgraphs/billing/ledger.service';
import { creditsToUnits } from '../../platform/money';
import { openJobQueues } from '../../workers/jobs/registry';
import { apiClient, json } from '../helpers/http';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';
import { startReceiver } from '../helpers/webhook-receiver';
import { startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from './infrastructure';

/**
 * Redis loses everything it carried — killed mid-collection and restarted empty, or wiped while
 * deliveries wait for a receiver — and nothing is lost: PostgreSQL holds every pending piece of
 * work and the reconciler puts it back (docs/operations.md, "When Redis forgets"). One service
 * process (ROLE=all) on a PostgreSQL and a Redis of this file's own.
 */
let redis: OwnRedis;
let postgres: OwnPostgres;
let orm: MikroORM;
let svc: ServiceProcess;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const api = apiClient(() => svc.url);
let key = '';
let teamId = '';

beforeAll(async () => {
  [redis, postgres, receiver] = await Promise.all([startOwnRedis(), startOwnPostgres('redis-loss'), startReceiver()]);
  svc = await spawnService({
    NODE_ENV: 'test',
    ROLE: 'all',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'fault',
    LOG_LEVEL: 'info',
    RATE_LIMITS_ENABLED: 'false',
    // The bound is 2 minutes with the default minute; a test pass every 5 s keeps this file short.
    RECONCILE_INTERVAL_MS: '5000',
    COLLECTION_BATCH_SIZE: '2',
    COLLECTION_INTERVAL_MS: '400',
    WEBHOOK_RETRY_BASE_MS: '1000',
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    OUTBOUND_CA_FILE: receiver.caFile,
  });
  await waitUntilReady(svc, 120_000);
  orm = await openOrm({ url: postgres.url, modules: domainModules, poolMax: 2 });
  const em = orm.em.fork();
  const team = await createTeam(em, { name: 'Fault tier' });
  teamId = team.id;
  key = (await createApiKey(em, { teamId, name: 'fault', scopes: ['read', 'write', 'spend'], livemode: false })).secret;
  await grantCreditsNow(em, { teamId, livemode: false }, { units: creditsToUnits(10_000), expiresAt: new Date(Date.now() + 86_400_000), source: 'grant' });
}, 180_000);

afterAll(async () => {
  if (svc) await stop(svc);
  await orm?.close();
  await Promise.all([redis?.stop(), postgres?.stop(), receiver?.close()]);
});

const QUESTIONS = [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }];

async function publishSurveys(n: number, name: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const draft = await json(await api('POST', '/v2/surveys', key, { name: `${name} ${i}`, sampleSize: 10, questions: QUESTIONS }));
    const res = await api('POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': `${name}-${i}` });
    expect(res.status, await res.clone().text()).toBe(200);
    ids.push(fromPublicId('srv', draft.id)!);
  }
  return ids;
}

const rows = <T>(sql: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(sql, params);

async function readyz(): Promise<{ status: number; queues?: boolean }> {
  const res = await fetch(`${svc.url}/readyz`);
  const body = (await res.json()) as { checks?: { queues?: boolean } };
  return { status: res.status, queues: body.checks?.queues };
}

describe('Redis killed mid-collection and restarted empty', () => {
  it('completes every survey with exactly its sample size and one survey.completed; readiness follows the workers; logs stay JSON', async () => {
    const surveys = await publishSurveys(8, 'midway');
    // Mid-collection: most surveys have some respondents, none has all.
    await waitFor(
      async () => (await rows<{ n: number }>(`select count(*)::int as n from surveys.surveys where id in (?) and num_responses between 1 and 8`, [surveys]))[0].n >= 4,
      {
        timeoutMs: 60_000,
        intervalMs: 50,
        what: 'surveys mid-collection',
      },
    );
    const logFrom = svc.output().length;
    await redis.kill();
    await waitFor(async () => (await readyz()).status === 503, { timeoutMs: 20_000, what: '/readyz 503 without Redis' });
    expect(await readyz()).toEqual({ status: 503, queues: false });
    const stranded = await rows<{ id: string; n: number }>(`select id, num_responses as n from surveys.surveys where id in (?) and num_responses < sample_size`, [surveys]);
    expect(stranded.length).toBeGreaterThan(0);

    await redis.start();
    await waitFor(async () => (await readyz()).status === 200, { timeoutMs: 60_000, what: '/readyz 200 once the workers are back' });
    await waitFor(
      async () => (await rows<{ n: number }>(`select count(*)::int as n from surveys.surveys where id in (?) and status = 'completed'`, [surveys]))[0].n === surveys.length,
      {
        timeoutMs: 120_000,
        intervalMs: 250,
        what: 'every survey completed after Redis came back empty',
      },
    );

    const counts = await rows<{ id: string; num_responses: number; respondents: number; seqs: number; completed: number }>(
      `select s.id, s.num_responses,
              (select count(*)::int from surveys.respondents r where r.survey_id = s.id) as respondents,
              (select count(distinct seq)::int from surveys.respondents r where r.survey_id = s.id) as seqs,
              (select count(*)::int from platform.outbox o where o.type = 'survey.completed' and o.aggregate_id = s.id::text) as completed
         from surveys.surveys s where s.id in (?)`,
      [surveys],
    );
    for (const c of counts) expect(c).toEqual({ id: c.id, num_responses: 10, respondents: 10, seqs: 10, completed: 1 });

    // The recurring schedules Redis lost are back.
    const queues = openJobQueues(queueConnection({ redisUrl: redis.url, prefix: 'fault' }));
    try {
      await waitFor(async () => (await queues.queue('maintenance').getJobSchedulers()).length === 3, { timeoutMs: 30_000, what: 'schedules back' });
    } finally {
      await queues.close();
    }

    // Every line the process wrote during the outage is one JSON log line (no console stack traces).
    const lines = svc
      .output()
      .slice(logFrom)
      .split('\n')
      .filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  }, 300_000);
});

describe('receiver down, then Redis wiped', () => {
  it('delivers every pending delivery once the receiver returns', async () => {
    const path = '/down';
    receiver.script(
      path,
      Array.from({ length: 200 }, () => 503),
    );
    const endpoint = await json(await api('POST', '/v2/webhook-endpoints', key, { url: receiver.url(path), enabledEvents: ['survey.completed'] }));
    expect(endpoint.id).toMatch(/^whk_/);
    const surveys = await publishSurveys(3, 'wiped');
    const endpointId = fromPublicId('whk', endpoint.id)!;
    // Every survey's event has failed at least once and waits for its retry.
    await waitFor(
      async () =>
        (await rows<{ n: number }>(`select count(*)::int as n from webhooks.deliveries where endpoint_id = ? and status = 'pending' and attempts >= 1`, [endpointId]))[0].n === 3,
      {
        timeoutMs: 120_000,
        intervalMs: 250,
        what: 'three deliveries failing',
      },
    );

    await redis.wipe();
    const back = Date.now();
    receiver.script(path, []);
    await waitFor(
      async () => (await rows<{ n: number }>(`select count(*)::int as n from webhooks.deliveries where endpoint_id = ? and status = 'delivered'`, [endpointId]))[0].n === 3,
      {
        timeoutMs: 150_000,
        intervalMs: 500,
        what: 'every delivery delivered after the wipe',
      },
    );

    // Each event reached the receiver exactly once after it returned, with its one envelope id.
    const acked = receiver
      .receipts(path)
      .filter((r) => r.at >= back)
      .map((r) => JSON.parse(r.body) as { id: string; data: { object: { id: string } } });
    expect(acked.map((e) => e.data.object.id).sort()).toEqual(surveys.map((s) => `srv_${s.replaceAll('-', '')}`).sort());
    expect(new Set(acked.map((e) => e.id)).size).toBe(3);
    expect(teamId).not.toBe('');
  }, 300_000);
});
