import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A browser login to the operator pages (Bull Board), made with an operator token. The cookie
 * names this row; revoking the token or logging out ends the session at once, on every replica.
 */
export const OperatorSession = defineEntity({
  name: 'OperatorSession',
  schema: 'accounts',
  tableName: 'operator_sessions',
  properties: (p) => ({
    id: p.uuid().primary(),
    /** The CLI-created token the login used; null for the configured OPERATOR_TOKEN. */
    operatorTokenId: p.uuid().nullable().fieldName('operator_token_id'),
    /** SHA-256 of the token the login used: a configured token's session ends when the configuration names another. */
    secretHash: p.text().fieldName('secret_hash').hidden(),
    createdAt: p.datetime().fieldName('created_at'),
    expiresAt: p.datetime().fieldName('expires_at'),
    endedAt: p.datetime().nullable().fieldName('ended_at'),
  }),
});
export type OperatorSession = InferEntity<typeof OperatorSession>;
