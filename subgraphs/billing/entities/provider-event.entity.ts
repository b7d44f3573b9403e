import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A provider event already applied: providers deliver at least once, so each id is acted on once. */
export const ProviderEventRecord = defineEntity({
  name: 'ProviderEventRecord',
  schema: 'billing',
  tableName: 'provider_events',
  properties: (p) => ({
    id: p.text().primary(),
    type: p.text(),
    receivedAt: p.datetime().fieldName('received_at'),
  }),
});
export type ProviderEventRecord = InferEntity<typeof ProviderEventRecord>;
