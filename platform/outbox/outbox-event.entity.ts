import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** One domain event waiting for (or done with) the relay to BullMQ. See outbox.ts. */
export const OutboxEvent = defineEntity({
  name: 'OutboxEvent',
  schema: 'platform',
  tableName: 'outbox',
  properties: (p) => ({
    id: p.uuid().primary(),
    /** e.g. "survey.completed", "order.paid". */
    type: p.text(),
    aggregateId: p.text().nullable().fieldName('aggregate_id'),
    payload: p.json<Record<string, unknown>>(),
    requestId: p.text().nullable().fieldName('request_id'),
    /** The W3C traceparent of the work that recorded it (null when untraced): its jobs continue that trace. */
    traceparent: p.text().nullable(),
    createdAt: p.datetime().fieldName('created_at'),
    /** Set by the relay once the event's job is in its queue. */
    relayedAt: p.datetime().nullable().fieldName('relayed_at'),
    /** Set by the event's dispatch job when it has done its work; the reconciler re-enqueues relayed events without it. */
    dispatchedAt: p.datetime().nullable().fieldName('dispatched_at'),
    /** A relay's lease on the row while it enqueues; an expired lease is picked up again. */
    claimedUntil: p.datetime().nullable().fieldName('claimed_until'),
  }),
});
export type OutboxEvent = InferEntity<typeof OutboxEvent>;
