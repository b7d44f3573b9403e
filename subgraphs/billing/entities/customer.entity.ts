import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** The payment provider's customer for a team, one per mode (test keys and live keys never share one). */
export const Customer = defineEntity({
  name: 'Customer',
  schema: 'billing',
  tableName: 'customers',
  properties: (p) => ({
    teamId: p.uuid().primary().fieldName('team_id'),
    livemode: p.boolean().primary(),
    providerCustomerId: p.text().fieldName('provider_customer_id'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type Customer = InferEntity<typeof Customer>;
