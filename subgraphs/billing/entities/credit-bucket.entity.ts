import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const BUCKET_SOURCES = ['grant', 'pack', 'refund'] as const;

/**
 * Credits granted together and expiring together. Amounts are units: hundredths of a credit
 * (pricing/money.ts), so every price splits between credits and a card exactly.
 */
export const CreditBucket = defineEntity({
  name: 'CreditBucket',
  schema: 'billing',
  tableName: 'credit_buckets',
  properties: (p) => ({
    id: p.uuid().primary(),
    teamId: p.uuid().fieldName('team_id'),
    livemode: p.boolean(),
    source: p.enum([...BUCKET_SOURCES]),
    orderId: p.uuid().nullable().fieldName('order_id'),
    unitsGranted: p.integer().fieldName('units_granted'),
    unitsRemaining: p.integer().fieldName('units_remaining'),
    expiresAt: p.datetime().fieldName('expires_at'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type CreditBucket = InferEntity<typeof CreditBucket>;
