import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { MEMBER_ROLES } from './team-membership.entity';

/** An invitation to a team, by email and role; the link carries a secret stored here as its SHA-256. */
export const Invitation = defineEntity({
  name: 'Invitation',
  schema: 'accounts',
  tableName: 'invitations',
  properties: (p) => ({
    id: p.uuid().primary(),
    teamId: p.uuid().fieldName('team_id'),
    email: p.text(),
    role: p.enum([...MEMBER_ROLES]),
    secretHash: p.text().fieldName('secret_hash').hidden(),
    invitedBy: p.uuid().nullable().fieldName('invited_by'),
    createdAt: p.datetime().fieldName('created_at'),
    expiresAt: p.datetime().fieldName('expires_at'),
    acceptedAt: p.datetime().nullable().fieldName('accepted_at'),
    revokedAt: p.datetime().nullable().fieldName('revoked_at'),
  }),
});
export type Invitation = InferEntity<typeof Invitation>;
