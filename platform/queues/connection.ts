import {
  Queue,
  Worker,
  createPostgresBackend,
  type BackoffStrategy,
  type DefaultJobOptions,
  type IQueueBackend,
  type Processor,
} from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { config, type Config } from '../config';

/**
 * Where BullMQ keeps its queues. Redis when REDIS_URL is set; otherwise BullMQ's
 * PostgreSQL backend on the service database (the embedded default included).
 */
export type QueueConnection =
  | { kind: 'redis'; redisUrl: string; prefix: string }
  | { kind: 'postgres'; databaseUrl: string; prefix: string };

export interface QueueConnectionOptions {
  redisUrl?: string;
  databaseUrl?: string;
  /** BullMQ key prefix (QUEUE_PREFIX). */
  prefix: string;
}

/** Queues and workers of any backend; the backend type only matters inside this file. */
export type AnyQueue = Queue<any, any, string, any, any, string, IQueueBackend, any>;
export type AnyWorker = Worker<any, any, string, IQueueBackend, any, any>;

/**
 * BullMQ's PostgreSQL backend keeps its tables in a schema of their own, like every domain
 * (BullMQ's default name). It namespaces by schema, not by QUEUE_PREFIX.
 */
const POSTGRES_SCHEMA = 'bullmq';

/** Chooses the backend: Redis when a Redis URL is given, else PostgreSQL. */
export function queueConnection(opts: QueueConnectionOptions): QueueConnection {
  if (opts.redisUrl) return { kind: 'redis', redisUrl: opts.redisUrl, prefix: opts.prefix };
  if (opts.databaseUrl) return { kind: 'postgres', databaseUrl: opts.databaseUrl, prefix: opts.prefix };
  throw new Error('queues need REDIS_URL or DATABASE_URL');
}

/** The queue connection the process configuration describes. */
export function fromConfig(c: Config = config()): QueueConnection {
  return queueConnection({ redisUrl: c.REDIS_URL, databaseUrl: c.DATABASE_URL, prefix: c.QUEUE_PREFIX });
}

/** Connections one BullMQ Queue or Worker pools on the PostgreSQL backend (a Worker adds its LISTEN client). */
const POSTGRES_POOL_PER_CLIENT = 2;

function postgresConnection(conn: { databaseUrl: string }) {
  // `migrate: true` creates or upgrades BullMQ's tables on first use, serialized by an advisory lock.
  return { connectionString: conn.databaseUrl, schema: POSTGRES_SCHEMA, migrate: true, max: POSTGRES_POOL_PER_CLIENT };
}

/** A BullMQ Queue on the given backend, prefixed with QUEUE_PREFIX. */
export function newQueue(
  name: string,
  conn: QueueConnection,
  opts: { defaultJobOptions?: DefaultJobOptions } = {},
): AnyQueue {
  const common = { prefix: conn.prefix, defaultJobOptions: opts.defaultJobOptions };
  if (conn.kind === 'redis') {
    return new Queue(name, { ...common, connection: { url: conn.redisUrl } }) as AnyQueue;
  }
  // The PostgreSQL backend ignores `prefix` (it namespaces by schema); queues still differ by name.
  return new Queue(name, { ...common, connection: postgresConnection(conn) }, createPostgresBackend) as AnyQueue;
}

/** A BullMQ Worker on the given backend; Redis workers need maxRetriesPerRequest null. */
export function newWorker(
  name: string,
  processor: Processor,
  conn: QueueConnection,
  opts: { concurrency?: number; lockDuration?: number; stalledInterval?: number; backoffStrategy?: BackoffStrategy } = {},
): AnyWorker {
  // Only the options given: BullMQ spreads them over its defaults, so an undefined would erase one.
  const { concurrency = 1, backoffStrategy, ...timing } = opts;
  const common = {
    prefix: conn.prefix,
    concurrency,
    ...Object.fromEntries(Object.entries(timing).filter(([, v]) => v !== undefined)),
    ...(backoffStrategy ? { settings: { backoffStrategy } } : {}),
  };
  if (conn.kind === 'redis') {
    return new Worker(name, processor, {
      ...common,
      connection: { url: conn.redisUrl, maxRetriesPerRequest: null },
    }) as AnyWorker;
  }
  return new Worker(name, processor, { ...common, connection: postgresConnection(conn) }, createPostgresBackend) as AnyWorker;
}

/** True when the queue backend answers within timeoutMs (used by /readyz). */
export async function queueBackendReachable(conn: QueueConnection, timeoutMs = 2000): Promise<boolean> {
  try {
    if (conn.kind === 'redis') {
      const client = new Redis(conn.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        connectTimeout: timeoutMs,
        retryStrategy: () => null,
      });
      client.on('error', () => {});
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
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
