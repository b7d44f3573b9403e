import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const Team = defineEntity({
  name: 'Team',
  schema: 'accounts',
  tableName: 'teams',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.text(),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type Team = InferEntity<typeof Team>;
