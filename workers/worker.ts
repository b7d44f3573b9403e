import { UnrecoverableError, type Job } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { newWorker, ownConnectionsReady, redisClientsOf, type AnyWorker, type QueueConnection } from '../platform/queues/connection';
import type { GraphClient } from '../graph-client/graph-client';
import { jobHandlers } from './jobs/handlers';
import type { JobContext, JobHandlers } from './jobs/handler';
import { isJobName, jobRegistry, openJobQueues, parsePayload, queueNames, queuesForRequest, queueWorkerOptions, requestIdOfJob, type QueueName } from './jobs/registry';
import { upsertSchedules } from './jobs/schedules';
import { closeRenderPool } from './reports/render-pool';
import { RetryLater } from './jobs/retry-later';
import { config } from '../platform/config';
import { retryDelayMs } from '../subgraphs/webhooks';
import { closeInsightPool } from '../subgraphs/surveys';
import { countStalledJob, observeJob } from '../platform/metrics/metrics';
import { watchQueues } from '../platform/metrics/sources';
import { tagActiveSpan } from '../platform/telemetry/context';
import { startWatchdog, type WorkerSlot } from './watchdog';

export interface StartWorkersOptions {
  orm: MikroORM;
  log: Logger;
  connection: QueueConnection;
  /** The facade's GraphQL client: webhook events' objects are read through it (the composition root gives one). */
  graph?: GraphClient;
  /** Defaults to every registered handler; tests swap one in. */
  handlers?: JobHandlers;
  /** Jobs processed in parallel per queue. */
  concurrency?: number;
  /** Create the recurring jobs (default true). */
  schedule?: boolean;
  /** Time each job run and report the queues' job counts (platform/metrics; default false). */
  metrics?: boolean;
}

export interface RunningWorkers {
  /** True when the workers' own queue connections are up, so they can take jobs (/readyz). */
  ready(): Promise<boolean>;
  /** Stops taking jobs and waits for the active ones to finish. */
  close(): Promise<void>;
}

/**
 * Delays of `backoff: {type: 'webhook'}` jobs: the handler decides each one (the retry schedule,
 * a 429's Retry-After) and throws it as RetryLater. A run that failed on our own infrastructure
 * (the database away) follows the same schedule from WEBHOOK_RETRY_BASE_MS.
 */
function retryDelayOf(attemptsMade: number, type?: string, err?: Error): number {
  if (type === 'webhook' && err instanceof RetryLater) return err.delayMs;
  return retryDelayMs(Math.max(attemptsMade, 1), config().WEBHOOK_RETRY_BASE_MS);
}

/** Throws when a registered job has no handler: a worker must never boot half-able. */
export function assertHandlersComplete(registry: Record<string, unknown>, handlers: Record<string, unknown>): void {
  const missing = Object.keys(registry).filter((name) => typeof handlers[name] !== 'function');
  if (missing.length) throw new Error(`no handler for job(s): ${missing.join(', ')}`);
}

/**
 * Runs one job: checks that the name belongs to this queue, parses the payload (a payload
 * that fails its schema can never succeed: UnrecoverableError, no retries), calls the handler
 * with a logger bound to the job and queues that pass its requestId on (registry.ts).
 * Handler errors propagate so BullMQ's backoff retries the job.
 */
export async function processJob(queue: QueueName, job: Job, handlers: JobHandlers, ctx: Omit<JobContext, 'job' | 'requestId'>): Promise<unknown> {
  if (!isJobName(job.name) || jobRegistry[job.name].queue !== queue) {
    throw new UnrecoverableError(`unknown job "${job.name}" on queue "${queue}"`);
  }
  let payload: unknown;
  try {
    payload = parsePayload(job.name, job.data);
  } catch (err) {
    if (err instanceof ZodError) throw new UnrecoverableError(`invalid payload for ${job.name}: ${err.message}`);
    throw err;
  }
  const requestId = requestIdOfJob(job.data);
  // The run's span (BullMQ's, when traced): the messaging conventions, and the request behind
  // the job, as its trace's root names it.
  tagActiveSpan({
    'messaging.system': 'bullmq',
    'messaging.operation.type': 'process',
    'messaging.destination.name': queue,
    'messaging.message.id': job.id ?? '',
    ...(requestId ? { 'sfs.request_id': requestId } : {}),
  });
  const log = ctx.log.child(jobLogFields(queue, job));
  const handler = handlers[job.name] as (p: unknown, c: JobContext) => Promise<unknown>;
  const started = performance.now();
  const result = await handler(payload, { ...ctx, job, log, requestId, queues: queuesForRequest(ctx.queues, requestId) });
  log.debug({ ms: Math.round(performance.now() - started) }, 'job completed');
  return result;
}

/** What every log line about a job carries: its queue, name, id and the request behind it. */
function jobLogFields(queue: string, job: Job | undefined): Record<string, unknown> {
  const requestId = requestIdOfJob(job?.data);
  return { queue, job: job?.name, jobId: job?.id, ...(requestId ? { requestId } : {}) };
}

/** Starts one BullMQ Worker per queue, dispatching by job name. Fails at boot on a missing handler. */
export async function startWorkers({ graph, ...opts }: StartWorkersOptions): Promise<RunningWorkers> {
  return connectWorkers(opts).start(graph);
}

export interface ConnectingWorkers {
  /**
   * Waits until every worker is connected (and the schedules are in place), then lets them take
   * jobs, reading webhook objects through `graph`. Fails, having closed them, when they cannot connect.
   */
  start(graph?: GraphClient): Promise<RunningWorkers>;
}

/**
 * startWorkers in two steps, for the composition root. `connectWorkers`: one BullMQ Worker per
 * queue starts connecting (on PostgreSQL two connections each, its pool's and its LISTEN one)
 * and the schedules are upserted, but no job is taken; it fails at once on a missing handler.
 * `start`, once the gateway's client exists, waits for the connections and lets them take jobs.
 * The process builds the gateway and the HTTP app in between.
 */
export function connectWorkers({
  orm,
  log,
  connection,
  handlers = jobHandlers,
  concurrency = 5,
  schedule = true,
  metrics = false,
}: Omit<StartWorkersOptions, 'graph'>): ConnectingWorkers {
  assertHandlersComplete(jobRegistry, handlers);
  const queues = openJobQueues(connection);
  // The schedules are upserted while the workers connect (neither waits for the other).
  const scheduled = schedule ? upsertSchedules(queues) : Promise.resolve();
  const unwatch = metrics ? watchQueues(new Map(queueNames.map((name) => [name, queues.queue(name)]))) : () => {};
  let graph: GraphClient | null = null;

  const makeWorker = (queue: QueueName): AnyWorker => {
    const run = (job: Job) => processJob(queue, job, handlers, { orm, log, queues, graph });
    // Unknown names are one label, not one series each.
    const processor = metrics ? (job: Job) => observeJob(isJobName(job.name) ? job.name : 'unknown', () => run(job)) : run;
    const worker = newWorker(queue, processor, connection, {
      concurrency,
      ...queueWorkerOptions[queue],
      backoffStrategy: retryDelayOf,
      autorun: false,
    });
    worker.on('failed', (job, err) => log.warn({ err, ...jobLogFields(queue, job), attemptsMade: job?.attemptsMade }, 'job failed'));
    // Connection errors are logged, rate-limited, where the worker is made (platform/queues/connection.ts).
    worker.on('stalled', (jobId, prev) => {
      log.warn({ queue, jobId, prev }, 'stalled job taken over: its worker stopped renewing the lock');
      countStalledJob(queue);
    });
    return worker;
  };
  const slots: WorkerSlot[] = queueNames.map((queue) => ({ queue, worker: makeWorker(queue), lastSeen: Date.now(), inFlight: 0 }));
  const workers = () => slots.map((s) => s.worker);
  const connected = Promise.all([scheduled, ...workers().map((w) => w.waitUntilReady())]);
  // Awaited by start(); until then a failure must not count as unhandled.
  connected.catch(() => undefined);

  return {
    async start(client) {
      try {
        await connected;
      } catch (err) {
        await Promise.all(workers().map((w) => w.close().catch(() => undefined)));
        await queues.close().catch(() => undefined);
        throw err;
      }
      graph = client ?? null;
      // As BullMQ's autorun does: a loop that fails reports on the worker's 'error' (logged where it was made).
      for (const worker of workers()) worker.run().catch((err: unknown) => worker.emit('error', err as Error));
      // A worker that stops taking jobs while jobs wait is replaced (workers/watchdog.ts).
      const unwatchWorkers = startWatchdog({
        slots,
        queueOf: (name) => queues.queue(name as QueueName),
        replace: (slot) => makeWorker(slot.queue as QueueName),
        log,
      });
      log.info({ queues: queueNames }, 'workers started');
      return {
        ready: () => ownConnectionsReady(connection, async () => (await Promise.all(workers().map(redisClientsOf))).flat()),
        async close() {
          unwatch();
          unwatchWorkers();
          await Promise.all(workers().map((w) => w.close()));
          await queues.close();
          await Promise.all([closeRenderPool(), closeInsightPool()]);
        },
      };
    },
  };
}
