import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** payg: pay as you go; growth and enterprise are subscriptions. */
export const TEAM_PLANS = ['payg', 'growth', 'enterprise'] as const;
export type TeamPlan = (typeof TEAM_PLANS)[number];

export const Team = defineEntity({
  name: 'Team',
  schema: 'accounts',
  tableName: 'teams',
  properties: (p) => ({
    id: p.uuid().primary(),
    name: p.text(),
    plan: p.enum([...TEAM_PLANS]),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type Team = InferEntity<typeof Team>;
