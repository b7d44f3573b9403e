import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const User = defineEntity({
  name: 'User',
  schema: 'accounts',
  tableName: 'users',
  properties: (p) => ({
    id: p.uuid().primary(),
    /** Stored lower-cased; unique. */
    email: p.text(),
    name: p.text(),
    /** argon2id (PHC string); null for people who have never set one (added by an operator). */
    passwordHash: p.text().nullable().fieldName('password_hash').hidden().lazy(),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type User = InferEntity<typeof User>;
