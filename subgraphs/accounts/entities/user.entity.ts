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
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type User = InferEntity<typeof User>;
