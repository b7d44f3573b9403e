import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { QueueConnection } from '../platform/queues/connection';
import { withTraceparent } from '../platform/telemetry/context';
import { openJobQueues, type JobQueues } from './jobs/registry';

/**
 * Moves committed outbox rows to the `outbox.dispatch` job, at least once, as exactly one job
 * per event: the job id is the row id, so re-enqueueing a row (after a crash between enqueue
 * and marking) is ignored by BullMQ as a duplicate.
 *
 * No step holds a database transaction while waiting on the queue backend (which may be this
 * same database: BullMQ's PostgreSQL backend): a row is claimed with a lease (claimed_until)
 * in one autocommit statement, enqueued, then marked. Several relays share the work safely.
 */

/** How long a claim keeps other relays away; a relay that died mid-batch is retried after it. */
const LEASE_SECONDS = 30;

interface ClaimedRow {
  id: string;
  type: string;
  aggregate_id: string | null;
  payload: Record<string, unknown>;
  request_id: string | null;
  traceparent: string | null;
  created_at: Date | string;
}

export interface RelayBatchOptions {
  orm: MikroORM;
  queues: JobQueues;
  log: Logger;
  batchSize?: number;
  /** Only these event types (tests isolate themselves with it; normally all types). */
  types?: readonly string[];
}

/** Claims, enqueues and marks one batch of unrelayed rows. Returns how many were relayed. */
export async function relayOutboxBatch({ orm, queues, batchSize = 100, types }: RelayBatchOptions): Promise<number> {
  const conn = orm.em.getConnection();
  const typeFilter = types?.length ? `and type in (${types.map(() => '?').join(', ')})` : '';
  const rows = await conn.execute<ClaimedRow[]>(
    `update platform.outbox set claimed_until = now() + make_interval(secs => ?)
      where id in (
        select id from platform.outbox
         where relayed_at is null and (claimed_until is null or claimed_until < now()) ${typeFilter}
         order by created_at limit ? for update skip locked)
      returning id, type, aggregate_id, payload, request_id, traceparent, created_at`,
    [LEASE_SECONDS, ...(types ?? []), batchSize],
  );
  rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id));

  const relayed: string[] = [];
  try {
    for (const row of rows) {
      // Inside the trace of the work that recorded the event: the job (BullMQ's producer span,
      // then the run) continues it.
      await withTraceparent(row.traceparent, () =>
        queues.enqueue(
          'outbox.dispatch',
          {
            eventId: row.id,
            type: row.type,
            aggregateId: row.aggregate_id,
            payload: row.payload,
            requestId: row.request_id,
            createdAt: new Date(row.created_at).toISOString(),
          },
          { jobId: row.id },
        ),
      );
      relayed.push(row.id);
    }
  } finally {
    // Rows not enqueued keep their lease and are claimed again once it expires.
    if (relayed.length) {
      await conn.execute(
        `update platform.outbox set relayed_at = now(), claimed_until = null
          where id in (${relayed.map(() => '?').join(', ')})`,
        relayed,
      );
    }
  }
  return relayed.length;
}

export interface OutboxRelayOptions {
  orm: MikroORM;
  connection: QueueConnection;
  log: Logger;
  /** Idle wait between polls (OUTBOX_POLL_MS). */
  pollMs: number;
  batchSize?: number;
  types?: readonly string[];
}

export interface OutboxRelay {
  /** Polls now instead of waiting for the rest of pollMs. */
  wake(): void;
  /** Stops polling, finishes the batch in hand and closes its queues. */
  close(): Promise<void>;
}

/** Starts the relay loop: polls every pollMs, and at once after a full batch or wake(). */
export function startOutboxRelay({ orm, connection, log, pollMs, batchSize = 100, types }: OutboxRelayOptions): OutboxRelay {
  const queues = openJobQueues(connection);
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const loop = (async () => {
    while (!stopped) {
      woken = false;
      let relayed = 0;
      try {
        relayed = await relayOutboxBatch({ orm, queues, log, batchSize, types });
        if (relayed) log.debug({ relayed }, 'outbox relayed');
      } catch (err) {
        log.error({ err }, 'outbox relay failed; retrying after the poll interval');
      }
      // A full batch means more may be waiting: go again without sleeping.
      if (relayed < batchSize) await sleep();
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async close() {
      stopped = true;
      wakeUp?.();
      await loop;
      await queues.close();
    },
  };
}
