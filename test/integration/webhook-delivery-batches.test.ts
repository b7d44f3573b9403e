import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { config } from '../../platform/config';
import { openOrm } from '../../platform/db/orm';
import { newId } from '../../platform/ids';
import { createTeam } from '../../subgraphs/accounts/accounts.service';
import { deliveryKey, loadDeliveries, loadDelivery, recordAttempt, recordDelivered } from '../../subgraphs/webhooks';
import { createEndpoint } from '../../subgraphs/webhooks/endpoints/endpoints.service';

/**
 * The deliver job's batch statements (workers/jobs/webhooks-deliver.job.ts batches concurrent
 * runs): `loadDeliveries` answers what `loadDelivery` answers for each, and `recordDelivered`
 * writes what `recordAttempt` writes for an acknowledged attempt, for many deliveries at once.
 */
let orm: MikroORM;
const em = () => orm.em.fork() as EntityManager;

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
});

afterAll(async () => {
  await orm?.close();
});

/** A team with two endpoints and `events` events, each pending for both endpoints. */
async function pendingDeliveries(events: number) {
  const team = await createTeam(em(), { name: 'Batched deliveries' });
  const endpoints = [];
  for (const path of ['a', 'b']) {
    endpoints.push(await createEndpoint(em(), { teamId: team.id, livemode: false }, { url: `https://hooks.example.com/${path}`, enabledEvents: ['order.paid'] }));
  }
  const keys: { eventId: string; endpointId: string }[] = [];
  for (let i = 0; i < events; i++) {
    const eventId = newId();
    await em().execute(`insert into webhooks.events (id, team_id, livemode, type, source_id, body) values (?, ?, false, 'order.paid', ?, ?)`, [
      eventId,
      team.id,
      newId(),
      JSON.stringify({ id: `evt_${i}`, n: i }),
    ]);
    for (const ep of endpoints) {
      await em().execute(`insert into webhooks.deliveries (event_id, endpoint_id, status, next_attempt_at) values (?, ?, 'pending', now())`, [eventId, ep.id]);
      keys.push({ eventId, endpointId: ep.id });
    }
  }
  return { team, endpoints, keys };
}

describe('loadDeliveries', () => {
  it('answers for each delivery what loadDelivery answers, and leaves unknown ones out', async () => {
    const { keys } = await pendingDeliveries(3);
    const unknown = { eventId: newId(), endpointId: keys[0].endpointId };
    const found = await loadDeliveries(em(), [...keys, unknown]);
    expect(found.size).toBe(keys.length);
    for (const k of keys) expect(found.get(deliveryKey(k.eventId, k.endpointId))).toEqual(await loadDelivery(em(), k.eventId, k.endpointId));
    expect(found.has(deliveryKey(unknown.eventId, unknown.endpointId))).toBe(false);
    expect((await loadDeliveries(em(), [])).size).toBe(0);
  });

  it('refuses an id that is not a UUID', async () => {
    await expect(loadDeliveries(em(), [{ eventId: 'x}', endpointId: newId() }])).rejects.toThrow('not a UUID');
  });
});

describe('recordDelivered', () => {
  it('marks each delivery delivered with its attempt numbered after the earlier ones, excerpts kept byte for byte', async () => {
    const { keys, endpoints } = await pendingDeliveries(3);
    // One delivery already failed once: its acknowledged attempt is its second.
    const first = (await loadDelivery(em(), keys[0].eventId, keys[0].endpointId))!;
    await recordAttempt(em(), first, { statusCode: 500, latencyMs: 5, error: 'HTTP 500', delivered: false, nextAttemptAt: new Date() }, 3600);
    expect(
      (await em().execute<{ failing_since: Date | null }[]>('select failing_since from webhooks.endpoints where id = ?', [keys[0].endpointId]))[0].failing_since,
    ).not.toBeNull();

    const excerpts = ['ok', 'say "hi" \\ {a,b} NULL \'quoted\'', null, '', 'ünïcødé ✓', 'x'.repeat(300)];
    await recordDelivered(
      em(),
      keys.map((k, i) => ({ ...k, statusCode: 200 + i, latencyMs: 10.6 + i, responseExcerpt: excerpts[i] })),
    );

    for (const [i, k] of keys.entries()) {
      const [d] = await em().execute<{ status: string; attempts: number; series_attempts: number; next_attempt_at: Date | null; delivered_at: Date | null }[]>(
        'select status, attempts, series_attempts, next_attempt_at, delivered_at from webhooks.deliveries where event_id = ? and endpoint_id = ?',
        [k.eventId, k.endpointId],
      );
      const want = i === 0 ? 2 : 1;
      expect(d).toMatchObject({ status: 'delivered', attempts: want, series_attempts: want, next_attempt_at: null });
      expect(d.delivered_at).not.toBeNull();
      const attempts = await em().execute<{ attempt: number; status_code: number; latency_ms: number; error: string | null; response_excerpt: string | null }[]>(
        'select attempt, status_code, latency_ms, error, response_excerpt from webhooks.attempts where event_id = ? and endpoint_id = ? order by attempt',
        [k.eventId, k.endpointId],
      );
      expect(attempts.at(-1)).toEqual({ attempt: want, status_code: 200 + i, latency_ms: Math.round(10.6 + i), error: null, response_excerpt: excerpts[i] });
    }
    // A success ends each endpoint's failure streak.
    const streaks = await em().execute<{ failing_since: Date | null }[]>(
      'select failing_since from webhooks.endpoints where id in (?, ?)',
      endpoints.map((e) => e.id),
    );
    expect(streaks.map((s) => s.failing_since)).toEqual([null, null]);
  });

  it('does nothing for an empty batch, and nothing for a delivery that is gone', async () => {
    await recordDelivered(em(), []);
    const { keys } = await pendingDeliveries(1);
    const gone = { eventId: newId(), endpointId: keys[0].endpointId, statusCode: 200, latencyMs: 1 };
    await recordDelivered(em(), [gone, { ...keys[0], statusCode: 204, latencyMs: 2 }]);
    expect(await em().execute<{ n: number }[]>('select count(*)::int as n from webhooks.attempts where event_id = ?', [gone.eventId])).toEqual([{ n: 0 }]);
    expect((await loadDelivery(em(), keys[0].eventId, keys[0].endpointId))?.status).toBe('delivered');
  });
});
