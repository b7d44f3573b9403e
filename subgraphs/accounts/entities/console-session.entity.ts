import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A person signed in to the console. The browser's cookie holds the secret; this row holds its
 * SHA-256. Signing out ends it, and so does a password change (every session of the user).
 */
export const ConsoleSession = defineEntity({
  name: 'ConsoleSession',
  schema: 'accounts',
  tableName: 'console_sessions',
  properties: (p) => ({
    id: p.uuid().primary(),
    userId: p.uuid().fieldName('user_id'),
    /** The team the console acts for. */
    teamId: p.uuid().fieldName('team_id'),
    secretHash: p.text().fieldName('secret_hash').hidden(),
    createdAt: p.datetime().fieldName('created_at'),
    expiresAt: p.datetime().fieldName('expires_at'),
    endedAt: p.datetime().nullable().fieldName('ended_at'),
  }),
});
export type ConsoleSession = InferEntity<typeof ConsoleSession>;
