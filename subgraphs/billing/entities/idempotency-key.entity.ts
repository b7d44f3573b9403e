import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * An Idempotency-Key of a team and mode (spec: Idempotency rules). Claimed in its own committed step
 * (status started, locked until lockedUntil); completed with the 2xx response it replays.
 */
export const IdempotencyKey = defineEntity({
  name: 'IdempotencyKey',
  schema: 'billing',
  tableName: 'idempotency_keys',
  properties: (p) => ({
    teamId: p.uuid().primary().fieldName('team_id'),
    livemode: p.boolean().primary(),
    key: p.text().primary(),
    fingerprint: p.text(),
    status: p.enum(['started', 'completed'] as const),
    lockedUntil: p.datetime().nullable().fieldName('locked_until'),
    responseStatus: p.integer().nullable().fieldName('response_status'),
    /** The exact bytes of the first 2xx body, replayed as they were sent. */
    responseBody: p.text().nullable().fieldName('response_body'),
    createdAt: p.datetime().fieldName('created_at'),
    expiresAt: p.datetime().fieldName('expires_at'),
  }),
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKey>;
