import { randomBytes } from 'node:crypto';
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { FastifyRequest } from 'fastify';
import { SCOPES, scopesAllowed, type TeamRole } from '../../platform/principal';
import { issueSecret } from '../../platform/secrets';
import type { CallerContext } from '../../gateway/gateway';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphClient } from '../../graph-client/graph-client';
import {
  type OAuthClientFieldsFragment,
  ConsumeOAuthCodeDocument,
  OAuthClientDocument,
  OAuthCodeDocument,
  OAuthRefreshTokenDocument,
  RevokeOAuthGrantOfSecretDocument,
  RevokeOAuthRefreshTokenDocument,
  SaveOAuthCodeDocument,
  SaveOAuthTokensDocument,
} from '../../graph-client/generated';

let library: Promise<typeof OAuth2Server> | null = null;
/** @node-oauth/oauth2-server, loaded by the first OAuth request rather than with the facade at start. */
export function loadOAuth(): Promise<typeof OAuth2Server> {
  return (library ??= import('@node-oauth/oauth2-server').then((m) => m.default));
}

let refreshGrant: Promise<typeof OAuth2Server.AbstractGrantType> | null = null;
/**
 * The library's refresh-token grant, checking the requested scope before it rotates the refresh
 * token: its own order revokes first, so a refresh asking a bad scope burned the grant.
 */
function scopeFirstRefreshGrant(): Promise<typeof OAuth2Server.AbstractGrantType> {
  return (refreshGrant ??= import('@node-oauth/oauth2-server/lib/grant-types/refresh-token-grant-type.js').then(
    ({ default: RefreshTokenGrantType }) =>
      class ScopeFirstRefreshGrant extends RefreshTokenGrantType {
        override async handle(request: OAuth2Server.Request, client: OAuth2Server.Client) {
          const token = await this.getRefreshToken(request, client);
          const scope = this.getScope(request, token);
          await this.revokeToken(token);
          return this.saveToken(token.user, client, scope);
        }
      },
  ));
}

/** Lifetimes (docs/decisions.md, "OAuth"). */
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;
export const CODE_SECONDS = 300;

/**
 * The person a grant is for, and the team the tokens act for; `role` at the authorize step (the
 * consent's scopes stay within it), `grantId` once a code or refresh token names its grant.
 */
export interface OAuthUser {
  id: string;
  teamId: string;
  role?: TeamRole;
  grantId?: string;
  /** At the authorize step: the resource asked for (RFC 8707; null: the v1 REST API) and the mode the person chose. */
  resource?: string | null;
  livemode?: boolean;
}

/**
 * What a token request asks beyond the library's protocol: `resource` (RFC 8707), which must
 * name the resource the grant was made for, or be left out.
 */
export interface TokenRequestExtras {
  resource?: string;
}

/** application/x-www-form-urlencoded decoding; a malformed escape is kept as sent (it then matches nothing). */
export function formDecoded(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

const toClient = (c: OAuthClientFieldsFragment): OAuth2Server.Client => ({
  id: c.clientId,
  name: c.name,
  redirectUris: c.redirectUris,
  confidential: c.confidential,
  grants: ['authorization_code', 'refresh_token'],
  accessTokenLifetime: ACCESS_TOKEN_SECONDS,
  refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
});

/**
 * The authorization server (@node-oauth/oauth2-server: the authorize and token protocol, PKCE
 * S256, refresh-token rotation). Its model stores everything in the accounts domain through the
 * facade's named operations; tokens are `oat_` secrets, which the v1 surface already accepts.
 */
export async function oauthServer(graph: GraphClient, callerOf: () => CallerContext, extras: TokenRequestExtras = {}): Promise<OAuth2Server> {
  const OAuth = await loadOAuth();
  /** RFC 8707 §2: a token request naming another resource than its grant's is invalid_target. */
  const sameResource = (granted: string | null) => {
    if (extras.resource !== undefined && extras.resource !== (granted ?? undefined)) {
      throw new OAuth.OAuthError(`This grant is for ${granted ?? 'the v1 REST API'}, not ${extras.resource}.`, { code: 400, name: 'invalid_target' });
    }
  };
  const run = <R, V extends Record<string, unknown>>(doc: TypedDocumentNode<R, V>, variables: V) => graph.run(doc, variables, callerOf());
  const revokeGrantOf = (secret: string) => run(RevokeOAuthGrantOfSecretDocument, { secret });
  const model: OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel = {
    // null: the authorize step (any app); undefined: a token request without a secret (public apps, with PKCE).
    async getClient(rawId: string, rawSecret: string | null | undefined) {
      // RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64 (openid-client
      // encodes `_` and `-`); the library hands them over as sent.
      const clientId = formDecoded(rawId);
      const clientSecret = typeof rawSecret === 'string' ? formDecoded(rawSecret) : rawSecret;
      const { oauthClient } = await run(OAuthClientDocument, { clientId, secret: clientSecret ?? null, secretless: clientSecret === undefined });
      return oauthClient ? toClient(oauthClient) : null;
    },
    generateAccessToken: async () => issueSecret('oat_').secret,
    generateRefreshToken: async () => `ort_${randomBytes(32).toString('base64url')}`,
    generateAuthorizationCode: async () => `oac_${randomBytes(32).toString('base64url')}`,
    async validateScope(user, _client, scope) {
      const asked = scope?.length ? scope : ['read'];
      if (!asked.every((s) => (SCOPES as readonly string[]).includes(s))) return false;
      // Never more than the person's role allows (the accounts domain holds the code to it too).
      const role = (user as OAuthUser).role;
      const granted = role ? scopesAllowed(asked, role) : SCOPES.filter((s) => asked.includes(s));
      return granted.length ? granted : false;
    },
    async saveAuthorizationCode(code, client, user) {
      const u = user as OAuthUser;
      await run(SaveOAuthCodeDocument, {
        input: {
          code: code.authorizationCode,
          clientId: client.id,
          userId: u.id,
          teamId: u.teamId,
          redirectUri: code.redirectUri,
          scopes: code.scope ?? [],
          codeChallenge: code.codeChallenge ?? null,
          codeChallengeMethod: code.codeChallengeMethod ?? null,
          expiresAt: code.expiresAt.toISOString(),
          resource: u.resource ?? null,
          livemode: u.livemode ?? true,
        },
      });
      return { ...code, client, user };
    },
    async getAuthorizationCode(authorizationCode) {
      const { oauthCode: c } = await run(OAuthCodeDocument, { code: authorizationCode });
      if (!c) return null;
      // RFC 9700 §4.2.4: a code exchanged twice revokes the tokens issued from it.
      if (c.used) {
        await revokeGrantOf(authorizationCode);
        return null;
      }
      sameResource(c.resource);
      return {
        authorizationCode,
        expiresAt: new Date(c.expiresAt),
        redirectUri: c.redirectUri,
        scope: c.scopes,
        client: { id: c.clientId, grants: ['authorization_code', 'refresh_token'] },
        user: { id: c.userId, teamId: c.teamId, grantId: c.grantId } satisfies OAuthUser,
        ...(c.codeChallenge ? { codeChallenge: c.codeChallenge, codeChallengeMethod: c.codeChallengeMethod ?? 'S256' } : {}),
      };
    },
    async revokeAuthorizationCode(code) {
      const first = (await run(ConsumeOAuthCodeDocument, { code: code.authorizationCode })).consumeOAuthCode;
      // Lost the race to another exchange of the same code: a replay too.
      if (!first) await revokeGrantOf(code.authorizationCode);
      return first;
    },
    async saveToken(token, client, user) {
      const u = user as OAuthUser;
      // Tokens are saved only after a code exchange or a refresh, both of which name the grant.
      if (!u.grantId) throw new Error('OAuth tokens saved without the grant they belong to');
      await run(SaveOAuthTokensDocument, {
        input: {
          accessToken: token.accessToken,
          accessTokenExpiresAt: token.accessTokenExpiresAt!.toISOString(),
          refreshToken: token.refreshToken ?? null,
          refreshTokenExpiresAt: token.refreshTokenExpiresAt?.toISOString() ?? null,
          scopes: token.scope ?? [],
          clientId: client.id,
          userId: u.id,
          teamId: u.teamId,
          grantId: u.grantId,
        },
      });
      return { ...token, client, user };
    },
    async getRefreshToken(refreshToken) {
      const { oauthRefreshToken: r } = await run(OAuthRefreshTokenDocument, { token: refreshToken });
      if (!r) return null;
      // RFC 9700 §4.14.2: a rotated-out refresh token presented again revokes its whole family.
      if (r.revoked) {
        await revokeGrantOf(refreshToken);
        return null;
      }
      sameResource(r.resource);
      return {
        refreshToken,
        refreshTokenExpiresAt: new Date(r.expiresAt),
        scope: r.scopes,
        client: { id: r.clientId, grants: ['authorization_code', 'refresh_token'] },
        user: { id: r.userId, teamId: r.teamId, grantId: r.grantId } satisfies OAuthUser,
      };
    },
    async revokeToken(token) {
      const rotated = (await run(RevokeOAuthRefreshTokenDocument, { token: token.refreshToken })).revokeOAuthRefreshToken;
      // Another request rotated it first: concurrent use is reuse too (docs/decisions.md, "OAuth").
      if (!rotated) await revokeGrantOf(token.refreshToken);
      return rotated;
    },
    // Bearer tokens are checked by the v1 surface (accounts' authenticate), not by this library.
    getAccessToken: async () => null,
  };
  return new OAuth({
    model,
    accessTokenLifetime: ACCESS_TOKEN_SECONDS,
    refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
    authorizationCodeLifetime: CODE_SECONDS,
    allowEmptyState: true,
    alwaysIssueNewRefreshToken: true,
    // A public app refreshes with its client id alone; the model still holds a confidential app to its secret.
    requireClientAuthentication: { refresh_token: false },
    extendedGrantTypes: { refresh_token: await scopeFirstRefreshGrant() },
  });
}

/** The library's view of a Fastify request. */
export async function oauthRequest(
  request: FastifyRequest,
  body: Record<string, unknown> = (request.body as Record<string, unknown> | undefined) ?? {},
): Promise<OAuth2Server.Request> {
  const OAuth = await loadOAuth();
  return new OAuth.Request({
    headers: request.headers as Record<string, string>,
    method: request.method,
    query: (request.query as Record<string, string> | undefined) ?? {},
    body,
  });
}
