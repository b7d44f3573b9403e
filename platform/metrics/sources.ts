import type { MikroORM } from '@mikro-orm/postgresql';
import { Counter, Gauge } from 'prom-client';
import type { AnyQueue } from '../queues/connection';
import { METRIC_PREFIX, registry } from './metrics';
import { withTimeout } from '../timeout';

/**
 * Gauges read at scrape time from what the running service attached: its database pool, its
 * job queues, its outbox. Each `watch…` returns the detach function; a service detaches before
 * closing the thing watched, so a scrape during shutdown never touches a closed client.
 */

/** A collector that does not answer within this long is skipped for that scrape (and counted). */
const COLLECT_TIMEOUT_MS = 2000;

const collectFailures = new Counter({
  name: `${METRIC_PREFIX}metrics_collect_failures_total`,
  help: 'Scrape-time collectors that failed or timed out (their series are missing from that scrape), by collector.',
  labelNames: ['collector'] as const,
  registers: [registry],
});

function attach<T>(set: Set<T>, item: T): () => void {
  set.add(item);
  return () => void set.delete(item);
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (!done) fn();
    done = true;
  };
}

/** A collector's read, given up after COLLECT_TIMEOUT_MS. */
const collected = <T>(promise: Promise<T>): Promise<T> => withTimeout(promise, COLLECT_TIMEOUT_MS, 'collector');

// Database pool -------------------------------------------------------------------------------

/** What pg's Pool (MikroORM's, under Kysely) tells about itself; `totalCount` counts idle and checked-out clients. */
interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

const pools = new Set<() => Promise<PoolLike | undefined>>();

/** Sums over the attached pools (one per process, except in tests). */
function poolGauge(name: string, help: string, read: (p: PoolLike) => number) {
  const gauge: Gauge = new Gauge({
    name: `${METRIC_PREFIX}${name}`,
    help,
    registers: [registry],
    async collect() {
      let sum = 0;
      for (const pool of pools) {
        const p = await pool();
        if (p) sum += read(p);
      }
      gauge.set(sum);
    },
  });
  return gauge;
}

/** Registered on first use: a process without a database (split-mode api) shows no pool series. */
const registerPoolGauges = once(() => {
  poolGauge('db_pool_connections_used', 'Database connections checked out of the ORM pool.', (p) => p.totalCount - p.idleCount);
  poolGauge('db_pool_connections_free', 'Idle database connections in the ORM pool.', (p) => p.idleCount);
  poolGauge('db_pool_pending_acquires', 'Requests waiting for a database connection from the ORM pool.', (p) => p.waitingCount);
  poolGauge('db_pool_connections_max', 'Size limit of the ORM pool (DATABASE_POOL_MAX).', (p) => p.options.max ?? 0);
});

/** Reports the ORM's connection pool. */
export function watchDbPool(orm: MikroORM): () => void {
  registerPoolGauges();
  // The connection opens its pool on first use; the service's has (migrations ran at start).
  return attach(pools, () => collected(orm.em.getConnection().getNativeClient()).catch(() => undefined));
}

// Queues --------------------------------------------------------------------------------------

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

const queueSets = new Set<ReadonlyMap<string, AnyQueue>>();

const queueJobs: Gauge<'queue' | 'state'> = new Gauge({
  name: `${METRIC_PREFIX}queue_jobs`,
  help: 'Jobs per queue and state (waiting, active, delayed, failed, completed; failed and completed are the retained sets).',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    const queues = new Map<string, AnyQueue>();
    for (const set of queueSets) for (const [name, queue] of set) queues.set(name, queue);
    const counts = await Promise.all(
      [...queues].map(async ([name, queue]) => {
        try {
          return { name, counts: await collected(queue.getJobCounts(...QUEUE_STATES)) };
        } catch {
          collectFailures.inc({ collector: 'queues' });
          return { name, counts: null };
        }
      }),
    );
    queueJobs.reset();
    for (const { name, counts: c } of counts) {
      if (c) for (const state of QUEUE_STATES) queueJobs.set({ queue: name, state }, c[state] ?? 0);
    }
  },
});

/** Reports job counts of these queues (the worker's registry queues), by queue name. */
export function watchQueues(queues: ReadonlyMap<string, AnyQueue>): () => void {
  return attach(queueSets, queues);
}

// Outbox --------------------------------------------------------------------------------------

const outboxOrms = new Set<MikroORM>();

interface OutboxState {
  backlog: number;
  oldestAgeSeconds: number;
}

/** Both outbox gauges are read in one scrape, concurrently: they share one query. */
let reading: Promise<OutboxState | null> | null = null;
function readOutbox(): Promise<OutboxState | null> {
  const orm = [...outboxOrms].at(-1);
  if (!orm) return Promise.resolve(null);
  reading ??= collected(
    orm.em.getConnection().execute<{ backlog: string | number; oldest_age: string | number | null }[]>(
      // The partial index outbox_unrelayed_idx (created_at where relayed_at is null) answers both.
      `select count(*) as backlog, extract(epoch from now() - min(created_at)) as oldest_age
         from platform.outbox where relayed_at is null`,
    ),
  )
    .then(([row]) => ({ backlog: Number(row.backlog), oldestAgeSeconds: Math.max(0, Number(row.oldest_age ?? 0)) }))
    .catch(() => {
      collectFailures.inc({ collector: 'outbox' });
      return null;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

function outboxGauge(name: string, help: string, read: (s: OutboxState) => number) {
  const gauge: Gauge = new Gauge({
    name: `${METRIC_PREFIX}${name}`,
    help,
    registers: [registry],
    async collect() {
      const state = await readOutbox();
      // NaN, not 0, when unknown: a failed read must not look like an empty outbox.
      gauge.set(state ? read(state) : Number.NaN);
    },
  });
  return gauge;
}

/** Registered on first use: only processes that run the relay show outbox series. */
const registerOutboxGauges = once(() => {
  outboxGauge('outbox_backlog', 'Outbox events committed but not yet relayed to the queue.', (s) => s.backlog);
  outboxGauge('outbox_oldest_unrelayed_age_seconds', 'Age of the oldest unrelayed outbox event (0 when none is waiting).', (s) => s.oldestAgeSeconds);
});

/** Reports the outbox backlog of the ORM's database (processes that run the relay). */
export function watchOutbox(orm: MikroORM): () => void {
  registerOutboxGauges();
  return attach(outboxOrms, orm);
}
