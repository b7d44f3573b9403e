import type { EntityManager } from '@mikro-orm/core';
import { config } from '../config';
import { newId } from '../ids';
import { activeTraceparent } from '../telemetry/context';
import { OutboxEvent } from './outbox-event.entity';

export interface NewOutboxEvent {
  /** e.g. "survey.completed", "order.paid". */
  type: string;
  aggregateId?: string | null;
  payload: Record<string, unknown>;
  /** Defaults to the request the EntityManager was forked for (forkForRequest). */
  requestId?: string | null;
}

/** What an EntityManager forked for a request carries in MikroORM's logger context. */
interface RequestLoggerContext {
  requestId?: string;
}

/**
 * A fresh EntityManager for work done on behalf of one request (a subgraph operation, a job):
 * the request id rides in MikroORM's logger context, which every fork and transaction of it
 * inherits, so each outbox row recorded through it names the request that caused it. With a
 * signal (a read request's, aborted when its client disconnects) its queries stop with it.
 */
export function forkForRequest<E extends EntityManager>(em: E, requestId: string | null | undefined, signal?: AbortSignal): E {
  return em.fork({
    ...(requestId ? { loggerContext: { requestId } satisfies RequestLoggerContext } : {}),
    // A read whose client has gone: its statement in flight is cancelled (pg_cancel_backend)
    // and nothing more is sent (issue 38: abandoned reads of a large team kept running). Behind
    // a transaction-mode pooler the pid the connection knows is the pooler's, not a server's,
    // so nothing is cancelled there: the role's statement_timeout bounds the statement.
    ...(signal ? { signal, inflightQueryAbortStrategy: config().DATABASE_POOLER === 'transaction' ? ('ignore query' as const) : ('cancel query' as const) } : {}),
  });
}

/** The request an EntityManager was forked for, if any. */
export function requestIdOf(em: EntityManager): string | null {
  return em.getLoggerContext<RequestLoggerContext>().requestId ?? null;
}

/**
 * Records a domain event in the outbox on the caller's EntityManager. It only persists:
 * the caller's `em.transactional(...)` (or flush) writes the row in the same transaction
 * as the state change, so the event exists exactly when the change committed. Never
 * enqueue a job from inside that transaction; the relay (relay.ts) does it after commit.
 * The row keeps the id of the request behind the change, and its trace context when traced;
 * the relay hands both to the jobs.
 */
export function recordEvent(em: EntityManager, event: NewOutboxEvent): OutboxEvent {
  const row = em.create(OutboxEvent, {
    id: newId(),
    type: event.type,
    aggregateId: event.aggregateId ?? null,
    payload: event.payload,
    requestId: event.requestId ?? requestIdOf(em),
    traceparent: activeTraceparent(),
    createdAt: new Date(),
    relayedAt: null,
    dispatchedAt: null,
    claimedUntil: null,
  });
  em.persist(row);
  return row;
}

/** The dispatch job of an event has done its work (called last by the job, so a failure retries it). */
export async function markDispatched(em: EntityManager, eventId: string): Promise<void> {
  await em.getConnection().execute('update platform.outbox set dispatched_at = now() where id = ? and dispatched_at is null', [eventId]);
}

export interface UndispatchedEvent {
  id: string;
  type: string;
  aggregateId: string | null;
  payload: Record<string, unknown>;
  requestId: string | null;
  traceparent: string | null;
  createdAt: Date;
}

/**
 * Events relayed more than `graceSeconds` ago whose dispatch has not finished: their job is
 * queued, running, retrying — or lost with Redis. The reconciler tells which from the queue.
 */
export async function undispatchedEvents(em: EntityManager, graceSeconds: number, limit: number): Promise<UndispatchedEvent[]> {
  type Row = { id: string; type: string; aggregate_id: string | null; payload: Record<string, unknown>; request_id: string | null; traceparent: string | null; created_at: Date };
  const rows = (await em.getConnection().execute(
    `select id, type, aggregate_id, payload, request_id, traceparent, created_at from platform.outbox
      where relayed_at is not null and dispatched_at is null and relayed_at < now() - make_interval(secs => ?)
      order by relayed_at limit ?`,
    [graceSeconds, limit],
  )) as Row[];
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    aggregateId: r.aggregate_id,
    payload: r.payload,
    requestId: r.request_id,
    traceparent: r.traceparent,
    createdAt: new Date(r.created_at),
  }));
}
