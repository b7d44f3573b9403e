import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Team } from './team.entity';
import { User } from './user.entity';
import type { Scope } from '../../../platform/principal';

export const ApiKey = defineEntity({
  name: 'ApiKey',
  schema: 'accounts',
  tableName: 'api_keys',
  properties: (p) => ({
    id: p.uuid().primary(),
    team: p.manyToOne(Team).fieldName('team_id'),
    /** The person the key acts for, when known (GET /v1/users/me, /v2/me user). */
    user: p.manyToOne(User).nullable().fieldName('user_id'),
    name: p.text(),
    lookupPrefix: p.text().fieldName('lookup_prefix'),
    secretHash: p.text().fieldName('secret_hash').hidden(),
    /** Empty: a legacy key, accepted on v1 only. */
    scopes: p.array<Scope>(),
    livemode: p.boolean(),
    lastUsedAt: p.datetime().nullable().fieldName('last_used_at'),
    revokedAt: p.datetime().nullable().fieldName('revoked_at'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type ApiKey = InferEntity<typeof ApiKey>;
