import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { openOrm } from '../../platform/db/orm';
import { fromPublicId } from '../../platform/ids';
import { creditsToUnits } from '../../platform/money';
import { createApiKey, createTeam, revokeApiKey } from '../../subgraphs/accounts/accounts.service';
import { grantCreditsNow } from '../../subgraphs/billing/ledger.service';
import { json } from '../helpers/http';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { admin } from '../helpers/scratch-database';
import { TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL } from '../helpers/test-env';
import { waitFor } from '../helpers/wait-for';
import { startPgBouncer, type OwnPgBouncer } from './pgbouncer';

/**
 * PostgreSQL behind PgBouncer in transaction mode (issue 41): Debian's pgbouncer 1.18 in front of
 * the test server, four server connections per database for a service whose pool holds ten, so
 * transactions really hop between server connections. The service is told
 * (DATABASE_POOLER=transaction) and keeps its session-bound work (the principal cache's LISTEN,
 * BullMQ's PostgreSQL backend) on DATABASE_DIRECT_URL; everything else — migrations, requests,
 * jobs, the sandbox, a CSV export's COPY — goes through the pooler.
 */
const upstream = new URL(TEST_ADMIN_DATABASE_URL);
const directUrl = (database: string) => TEST_ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${database}`);
const DRAFT = { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] };

let bouncer: OwnPgBouncer;
const databases: string[] = [];
const processes: ServiceProcess[] = [];

/** A new, empty database (migrated by the first service through the pooler), with the settings the docs ask of it. */
async function emptyDatabase(tag: string): Promise<string> {
  const name = `sfs_pooler_${tag}_${process.pid}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  // What docs/operations.md asks behind a transaction pooler: the session settings the service
  // can no longer send at connect (statement_timeout, jit) belong to the database or the role.
  await admin(`alter database ${name} set statement_timeout = '15s'`);
  await admin(`alter database ${name} set jit = off`);
  databases.push(name);
  return name;
}

async function startBehindPooler(database: string, env: Record<string, string>): Promise<ServiceProcess> {
  const p = await spawnService({
    ROLE: 'all',
    DATABASE_URL: bouncer.url(database),
    DATABASE_POOLER: 'transaction',
    DATABASE_DIRECT_URL: directUrl(database),
    DATABASE_POOL_MAX: '10',
    RATE_LIMITS_ENABLED: 'false',
    COLLECTION_BATCH_SIZE: '5',
    COLLECTION_INTERVAL_MS: '50',
    LOG_LEVEL: 'warn',
    ...env,
  });
  processes.push(p);
  await waitUntilReady(p, 120_000);
  return p;
}

beforeAll(async () => {
  bouncer = await startPgBouncer({ host: upstream.hostname, port: Number(upstream.port || 5432), user: decodeURIComponent(upstream.username) });
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => stop(p)));
  await bouncer?.stop();
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
});

/** What the service's ORM sees, opened through the pooler as the service opens it. */
async function pooledOrm(database: string): Promise<MikroORM> {
  return openOrm({ url: bouncer.url(database), modules: domainModules, poolMax: 4, transactionPooler: true });
}

async function testKeyWithCredits(orm: MikroORM, name: string) {
  const em = orm.em.fork() as EntityManager;
  const team = await createTeam(em, { name });
  const { key, secret } = await createApiKey(em, { teamId: team.id, name, scopes: ['read', 'write', 'spend'], livemode: false });
  await grantCreditsNow(em, { teamId: team.id, livemode: false }, { units: creditsToUnits(5000), expiresAt: new Date(Date.now() + 86_400_000), source: 'grant' });
  return { teamId: team.id, key: secret, keyId: key.id };
}

const call = (p: ServiceProcess, method: string, path: string, key: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${p.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Transactions PgBouncer has carried for this database so far. */
async function pooledTransactions(database: string): Promise<number> {
  const [stats] = (await bouncer.show('STATS')).filter((s) => s.database === database);
  return Number(stats?.total_xact_count ?? 0);
}

/** Sessions on the server for this database, each marked by whether it is one of PgBouncer's server connections. */
async function serverSessions(database: string): Promise<{ application_name: string; state: string | null; pooled: boolean }[]> {
  const pooledPids = new Set((await bouncer.show('SERVERS')).filter((s) => s.database === database).map((s) => Number(s.remote_pid)));
  const client = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; application_name: string; state: string | null }>(
      `select pid, application_name, state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return rows.map((r) => ({ application_name: r.application_name, state: r.state, pooled: pooledPids.has(r.pid) }));
  } finally {
    await client.end();
  }
}

describe('behind PgBouncer in transaction mode, with Redis queues', () => {
  let database: string;
  let service: ServiceProcess;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await emptyDatabase('redis');
    service = await startBehindPooler(database, { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `pooler-${randomUUID().slice(0, 8)}` });
    orm = await pooledOrm(database);
  }, 180_000);
  afterAll(async () => {
    await orm?.close();
  });

  it('starts on an empty database: the migrations ran through the pooler, and the role settings satisfy the start-up check', async () => {
    const [{ n }] = await orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from schema_migrations`);
    expect(n).toBe(domainModules.flatMap((m) => m.migrations).length);
    expect(await pooledTransactions(database)).toBeGreaterThan(0);
    expect(service.output()).not.toMatch(/unsupported startup parameter|ALTER ROLE/);
    // The only session the service holds on the server itself is the principal cache's LISTEN.
    const direct = (await serverSessions(database)).filter((s) => !s.pooled);
    expect(direct.map((s) => s.application_name.replace(/\d+$/, 'PID'))).toEqual(['sfs-listen sfs_principals PID']);
  });

  it('runs the v2 lifecycle: draft, twenty identical publishes at once (one order, one spend), collection to completion, responses, and the CSV export streamed by COPY', async () => {
    const { teamId, key } = await testKeyWithCredits(orm, 'Pooled lifecycle');
    const draft = await json(await call(service, 'POST', '/v2/surveys', key, { name: 'Behind the pooler', ...DRAFT }));
    expect(draft.status).toBe('unpublished');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(service, 'POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': 'pooled' })));
    expect(answers.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const em = orm.em.fork() as EntityManager;
    const money = async () =>
      (
        await em.execute<{ orders: number; spends: number }[]>(
          `select (select count(*)::int from billing.orders where team_id = ? and kind = 'survey') as orders,
                  (select count(*)::int from billing.ledger_entries where team_id = ? and kind = 'spend') as spends`,
          [teamId, teamId],
        )
      )[0];
    expect(await money()).toEqual({ orders: 1, spends: 1 });

    await waitFor(async () => (await json(await call(service, 'GET', `/v2/surveys/${draft.id}`, key))).status === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: 'the survey completed by the workers behind the pooler',
    });
    const responses = await json(await call(service, 'GET', `/v2/surveys/${draft.id}/responses?limit=100`, key));
    expect(responses.data).toHaveLength(10);
    const [outbox] = await em.execute<{ completed: number }[]>(`select count(*)::int as completed from platform.outbox where type = 'survey.completed' and aggregate_id = ?`, [
      fromPublicId('srv', draft.id),
    ]);
    expect(outbox.completed).toBe(1);

    const csv = await call(service, 'GET', `/v2/surveys/${draft.id}/exports/csv`, key);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    // A header and one line per response (long layout: one question).
    expect(lines).toHaveLength(11);
    expect(await money()).toEqual({ orders: 1, spends: 1 });
    // The COPY's transaction ended with it: no server session stays inside one. (The workers' own short
    // transactions may be caught between two statements, so wait: a leaked one never ends.)
    await waitFor(async () => (await serverSessions(database)).every((s) => !s.state?.startsWith('idle in transaction')), {
      timeoutMs: 10_000,
      what: 'no server session left idle in a transaction',
    });
  }, 120_000);

  it('a revoked key is refused within a second: the NOTIFY, committed through the pooler, reaches the LISTEN on the direct connection', async () => {
    const { key, keyId } = await testKeyWithCredits(orm, 'Pooled revocation');
    expect((await call(service, 'GET', '/v2/me', key)).status).toBe(200);
    // Cached now: without the notification the key would be accepted for PRINCIPAL_CACHE_SECONDS (60).
    expect((await call(service, 'GET', '/v2/me', key)).status).toBe(200);
    await revokeApiKey(orm.em.fork(), keyId);
    const revokedAt = Date.now();
    await waitFor(async () => (await call(service, 'GET', '/v2/me', key)).status === 401, { timeoutMs: 1000, intervalMs: 20, what: 'the revoked key refused' });
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });
});

describe('behind PgBouncer in transaction mode, with the queues in PostgreSQL', () => {
  it("BullMQ's PostgreSQL backend runs on DATABASE_DIRECT_URL while requests and jobs' SQL go through the pooler: a paid survey completes", async () => {
    const database = await emptyDatabase('pgqueues');
    const service = await startBehindPooler(database, {});
    const orm = await pooledOrm(database);
    try {
      const { key } = await testKeyWithCredits(orm, 'PostgreSQL queues');
      const before = await pooledTransactions(database);
      const draft = await json(await call(service, 'POST', '/v2/surveys', key, { name: 'Queued in PostgreSQL', ...DRAFT }));
      expect((await call(service, 'POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': 'pg-queues' })).status).toBe(200);
      await waitFor(async () => (await json(await call(service, 'GET', `/v2/surveys/${draft.id}`, key))).status === 'completed', {
        timeoutMs: 60_000,
        intervalMs: 100,
        what: 'the survey completed by workers on the PostgreSQL backend',
      });
      // The queue backend's own sessions (its pools and LISTEN clients) are on the server itself.
      const direct = (await serverSessions(database)).filter((s) => !s.pooled);
      expect(direct.length).toBeGreaterThan(1);
      // Collection's steps ran their SQL through the pooler: ten respondents, several transactions each.
      expect((await pooledTransactions(database)) - before).toBeGreaterThan(20);
    } finally {
      await orm.close();
      await stop(service);
    }
  }, 240_000);
});
