import type { EntityManager } from '@mikro-orm/core';
import { newId } from '../ids';
import { OutboxEvent } from './outbox-event.entity';

export interface NewOutboxEvent {
  /** e.g. "survey.completed", "order.paid". */
  type: string;
  aggregateId?: string | null;
  payload: Record<string, unknown>;
  requestId?: string | null;
}

/**
 * Records a domain event in the outbox on the caller's EntityManager. It only persists:
 * the caller's `em.transactional(...)` (or flush) writes the row in the same transaction
 * as the state change, so the event exists exactly when the change committed. Never
 * enqueue a job from inside that transaction; the relay (relay.ts) does it after commit.
 */
export function recordEvent(em: EntityManager, event: NewOutboxEvent): OutboxEvent {
  const row = em.create(OutboxEvent, {
    id: newId(),
    type: event.type,
    aggregateId: event.aggregateId ?? null,
    payload: event.payload,
    requestId: event.requestId ?? null,
    createdAt: new Date(),
    relayedAt: null,
    claimedUntil: null,
  });
  em.persist(row);
  return row;
}
