import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { countReconciled } from '../platform/metrics/metrics';
import { undispatchedEvents } from '../platform/outbox/outbox';
import { withTraceparent } from '../platform/telemetry/context';
import { redisClientsOf, type QueueConnection } from '../platform/queues/connection';
import { collectingSurveys, openFollowups, panelFor, panelOutcome, surveysAwaitingInsights, surveysAwaitingReports } from '../subgraphs/surveys';
import { DELIVERY_ATTEMPTS, overdueDeliveries } from '../subgraphs/webhooks';
import { ensureJob, type Ensured } from './jobs/ensure-job';
import { jobIds, openJobQueues, type JobQueues } from './jobs/registry';
import { upsertSchedules } from './jobs/schedules';

/**
 * PostgreSQL holds every pending piece of work; Redis only carries it (DESIGN.md). The
 * reconciler asks each domain what should be running, and enqueues — under the job's own
 * deterministic id, so nothing still queued is doubled — whatever the queues no longer hold:
 * after Redis lost its data, a failover dropped recent writes, or a job exhausted its retries
 * while a dependency was down. It also puts the recurring schedules back.
 *
 * It runs in every worker process: at start, every RECONCILE_INTERVAL_MS, and as soon as the
 * queue connection comes back. A timer of the process rather than a BullMQ repeatable job,
 * because a repeatable job lives in Redis — exactly what may have been lost.
 */

/** How long after it was due a piece of work counts as stranded rather than late. */
const GRACE_SECONDS = { outbox: 60, deliveries: 60, reports: 600, insights: 300 } as const;
/** Rows looked at per source and pass; a backlog drains over successive passes. */
const BATCH = 500;

export type ReconcileOutcome = Record<'outbox' | 'collection' | 'followups' | 'deliveries' | 'reports' | 'insights', Partial<Record<Ensured, number>>>;

/** One pass over every source. Safe to run in several processes at once. */
export async function reconcileOnce(orm: MikroORM, queues: JobQueues, opts: { failedRetryAfterMs?: number } = {}): Promise<ReconcileOutcome> {
  await upsertSchedules(queues);
  const em = orm.em.fork();
  const out: ReconcileOutcome = { outbox: {}, collection: {}, followups: {}, deliveries: {}, reports: {}, insights: {} };
  const count = (source: keyof ReconcileOutcome, result: Ensured) => {
    out[source][result] = (out[source][result] ?? 0) + 1;
  };

  for (const e of await undispatchedEvents(em, GRACE_SECONDS.outbox, BATCH)) {
    const payload = { eventId: e.id, type: e.type, aggregateId: e.aggregateId, payload: e.payload, requestId: e.requestId, createdAt: e.createdAt.toISOString() };
    count('outbox', await withTraceparent(e.traceparent, () => ensureJob(queues, 'outbox.dispatch', payload, { jobId: e.id, requestId: e.requestId }, opts)));
  }
  for (const s of await collectingSurveys(em, BATCH)) {
    // Live surveys answered by a panel integration have no steps to run.
    if (!panelFor(s.livemode)) continue;
    count('collection', await ensureJob(queues, 'collection.run', { surveyId: s.surveyId, fromSeq: s.nextSeq }, { jobId: jobIds.collectionStep(s.surveyId, s.nextSeq) }, opts));
  }
  for (const f of await openFollowups(em, BATCH)) {
    const untilExpiry = Math.max(0, f.expiresAt.getTime() - Date.now());
    count('followups', await ensureJob(queues, 'followups.expire', { followupId: f.id }, { jobId: jobIds.followupExpiry(f.id), delay: untilExpiry }, opts));
    const outcome = (await panelOutcome(em.fork(), f.id))?.outcome;
    if (outcome && outcome.kind !== 'expire') {
      const delay = Math.max(0, f.createdAt.getTime() + outcome.afterMs - Date.now());
      count('followups', await ensureJob(queues, 'followups.panel-reply', { followupId: f.id }, { jobId: jobIds.followupReply(f.id), delay }, opts));
    }
  }
  for (const d of await overdueDeliveries(em, GRACE_SECONDS.deliveries, BATCH)) {
    // The job's own attempt budget goes on from PostgreSQL's count of the series.
    const attempts = Math.max(1, DELIVERY_ATTEMPTS - d.seriesAttempts);
    const payload = { eventId: d.eventId, endpointId: d.endpointId, redelivery: d.redelivery };
    count('deliveries', await ensureJob(queues, 'webhooks.deliver', payload, { jobId: jobIds.webhookDelivery(d.eventId, d.endpointId, d.redelivery), attempts }, opts));
  }
  for (const r of await surveysAwaitingReports(em, GRACE_SECONDS.reports, BATCH)) {
    count('reports', await ensureJob(queues, 'reports.render', { surveyId: r.surveyId, languages: ['en'] }, { jobId: jobIds.reportsReconcile(r.surveyId, r.responses) }, opts));
  }
  for (const i of await surveysAwaitingInsights(em, GRACE_SECONDS.insights, BATCH)) {
    count('insights', await ensureJob(queues, 'insights.compute', { surveyId: i.surveyId }, { jobId: jobIds.insightsReconcile(i.surveyId, i.since) }, opts));
  }
  return out;
}

export interface Reconciler {
  /** Runs a pass now (or right after the one running). Resolves when it is done. */
  run(reason: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the reconciler of a worker process: a pass at start, every `intervalMs`, and on reconnect. */
export function startReconciler({ orm, connection, log, intervalMs }: { orm: MikroORM; connection: QueueConnection; log: Logger; intervalMs: number }): Reconciler {
  const queues = openJobQueues(connection);
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const pass = async (reason: string) => {
    const started = performance.now();
    try {
      const outcome = await reconcileOnce(orm, queues);
      for (const [source, results] of Object.entries(outcome)) {
        for (const [action, n] of Object.entries(results)) if (action !== 'present' && n) countReconciled(source, action, n);
      }
      const acted = Object.values(outcome).some((o) => Object.entries(o).some(([k, n]) => k !== 'present' && n));
      log[acted ? 'info' : 'debug']({ reason, outcome, ms: Math.round(performance.now() - started) }, 'reconciled queues with the database');
    } catch (err) {
      log.warn({ err, reason }, 'reconcile pass failed; the next one retries');
    }
  };
  const run = (reason: string): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass(reason);
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void run('interval'), intervalMs);
  timer.unref();
  void run('start');
  // Redis came back (after an outage or a failover): resume at once instead of at the next tick.
  void redisClientsOf(queues.queue('maintenance'))
    .then((clients) => clients.forEach((c) => c.on('ready', () => void run('reconnected'))))
    .catch((err: unknown) => log.warn({ err }, 'reconciler: no queue connection to watch'));
  return {
    run,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await queues.close();
    },
  };
}
