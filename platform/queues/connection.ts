import {
  Queue,
  Worker,
  assertSchemaCompatibility,
  createPostgresBackend,
  LATEST_SCHEMA_VERSION,
  runMigrations,
  SchemaMigrationRequiredError,
  type BackoffStrategy,
  type DefaultJobOptions,
  type IQueueBackend,
  type Processor,
} from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';
import pg from 'pg';
import type { Logger } from 'pino';
import { redisClient, redisReady, type RedisClient } from '../redis';
import type { RedisTarget } from '../redis-target';
import { tracing } from '../telemetry/tracing';
import { withTimeout } from '../timeout';

/**
 * Where BullMQ keeps its queues. Redis (one server, or a cluster) when configured; otherwise
 * BullMQ's PostgreSQL backend on the service database (the embedded default included).
 */
export type QueueConnection = { kind: 'redis'; redis: RedisTarget; prefix: string } | { kind: 'postgres'; databaseUrl: string; prefix: string };

export interface QueueConnectionOptions {
  /** REDIS_URL's server or REDIS_CLUSTER_NODES's cluster (config().redis). */
  redis?: RedisTarget | null;
  /** Shorthand for one server's URL. */
  redisUrl?: string;
  databaseUrl?: string;
  /** BullMQ key prefix (QUEUE_PREFIX). */
  prefix: string;
}

/** Queues and workers of any backend; the backend type only matters inside this file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- jobs of every type pass through; callers read data and results as the job type they know
export type AnyQueue = Queue<any, any, string, any, any, string, IQueueBackend, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyQueue
export type AnyWorker = Worker<any, any, string, IQueueBackend, any, any>;

/**
 * BullMQ's PostgreSQL backend keeps its tables in a schema of their own, like every domain
 * (BullMQ's default name). It namespaces by schema, not by QUEUE_PREFIX.
 */
const POSTGRES_SCHEMA = 'bullmq';

/** Chooses the backend: Redis when a Redis URL is given, else PostgreSQL. */
export function queueConnection(opts: QueueConnectionOptions): QueueConnection {
  if (opts.redis) return { kind: 'redis', redis: opts.redis, prefix: opts.prefix };
  if (opts.redisUrl) return { kind: 'redis', redis: { kind: 'server', url: opts.redisUrl }, prefix: opts.prefix };
  if (opts.databaseUrl) return { kind: 'postgres', databaseUrl: opts.databaseUrl, prefix: opts.prefix };
  throw new Error('queues need REDIS_URL or DATABASE_URL');
}

/** Connections one BullMQ Queue or Worker pools on the PostgreSQL backend (a Worker adds its LISTEN client). */
const POSTGRES_POOL_PER_CLIENT = 2;

/** Databases whose BullMQ schema this process has brought up to date (prepareQueues). */
const migratedHere = new Set<string>();

function postgresConnection(conn: { databaseUrl: string }) {
  // `migrate: true` creates or upgrades BullMQ's tables on first use, serialized by an advisory
  // lock: every client's first use then runs DDL and a commit under that lock, one client after
  // the other. Once prepareQueues has migrated in this process, a client only reads the
  // schema's version (one query, no lock).
  return { connectionString: conn.databaseUrl, schema: POSTGRES_SCHEMA, migrate: !migratedHere.has(conn.databaseUrl), max: POSTGRES_POOL_PER_CLIENT };
}

/**
 * Brings BullMQ's PostgreSQL schema up to date once for this process, before its queues and
 * workers are made (a no-op on Redis and after the first call). Without it each of the ~20
 * clients a process starts migrates on its own first use, serialized: half a second of a start.
 * Up to date (every start but the first after an upgrade), one read says so: no lock, DDL or commit.
 */
export async function prepareQueues(conn: QueueConnection): Promise<void> {
  if (conn.kind !== 'postgres' || migratedHere.has(conn.databaseUrl)) return;
  const client = new pg.Client({ connectionString: conn.databaseUrl, application_name: 'sfs-queue-migrations' });
  // A dropped connection fails the call below; the event must not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const version = await assertSchemaCompatibility(client, POSTGRES_SCHEMA).catch((err: unknown) => {
      if (err instanceof SchemaMigrationRequiredError) return 0;
      throw err;
    });
    if (version < LATEST_SCHEMA_VERSION) await runMigrations(client, POSTGRES_SCHEMA);
  } finally {
    await client.end();
  }
  migratedHere.add(conn.databaseUrl);
}

let bullmqTelemetry: BullMQOtel | undefined;

/**
 * BullMQ's telemetry when the process traces (else none): adding a job is a producer span of the
 * active trace and the job carries its context, so the run (a consumer span) and every job it
 * adds continue the trace that caused it.
 */
function telemetry(): { telemetry?: BullMQOtel } {
  if (!tracing().on) return {};
  bullmqTelemetry ??= new BullMQOtel({ tracerName: 'bullmq' });
  return { telemetry: bullmqTelemetry };
}

/**
 * The key prefix of one queue. On a Redis Cluster every key a BullMQ script touches must hash to
 * one slot, so the queue's name is the prefix's hash tag: `sfs:{collection.run}:collection.run:…`.
 * Each queue is then whole on one master, and the queues spread over the masters (no command of
 * the service spans two queues: work passes between them through the outbox).
 * A QUEUE_PREFIX with a tag of its own (`{sfs}`) keeps every queue in that one slot instead.
 */
export function queuePrefix(name: string, conn: QueueConnection): string {
  if (conn.kind !== 'redis' || conn.redis.kind !== 'cluster' || /\{[^}]+\}/.test(conn.prefix)) return conn.prefix;
  return `${conn.prefix}:{${name}}`;
}

/**
 * A BullMQ connection to Redis. A single server is given as options: BullMQ makes and closes its
 * own clients. A cluster must be given as a client (BullMQ builds only single-server clients
 * from options): a worker duplicates it for both of its connections and owns those, so its
 * template stays unconnected (lazy); a queue uses it as it is, and closes it with the queue.
 */
function redisConnection(redis: RedisTarget, worker: boolean): { url: string; maxRetriesPerRequest?: null } | RedisClient {
  if (redis.kind === 'server') return { url: redis.url, ...(worker ? { maxRetriesPerRequest: null } : {}) };
  return redisClient(redis, worker ? { lazyConnect: true, maxRetriesPerRequest: null } : {});
}

/** A BullMQ Queue on the given backend, prefixed with QUEUE_PREFIX. */
export function newQueue(name: string, conn: QueueConnection, opts: { defaultJobOptions?: DefaultJobOptions } = {}): AnyQueue {
  const common = { prefix: queuePrefix(name, conn), defaultJobOptions: opts.defaultJobOptions, ...telemetry() };
  let queue: AnyQueue;
  if (conn.kind === 'redis') {
    const connection = redisConnection(conn.redis, false);
    queue = new Queue(name, { ...common, connection }) as AnyQueue;
    if (conn.redis.kind === 'cluster') closeWith(queue, connection as RedisClient);
  } else {
    // The PostgreSQL backend ignores `prefix` (it namespaces by schema); queues still differ by name.
    queue = new Queue(name, { ...common, connection: postgresConnection(conn) }, createPostgresBackend) as AnyQueue;
  }
  queue.on('error', (err) => reportQueueError(`queue:${name}`, err));
  return queue;
}

/** A queue given a client does not close it (BullMQ treats it as shared): closing the queue does. */
function closeWith(queue: AnyQueue, client: RedisClient): void {
  const close = queue.close.bind(queue);
  queue.close = async () => {
    try {
      await close();
    } finally {
      await client.quit().catch(() => client.disconnect());
    }
  };
}

/** Where connection errors of every queue and worker go (set once at boot); silent until set. */
let queueErrorLog: Logger | null = null;
const QUEUE_ERROR_LOG_EVERY_MS = 30_000;
const lastQueueError = new Map<string, { at: number; suppressed: number }>();

/** Sends queue and worker connection errors to this logger (pino: structured, secrets scrubbed). */
export function logQueueErrorsTo(log: Logger): void {
  queueErrorLog = log;
}

/**
 * One line per client per 30 s while its connection fails, with how many were left out. Without a
 * listener BullMQ prints each error's stack to the console — outside the log format and its
 * scrubbing, many lines a second during an outage.
 */
export function reportQueueError(client: string, err: Error): void {
  const now = Date.now();
  const last = lastQueueError.get(client);
  if (last && now - last.at < QUEUE_ERROR_LOG_EVERY_MS) {
    last.suppressed += 1;
    return;
  }
  lastQueueError.set(client, { at: now, suppressed: 0 });
  queueErrorLog?.warn({ client, err: { code: (err as NodeJS.ErrnoException).code, message: err.message }, suppressed: last?.suppressed ?? 0 }, 'queue connection error');
}

/** A BullMQ Worker on the given backend; Redis workers need maxRetriesPerRequest null. */
export function newWorker(
  name: string,
  processor: Processor,
  conn: QueueConnection,
  opts: { concurrency?: number; lockDuration?: number; stalledInterval?: number; backoffStrategy?: BackoffStrategy; autorun?: boolean } = {},
): AnyWorker {
  // Only the options given: BullMQ spreads them over its defaults, so an undefined would erase one.
  const { concurrency = 1, backoffStrategy, autorun = true, ...timing } = opts;
  const common = {
    prefix: queuePrefix(name, conn),
    concurrency,
    // false: connects now, takes jobs once run() is called.
    autorun,
    ...Object.fromEntries(Object.entries(timing).filter(([, v]) => v !== undefined)),
    ...(backoffStrategy ? { settings: { backoffStrategy } } : {}),
    ...telemetry(),
  };
  const worker =
    conn.kind === 'redis'
      ? (new Worker(name, processor, { ...common, connection: redisConnection(conn.redis, true) }) as AnyWorker)
      : (new Worker(name, processor, { ...common, connection: postgresConnection(conn) }, createPostgresBackend) as AnyWorker);
  worker.on('error', (err) => reportQueueError(`worker:${name}`, err));
  return worker;
}

/** True when the queue backend answers within timeoutMs (used by /readyz). */
export async function queueBackendReachable(conn: QueueConnection, timeoutMs = 2000): Promise<boolean> {
  try {
    if (conn.kind === 'redis') {
      const client = redisClient(conn.redis, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        connectTimeout: timeoutMs,
        retryStrategy: () => null,
      });
      client.on('error', () => {});
      try {
        await withTimeout(client.connect(), timeoutMs, 'redis connect');
        return (await withTimeout(client.ping(), timeoutMs, 'redis ping')) === 'PONG';
      } finally {
        client.disconnect();
      }
    }
    const client = new pg.Client({ connectionString: conn.databaseUrl, connectionTimeoutMillis: timeoutMs });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } finally {
      await client.end().catch(() => {});
    }
  } catch {
    return false;
  }
}

/** The ioredis clients behind a Redis-backed queue or worker (none on the PostgreSQL backend). */
export async function redisClientsOf(q: AnyQueue | AnyWorker): Promise<RedisClient[]> {
  const backend = q.getBackend() as { client?: Promise<RedisClient>; blockingClient?: Promise<RedisClient> };
  if (!backend.client) return [];
  return (await Promise.all([backend.client, backend.blockingClient])).filter((c): c is RedisClient => !!c);
}

/**
 * True when every Redis connection of these queues and workers is connected and ready — the
 * process's own connections, not a fresh one, so readiness stays false until its workers can
 * take jobs again after an outage. PostgreSQL-backed: a query through a fresh connection.
 */
export async function ownConnectionsReady(conn: QueueConnection, clients: () => Promise<RedisClient[]>): Promise<boolean> {
  if (conn.kind !== 'redis') return queueBackendReachable(conn);
  const all = await clients();
  if (!all.length || !all.every(redisReady)) return false;
  // The first is a command connection (the others may be blocked waiting for jobs): it must answer.
  return (await all[0].ping()) === 'PONG';
}
