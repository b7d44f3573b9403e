import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { openOrm } from '../../platform/db/orm';
import { fromPublicId } from '../../platform/ids';
import { creditsToUnits } from '../../platform/money';
import { createApiKey, createTeam } from '../../subgraphs/accounts/accounts.service';
import { grantCreditsNow } from '../../subgraphs/billing/ledger.service';
import { apiClient, json } from '../helpers/http';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { startTcpProxy, throughProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { TEST_REDIS_URL } from '../helpers/test-env';
import { waitFor } from '../helpers/wait-for';
import { startReplicatedPostgres, type ReplicatedPostgres } from './postgres-replica';

/**
 * The primary dies and its streaming standby is promoted (issue 41): the service reaches
 * PostgreSQL through one address (a TCP forwarder standing in for the virtual IP or DNS name an
 * HA setup moves), answers 503 while there is no primary, and carries on against the promoted
 * standby without a restart — every paid survey completes once.
 */
let replicated: ReplicatedPostgres;
let address: TcpProxy;
let svc: ServiceProcess;
let orm: MikroORM;
const api = apiClient(() => svc.url);
let key = '';
let teamId = '';

beforeAll(async () => {
  replicated = await startReplicatedPostgres();
  address = await startTcpProxy({ host: '127.0.0.1', port: replicated.primaryPort });
  const databaseUrl = throughProxy(replicated.url(replicated.primaryPort), address);
  svc = await spawnService({
    NODE_ENV: 'test',
    ROLE: 'all',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `failover-${randomUUID().slice(0, 8)}`,
    LOG_LEVEL: 'info',
    RATE_LIMITS_ENABLED: 'false',
    RECONCILE_INTERVAL_MS: '3000',
    COLLECTION_BATCH_SIZE: '1',
    COLLECTION_INTERVAL_MS: '300',
  });
  await waitUntilReady(svc, 120_000);
  orm = await openOrm({ url: databaseUrl, modules: domainModules, poolMax: 2 });
  const em = orm.em.fork();
  const team = await createTeam(em, { name: 'Failover' });
  teamId = team.id;
  key = (await createApiKey(em, { teamId, name: 'failover', scopes: ['read', 'write', 'spend'], livemode: false })).secret;
  await grantCreditsNow(em, { teamId, livemode: false }, { units: creditsToUnits(10_000), expiresAt: new Date(Date.now() + 86_400_000), source: 'grant' });
}, 180_000);

afterAll(async () => {
  if (svc) await stop(svc);
  await orm?.close();
  await address?.close();
  await replicated?.stop();
});

const rows = <T>(sql: string, params: unknown[] = []) => (orm.em.fork() as EntityManager).getConnection().execute<T[]>(sql, params);

describe('PostgreSQL fails over to its promoted standby', () => {
  it('answers 503 with the error envelope while there is no primary, recovers without a restart, and every paid survey completes once', async () => {
    const surveys: string[] = [];
    for (let i = 0; i < 4; i++) {
      const draft = await json(await api('POST', '/v2/surveys', key, { name: `Failover ${i}`, sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] }));
      expect((await api('POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': `failover-${i}` })).status).toBe(200);
      surveys.push(fromPublicId('srv', draft.id)!);
    }
    await waitFor(
      async () => (await rows<{ n: number }>(`select count(*)::int as n from surveys.surveys where id in (?) and num_responses between 1 and 8`, [surveys]))[0].n >= 2,
      { timeoutMs: 60_000, intervalMs: 50, what: 'surveys mid-collection' },
    );
    const pid = svc.child.pid;

    // The primary crashes; the address answers nothing until it is moved to the promoted standby.
    await address.stop();
    await replicated.crashPrimary();
    let gap: Response | null = null;
    await waitFor(
      async () => {
        gap = await api('GET', '/v2/surveys?limit=1', key).catch(() => null);
        return gap?.status === 503;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: 'a read answered 503 without a primary' },
    );
    const body = await gap!.json();
    expect(body).toMatchObject({ error: { type: 'api_error' }, requestId: expect.any(String) });
    expect((await fetch(`${svc.url}/readyz`)).status).toBe(503);

    await replicated.promoteStandby();
    address.retarget({ host: '127.0.0.1', port: replicated.standbyPort });
    await address.start();
    await waitFor(async () => (await fetch(`${svc.url}/readyz`)).status === 200, { timeoutMs: 60_000, intervalMs: 100, what: '/readyz 200 on the promoted standby' });
    expect((await api('GET', '/v2/surveys?limit=1', key)).status).toBe(200);

    await waitFor(
      async () => (await rows<{ n: number }>(`select count(*)::int as n from surveys.surveys where id in (?) and status = 'completed'`, [surveys]))[0].n === surveys.length,
      { timeoutMs: 150_000, intervalMs: 250, what: 'every survey completed on the promoted standby' },
    );
    const counts = await rows<{ respondents: number; seqs: number; completed: number }>(
      `select (select count(*)::int from surveys.respondents r where r.survey_id = s.id) as respondents,
              (select count(distinct seq)::int from surveys.respondents r where r.survey_id = s.id) as seqs,
              (select count(*)::int from platform.outbox o where o.type = 'survey.completed' and o.aggregate_id = s.id::text) as completed
         from surveys.surveys s where s.id in (?)`,
      [surveys],
    );
    for (const c of counts) expect(c).toEqual({ respondents: 10, seqs: 10, completed: 1 });
    const [money] = await rows<{ orders: number; spends: number }>(
      `select (select count(*)::int from billing.orders where team_id = ? and kind = 'survey' and status = 'paid') as orders,
              (select count(*)::int from billing.ledger_entries where team_id = ? and kind = 'spend') as spends`,
      [teamId, teamId],
    );
    expect(money).toEqual({ orders: 4, spends: 4 });
    // The same process throughout.
    expect(svc.child.pid).toBe(pid);
    expect(svc.child.exitCode).toBeNull();
  }, 300_000);
});
