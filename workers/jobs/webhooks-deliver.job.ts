import { UnrecoverableError } from 'bullmq';
import pRetry from 'p-retry';
import { createBatcher, type Batcher } from '../../platform/batcher';
import { config, type Config } from '../../platform/config';
import { guardedRequest, OutboundError, outboundPolicy, type OutboundPolicy } from '../../platform/http/guarded-fetch';
import {
  cancelDelivery,
  DELIVERY_ATTEMPTS,
  deliveryKey,
  loadDeliveries,
  loadDelivery,
  recordAttempt,
  recordDelivered,
  RESPONSE_EXCERPT_CHARS,
  retryAfterMs,
  retryDelayMs,
  signatureHeader,
  type AttemptOutcome,
  type DeliveredAttempt,
  type DeliveryTarget,
} from '../../subgraphs/webhooks';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { JobContext, JobHandler } from './handler';
import type { JobPayload } from './registry';
import { RetryLater } from './retry-later';
import { countWebhookDelivery } from '../../platform/metrics/metrics';

/** The start of an answer, as text for the delivery log: control characters out, whitespace folded. */
function excerptOf(body: Buffer): string | null {
  const text = body
    .toString('utf8')
    // eslint-disable-next-line no-control-regex -- a receiver's bytes may hold any control character
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, RESPONSE_EXCERPT_CHARS) : null;
}

/** A receiver's answer is read only this far (its start is kept as the attempt's excerpt). */
const MAX_RESPONSE_BYTES = 4096;

let policyFor: { cfg: Config; policy: OutboundPolicy } | null = null;
function policy(cfg: Config): OutboundPolicy {
  if (policyFor?.cfg !== cfg) policyFor = { cfg, policy: outboundPolicy(cfg) };
  return policyFor.policy;
}

interface DeliveryRef {
  eventId: string;
  endpointId: string;
}

/**
 * The statements of concurrent runs, shared (platform/batcher.ts): the webhooks worker runs
 * dozens of deliveries at once, and each used to take a pooled connection twice — to load its
 * delivery and to record its attempt — so the runs queued for the pool and PostgreSQL ran two
 * statements and commits per delivery. Runs that arrive together now load together (one
 * statement) and record their acknowledged attempts together (one statement, one commit),
 * each batch on one connection, one batch of each kind at a time: a lone run still goes at once.
 * A batch that fails is retried one run at a time, so each run sees only its own error.
 */
interface DeliveryBatches {
  load: Batcher<DeliveryRef, DeliveryTarget | null>;
  delivered: Batcher<DeliveredAttempt, void>;
}

/** The most runs in one statement (a worker runs at most its concurrency at once anyway). */
const MAX_BATCH = 100;
/**
 * Batches of each kind running at once: one. A run waits at most for the batch before its own
 * (a few milliseconds), and fewer, fuller statements leave the cores to the deliveries: with two,
 * the webhooks bench gave 1597–1720 deliveries/s in burst and a p50 of 15 ms at 1000/s, with one
 * 1851–2198/s and 6–9 ms (2026-11-26, a shared 2-core machine).
 */
const MAX_IN_FLIGHT = 1;

const batchesByOrm = new WeakMap<MikroORM, DeliveryBatches>();

function batchesFor(orm: MikroORM): DeliveryBatches {
  let b = batchesByOrm.get(orm);
  if (!b) {
    b = {
      load: createBatcher<DeliveryRef, DeliveryTarget | null>({
        run: async (refs) => {
          const found = await loadDeliveries(orm.em.fork(), refs);
          return refs.map((r) => found.get(deliveryKey(r.eventId.toLowerCase(), r.endpointId.toLowerCase())) ?? null);
        },
        single: (r) => loadDelivery(orm.em.fork(), r.eventId, r.endpointId),
        maxBatch: MAX_BATCH,
        maxInFlight: MAX_IN_FLIGHT,
      }),
      delivered: createBatcher<DeliveredAttempt, void>({
        run: async (attempts) => {
          await recordDelivered(orm.em.fork(), attempts);
          return attempts.map(() => undefined);
        },
        single: (a) => recordDelivered(orm.em.fork(), [a]),
        maxBatch: MAX_BATCH,
        maxInFlight: MAX_IN_FLIGHT,
        // One delivery's attempts are never recorded by one statement (each is numbered from the last).
        key: (a) => deliveryKey(a.eventId, a.endpointId),
      }),
    };
    batchesByOrm.set(orm, b);
  }
  return b;
}

/** How one run ended: its outcome for metrics, and what the handler returns or throws. */
type Run =
  { outcome: 'delivered' | 'cancelled' | 'skipped'; statusCode: number | null; result: unknown } | { outcome: 'retry' | 'failed'; statusCode: number | null; error: Error };

/**
 * One delivery attempt of one event to one endpoint: POSTs the event's stored bytes, signed now,
 * through the guarded client. A 2xx within WEBHOOK_TIMEOUT_MS acknowledges; anything else
 * (non-2xx, redirects — never followed —, timeouts, resets, refused addresses) is recorded and
 * retried on the schedule (retry-schedule.ts), a 429's Retry-After honoured within bounds.
 * An endpoint deleted or disabled meanwhile gets nothing more.
 */
export const deliverWebhook: JobHandler<'webhooks.deliver'> = async (payload, ctx) => {
  const run = await deliverOnce(payload, ctx);
  countWebhookDelivery(run.outcome, run.statusCode);
  if ('error' in run) throw run.error;
  return run.result;
};

async function deliverOnce(payload: JobPayload<'webhooks.deliver'>, { orm, job }: JobContext): Promise<Run> {
  const { eventId, endpointId } = payload;
  const em = orm.em.fork();
  const cfg = config();
  const batches = batchesFor(orm);
  let target = await batches.load.add({ eventId, endpointId });
  if (!target) return { outcome: 'skipped', statusCode: null, result: { skipped: 'unknown delivery' } };
  if (payload.unrecorded) {
    // The last run reached the receiver and could not write it down: write it now, and never
    // send an acknowledged event again.
    const o = payload.unrecorded;
    await recordAttempt(em, target, { ...o, nextAttemptAt: o.nextAttemptAt ? new Date(o.nextAttemptAt) : null }, cfg.WEBHOOK_DISABLE_AFTER_SECONDS);
    await job.updateData({ ...payload, unrecorded: undefined });
    if (o.delivered) return { outcome: 'delivered', statusCode: o.statusCode, result: { delivered: true, recordedLate: true } };
    target = (await loadDelivery(em, eventId, endpointId))!;
  }
  if (!target.open) {
    await cancelDelivery(em, eventId, endpointId);
    return { outcome: 'cancelled', statusCode: null, result: { cancelled: true } };
  }
  if (target.status !== 'pending') return { outcome: 'skipped', statusCode: null, result: { skipped: target.status } };

  // PostgreSQL counts the series: a job enqueued again after Redis lost it goes on where it stood.
  const attempt = target.seriesAttempts + 1;
  const last = attempt >= DELIVERY_ATTEMPTS;
  let statusCode: number | null = null;
  let latencyMs: number;
  let error: string;
  let asked: number | null = null;
  let responseExcerpt: string | null = null;
  const started = performance.now();
  try {
    const res = await guardedRequest(
      target.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'survey-feedback-webhooks/1', 'x-service-signature': signatureHeader(target.secret, target.body) },
        body: target.body,
        timeoutMs: cfg.WEBHOOK_TIMEOUT_MS,
        maxBodyBytes: MAX_RESPONSE_BYTES,
      },
      policy(cfg),
    );
    statusCode = res.status;
    latencyMs = res.latencyMs;
    responseExcerpt = excerptOf(res.body);
    if (res.status >= 200 && res.status < 300) {
      await record(em, target, { statusCode, latencyMs, error: null, responseExcerpt, delivered: true, nextAttemptAt: null }, payload, job, batches);
      return { outcome: 'delivered', statusCode, result: { delivered: true, status: res.status, attempt } };
    }
    error = res.status >= 300 && res.status < 400 ? `redirect (HTTP ${res.status}) not followed` : `HTTP ${res.status}`;
    if (res.status === 429) asked = retryAfterMs(res.headers['retry-after']);
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    latencyMs = performance.now() - started;
    error = `${err.code}: ${err.message}`;
  }
  const delay = last ? null : Math.max(retryDelayMs(attempt, cfg.WEBHOOK_RETRY_BASE_MS), asked ?? 0);
  const nextAttemptAt = delay === null ? null : new Date(Date.now() + delay);
  await record(em, target, { statusCode, latencyMs, error, responseExcerpt, delivered: false, nextAttemptAt }, payload, job, batches);
  if (delay === null) return { outcome: 'failed', statusCode, error: new UnrecoverableError(`gave up after ${attempt} attempts: ${error}`) };
  return { outcome: 'retry', statusCode, error: new RetryLater(error, delay) };
}

/**
 * Writes an attempt that reached the receiver, retrying through a short database outage; if the
 * database stays away, the outcome rides in the job (`unrecorded`) for the next run to write.
 * An acknowledged attempt is written with those of the other runs that ended meanwhile.
 */
async function record(
  em: EntityManager,
  target: DeliveryTarget,
  o: AttemptOutcome,
  payload: JobPayload<'webhooks.deliver'>,
  job: JobContext['job'],
  batches: DeliveryBatches,
): Promise<void> {
  const { statusCode } = o;
  const write =
    o.delivered && statusCode !== null
      ? () => batches.delivered.add({ eventId: target.eventId, endpointId: target.endpointId, statusCode, latencyMs: o.latencyMs, responseExcerpt: o.responseExcerpt })
      : () => recordAttempt(em.fork(), target, o, config().WEBHOOK_DISABLE_AFTER_SECONDS);
  try {
    await pRetry(write, { retries: 4, minTimeout: 250, factor: 2 });
  } catch (err) {
    const unrecorded = { ...o, latencyMs: Math.round(o.latencyMs), nextAttemptAt: o.nextAttemptAt?.toISOString() ?? null };
    await job.updateData({ ...payload, unrecorded });
    throw err;
  }
}
