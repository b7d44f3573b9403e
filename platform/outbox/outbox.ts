import type { EntityManager } from '@mikro-orm/core';
import { newId } from '../ids';
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
 * inherits, so each outbox row recorded through it names the request that caused it.
 */
export function forkForRequest<E extends EntityManager>(em: E, requestId: string | null | undefined): E {
  return em.fork(requestId ? { loggerContext: { requestId } satisfies RequestLoggerContext } : {}) as E;
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
 * The row keeps the id of the request behind the change; the relay hands it to the jobs.
 */
export function recordEvent(em: EntityManager, event: NewOutboxEvent): OutboxEvent {
  const row = em.create(OutboxEvent, {
    id: newId(),
    type: event.type,
    aggregateId: event.aggregateId ?? null,
    payload: event.payload,
    requestId: event.requestId ?? requestIdOf(em),
    createdAt: new Date(),
    relayedAt: null,
    claimedUntil: null,
  });
  em.persist(row);
  return row;
}
