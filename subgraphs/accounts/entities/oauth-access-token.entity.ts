import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Team } from './team.entity';
import { User } from './user.entity';

/** OAuth 2.0 access tokens: accepted on v1 only; issued by the authorization server (http/oauth with its model in http/authorization, oauth.service.ts). */
export const OAuthAccessToken = defineEntity({
  name: 'OAuthAccessToken',
  schema: 'accounts',
  tableName: 'oauth_access_tokens',
  properties: (p) => ({
    id: p.uuid().primary(),
    team: p.manyToOne(Team).fieldName('team_id'),
    user: p.manyToOne(User).fieldName('user_id'),
    clientId: p.text().fieldName('client_id'),
    lookupPrefix: p.text().fieldName('lookup_prefix'),
    secretHash: p.text().fieldName('secret_hash').hidden(),
    scopes: p.array<string>(),
    expiresAt: p.datetime().fieldName('expires_at'),
    lastUsedAt: p.datetime().nullable().fieldName('last_used_at'),
    revokedAt: p.datetime().nullable().fieldName('revoked_at'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type OAuthAccessToken = InferEntity<typeof OAuthAccessToken>;
