import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { fromPublicId } from '../../platform/ids';
import { createApiKey, createOperatorToken, createTeam, revokeApiKey } from '../../subgraphs/accounts/accounts.service';
import { grantCreditsNow } from '../../subgraphs/billing/ledger.service';
import { creditsToUnits } from '../../platform/money';
import { json } from '../helpers/http';
import { sandboxStripe, submitCard } from '../helpers/billing';
import pino from 'pino';
import { ConfigError, parseConfig, type Config } from '../../platform/config';
import { startPayments } from '../../app/runtime/payments';
import { SPAWNED_SANDBOX_SECRET, spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { scratchDatabase } from '../helpers/scratch-database';
import { TEST_REDIS_URL } from '../helpers/test-env';
import { waitFor } from '../helpers/wait-for';

/**
 * Several replicas as a first-class deployment (issue 27): three service processes (ROLE=all,
 * production settings) on one PostgreSQL database of this file's own and one Redis. Whatever a
 * client or an operator does through one replica holds on the others.
 */
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let orm: MikroORM;
const replicas: ServiceProcess[] = [];
const prefix = `replicas-${randomUUID().slice(0, 8)}`;

const replicaEnv = () => ({
  ROLE: 'all',
  DATABASE_URL: db.url,
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_PREFIX: prefix,
  RATE_LIMITS_ENABLED: 'false',
  OPERATOR_TOKEN: 'op-token-shared-by-every-replica-0123456789',
  // Collection spans ~10 s a survey, so a replica dies in the middle of it.
  COLLECTION_BATCH_SIZE: '1',
  COLLECTION_INTERVAL_MS: '1000',
});

beforeAll(async () => {
  db = await scratchDatabase('replicas');
  orm = await openOrm({ url: db.url, modules: domainModules, poolMax: 2 });
  for (let i = 0; i < 3; i++) replicas.push(await spawnService(replicaEnv()));
  await Promise.all(replicas.map((r) => waitUntilReady(r, 120_000)));
}, 300_000);

afterAll(async () => {
  await Promise.all(replicas.map((r) => stop(r)));
  await orm?.close();
  await db?.drop();
});

const em = () => orm.em.fork() as EntityManager;
const call = (replica: number, method: string, path: string, key: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${replicas[replica].url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function testKeyWithCredits(name: string): Promise<{ teamId: string; key: string; keyId: string }> {
  const team = await createTeam(em(), { name });
  const { key, secret } = await createApiKey(em(), { teamId: team.id, name, scopes: ['read', 'write', 'spend'], livemode: false });
  await grantCreditsNow(em(), { teamId: team.id, livemode: false }, { units: creditsToUnits(5000), expiresAt: new Date(Date.now() + 86_400_000), source: 'grant' });
  return { teamId: team.id, key: secret, keyId: key.id };
}

const DRAFT = { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] };

describe('three replicas on one database and one Redis', () => {
  it('the Stripe sandbox is shared and outlives any replica: a card saved through a replica that then dies is charged through another; a checkout created on one is paid through another', async () => {
    const extra = await spawnService(replicaEnv());
    await waitUntilReady(extra, 120_000);
    const team = await createTeam(em(), { name: 'Shared sandbox' });
    const { secret: key } = await createApiKey(em(), { teamId: team.id, name: 'sandbox', scopes: ['read', 'write', 'spend'], livemode: false });
    const at = (url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });

    // The card is saved through the doomed replica's sandbox pages, which then die with it.
    const portal = await json(await at(extra.url, 'POST', '/v2/billing-portal-sessions'));
    expect(portal.url.startsWith(`${extra.url}/stripe-sandbox/portal/bps_`)).toBe(true);
    expect((await submitCard(portal.url, '4242424242424242')).status).toBe(200);
    await stop(extra, 'SIGKILL');

    // No credits: publishing through replica 0 charges that card.
    const draft = await json(await at(replicas[0].url, 'POST', '/v2/surveys', { name: 'Card', ...DRAFT }));
    expect((await at(replicas[0].url, 'POST', `/v2/surveys/${draft.id}/publish`, undefined, { 'idempotency-key': 'card' })).status).toBe(200);
    const [charged] = await em().execute<{ status: string; card_cents: number; payment_intent_id: string }[]>(
      `select status, card_cents, payment_intent_id from billing.orders where team_id = ? and kind = 'survey'`,
      [team.id],
    );
    expect(charged.status).toBe('paid');
    expect(charged.card_cents).toBeGreaterThan(0);
    const intent = await sandboxStripe(`${replicas[1].url}/stripe-sandbox`, team.id, { livemode: false, secret: SPAWNED_SANDBOX_SECRET }).paymentIntents.retrieve(
      charged.payment_intent_id,
    );
    expect([intent.status, intent.amount]).toEqual(['succeeded', charged.card_cents]);

    // A credit pack ordered through replica 0, its hosted checkout paid through replica 1.
    const order = await json(await at(replicas[0].url, 'POST', '/v2/orders', { pack: 'credits_20' }, { 'idempotency-key': 'pack' }));
    expect(order.checkoutUrl.startsWith(`${replicas[0].url}/stripe-sandbox/checkout/cs_test_`)).toBe(true);
    expect((await submitCard(order.checkoutUrl.replace(replicas[0].url, replicas[1].url), '4242424242424242')).status).toBe(200);
    const packOrder = async () => (await em().execute<{ status: string }[]>(`select status from billing.orders where id = ?`, [fromPublicId('ord', order.id)]))[0].status;
    await waitFor(async () => (await packOrder()) === 'paid', { timeoutMs: 30_000, intervalMs: 100, what: 'the pack order paid by the provider event' });
    const [grants] = await em().execute<{ n: number }[]>(`select count(*)::int as n from billing.ledger_entries where team_id = ? and kind = 'grant'`, [team.id]);
    expect(grants.n).toBe(1);
  }, 240_000);

  it('in production a live key never reaches a sandbox, whatever the payment settings', () => {
    const production = {
      NODE_ENV: 'production',
      ROLE: 'all',
      DOWNLOAD_TOKEN_SECRET: 'd'.repeat(40),
      ADMIN_SESSION_SECRET: 'a'.repeat(40),
      STRIPE_SANDBOX_WEBHOOK_SECRET: `whsec_${'s'.repeat(30)}`,
    };
    const choices: Record<string, (string | undefined)[]> = {
      STRIPE_SECRET_KEY: [undefined, 'sk_live_real', 'sk_test_real'],
      STRIPE_WEBHOOK_SECRET: [undefined, 'whsec_live'],
      STRIPE_SANDBOX_URL: [undefined, 'http://api:3000/stripe-sandbox'],
      STRIPE_API_URL: [undefined, 'http://sandbox.internal:12111'],
    };
    let combos: Record<string, string | undefined>[] = [{}];
    for (const [name, values] of Object.entries(choices)) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
    const log = pino({ level: 'silent' });
    let booted = 0;
    for (const combo of combos) {
      let cfg: Config;
      try {
        cfg = parseConfig({ ...production, ...combo });
      } catch (err) {
        expect(err, JSON.stringify(combo)).toBeInstanceOf(ConfigError);
        continue;
      }
      booted += 1;
      const payments = startPayments(cfg, log, { ownSandbox: () => 'http://127.0.0.1:3000/stripe-sandbox' })!;
      expect(payments.providers.live.kind, JSON.stringify(combo)).toBe('stripe');
      expect(cfg.STRIPE_SECRET_KEY, JSON.stringify(combo)).toBe('sk_live_real');
      void payments.close();
    }
    // Only a live secret key with its webhook secret boots (with or without a test-mode sandbox URL).
    expect(booted).toBe(2);
  });

  it('one Idempotency-Key sent to every replica at once publishes and charges once', async () => {
    const { teamId, key } = await testKeyWithCredits('One key');
    const draft = await json(await call(0, 'POST', '/v2/surveys', key, { name: 'Raced', ...DRAFT }));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call(i % 3, 'POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': 'raced' })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const bodies = await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    const [money] = await em().execute<{ orders: number; spends: number }[]>(
      `select (select count(*)::int from billing.orders where team_id = ? and kind = 'survey') as orders,
              (select count(*)::int from billing.ledger_entries where team_id = ? and kind = 'spend') as spends`,
      [teamId, teamId],
    );
    expect(money).toEqual({ orders: 1, spends: 1 });
  });

  it('a replica killed mid-collection: every survey still completes with exactly its sample size, once', async () => {
    const { key } = await testKeyWithCredits('Killed replica');
    const surveys: string[] = [];
    for (let i = 0; i < 6; i++) {
      const draft = await json(await call(i % 3, 'POST', '/v2/surveys', key, { name: `Kill ${i}`, ...DRAFT }));
      expect((await call(i % 3, 'POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': `kill-${i}` })).status).toBe(200);
      surveys.push(fromPublicId('srv', draft.id)!);
    }
    const count = async (sql: string) => (await em().execute<{ n: number }[]>(sql, [surveys]))[0].n;
    await waitFor(async () => (await count(`select count(*)::int as n from surveys.surveys where id in (?) and num_responses between 1 and 9`)) >= 2, {
      timeoutMs: 60_000,
      intervalMs: 50,
      what: 'surveys mid-collection',
    });
    await stop(replicas[2], 'SIGKILL');
    await waitFor(async () => (await count(`select count(*)::int as n from surveys.surveys where id in (?) and status = 'completed'`)) === surveys.length, {
      timeoutMs: 120_000,
      intervalMs: 250,
      what: 'every survey completed by the surviving replicas',
    });
    const rows = await em().execute<{ respondents: number; seqs: number; completed: number }[]>(
      `select (select count(*)::int from surveys.respondents r where r.survey_id = s.id) as respondents,
              (select count(distinct seq)::int from surveys.respondents r where r.survey_id = s.id) as seqs,
              (select count(*)::int from platform.outbox o where o.type = 'survey.completed' and o.aggregate_id = s.id::text) as completed
         from surveys.surveys s where s.id in (?)`,
      [surveys],
    );
    for (const r of rows) expect(r).toEqual({ respondents: 10, seqs: 10, completed: 1 });
  }, 240_000);

  it('a revoked key is refused by every replica within a second', async () => {
    const { key, keyId } = await testKeyWithCredits('Revoked');
    const live = replicas.map((_, i) => i).filter((i) => replicas[i].child.exitCode === null && replicas[i].child.signalCode === null);
    for (const i of live) expect((await call(i, 'GET', '/v2/me', key)).status).toBe(200);
    await revokeApiKey(em(), keyId);
    const revokedAt = Date.now();
    for (const i of live) {
      await waitFor(async () => (await call(i, 'GET', '/v2/me', key)).status === 401, { timeoutMs: 1000, intervalMs: 20, what: `replica ${i} refusing the key` });
    }
    expect(Date.now() - revokedAt).toBeLessThan(1000 * live.length);
  });

  it('an operator login on one replica works on another, and logging out there ends it everywhere', async () => {
    const { secret } = await createOperatorToken(em(), { name: 'replicas' });
    const login = await fetch(`${replicas[0].url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: secret }).toString(),
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const board = (i: number) => fetch(`${replicas[i].url}/admin/queues/api/queues`, { headers: { cookie } });
    expect((await board(0)).status).toBe(200);
    expect((await board(1)).status).toBe(200);
    expect((await fetch(`${replicas[1].url}/admin/logout`, { headers: { cookie }, redirect: 'manual' })).status).toBe(303);
    expect((await board(0)).status).toBe(401);
    expect((await board(1)).status).toBe(401);
  });
});
