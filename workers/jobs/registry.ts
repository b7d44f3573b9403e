import type { DefaultJobOptions, JobsOptions } from 'bullmq';
import { z } from 'zod';
import { newQueue, type AnyQueue, type QueueConnection } from '../../platform/queues/connection';
import { DELIVERY_ATTEMPTS } from '../../subgraphs/webhooks';

/**
 * Every job the service runs: its name, its queue, its payload schema, its options.
 * Payloads are parsed on enqueue (a bad payload never reaches a queue) and again on process.
 *
 * Job data is the parsed payload plus, when the job has one, `requestId`: the request that
 * caused it (`req_…`, REQUEST_ID_KEY). It is added after parsing on enqueue and read before
 * parsing on process, so payload schemas never see it. The worker logs it on every line of the
 * job, hands it to the handler (ctx.requestId) and stamps it on the jobs the job enqueues.
 */

/** Completed jobs are kept a day: a re-enqueue with the same job id inside that window is a no-op. */
const keepCompleted = { age: 24 * 3600, count: 1000 };
const keepFailed = { age: 7 * 24 * 3600, count: 5000 };
const retried = (attempts: number, delayMs: number): DefaultJobOptions => ({
  attempts,
  backoff: { type: 'exponential', delay: delayMs },
  removeOnComplete: keepCompleted,
  removeOnFail: keepFailed,
});

export const OutboxDispatchPayload = z.object({
  /** The outbox row id; also the job id, so one event is one job. */
  eventId: z.uuid(),
  type: z.string().min(1),
  aggregateId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** The request that recorded the event; the same key as the job data's REQUEST_ID_KEY. */
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const PruneOutboxPayload = z.object({
  /** Relayed rows older than this are deleted. */
  olderThanDays: z.number().int().min(1),
});

export const PruneIdempotencyKeysPayload = z.object({});

export const RecoverPublishesPayload = z.object({
  /** Pending survey orders older than this are resumed (their client has had time to retry). */
  olderThanSeconds: z.number().int().min(0),
});

export const CollectionRunPayload = z.object({
  surveyId: z.uuid(),
  /** The seq this step expects to start at; with the survey id it is the job id, so a step is enqueued once. */
  fromSeq: z.number().int().min(0),
});

export const FollowupPayload = z.object({ followupId: z.uuid() });

export const WebhookDeliverPayload = z.object({
  eventId: z.uuid(),
  endpointId: z.uuid(),
  /** 0 for the first series of attempts; n for the n-th redelivery an operator asked for. */
  redelivery: z.number().int().min(0),
  /**
   * An attempt that reached the receiver but could not be recorded (the database was down):
   * kept in the job so its next run records it first, and does not send a delivered event again.
   */
  unrecorded: z
    .object({
      statusCode: z.number().int().nullable(),
      latencyMs: z.number().min(0),
      error: z.string().nullable(),
      responseExcerpt: z.string().nullable().optional(),
      delivered: z.boolean(),
      nextAttemptAt: z.iso.datetime().nullable(),
    })
    .optional(),
});

export const ReportsRenderPayload = z.object({
  surveyId: z.uuid(),
  languages: z
    .array(z.enum(['en', 'es', 'ru', 'zh', 'ja']))
    .min(1)
    .max(5),
});

export const InsightsComputePayload = z.object({ surveyId: z.uuid() });

export const jobRegistry = {
  'outbox.dispatch': {
    queue: 'outbox',
    payload: OutboxDispatchPayload,
    options: retried(10, 1000),
  },
  'maintenance.prune-outbox': {
    queue: 'maintenance',
    payload: PruneOutboxPayload,
    options: retried(3, 60_000),
  },
  'maintenance.prune-idempotency-keys': {
    queue: 'maintenance',
    payload: PruneIdempotencyKeysPayload,
    options: retried(3, 60_000),
  },
  'maintenance.recover-publishes': {
    queue: 'maintenance',
    payload: RecoverPublishesPayload,
    options: retried(3, 60_000),
  },
  'collection.run': {
    queue: 'collection',
    payload: CollectionRunPayload,
    options: retried(10, 2000),
  },
  'followups.panel-reply': {
    queue: 'collection',
    payload: FollowupPayload,
    options: retried(10, 5000),
  },
  'followups.expire': {
    queue: 'collection',
    payload: FollowupPayload,
    options: retried(20, 60_000),
  },
  'webhooks.deliver': {
    queue: 'webhooks',
    payload: WebhookDeliverPayload,
    // One attempt per run; the delay before the next is the handler's (webhook retry schedule).
    options: { attempts: DELIVERY_ATTEMPTS, backoff: { type: 'webhook' }, removeOnComplete: keepCompleted, removeOnFail: keepFailed },
  },
  'reports.render': {
    queue: 'exports',
    payload: ReportsRenderPayload,
    options: retried(5, 10_000),
  },
  'insights.compute': {
    queue: 'insights',
    payload: InsightsComputePayload,
    options: retried(5, 10_000),
  },
} as const satisfies Record<string, JobDefinition>;

/**
 * Worker settings per queue. A running job's lock is renewed every half lockDuration by its
 * worker's event loop (which long work never holds: reports render on a thread), so the lock
 * only has to outlive a dead or frozen worker: every queue's job is taken over within ~15–20 s
 * (lock expiry plus one stalled check) instead of BullMQ's default minute.
 */
export const queueWorkerOptions: Partial<Record<string, { lockDuration?: number; stalledInterval?: number; concurrency?: number }>> = {
  outbox: { lockDuration: 10_000, stalledInterval: 5_000 },
  collection: { lockDuration: 10_000, stalledInterval: 5_000 },
  maintenance: { lockDuration: 15_000, stalledInterval: 5_000 },
  // Deliveries wait on receivers' networks, not on this process: many at once. A dead worker's
  // deliveries are taken over within ~15 s (each run is one request of at most WEBHOOK_TIMEOUT_MS).
  webhooks: { concurrency: 50, lockDuration: 15_000, stalledInterval: 5_000 },
  // Two reports at a time, drawn on the render thread (REPORT_RENDER_THREADS) one after another;
  // a job taken from a dead worker after ~20 s instead of the ~50 s seen with BullMQ's defaults.
  exports: { concurrency: 2, lockDuration: 15_000, stalledInterval: 5_000 },
  // Insights read text on the worker's event loop (a survey's questions one turn apart): one at a time.
  insights: { concurrency: 1, lockDuration: 15_000, stalledInterval: 5_000 },
};

/** Deterministic job ids: the same step or follow-up action is enqueued at most once. */
export const jobIds = {
  collectionStep: (surveyId: string, fromSeq: number) => `collect-${surveyId}-${fromSeq}`,
  followupReply: (followupId: string) => `followup-reply-${followupId}`,
  followupExpiry: (followupId: string) => `followup-expire-${followupId}`,
  webhookDelivery: (eventId: string, endpointId: string, redelivery: number) => `whd-${eventId}-${endpointId}-${redelivery}`,
  /** One rendering per outbox event that asked for it (a completion, or an on-demand request). */
  reportsRender: (surveyId: string, outboxEventId: string) => `reports-${surveyId}-${outboxEventId}`,
  /** The reconciler's rendering of a survey whose report is missing, once per result count. */
  reportsReconcile: (surveyId: string, responses: number) => `reports-${surveyId}-reconcile-${responses}`,
  /** One computation per completion (its outbox event). */
  insightsCompute: (surveyId: string, outboxEventId: string) => `insights-${surveyId}-${outboxEventId}`,
  /** The reconciler's computation of a survey whose insights are missing or older than `since` (epoch ms): once per such moment. */
  insightsReconcile: (surveyId: string, since: number) => `insights-${surveyId}-reconcile-${since}`,
};

export interface JobDefinition {
  queue: string;
  payload: z.ZodType<Record<string, unknown>>;
  options: DefaultJobOptions;
}
export type JobRegistry = typeof jobRegistry;
export type JobName = keyof JobRegistry;
export type QueueName = JobRegistry[JobName]['queue'];
export type JobPayload<N extends JobName> = z.infer<JobRegistry[N]['payload']>;

export const jobNames = Object.keys(jobRegistry) as JobName[];
export const queueNames = [...new Set(jobNames.map((n) => jobRegistry[n].queue))] as QueueName[];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobRegistry, name);
}

/** Validates a payload against its job's schema; throws a ZodError when it does not fit. */
export function parsePayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  return jobRegistry[name].payload.parse(data) as JobPayload<N>;
}

/** Where job data carries the id of the request that caused the job. */
export const REQUEST_ID_KEY = 'requestId';

/** The request a job's data names, or null (scheduled jobs, jobs enqueued outside a request). */
export function requestIdOfJob(data: unknown): string | null {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[REQUEST_ID_KEY] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Per-call options; `jobId` makes the enqueue idempotent (a second add with it is ignored). */
export type EnqueueOptions = Pick<JobsOptions, 'jobId' | 'delay' | 'priority' | 'attempts' | 'backoff'> & {
  /** The request the job continues: stored in the job data (REQUEST_ID_KEY), logged with the job. */
  requestId?: string | null;
};

export interface JobQueues {
  /** Validates the payload, then adds the job to its queue. Returns the job id. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: EnqueueOptions): Promise<string>;
  /** The BullMQ queue (created on first use), e.g. for schedulers, counts and tests. */
  queue(name: QueueName): AnyQueue;
  close(): Promise<void>;
}

/** Opens the job queues on a backend; each BullMQ Queue is created on first use. */
export function openJobQueues(conn: QueueConnection): JobQueues {
  const open = new Map<QueueName, AnyQueue>();
  const queue = (name: QueueName): AnyQueue => {
    let q = open.get(name);
    if (!q) {
      q = newQueue(name, conn);
      open.set(name, q);
    }
    return q;
  };
  return {
    queue,
    async enqueue(name, payload, { requestId, ...opts } = {}) {
      const def = jobRegistry[name];
      const data = parsePayload(name, payload);
      const job = await queue(def.queue).add(name, requestId ? { ...data, [REQUEST_ID_KEY]: requestId } : data, { ...def.options, ...opts });
      return job.id ?? '';
    },
    async close() {
      await Promise.all([...open.values()].map((q) => q.close()));
      open.clear();
    },
  };
}

/**
 * The same queues, enqueueing on behalf of a request: every job added through them carries
 * `requestId` unless the call names another. The worker hands each handler its job's.
 */
export function queuesForRequest(queues: JobQueues, requestId: string | null): JobQueues {
  if (!requestId) return queues;
  return { ...queues, enqueue: (name, payload, opts = {}) => queues.enqueue(name, payload, { requestId, ...opts }) };
}

/** Each queue and the jobs it carries, for the operator's queue board. */
export const jobsByQueue: ReadonlyMap<QueueName, readonly JobName[]> = new Map(queueNames.map((queue) => [queue, jobNames.filter((name) => jobRegistry[name].queue === queue)]));
