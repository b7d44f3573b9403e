import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Team } from './team.entity';
import { User } from './user.entity';

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const TeamMembership = defineEntity({
  name: 'TeamMembership',
  schema: 'accounts',
  tableName: 'team_memberships',
  properties: (p) => ({
    team: p.manyToOne(Team).primary().fieldName('team_id'),
    user: p.manyToOne(User).primary().fieldName('user_id'),
    role: p.enum([...MEMBER_ROLES]),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type TeamMembership = InferEntity<typeof TeamMembership>;
