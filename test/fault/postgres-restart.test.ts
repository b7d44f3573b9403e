import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { createApiKey, createTeam } from '../../subgraphs/accounts/accounts.service';
import { customerIdOf, expectLedgerInvariant, sandboxStripe, submitCard } from '../helpers/billing';
import { apiClient, json } from '../helpers/http';
import { SPAWNED_SANDBOX_SECRET, spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';
import { startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from './infrastructure';

/**
 * PostgreSQL restarted immediately (`-m immediate`: no checkpoint, crash recovery) while card
 * publishes are in flight: no charge without a publish, no publish without a charge, and
 * clients see 503 with Retry-After during the gap — never a 500 — and finish by retrying with
 * their Idempotency-Key.
 */
let redis: OwnRedis;
let postgres: OwnPostgres;
let orm: MikroORM;
let svc: ServiceProcess;
const api = apiClient(() => svc.url);
let key = '';
let teamId = '';

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startOwnRedis(), startOwnPostgres('pg-restart')]);
  svc = await spawnService({
    NODE_ENV: 'test',
    ROLE: 'all',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'fault-pg',
    LOG_LEVEL: 'warn',
    RATE_LIMITS_ENABLED: 'false',
    // A key claimed by a request the outage cut short (its release could not be written) is free again soon.
    IDEMPOTENCY_LOCK_SECONDS: '3',
    COLLECTION_INTERVAL_MS: '60000',
  });
  await waitUntilReady(svc, 120_000);
  orm = await openOrm({ url: postgres.url, modules: domainModules, poolMax: 2 });
  const em = orm.em.fork();
  const team = await createTeam(em, { name: 'Restart Co' });
  teamId = team.id;
  key = (await createApiKey(em, { teamId, name: 'fault', scopes: ['read', 'write', 'spend'], livemode: false })).secret;
  // No credits: every publish is a card charge.
  const portal = await json(await api('POST', '/v2/billing-portal-sessions', key));
  expect((await submitCard(portal.url, '4242424242424242')).status).toBe(200);
}, 180_000);

afterAll(async () => {
  if (svc) await stop(svc);
  await orm?.close();
  await Promise.all([redis?.stop(), postgres?.stop()]);
});

/** Publishes with one key until it answers 200, retrying what a client retries (503, 409 in flight, a reset). */
async function publishUntilDone(surveyId: string, idempotencyKey: string, statuses: number[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await api('POST', `/v2/surveys/${surveyId}/publish`, key, undefined, { 'idempotency-key': idempotencyKey }).catch(() => null);
    statuses.push(res?.status ?? 0);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`publish of ${surveyId} never succeeded: ${statuses.join(',')}`);
    const retryAfter = Number(res?.headers.get('retry-after') ?? 0);
    await new Promise((r) => setTimeout(r, Math.min(retryAfter * 1000, 1000) || 200));
  }
}

describe('PostgreSQL restarted immediately during publishes', () => {
  it('charges exactly the surveys it publishes, answers 503 (never 500) in the gap, and every client finishes', async () => {
    const drafts: string[] = [];
    for (let i = 0; i < 12; i++) {
      drafts.push((await json(await api('POST', '/v2/surveys', key, { name: `Restart ${i}`, sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] }))).id);
    }
    const statuses: number[] = [];
    const reads: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) reads.push((await fetch(`${svc.url}/v2/surveys?limit=1`, { headers: { authorization: `Bearer ${key}` } }).catch(() => null))?.status ?? 0);
    })();
    const logFrom = svc.output().length;
    const publishes = drafts.map((id, i) => publishUntilDone(id, `restart-${i}`, statuses));
    await waitFor(() => statuses.length >= 3, { timeoutMs: 30_000, intervalMs: 5, what: 'publishes under way' });
    await postgres.crash();
    await waitFor(() => reads.slice(-3).every((s) => s === 503), { timeoutMs: 20_000, intervalMs: 20, what: 'reads answered 503 while the database is down' });
    await postgres.start();
    await Promise.all(publishes);
    reading = false;
    await reader;

    // Never a 500: 200, 409 of a racing retry, 503 during the gap, or 502 from the Stripe sandbox
    // (its state is in the same PostgreSQL, so it is away too); 0: a connection the restart cut.
    expect(statuses.filter((s) => ![200, 409, 502, 503, 0].includes(s))).toEqual([]);
    expect(reads.filter((s) => ![200, 503, 0].includes(s))).toEqual([]);
    expect(reads).toContain(503);

    // No charge without a publish, no publish without a charge: one paid order, one succeeded
    // charge of its amount, and one published survey per draft.
    const em = orm.em.fork() as EntityManager;
    const orders = await em.execute<{ survey_id: string; status: string; payment_intent_id: string | null; card_cents: number }[]>(
      `select survey_id, status, payment_intent_id, card_cents from billing.orders where team_id = ? and kind = 'survey'`,
      [teamId],
    );
    expect(orders).toHaveLength(12);
    expect(orders.every((o) => o.status === 'paid')).toBe(true);
    const published = await em.execute<{ n: number }[]>(`select count(*)::int as n from surveys.surveys where team_id = ? and status <> 'unpublished'`, [teamId]);
    expect(published[0].n).toBe(12);
    const stripe = sandboxStripe(`${svc.url}/stripe-sandbox`, teamId, { livemode: false, secret: SPAWNED_SANDBOX_SECRET });
    const customer = (await customerIdOf(em, teamId, false))!;
    const charges = (await stripe.paymentIntents.list({ customer, limit: 100 })).data.filter((pi) => pi.status === 'succeeded');
    expect(charges.map((c) => c.id).sort()).toEqual(orders.map((o) => o.payment_intent_id).sort());
    expect(charges.reduce((sum, c) => sum + c.amount, 0)).toBe(orders.reduce((sum, o) => sum + o.card_cents, 0));
    await expectLedgerInvariant(em, teamId);

    // What the process said about the outage went through its logger: JSON lines only.
    const lines = svc
      .output()
      .slice(logFrom)
      .split('\n')
      .filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  }, 300_000);
});
