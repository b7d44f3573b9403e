import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { Job } from 'bullmq';
import { fromPublicId, newId, toPublicId } from '../../../platform/ids';
import { newQueue, queueConnection, type AnyQueue } from '../../../platform/queues/connection';
import { queueWorkerOptions } from '../../../workers/jobs/registry';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { workerProcesses } from '../../helpers/processes';
import { useTestService } from '../../helpers/service';
import { TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';
import { startLoadReceiver } from '../../helpers/webhook-load';

/**
 * Webhook delivery survives its worker killed mid-batch (SIGKILL: no graceful shutdown, up to
 * the webhooks queue's concurrency of deliveries in flight). The API runs in this process
 * (ROLE=api, no jobs); the outbox relay and the jobs run in a separate worker process.
 *
 * EVENTS order.paid events, each for ENDPOINTS endpoints, are dispatched while the webhooks
 * queue is paused, so the whole batch is recorded and queued before any is sent; then the
 * deliveries run against a receiver answering each request after RECEIVER_DELAY_MS. The worker
 * is killed while requests are in flight, between KILL_FROM and KILL_BEFORE requests received,
 * and a second worker finishes: the waiting jobs at once, the killed worker's active ones once
 * BullMQ finds them stalled (their lock expired, seen by two stalled checks). Delivery is at
 * least once: every (event, endpoint) pair is received and verifies with its endpoint's secret,
 * and a pair arrives twice only when the killed worker had it in hand (or an attempt of it failed).
 */
const EVENTS = 200;
const ENDPOINTS = 5;
const TOTAL = EVENTS * ENDPOINTS;
const RECEIVER_DELAY_MS = 100;
const KILL_FROM = Math.ceil(TOTAL * 0.2);
const KILL_BEFORE = Math.floor(TOTAL * 0.8);
/** The webhooks queue's worker settings: registry.ts over BullMQ's defaults (and startWorkers' concurrency). */
const webhooksWorker = { lockDuration: 30_000, stalledInterval: 30_000, concurrency: 5, ...queueWorkerOptions.webhooks };
/** The longest a killed worker's job can wait for the next worker: lock expiry, then up to three stalled checks. */
const TAKEOVER_MS = webhooksWorker.lockDuration + 3 * webhooksWorker.stalledInterval + 15_000;

const receiver = await startLoadReceiver({ delayMs: RECEIVER_DELAY_MS });
afterAll(() => receiver.close());
const service = useTestService();
const api = apiClient(() => service().url);
const stripe = new Stripe('sk_test_verifier', { telemetry: false });

describe('webhook delivery survives its worker killed mid-batch', { timeout: TAKEOVER_MS + 90_000 }, () => {
  let webhooksQueue: AnyQueue;
  let outboxQueue: AnyQueue;

  const workers = workerProcesses({
    OUTBOX_POLL_MS: '20',
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    OUTBOUND_CA_FILE: receiver.caFile,
    WEBHOOK_RETRY_BASE_MS: '100',
    WEBHOOK_TIMEOUT_MS: '2000',
  });

  beforeAll(() => {
    const conn = queueConnection({ redisUrl: TEST_REDIS_URL, prefix: process.env.QUEUE_PREFIX! });
    webhooksQueue = newQueue('webhooks', conn);
    outboxQueue = newQueue('outbox', conn);
  });
  afterAll(async () => {
    await workers.stopAll();
    // The queues are the whole run's: never leave them paused for the next file.
    await webhooksQueue?.resume();
    await webhooksQueue?.close();
    await outboxQueue?.close();
  });

  async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return service().em().execute<T[]>(sql, params);
  }
  async function deliveryCounts(teamId: string) {
    const [row] = await db<{ total: number; delivered: number }>(
      `select count(*)::int as total, count(*) filter (where d.status = 'delivered')::int as delivered
         from webhooks.deliveries d join webhooks.events v on v.id = d.event_id where v.team_id = ?`,
      [teamId],
    );
    return row;
  }

  it('delivers every (event, endpoint) pair; duplicates only for deliveries in hand at the kill', async () => {
    const em = service().em();
    const t = await makeTeam(em, 'Webhook Kill Co');
    const teamId = t.team.id;
    const key = await t.key(['read', 'write'], { livemode: false });

    // Endpoint (uuid) → path and secret.
    const endpoints = new Map<string, { path: string; secret: string }>();
    for (let i = 0; i < ENDPOINTS; i++) {
      const path = `/k${i}`;
      const res = await api('POST', '/v2/webhook-endpoints', key, { url: receiver.url(path), enabledEvents: ['order.paid'] });
      expect(res.status).toBe(200);
      const body = (await json(res)) as { id: string; secret: string };
      endpoints.set(fromPublicId('whk', body.id)!, { path, secret: body.secret });
    }
    const secretOf = new Map([...endpoints.values()].map((e) => [e.path, e.secret]));
    const pathOf = (endpointId: string) => endpoints.get(endpointId)!.path;

    await webhooksQueue.pause();
    const first = await workers.start();

    // EVENTS paid credit-pack orders and their order.paid outbox rows, committed at once.
    const orderIds = Array.from({ length: EVENTS }, () => newId());
    await service()
      .em()
      .transactional(async (tem) => {
        await tem.execute(
          `insert into billing.orders (id, team_id, livemode, kind, status, amount_cents, pack, pack_units, created_at, paid_at)
         values ${orderIds.map(() => `(?, ?, false, 'credit_pack', 'paid', 4000, 'credits_20', 2000, now(), now())`).join(', ')}`,
          orderIds.flatMap((id) => [id, teamId]),
        );
        await tem.execute(
          `insert into platform.outbox (id, type, aggregate_id, payload, created_at)
         values ${orderIds.map(() => `(?, 'order.paid', ?, cast(? as jsonb), now())`).join(', ')}`,
          orderIds.flatMap((id) => [newId(), id, JSON.stringify({ orderId: id, teamId, kind: 'credit_pack' })]),
        );
      });

    // The whole batch recorded and queued, and no outbox.dispatch job left (one cut short by the
    // kill would resume only after its own lock expiry, on the outbox queue's settings).
    await waitFor(
      async () =>
        (await deliveryCounts(teamId)).total === TOTAL &&
        (await outboxQueue.getJobCountByTypes('active', 'waiting', 'prioritized')) === 0 &&
        (await webhooksQueue.getJobCountByTypes('waiting')) >= TOTAL,
      { timeoutMs: 60_000, intervalMs: 50, what: `all ${TOTAL} deliveries recorded and queued` },
    );
    expect(receiver.receipts()).toHaveLength(0);
    await webhooksQueue.resume();

    await waitFor(
      () => {
        const n = receiver.receipts().length;
        return n >= KILL_FROM && n < KILL_BEFORE && receiver.inFlight() > 0;
      },
      { timeoutMs: 60_000, intervalMs: 2, what: `${KILL_FROM} to ${KILL_BEFORE} requests received and some in flight` },
    );
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    await waitFor(() => first.child.exitCode !== null || first.child.signalCode !== null, { what: 'the worker to die' });
    expect(first.child.signalCode).toBe('SIGKILL');

    const events = await db<{ id: string }>('select id from webhooks.events where team_id = ?', [teamId]);
    expect(events).toHaveLength(EVENTS);
    const eventIds = new Set(events.map((e) => e.id));
    // The jobs the dead process held: only BullMQ's stalled check gives them to the next worker.
    const orphaned = (await webhooksQueue.getActive()).filter((j: Job) => eventIds.has(j.data.eventId));
    const receivedAtKill = receiver.receipts().length;
    const deliveredAtKill = (await deliveryCounts(teamId)).delivered;
    expect(deliveredAtKill).toBeLessThan(TOTAL - webhooksWorker.concurrency);
    expect(orphaned.length).toBeGreaterThan(0);
    expect(orphaned.length).toBeLessThanOrEqual(webhooksWorker.concurrency);

    await workers.start();
    const restartedAt = Date.now();
    await waitFor(async () => (await deliveryCounts(teamId)).delivered === TOTAL, {
      timeoutMs: TAKEOVER_MS,
      intervalMs: 100,
      what: 'every delivery delivered after the restart',
    });
    const deliveredAt = Date.now();
    // The killed worker's jobs finish too (one whose attempt was recorded before the kill is
    // retaken and sends nothing more), and none of the batch's jobs is left: the receipts are final.
    for (const job of orphaned) {
      await waitFor(async () => (await webhooksQueue.getJobState(job.id!)) === 'completed', {
        timeoutMs: TAKEOVER_MS,
        intervalMs: 100,
        what: `orphaned job ${job.id} to complete`,
      });
    }
    await waitFor(
      async () => {
        const open = await webhooksQueue.getJobs(['active', 'waiting', 'delayed', 'prioritized'], 0, -1);
        return !open.some((j) => j && eventIds.has(j.data?.eventId));
      },
      { timeoutMs: 30_000, intervalMs: 100, what: "the batch's delivery jobs to finish" },
    );
    const settledAt = Date.now();

    // Every delivery is delivered, after at least one attempt, with a 200 among its attempts.
    const deliveries = await db<{ event_id: string; endpoint_id: string; status: string; attempts: number; attempt_rows: number; ok_rows: number }>(
      `select d.event_id, d.endpoint_id, d.status, d.attempts,
              (select count(*)::int from webhooks.attempts a where a.event_id = d.event_id and a.endpoint_id = d.endpoint_id) as attempt_rows,
              (select count(*)::int from webhooks.attempts a where a.event_id = d.event_id and a.endpoint_id = d.endpoint_id and a.status_code = 200) as ok_rows
         from webhooks.deliveries d join webhooks.events v on v.id = d.event_id where v.team_id = ?`,
      [teamId],
    );
    expect(deliveries).toHaveLength(TOTAL);
    expect(deliveries.filter((d) => d.status !== 'delivered' || d.attempts < 1 || d.ok_rows < 1 || d.attempt_rows !== d.attempts)).toEqual([]);
    const pair = (eventId: string, path: string) => `${eventId} ${path}`;
    const expected = new Set(deliveries.map((d) => pair(d.event_id, pathOf(d.endpoint_id))));
    expect(expected.size).toBe(TOTAL);

    // Every receipt verifies with its endpoint's secret (Stripe's verifier: the scheme is the
    // same); the received (event, endpoint) pairs are exactly the deliveries.
    const receipts = receiver.receipts();
    const received = new Map<string, number>();
    const bodiesOf = new Map<string, Set<string>>();
    const orders = new Set<string>();
    for (const r of receipts) {
      const secret = secretOf.get(r.path);
      expect(secret, `a receipt on unknown path ${r.path}`).toBeDefined();
      const event = stripe.webhooks.constructEvent(r.body, r.signature, secret!) as unknown as { id: string; type: string; data: { object: { id: string } } };
      expect(event.type).toBe('order.paid');
      const eventId = fromPublicId('evt', event.id)!;
      const key = pair(eventId, r.path);
      received.set(key, (received.get(key) ?? 0) + 1);
      bodiesOf.set(eventId, (bodiesOf.get(eventId) ?? new Set()).add(r.body));
      orders.add(event.data.object.id);
    }
    const missing = [...expected].filter((p) => !received.has(p));
    const unexpected = [...received.keys()].filter((p) => !expected.has(p));
    expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
    expect(received.size).toBe(TOTAL);
    // One event per order, and every request for an event carries the same bytes.
    expect([...orders].sort()).toEqual(orderIds.map((id) => toPublicId('ord', id)).sort());
    expect([...bodiesOf.values()].filter((b) => b.size !== 1)).toEqual([]);

    // At least once: a pair arrives again only when the killed worker had it in hand (sent, not
    // yet recorded) or when an attempt of it failed (e.g. timed out) and was retried.
    const duplicates = receipts.length - received.size;
    const inHand = new Set(orphaned.map((j: Job) => pair(j.data.eventId, pathOf(j.data.endpointId))));
    const retried = new Set(deliveries.filter((d) => d.attempt_rows > d.ok_rows).map((d) => pair(d.event_id, pathOf(d.endpoint_id))));
    const summary =
      `${receipts.length} receipts, ${received.size} distinct, ${duplicates} duplicates; ${orphaned.length} jobs in hand at the kill; ` +
      `${retried.size} deliveries with a failed attempt; at the kill ${receivedAtKill} received, ${deliveredAtKill} recorded; ` +
      `all delivered ${deliveredAt - restartedAt} ms after the restart (${deliveredAt - killedAt} ms after the kill), settled ${settledAt - killedAt} ms after the kill`;
    const unexplained = [...received].filter(([p, n]) => n > 1 && !inHand.has(p) && !retried.has(p)).map(([p]) => p);
    expect(unexplained, summary).toEqual([]);
    expect(duplicates, summary).toBeLessThanOrEqual(orphaned.length + retried.size);
  });
});
