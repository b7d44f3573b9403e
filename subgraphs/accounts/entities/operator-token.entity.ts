import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** Tokens for internal tools and ops: /graphql, /admin/queues, /metrics. */
export const OperatorToken = defineEntity({
  name: 'OperatorToken',
  schema: 'accounts',
  tableName: 'operator_tokens',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.text(),
    lookupPrefix: p.text().fieldName('lookup_prefix'),
    secretHash: p.text().fieldName('secret_hash').hidden(),
    lastUsedAt: p.datetime().nullable().fieldName('last_used_at'),
    revokedAt: p.datetime().nullable().fieldName('revoked_at'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type OperatorToken = InferEntity<typeof OperatorToken>;
