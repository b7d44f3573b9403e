import type { MikroORM } from '@mikro-orm/postgresql';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { openOrm } from '../../platform/db/orm';
import { fromPublicId } from '../../platform/ids';
import { creditsToUnits } from '../../platform/money';
import { queueConnection } from '../../platform/queues/connection';
import { parseClusterNodes } from '../../platform/redis-target';
import { createApiKey, createTeam } from '../../subgraphs/accounts/accounts.service';
import { grantCreditsNow } from '../../subgraphs/billing/ledger.service';
import { openJobQueues } from '../../workers/jobs/registry';
import { apiClient, json } from '../helpers/http';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { scratchDatabase } from '../helpers/scratch-database';
import { waitFor } from '../helpers/wait-for';
import { startReceiver } from '../helpers/webhook-receiver';
import { startRedisCluster, type OwnRedisCluster } from './redis-cluster';

/**
 * BullMQ on a Redis Cluster (issue 41): three masters with a replica each, from Debian's
 * redis-server. One service process (ROLE=all) reaches it through REDIS_CLUSTER_NODES; its
 * queues, workers, rate limits and reconciler work there as on one server. The cluster loses
 * everything, then a master, mid-collection: every paid survey completes, once.
 */
const PREFIX = 'cluster';
let cluster: OwnRedisCluster;
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let orm: MikroORM;
let svc: ServiceProcess;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const api = apiClient(() => svc.url);
let key = '';

beforeAll(async () => {
  [cluster, db, receiver] = await Promise.all([startRedisCluster(), scratchDatabase('cluster'), startReceiver()]);
  svc = await spawnService({
    ROLE: 'all',
    DATABASE_URL: db.url,
    REDIS_CLUSTER_NODES: cluster.seeds,
    QUEUE_PREFIX: PREFIX,
    LOG_LEVEL: 'info',
    RECONCILE_INTERVAL_MS: '3000',
    COLLECTION_BATCH_SIZE: '1',
    COLLECTION_INTERVAL_MS: '300',
    WEBHOOK_RETRY_BASE_MS: '1000',
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    OUTBOUND_CA_FILE: receiver.caFile,
  });
  await waitUntilReady(svc, 120_000);
  orm = await openOrm({ url: db.url, modules: domainModules, poolMax: 2 });
  const em = orm.em.fork();
  const team = await createTeam(em, { name: 'Cluster' });
  key = (await createApiKey(em, { teamId: team.id, name: 'cluster', scopes: ['read', 'write', 'spend'], livemode: false })).secret;
  await grantCreditsNow(em, { teamId: team.id, livemode: false }, { units: creditsToUnits(10_000), expiresAt: new Date(Date.now() + 86_400_000), source: 'grant' });
}, 180_000);

afterAll(async () => {
  if (svc) await stop(svc);
  await orm?.close();
  await Promise.all([cluster?.stop(), db?.drop(), receiver?.close()]);
});

const QUESTIONS = [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }];
const rows = <T>(sql: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(sql, params);

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

/** Waits until every survey completed, then checks each has exactly its sample and one survey.completed. */
async function expectCompletedOnce(surveys: string[], what: string): Promise<void> {
  await waitFor(
    async () => (await rows<{ n: number }>(`select count(*)::int as n from surveys.surveys where id in (?) and status = 'completed'`, [surveys]))[0].n === surveys.length,
    { timeoutMs: 150_000, intervalMs: 250, what },
  ).catch(async (err: Error) => {
    const stuck = await rows(`select id, status, num_responses from surveys.surveys where id in (?) and status <> 'completed'`, [surveys]);
    const queues = openJobQueues(queueConnection({ redis: parseClusterNodes(cluster.seeds), prefix: PREFIX }));
    const jobs = await queues
      .queue('collection')
      .getJobCounts()
      .finally(() => queues.close());
    const readyz = await (await fetch(`${svc.url}/readyz`)).text();
    writeFileSync(`/tmp/sfs-cluster-failure-${process.pid}.log`, svc.output());
    throw new Error(
      `${err.message}\nnot completed: ${JSON.stringify(stuck)}\ncollection jobs: ${JSON.stringify(jobs)}\nreadyz: ${readyz}\n--- service output (tail) ---\n${svc.output().slice(-3000)}`,
    );
  });
  const counts = await rows<{ id: string; num_responses: number; respondents: number; seqs: number; completed: number }>(
    `select s.id, s.num_responses,
            (select count(*)::int from surveys.respondents r where r.survey_id = s.id) as respondents,
            (select count(distinct seq)::int from surveys.respondents r where r.survey_id = s.id) as seqs,
            (select count(*)::int from platform.outbox o where o.type = 'survey.completed' and o.aggregate_id = s.id::text) as completed
       from surveys.surveys s where s.id in (?)`,
    [surveys],
  );
  for (const c of counts) expect(c).toEqual({ id: c.id, num_responses: 10, respondents: 10, seqs: 10, completed: 1 });
}

const midCollection = (surveys: string[], atLeast: number) =>
  waitFor(async () => (await rows<{ n: number }>(`select count(*)::int as n from surveys.surveys where id in (?) and num_responses between 1 and 8`, [surveys]))[0].n >= atLeast, {
    timeoutMs: 60_000,
    intervalMs: 50,
    what: 'surveys mid-collection',
  });

describe('BullMQ on a Redis Cluster', () => {
  it('reads REDIS_CLUSTER_NODES as seed nodes, with credentials and TLS from URLs', () => {
    expect(parseClusterNodes(cluster.seeds).nodes).toHaveLength(2);
    expect(parseClusterNodes('rediss://:s3cret@10.0.0.5:7000, 10.0.0.6:7001')).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.5', port: 7000 },
        { host: '10.0.0.6', port: 7001 },
      ],
      password: 's3cret',
      tls: true,
    });
    expect(() => parseClusterNodes('redis://10.0.0.5:7000/2')).toThrow(/no database number/);
    expect(() => parseClusterNodes('10.0.0.5')).toThrow(/bad node/);
  });

  it('collects and delivers webhooks; every key of a queue carries the queue as its hash tag, and rate-limit counters live in the cluster', async () => {
    const endpoint = await json(await api('POST', '/v2/webhook-endpoints', key, { url: receiver.url('/first'), enabledEvents: ['survey.completed'] }));
    const res = await api('GET', '/v2/me', key);
    expect(res.headers.get('ratelimit-limit')).toBe('25');
    const surveys = await publishSurveys(2, 'first');
    await expectCompletedOnce(surveys, 'the first surveys completed on the cluster');
    const endpointId = fromPublicId('whk', endpoint.id)!;
    await waitFor(
      async () => (await rows<{ n: number }>(`select count(*)::int as n from webhooks.deliveries where endpoint_id = ? and status = 'delivered'`, [endpointId]))[0].n === 2,
      { timeoutMs: 60_000, intervalMs: 250, what: 'both deliveries delivered' },
    );
    const received = receiver.receipts('/first').map((r) => JSON.parse(r.body) as { data: { object: { id: string } } });
    expect(received.map((e) => e.data.object.id).sort()).toEqual(surveys.map((s) => `srv_${s.replaceAll('-', '')}`).sort());
    expect(receiver.receipts('/first').every((r) => typeof r.headers['x-service-signature'] === 'string')).toBe(true);

    const queueKeys = (await cluster.keys(`${PREFIX}:{*`)).sort();
    expect(queueKeys.length).toBeGreaterThan(0);
    const tags = new Set<string>();
    for (const k of queueKeys) {
      const m = /^cluster:\{([^}]+)\}:([^:]+):/.exec(k);
      expect(m, k).not.toBeNull();
      expect(m![1], k).toBe(m![2]);
      tags.add(m![1]);
    }
    expect([...tags]).toEqual(expect.arrayContaining(['collection', 'outbox', 'webhooks', 'maintenance']));
    // No BullMQ key without a tag: a script touching two of them would fail with CROSSSLOT.
    expect((await cluster.keys(`${PREFIX}:*`)).filter((k) => !k.startsWith(`${PREFIX}:{`) && !k.startsWith(`${PREFIX}:ratelimit:`))).toEqual([]);
    // v2's window is a second, so its counter is looked for right after a request.
    await waitFor(async () => (await api('GET', '/v2/me', key)).status === 200 && (await cluster.keys(`${PREFIX}:ratelimit:v2-test:*`)).length > 0, {
      timeoutMs: 10_000,
      what: 'a v2 rate-limit counter in the cluster',
    });
    // The queues are spread over the masters by their tags, not all on one.
    const homes = new Set(await Promise.all([...tags].map((t) => cluster.masterOf(`{${t}}`))));
    expect(homes.size).toBeGreaterThan(1);
  }, 240_000);

  it('the cluster wiped mid-collection: the reconciler puts every piece of work back, the schedules too', async () => {
    const surveys = await publishSurveys(4, 'wiped');
    await midCollection(surveys, 2);
    await cluster.wipe();
    await expectCompletedOnce(surveys, 'every survey completed after the wipe');
    const queues = openJobQueues(queueConnection({ redis: parseClusterNodes(cluster.seeds), prefix: PREFIX }));
    try {
      await waitFor(async () => (await queues.queue('maintenance').getJobSchedulers()).length === 3, { timeoutMs: 30_000, what: 'schedules back' });
    } finally {
      await queues.close();
    }
  }, 300_000);

  it("the collection queue's master failed over mid-collection (CLUSTER FAILOVER on its replica): /readyz stays or turns 200, every paid survey completes once", async () => {
    const surveys = await publishSurveys(6, 'failover');
    await midCollection(surveys, 3);
    const master = await cluster.masterOf('{collection}');
    await cluster.failover(master);
    expect(await cluster.masterOf('{collection}')).not.toBe(master);
    await expectCompletedOnce(surveys, 'every survey completed after the failover');
    await waitFor(async () => (await fetch(`${svc.url}/readyz`)).status === 200, { timeoutMs: 60_000, what: '/readyz 200 after the failover' });
    // Every line the process wrote stays one JSON log line (no console stack traces from the clients).
    for (const line of svc
      .output()
      .split('\n')
      .filter((l) => l.trim()))
      expect(() => JSON.parse(line), line).not.toThrow();
  }, 300_000);

  it("the collection queue's master killed outright mid-collection: its replica takes over, a worker left wedged is replaced, every paid survey completes once", async () => {
    const surveys = await publishSurveys(6, 'killed');
    await midCollection(surveys, 3);
    const victim = await cluster.masterOf('{collection}');
    await cluster.kill(victim);
    expect(await cluster.masterOf('{collection}')).not.toBe(victim);
    await expectCompletedOnce(surveys, 'every survey completed after the master died');
    await waitFor(async () => (await fetch(`${svc.url}/readyz`)).status === 200, { timeoutMs: 60_000, what: '/readyz 200 after the failover' });
  }, 300_000);
});
