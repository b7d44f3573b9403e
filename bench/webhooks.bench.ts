import 'reflect-metadata';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { rootCertificates } from 'node:tls';
import path from 'node:path';
import pino from 'pino';
import { Agent, request } from 'undici';
import { parseConfig, setConfig } from '../platform/config';
import { openOrm } from '../platform/db/orm';
import { domainModules } from '../app/domains';
import { closeOutboundAgents } from '../platform/http/guarded-fetch';
import { newId, toPublicId } from '../platform/ids';
import { queueConnection } from '../platform/queues/connection';
import { createTeam } from '../subgraphs/accounts/accounts.service';
import { recordWebhookEvent } from '../subgraphs/webhooks/delivery/events.service';
import { signatureHeader } from '../subgraphs/webhooks/delivery/signing';
import { createEndpoint } from '../subgraphs/webhooks/endpoints/endpoints.service';
import type { JobHandler } from '../workers/jobs/handler';
import { jobHandlers } from '../workers/jobs/handlers';
import { jobIds, jobRegistry, openJobQueues, parsePayload, queueNames, queueWorkerOptions, type JobQueues } from '../workers/jobs/registry';
import { deliverWebhook } from '../workers/jobs/webhooks-deliver.job';
import { startWorkers, type RunningWorkers } from '../workers/worker';
import { verdict } from './lib/compare';
import { cpuSampler, type CpuShare } from './lib/cpu';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL, freshDatabase } from './lib/database';
import { profileDuring } from './lib/profile';
import { envNumber, fixed, median, percentile, table } from './lib/stats';
import { startBenchReceiver, type Receipt, type ReceiverStats } from './lib/webhook-receiver';

/**
 * Signed webhook deliveries per second, and the time from a delivery being due to its
 * receipt, through the real path: BullMQ on Redis (queue `webhooks`, the registry's job
 * options and worker concurrency) → `deliverWebhook` (workers/jobs/webhooks-deliver.job.ts:
 * load the delivery, sign, POST through `guardedRequest`, record the attempt and the delivery
 * in one transaction) → a loopback HTTPS receiver in a child process (bench/lib/
 * webhook-receiver*.ts) that verifies every signature and stamps every receipt.
 *
 * Target: ≥ 1,000 deliveries/s, with p99 due → receipt ≤ 100 ms.
 *
 * Phases, all in one run, on a fresh database (bench/lib/database.ts) and a fresh queue prefix:
 * - burst (throughput): BENCH_DELIVERIES jobs are added to the paused queue, then the queue
 *   is resumed at T0; deliveries/s = N / (last receipt − T0). Enqueueing is outside the timing.
 * - steady (latency): at each of BENCH_RATES deliveries/s for BENCH_RATE_SECONDS, jobs are
 *   added as they fall due (every few ms, addBulk of the ones due); due → receipt per delivery
 *   is receipt time − the instant just before its job was added. A rate the path cannot
 *   sustain shows up as growing latency (the queue backs up), not as a lower rate.
 * - baseline: the same deliveries' bytes, signed the same way, POSTed to the same receiver
 *   straight from a loop with undici (a keep-alive Agent trusting the same CA) at the same
 *   concurrency as the webhooks worker — no queue, no database. Burst and steady like above.
 *
 * Events are made up front with `recordWebhookEvent` (an order-like `data.object`, a team
 * with BENCH_ENDPOINTS endpoints all subscribed, so each event is BENCH_ENDPOINTS deliveries).
 * At the end every delivery row must be `delivered` with exactly one 200 attempt, and every
 * expected (envelope id, endpoint) must have been received with a valid signature.
 *
 * Diagnostics printed with each phase: the handler's share of the latency (queue wait, then
 * load + POST up to receipt, then recording after it), the ORM pool (connections in use and
 * requests waiting for one, sampled), TLS handshakes the receiver accepted (few = kept-alive
 * sockets reused), and CPU per process (2 cores shared by node, PostgreSQL, Redis, receiver).
 *
 * Env: BENCH_DELIVERIES (burst size, 5000), BENCH_RATES (deliveries/s, "500,1000"),
 * BENCH_RATE_SECONDS (5), BENCH_RUNS (burst runs per target, ABBA, 2), BENCH_WARMUP
 * (deliveries per target, 1000), BENCH_ENDPOINTS (1–10, 10), BENCH_CONCURRENCY (baseline
 * senders; default the webhooks worker's concurrency), BENCH_POOL_MAX (ORM pool, default
 * DATABASE_POOL_MAX's 10), BENCH_TIMEOUT_S (per phase, 120), BENCH_LOG_LEVEL (warn),
 * BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_PROFILE_DIR (write a CPU profile of this process per
 * service phase there; profiling slows the phases, so their figures are not comparable).
 * Default run: about 65 s (2 cores, shared).
 */

const TARGET_PER_S = 1000;
const TARGET_P99_MS = 100;
const WEBHOOK_TIMEOUT_MS = 10_000;
const DELIVER = 'webhooks.deliver' as const;

interface Delivery {
  eventId: string;
  endpointId: string;
  /** `${evt_… id} ${path}`: how the receiver's records are matched to deliveries. */
  key: string;
  url: string;
  path: string;
  secret: string;
  body: string;
}

/** What the timed handler wrapper saw for one job (Date.now() clock, as receipts). */
interface HandlerTiming {
  start: number;
  end: number;
}

interface PoolSample {
  used: number;
  pending: number;
}

interface PhaseResult {
  label: string;
  target: 'service' | 'baseline';
  kind: 'burst' | 'steady';
  n: number;
  /** burst: N / (last receipt − T0); steady: receipts / (last receipt − first due). */
  perS: number;
  /** due → receipt, ms. */
  latency: number[];
  seconds: number;
  receiver: ReceiverStats;
  cpu: CpuShare;
  pool: PoolSample[];
  /** service only: the handler's timestamps per delivery, with its due time. */
  handler: { key: string; due: number; h: HandlerTiming }[];
  receipts: Receipt[];
  /** burst only: how long the addBulk of the whole burst took (outside the timing). */
  enqueueMs?: number;
  /** steady only: the rate jobs were actually added at. */
  addedPerS?: number;
}

export async function run(): Promise<void> {
  const burstN = envNumber('BENCH_DELIVERIES', 5000, { integer: true });
  const rates = (process.env.BENCH_RATES ?? '500,1000').split(',').map((s) => {
    const n = Number(s.trim());
    if (!Number.isFinite(n) || n <= 0 || n > 100_000) throw new Error(`BENCH_RATES: "${s}" is not a rate in deliveries/s`);
    return n;
  });
  const rateSeconds = envNumber('BENCH_RATE_SECONDS', 5);
  const runs = envNumber('BENCH_RUNS', 2, { integer: true });
  const warmupN = envNumber('BENCH_WARMUP', 1000, { integer: true });
  const endpointsN = envNumber('BENCH_ENDPOINTS', 10, { integer: true });
  if (endpointsN > 10) throw new Error('BENCH_ENDPOINTS: a team may have at most 10 endpoints');
  const workerConcurrency = queueWorkerOptions.webhooks?.concurrency ?? 5;
  const concurrency = envNumber('BENCH_CONCURRENCY', workerConcurrency, { integer: true });
  const poolMax = envNumber('BENCH_POOL_MAX', 10, { integer: true });
  const timeoutMs = envNumber('BENCH_TIMEOUT_S', 120) * 1000;
  const profileDir = process.env.BENCH_PROFILE_DIR || null;
  const log = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'warn' });

  const load0 = loadavg()[0];
  const started = performance.now();
  const receiver = await startBenchReceiver();
  let orm: MikroORM | null = null;
  let workers: RunningWorkers | null = null;
  let queues: JobQueues | null = null;
  let baselineAgent: Agent | null = null;
  try {
    console.log(`preparing ${redact(BENCH_DATABASE_URL)} …`);
    await freshDatabase(BENCH_DATABASE_URL);
    const prefix = `sfs-bench-webhooks-${process.pid}-${Date.now().toString(36)}`;
    const cfg = parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: BENCH_DATABASE_URL,
      DATABASE_POOL_MAX: String(poolMax),
      REDIS_URL: BENCH_REDIS_URL,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
      OUTBOUND_CA_FILE: receiver.caFile,
      WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
    });
    // The deliver job reads the process configuration (outbound policy, timeouts).
    setConfig(cfg);
    orm = await openOrm({ url: BENCH_DATABASE_URL, modules: domainModules, poolMax: cfg.DATABASE_POOL_MAX });
    const pool = await ormPool(orm);

    // A team with its endpoints on the receiver, one path each.
    const em = orm.em.fork() as EntityManager;
    const team = await createTeam(em, { name: 'Bench Webhooks' });
    const endpoints = [];
    for (let i = 0; i < endpointsN; i++) {
      const path = `/hooks/${i}`;
      const ep = await createEndpoint(orm.em.fork(), { teamId: team.id, livemode: false }, { url: receiver.url(path), enabledEvents: ['order.paid', 'survey.completed'] });
      endpoints.push({ id: ep.id, path, url: ep.url, secret: ep.secret });
    }
    await receiver.setSecrets(Object.fromEntries(endpoints.map((e) => [e.path, e.secret])));
    const byId = new Map(endpoints.map((e) => [e.id, e]));

    /** `count` deliveries (rounded up to whole events), recorded as the outbox dispatcher would. */
    const makeDeliveries = async (count: number): Promise<Delivery[]> => {
      const events = Math.ceil(count / endpointsN);
      const out: Delivery[][] = new Array<Delivery[]>(events);
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(poolMax, 8) }, async () => {
          for (let i = next++; i < events; i = next++) {
            const tem = orm!.em.fork() as EntityManager;
            const { eventId, endpointIds } = await recordWebhookEvent(tem, {
              sourceId: randomUUID(),
              teamId: team.id,
              livemode: false,
              type: 'order.paid',
              object: orderObject(),
              occurredAt: new Date(),
            });
            if (endpointIds.length !== endpointsN) throw new Error(`event ${eventId}: ${endpointIds.length} deliveries, want ${endpointsN}`);
            const [{ body }] = await tem.execute<{ body: string }[]>('select body from webhooks.events where id = ?', [eventId]);
            const publicId = toPublicId('evt', eventId);
            out[i] = endpointIds.map((endpointId) => {
              const ep = byId.get(endpointId)!;
              return { eventId, endpointId, key: `${publicId} ${ep.path}`, url: ep.url, path: ep.path, secret: ep.secret, body };
            });
          }
        }),
      );
      // In event order, each event's deliveries together: the order the outbox dispatcher enqueues them in.
      return out.flat();
    };

    const steadyCounts = rates.map((r) => Math.max(endpointsN, Math.round(r * rateSeconds)));
    const totalWanted = warmupN + runs * burstN + steadyCounts.reduce((a, b) => a + b, 0);
    const t0 = performance.now();
    const warmSet = await makeDeliveries(warmupN);
    const burstSets: Delivery[][] = [];
    for (let i = 0; i < runs; i++) burstSets.push(await makeDeliveries(burstN));
    const steadySets: Delivery[][] = [];
    for (const c of steadyCounts) steadySets.push(await makeDeliveries(c));
    const allService = [warmSet, ...burstSets, ...steadySets].flat();
    const eventCount = new Set(allService.map((d) => d.eventId)).size;
    console.log(
      `recorded ${eventCount} events → ${allService.length} pending deliveries (${endpointsN} endpoints) in ${fixed((performance.now() - t0) / 1000, 1)} s` +
        (allService.length !== totalWanted ? ` (rounded up from ${totalWanted} to whole events)` : ''),
    );

    // The workers, in-process as ROLE=worker runs them; the deliver handler is wrapped only to
    // take timestamps around it.
    const handlerTimes = new Map<string, HandlerTiming>();
    const timedDeliver: JobHandler<typeof DELIVER> = async (payload, ctx) => {
      const start = Date.now();
      try {
        return await deliverWebhook(payload, ctx);
      } finally {
        handlerTimes.set(`${payload.eventId} ${payload.endpointId}`, { start, end: Date.now() });
      }
    };
    const connection = queueConnection({ redisUrl: cfg.REDIS_URL, prefix: cfg.QUEUE_PREFIX });
    queues = openJobQueues(connection);
    const queue = queues.queue('webhooks');
    workers = await startWorkers({ orm, log, connection, handlers: { ...jobHandlers, [DELIVER]: timedDeliver }, schedule: false });

    const jobOf = (d: Delivery) => {
      const data = parsePayload(DELIVER, { eventId: d.eventId, endpointId: d.endpointId, redelivery: 0 });
      return { name: DELIVER, data, opts: { ...jobRegistry[DELIVER].options, jobId: jobIds.webhookDelivery(d.eventId, d.endpointId, 0) } };
    };

    /** This database's backends and the server's background processes (WAL writer, checkpointer …): the PostgreSQL CPU counted. */
    const postgresPids = async () => {
      const rows = await orm!.em.fork().execute<{ pid: number }[]>(`select pid from pg_stat_activity where datname = current_database() or backend_type <> 'client backend'`);
      return new Set(rows.map((r) => r.pid));
    };

    /** Samples the ORM pool every 10 ms until stopped. */
    const samplePool = () => {
      const samples: PoolSample[] = [];
      const timer = setInterval(() => samples.push({ used: pool?.numUsed() ?? 0, pending: pool?.numPendingAcquires() ?? 0 }), 10);
      return () => {
        clearInterval(timer);
        return samples;
      };
    };

    /** Resolves when the receiver has `n` requests of this phase; the last receipt time comes from take(). */
    const untilReceived = async (n: number, what: string) => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const got = await receiver.count();
        if (got >= n) return;
        if (performance.now() > deadline) throw new Error(`${what}: ${got} of ${n} deliveries received after ${timeoutMs / 1000} s`);
        await sleep(10);
      }
    };

    /** Resolves when no webhooks job is waiting, active or delayed (every attempt is recorded). */
    const untilDrained = async (what: string) => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
        const left = Object.values(c).reduce((a, b) => a + b, 0);
        if (left === 0) return;
        if (performance.now() > deadline) throw new Error(`${what}: jobs left after ${timeoutMs / 1000} s: ${JSON.stringify(c)}`);
        await sleep(10);
      }
    };

    const finish = async (
      base: Omit<PhaseResult, 'latency' | 'perS' | 'seconds' | 'receiver' | 'receipts' | 'handler'>,
      set: Delivery[],
      due: Map<string, number>,
      firstDue: number,
    ): Promise<PhaseResult> => {
      const { receipts, stats } = await receiver.take();
      checkReceipts(base.label, set, receipts);
      const last = Math.max(...receipts.map((r) => r.at));
      const latency = receipts.map((r) => r.at - due.get(`${r.eventId} ${r.path}`)!);
      const seconds = (last - firstDue) / 1000;
      const handler =
        base.target === 'service'
          ? set.flatMap((d) => {
              const h = handlerTimes.get(`${d.eventId} ${d.endpointId}`);
              return h ? [{ key: d.key, due: due.get(d.key)!, h }] : [];
            })
          : [];
      return { ...base, latency, perS: set.length / seconds, seconds, receiver: stats, receipts, handler };
    };

    // ---- the service ----

    const serviceBurst = async (label: string, set: Delivery[]): Promise<PhaseResult> => {
      await receiver.take();
      await queue.pause();
      const e0 = performance.now();
      for (let i = 0; i < set.length; i += 1000) await queue.addBulk(set.slice(i, i + 1000).map(jobOf));
      const enqueueMs = performance.now() - e0;
      const stopPool = samplePool();
      const cpu = cpuSampler({ postgresPids: await postgresPids() });
      const t0 = Date.now();
      await queue.resume();
      await untilReceived(set.length, label);
      const cpuShare = cpu();
      await untilDrained(label);
      const poolSamples = stopPool();
      const due = new Map(set.map((d) => [d.key, t0]));
      return finish({ label, target: 'service', kind: 'burst', n: set.length, cpu: cpuShare, pool: poolSamples, enqueueMs }, set, due, t0);
    };

    const serviceSteady = async (label: string, set: Delivery[], rate: number): Promise<PhaseResult> => {
      await receiver.take();
      const due = new Map<string, number>();
      const stopPool = samplePool();
      const cpu = cpuSampler({ postgresPids: await postgresPids() });
      const start = Date.now();
      let added = 0;
      while (added < set.length) {
        const now = Date.now();
        const want = Math.min(set.length, Math.floor(((now - start) / 1000) * rate) + 1);
        if (want > added) {
          const batch = set.slice(added, want);
          for (const d of batch) due.set(d.key, now);
          await queue.addBulk(batch.map(jobOf));
          added = want;
        }
        await sleep(2);
      }
      const addedPerS = set.length / ((Date.now() - start) / 1000);
      await untilReceived(set.length, label);
      const cpuShare = cpu();
      await untilDrained(label);
      const poolSamples = stopPool();
      return finish({ label, target: 'service', kind: 'steady', n: set.length, cpu: cpuShare, pool: poolSamples, addedPerS }, set, due, start);
    };

    // ---- the baseline: a loop of signed POSTs, no queue, no database ----

    baselineAgent = new Agent({ connect: { ca: [...rootCertificates, receiver.ca.toString('utf8')] }, headersTimeout: WEBHOOK_TIMEOUT_MS, bodyTimeout: WEBHOOK_TIMEOUT_MS });
    const dispatcher = baselineAgent;
    const post = async (d: Delivery) => {
      const res = await request(d.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'survey-feedback-webhooks/1', 'x-service-signature': signatureHeader(d.secret, d.body) },
        body: d.body,
        dispatcher,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await res.body.text();
      if (res.statusCode !== 200) throw new Error(`baseline: HTTP ${res.statusCode}`);
    };

    const baselineBurst = async (label: string, set: Delivery[]): Promise<PhaseResult> => {
      await receiver.take();
      const cpu = cpuSampler({ postgresPids: await postgresPids() });
      const t0 = Date.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let i = next++; i < set.length; i = next++) await post(set[i]);
        }),
      );
      await untilReceived(set.length, label);
      const cpuShare = cpu();
      const due = new Map(set.map((d) => [d.key, t0]));
      return finish({ label, target: 'baseline', kind: 'burst', n: set.length, cpu: cpuShare, pool: [] }, set, due, t0);
    };

    const baselineSteady = async (label: string, set: Delivery[], rate: number): Promise<PhaseResult> => {
      await receiver.take();
      const due = new Map<string, number>();
      const cpu = cpuSampler({ postgresPids: await postgresPids() });
      // At most `concurrency` in flight, as the worker; the rest wait their turn (and their latency shows it).
      const waiting: Delivery[] = [];
      let inFlight = 0;
      // Set in the callbacks below: the assertion keeps TypeScript from narrowing it to null here.
      let failed = null as Error | null;
      const pump = () => {
        while (inFlight < concurrency && waiting.length) {
          const d = waiting.shift()!;
          inFlight++;
          post(d)
            .catch((err: unknown) => (failed ??= err as Error))
            .finally(() => {
              inFlight--;
              pump();
            });
        }
      };
      const start = Date.now();
      let added = 0;
      while (added < set.length) {
        const now = Date.now();
        const want = Math.min(set.length, Math.floor(((now - start) / 1000) * rate) + 1);
        for (; added < want; added++) {
          due.set(set[added].key, now);
          waiting.push(set[added]);
        }
        pump();
        await sleep(2);
      }
      const addedPerS = set.length / ((Date.now() - start) / 1000);
      await untilReceived(set.length, label);
      if (failed) throw failed;
      const cpuShare = cpu();
      return finish({ label, target: 'baseline', kind: 'steady', n: set.length, cpu: cpuShare, pool: [], addedPerS }, set, due, start);
    };

    // ---- run ----

    console.log(
      `\nwebhooks — ${endpointsN} endpoints on a loopback HTTPS receiver (child process), worker concurrency ${workerConcurrency}, ` +
        `baseline concurrency ${concurrency}, ORM pool ${poolMax}; burst ${burstN} × ${runs} run(s) per target (ABBA), steady ${rates.join(', ')}/s × ${rateSeconds} s`,
    );
    // Warm-up: JIT, pools, and the senders' kept-alive connections (their handshakes show here).
    for (const w of [await serviceBurst('warm-up', warmSet), await baselineBurst('warm-up', warmSet)]) {
      console.log(
        `warm-up  ${w.target.padEnd(8)} ${w.n} in ${w.seconds.toFixed(2)} s (${fixed(w.perS)}/s), ${w.receiver.handshakes} new connections, ${w.receiver.connectionsUsed} used`,
      );
    }

    const phases: PhaseResult[] = [];
    const show = (r: PhaseResult) => {
      phases.push(r);
      console.log(describe(r));
    };
    console.log('');
    /** BENCH_PROFILE_DIR: a CPU profile of this process (workers, deliver job) per service phase, for --cpu-prof tooling. */
    const profiled = async (label: string, work: () => Promise<PhaseResult>): Promise<PhaseResult> => {
      if (!profileDir) return work();
      const { result, profile } = await profileDuring(work, 1000);
      mkdirSync(profileDir, { recursive: true });
      const file = path.join(profileDir, `service-${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`           CPU profile of this phase: ${file}`);
      return result;
    };
    for (let i = 0; i < runs; i++) {
      const order: ('service' | 'baseline')[] = i % 2 === 0 ? ['baseline', 'service'] : ['service', 'baseline'];
      for (const t of order) {
        // The baseline posts the bytes of the same deliveries the service run gets.
        const label = `burst ${i + 1}`;
        show(t === 'service' ? await profiled(label, () => serviceBurst(label, burstSets[i])) : await baselineBurst(label, burstSets[i]));
      }
    }
    for (let i = 0; i < rates.length; i++) {
      const label = `${rates[i]}/s`;
      show(await baselineSteady(label, steadySets[i], rates[i]));
      show(await profiled(label, () => serviceSteady(label, steadySets[i], rates[i])));
    }

    // ---- verification ----

    await untilDrained('final');
    const vem = orm.em.fork() as EntityManager;
    const byStatus = await vem.execute<{ status: string; n: number }[]>('select status, count(*)::int as n from webhooks.deliveries group by status order by status');
    const [att] = await vem.execute<{ n: number; pairs: number; ok: number; errors: number }[]>(
      `select count(*)::int as n, count(distinct (event_id, endpoint_id))::int as pairs,
              count(*) filter (where status_code = 200)::int as ok, count(*) filter (where error is not null)::int as errors
         from webhooks.attempts`,
    );
    const delivered = byStatus.find((s) => s.status === 'delivered')?.n ?? 0;
    const counts = byStatus.map((s) => `${s.status} ${s.n}`).join(', ');
    if (byStatus.length !== 1 || delivered !== allService.length) throw new Error(`deliveries: ${counts}; want all ${allService.length} delivered`);
    if (att.n !== allService.length || att.pairs !== allService.length || att.ok !== allService.length || att.errors) {
      throw new Error(`attempts: ${JSON.stringify(att)}; want exactly one HTTP 200 attempt for each of ${allService.length} deliveries`);
    }
    const dupes = phases.reduce((a, p) => a + (p.receipts.length - p.n), 0);
    console.log(
      `\nverified: all ${allService.length} delivery rows 'delivered', one 200 attempt each; every phase received every (event, endpoint) it sent, ` +
        `${dupes} duplicate(s), all ${phases.reduce((a, p) => a + p.receipts.length, 0)} receipts' signatures valid`,
    );

    // ---- summary ----

    const bursts = (t: 'service' | 'baseline') => phases.filter((p) => p.kind === 'burst' && p.target === t);
    const svcRate = median(bursts('service').map((p) => p.perS));
    const baseRate = median(bursts('baseline').map((p) => p.perS));
    const ratio = svcRate / baseRate;
    const steady = (t: 'service' | 'baseline', rate: number) => phases.find((p) => p.kind === 'steady' && p.target === t && p.label === `${rate}/s`)!;
    console.log(`\nburst throughput (medians of ${runs} run(s)), steady-rate latency due → receipt (ms, 1 ms clock):\n`);
    const rows: string[][] = [
      [
        'burst  service',
        fixed(svcRate),
        '',
        '',
        '',
        bursts('service')
          .map((p) => fixed(p.perS))
          .join(' '),
      ],
      [
        'burst  baseline',
        fixed(baseRate),
        '',
        '',
        '',
        bursts('baseline')
          .map((p) => fixed(p.perS))
          .join(' '),
      ],
      ['burst  ratio', ratio.toFixed(2), '', '', '', ''],
    ];
    for (const rate of rates) {
      for (const t of ['service', 'baseline'] as const) {
        const p = steady(t, rate);
        rows.push([`${rate}/s  ${t}`, fixed(p.perS), fixed(percentile(p.latency, 50)), fixed(percentile(p.latency, 99)), fixed(Math.max(...p.latency)), '']);
      }
    }
    console.log(table(['phase', 'deliveries/s', 'p50', 'p99', 'max', 'runs (deliveries/s)'], rows));

    const atTarget = rates.includes(TARGET_PER_S) ? steady('service', TARGET_PER_S) : null;
    const p99AtTarget = atTarget ? percentile(atTarget.latency, 99) : null;
    const rateOk = svcRate >= TARGET_PER_S;
    const p99Ok = p99AtTarget !== null && p99AtTarget <= TARGET_P99_MS;
    const met = rateOk && p99Ok;
    console.log(`\nburst deliveries/s ${fixed(svcRate)} (target ≥ ${TARGET_PER_S}/s): ${verdict(rateOk)}`);
    console.log(
      p99AtTarget === null
        ? `p99 due → receipt at ${TARGET_PER_S}/s: not measured (add ${TARGET_PER_S} to BENCH_RATES): ${verdict(false)}`
        : `p99 due → receipt at ${TARGET_PER_S}/s ${fixed(p99AtTarget)} ms (target ≤ ${TARGET_P99_MS} ms): ${verdict(p99Ok)}`,
    );
    console.log(`webhooks: ${verdict(met)}`);
    console.log(`service / baseline burst throughput: ${ratio.toFixed(2)}`);
    console.log(`load average (1 min) at start ${load0.toFixed(2)}, at end ${loadavg()[0].toFixed(2)}; whole run ${fixed((performance.now() - started) / 1000)} s`);

    console.log(
      `\n${JSON.stringify({
        benchmark: 'webhooks',
        settings: { deliveries: burstN, runs, rates, rateSeconds, warmup: warmupN, endpoints: endpointsN, workerConcurrency, baselineConcurrency: concurrency, poolMax },
        met,
        target: { perS: TARGET_PER_S, p99Ms: TARGET_P99_MS, met: { rate: rateOk, p99: p99Ok } },
        result: { perS: round(svcRate), p99Ms: p99AtTarget },
        burst: { service: round(svcRate), baseline: round(baseRate), ratio: Number(ratio.toFixed(4)) },
        phases: phases.map(summaryOf),
        verified: { deliveries: allService.length, delivered, attempts: att.n, duplicates: dupes },
        loadAverage: { start: Number(load0.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) },
      })}`,
    );
  } finally {
    await workers?.close().catch(() => {});
    if (queues) {
      // Leave nothing of this run's prefix in Redis.
      for (const name of queueNames)
        await queues
          .queue(name)
          .obliterate({ force: true })
          .catch(() => {});
      await queues.close().catch(() => {});
    }
    await baselineAgent?.close().catch(() => {});
    await closeOutboundAgents().catch(() => {});
    await orm?.close().catch(() => {});
    await receiver.close();
  }
}

/** Every delivery of the set was received, each a valid signature, nothing foreign. */
function checkReceipts(label: string, set: Delivery[], receipts: Receipt[]): void {
  const want = new Set(set.map((d) => d.key));
  const got = new Set<string>();
  for (const r of receipts) {
    const key = `${r.eventId} ${r.path}`;
    if (!want.has(key)) throw new Error(`${label}: received ${key}, which this phase did not send`);
    if (!r.signatureOk) throw new Error(`${label}: ${key} arrived with an invalid signature`);
    got.add(key);
  }
  if (got.size !== want.size) throw new Error(`${label}: ${want.size - got.size} of ${want.size} deliveries never arrived`);
}

function describe(r: PhaseResult): string {
  const lat = r.latency;
  const head =
    `${r.label.padEnd(8)} ${r.target.padEnd(8)} ${String(r.n).padStart(5)} in ${r.seconds.toFixed(2).padStart(5)} s: ${fixed(r.perS).padStart(5)}/s` +
    (r.kind === 'steady'
      ? ` (added at ${fixed(r.addedPerS ?? 0)}/s)  due→receipt p50 ${fixed(percentile(lat, 50))} p99 ${fixed(percentile(lat, 99))} max ${fixed(Math.max(...lat))} ms`
      : '') +
    (r.enqueueMs !== undefined ? `  (addBulk ${fixed(r.enqueueMs)} ms, untimed)` : '');
  const parts: string[] = [];
  if (r.handler.length) {
    const h = handlerSplit(r);
    parts.push(
      `p50/p99 ms: due→handler ${fixed(h.wait.p50)}/${fixed(h.wait.p99)}, handler→receipt (load + POST) ${fixed(h.toReceipt.p50)}/${fixed(h.toReceipt.p99)}, ` +
        `receipt→done (record) ${fixed(h.afterReceipt.p50)}/${fixed(h.afterReceipt.p99)}`,
    );
  }
  if (r.pool.length) {
    const p = poolSummary(r.pool);
    parts.push(`ORM pool: ${p.used.toFixed(1)} in use, ${p.pending.toFixed(1)} waiting (mean), max waiting ${p.maxPending}`);
  }
  parts.push(`${r.receiver.requests} requests over ${r.receiver.connectionsUsed} connections, ${r.receiver.handshakes} of them new (TLS handshakes)`);
  const c = r.cpu;
  parts.push(
    `CPU % of a core: machine ${c.machine === null ? '?' : fixed(c.machine)}/${c.cores * 100}, bench ${fixed(c.self)}, receiver ${fixed(r.receiver.cpuPercent)}, ` +
      `postgres ${c.postgres === null ? '?' : fixed(c.postgres)}, redis ${c.redis === null ? '?' : fixed(c.redis)}`,
  );
  if (r.target === 'service' && c.postgres !== null && c.redis !== null) {
    // CPU time per delivery is steadier than deliveries/s on a shared machine; 2 cores / its sum is a ceiling.
    const per = (pct: number) => (pct * 10) / r.perS;
    const sum = per(c.self) + per(c.postgres) + per(c.redis) + per(r.receiver.cpuPercent);
    parts.push(
      `CPU ms per delivery: bench ${per(c.self).toFixed(2)}, postgres ${per(c.postgres).toFixed(2)}, redis ${per(c.redis).toFixed(2)}, receiver ${per(r.receiver.cpuPercent).toFixed(2)} ` +
        `= ${sum.toFixed(2)} → at most ~${fixed((c.cores * 1000) / sum)}/s on ${c.cores} otherwise idle cores`,
    );
  }
  return `${head}\n${parts.map((p) => `           ${p}`).join('\n')}`;
}

/**
 * The service's latency split at the handler: due → handler start (the queue, and waiting for a
 * free worker slot), handler start → receipt (loadDelivery with its wait for a pooled connection,
 * signing, the POST), receipt → job done (recordAttempt with its wait for a connection).
 */
function handlerSplit(r: PhaseResult) {
  const receiptAt = new Map(r.receipts.map((x) => [`${x.eventId} ${x.path}`, x.at]));
  const wait: number[] = [];
  const toReceipt: number[] = [];
  const after: number[] = [];
  for (const x of r.handler) {
    const at = receiptAt.get(x.key);
    if (at === undefined) continue;
    wait.push(x.h.start - x.due);
    toReceipt.push(at - x.h.start);
    after.push(x.h.end - at);
  }
  const q = (xs: number[]) => ({ p50: xs.length ? percentile(xs, 50) : NaN, p99: xs.length ? percentile(xs, 99) : NaN });
  return { wait: q(wait), toReceipt: q(toReceipt), afterReceipt: q(after) };
}

function poolSummary(samples: PoolSample[]) {
  const n = samples.length || 1;
  return {
    used: samples.reduce((a, s) => a + s.used, 0) / n,
    pending: samples.reduce((a, s) => a + s.pending, 0) / n,
    maxPending: Math.max(0, ...samples.map((s) => s.pending)),
  };
}

function summaryOf(r: PhaseResult) {
  const out: Record<string, unknown> = {
    label: r.label,
    target: r.target,
    kind: r.kind,
    n: r.n,
    perS: round(r.perS),
    latencyMs: { p50: percentile(r.latency, 50), p99: percentile(r.latency, 99), max: Math.max(...r.latency) },
    connections: { used: r.receiver.connectionsUsed, new: r.receiver.handshakes },
    cpu: { ...r.cpu, receiver: round(r.receiver.cpuPercent) },
  };
  if (r.addedPerS !== undefined) out.addedPerS = round(r.addedPerS);
  if (r.enqueueMs !== undefined) out.enqueueMs = round(r.enqueueMs);
  if (r.handler.length) out.handlerMs = handlerSplit(r);
  if (r.pool.length) out.pool = poolSummary(r.pool);
  if (r.target === 'service' && r.cpu.postgres !== null && r.cpu.redis !== null) {
    const per = (pct: number) => Math.round(((pct * 10) / r.perS) * 1000) / 1000;
    out.cpuMsPerDelivery = { bench: per(r.cpu.self), postgres: per(r.cpu.postgres), redis: per(r.cpu.redis), receiver: per(r.receiver.cpuPercent) };
  }
  return out;
}

/** An order.paid `data.object` as GET /v2/orders/{id} shows a paid credit pack. */
function orderObject() {
  const now = new Date().toISOString();
  return {
    object: 'order',
    id: toPublicId('ord', newId()),
    kind: 'credit_pack',
    status: 'paid',
    livemode: false,
    amount: 250,
    currency: 'usd',
    pack: 'credits_250',
    credits: 250,
    surveyId: null,
    creditsUsed: null,
    cardCharged: 250,
    checkoutUrl: null,
    createdAt: now,
    paidAt: now,
    refundedAt: null,
  };
}

/** The ORM's pg Pool, read as "connections in use" and "requests waiting for one". */
async function ormPool(orm: MikroORM): Promise<{ numUsed(): number; numPendingAcquires(): number } | null> {
  try {
    const pool = await orm.em.getConnection().getNativeClient();
    return { numUsed: () => pool.totalCount - pool.idleCount, numPendingAcquires: () => pool.waitingCount };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (x: number) => Math.round(x * 10) / 10;

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
