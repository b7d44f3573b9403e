import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { CreditBucket } from './credit-bucket.entity';

export const ENTRY_KINDS = ['grant', 'spend', 'refund', 'expiry'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * One movement of credits in one bucket: grants and refunds positive, spends and expiries
 * negative. A team's balance is the sum of its entries, always equal to what its buckets hold.
 */
export const LedgerEntry = defineEntity({
  name: 'LedgerEntry',
  schema: 'billing',
  tableName: 'ledger_entries',
  properties: (p) => ({
    id: p.uuid().primary(),
    teamId: p.uuid().fieldName('team_id'),
    livemode: p.boolean(),
    bucket: () => p.manyToOne(CreditBucket).fieldName('bucket_id'),
    kind: p.enum([...ENTRY_KINDS]),
    units: p.integer(),
    orderId: p.uuid().nullable().fieldName('order_id'),
    note: p.text().nullable(),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type LedgerEntry = InferEntity<typeof LedgerEntry>;
