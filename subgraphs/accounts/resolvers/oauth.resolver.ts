import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { AccountsError } from '../accounts.errors';
import { sessionActor } from './session';
import {
  connectedApps,
  consumeCode,
  disconnectApp,
  findClient,
  findCode,
  findRefreshToken,
  registerClient,
  registerDynamicClient,
  recordMetadataClient,
  revokeClient,
  revokeClientToken,
  revokeGrantOfSecret,
  revokeRefreshToken,
  saveCode,
  saveTokens,
  teamClients,
  type OAuthClient,
} from '../oauth.service';

@ObjectType('OAuthClient', { description: 'An app registered for OAuth 2.0: by a team in the console, or by itself (RFC 7591).' })
class OAuthClientType {
  @Field(() => ID) id!: string;
  @Field(() => String) clientId!: string;
  @Field(() => ID, { nullable: true, description: 'The team that registered it; null for an app that registered itself.' }) teamId!: string | null;
  @Field(() => String, { nullable: true }) teamName!: string | null;
  @Field(() => String, { description: 'console, dynamic (RFC 7591) or metadata (a Client ID Metadata Document).' }) registration!: string;
  @Field(() => String) name!: string;
  @Field(() => [String]) redirectUris!: string[];
  @Field(() => Boolean) confidential!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('RegisteredOAuthClient')
class RegisteredOAuthClientType {
  @Field(() => OAuthClientType) client!: OAuthClientType;
  @Field(() => String, { nullable: true, description: 'A confidential app’s secret; shown once.' }) secret!: string | null;
}

@ObjectType('OAuthCode')
class OAuthCodeType {
  @Field(() => String) clientId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => String) redirectUri!: string;
  @Field(() => [String]) scopes!: string[];
  @Field(() => String, { nullable: true }) codeChallenge!: string | null;
  @Field(() => String, { nullable: true }) codeChallengeMethod!: string | null;
  @Field(() => DateTimeScalar) expiresAt!: string;
  @Field(() => ID) grantId!: string;
  @Field(() => Boolean, { description: 'Already exchanged: presenting it again is a replay.' }) used!: boolean;
  @Field(() => String, { nullable: true, description: 'RFC 8707: the resource its grant is for; null for the v1 REST API.' }) resource!: string | null;
  @Field(() => Boolean) livemode!: boolean;
}

@ObjectType('OAuthRefreshToken')
class OAuthRefreshTokenType {
  @Field(() => String) clientId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => [String]) scopes!: string[];
  @Field(() => DateTimeScalar) expiresAt!: string;
  @Field(() => ID) grantId!: string;
  @Field(() => Boolean, { description: 'Rotated out or revoked: presenting it again is a replay.' }) revoked!: boolean;
  @Field(() => String, { nullable: true, description: 'RFC 8707: the resource its grant is for; null for the v1 REST API.' }) resource!: string | null;
}

@ObjectType('ConnectedApp')
class ConnectedAppType {
  @Field(() => String) clientId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) teamName!: string;
  @Field(() => [String]) scopes!: string[];
  @Field(() => DateTimeScalar) grantedAt!: string;
}

@InputType('OAuthCodeInput')
class OAuthCodeInput {
  @Field(() => String) code!: string;
  @Field(() => String) clientId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => String) redirectUri!: string;
  @Field(() => [String]) scopes!: string[];
  @Field(() => String, { nullable: true }) codeChallenge!: string | null;
  @Field(() => String, { nullable: true }) codeChallengeMethod!: string | null;
  @Field(() => DateTimeScalar) expiresAt!: Date;
  @Field(() => String, { nullable: true, description: 'RFC 8707: the resource the grant is for; null for the v1 REST API.' }) resource!: string | null;
  @Field(() => Boolean) livemode!: boolean;
}

@InputType('OAuthTokensInput')
class OAuthTokensInput {
  @Field(() => String) accessToken!: string;
  @Field(() => DateTimeScalar) accessTokenExpiresAt!: Date;
  @Field(() => String, { nullable: true }) refreshToken!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) refreshTokenExpiresAt!: Date | null;
  @Field(() => [String]) scopes!: string[];
  @Field(() => String) clientId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => ID) grantId!: string;
}

const toClientType = (c: OAuthClient): OAuthClientType => ({ ...c, createdAt: c.createdAt.toISOString() });

/** The facade's authorization server calls these without a caller; REST callers never reach them. */
function serverOnly(ctx: GraphContext): void {
  if (ctx.principal) throw new AccountsError('role_forbidden', 'The authorization server’s operations take no caller.');
}

/** OAuth 2.0: the authorization server's store (http/oauth, its model http/authorization) and the console's app pages. */
@Resolver()
export class OAuthResolver {
  @FacadeOnly()
  @Query(() => OAuthClientType, { nullable: true, description: 'The app behind a client id; with `secret` (or `secretless`), only when it authenticates.' })
  async oauthClient(
    @Arg('clientId', () => String) clientId: string,
    @Arg('secret', () => String, { nullable: true }) secret: string | null,
    @Arg('secretless', () => Boolean, { defaultValue: false, description: 'A token request without a secret: public apps only.' }) secretless: boolean,
    @Ctx() ctx: GraphContext,
  ): Promise<OAuthClientType | null> {
    serverOnly(ctx);
    const found = await findClient(ctx.em, clientId, secret ?? (secretless ? undefined : null));
    return found && toClientType(found);
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async saveOAuthCode(@Arg('input', () => OAuthCodeInput) input: OAuthCodeInput, @Ctx() ctx: GraphContext): Promise<boolean> {
    serverOnly(ctx);
    await saveCode(ctx.em, input.code, input);
    return true;
  }

  @FacadeOnly()
  @Query(() => OAuthCodeType, { nullable: true })
  async oauthCode(@Arg('code', () => String) code: string, @Ctx() ctx: GraphContext): Promise<OAuthCodeType | null> {
    serverOnly(ctx);
    const c = await findCode(ctx.em, code);
    return c && { ...c, expiresAt: c.expiresAt.toISOString() };
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'Marks a code used; true only the first time.' })
  async consumeOAuthCode(@Arg('code', () => String) code: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    serverOnly(ctx);
    return consumeCode(ctx.em, code);
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async saveOAuthTokens(@Arg('input', () => OAuthTokensInput) input: OAuthTokensInput, @Ctx() ctx: GraphContext): Promise<boolean> {
    serverOnly(ctx);
    await saveTokens(ctx.em, input);
    return true;
  }

  @FacadeOnly()
  @Query(() => OAuthRefreshTokenType, { nullable: true })
  async oauthRefreshToken(@Arg('token', () => String) token: string, @Ctx() ctx: GraphContext): Promise<OAuthRefreshTokenType | null> {
    serverOnly(ctx);
    const r = await findRefreshToken(ctx.em, token);
    return r && { ...r, expiresAt: r.expiresAt.toISOString() };
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async revokeOAuthRefreshToken(@Arg('token', () => String) token: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    serverOnly(ctx);
    return revokeRefreshToken(ctx.em, token);
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'A code or refresh token presented again: its grant and every token issued from it end (RFC 9700).' })
  async revokeOAuthGrantOfSecret(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    serverOnly(ctx);
    await revokeGrantOfSecret(ctx.em, secret);
    return true;
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'RFC 7009: revokes an access or refresh token of the client.' })
  async revokeOAuthToken(@Arg('clientId', () => String) clientId: string, @Arg('token', () => String) token: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    serverOnly(ctx);
    await revokeClientToken(ctx.em, clientId, token);
    return true;
  }

  @FacadeOnly()
  @Query(() => [OAuthClientType], { description: 'The signed-in team’s OAuth apps.' })
  async teamOAuthClients(@Ctx() ctx: GraphContext): Promise<OAuthClientType[]> {
    return (await teamClients(ctx.em, sessionActor(ctx).teamId)).map(toClientType);
  }

  @FacadeOnly()
  @Mutation(() => RegisteredOAuthClientType)
  async registerOAuthClient(
    @Arg('name', () => String) name: string,
    @Arg('redirectUris', () => [String]) redirectUris: string[],
    @Arg('confidential', () => Boolean) confidential: boolean,
    @Ctx() ctx: GraphContext,
  ): Promise<RegisteredOAuthClientType> {
    const { client, secret } = await registerClient(ctx.em, sessionActor(ctx), { name, redirectUris, confidential });
    return { client: toClientType(client), secret };
  }

  @FacadeOnly()
  @Mutation(() => OAuthClientType, { description: 'RFC 7591: an app registers itself (a public client of no team).' })
  async registerDynamicOAuthClient(
    @Arg('name', () => String) name: string,
    @Arg('redirectUris', () => [String]) redirectUris: string[],
    @Ctx() ctx: GraphContext,
  ): Promise<OAuthClientType> {
    serverOnly(ctx);
    return toClientType(await registerDynamicClient(ctx.em, { name, redirectUris }));
  }

  @FacadeOnly()
  @Mutation(() => OAuthClientType, { description: 'An app known by its Client ID Metadata Document, as just fetched by the edge.' })
  async recordMetadataOAuthClient(
    @Arg('url', () => String) url: string,
    @Arg('name', () => String) name: string,
    @Arg('redirectUris', () => [String]) redirectUris: string[],
    @Ctx() ctx: GraphContext,
  ): Promise<OAuthClientType> {
    serverOnly(ctx);
    return toClientType(await recordMetadataClient(ctx.em, { url, name, redirectUris }));
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async removeOAuthClient(@IdArg('id', 'uuid') id: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await revokeClient(ctx.em, sessionActor(ctx), id);
    return true;
  }

  @FacadeOnly()
  @Query(() => [ConnectedAppType], { description: 'The apps the signed-in person has granted access.' })
  async connectedApps(@Ctx() ctx: GraphContext): Promise<ConnectedAppType[]> {
    return (await connectedApps(ctx.em, sessionActor(ctx).userId)).map((a) => ({ ...a, grantedAt: a.grantedAt.toISOString() }));
  }

  @FacadeOnly()
  @Mutation(() => Boolean)
  async disconnectApp(@Arg('clientId', () => String) clientId: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await disconnectApp(ctx.em, sessionActor(ctx).userId, clientId);
    return true;
  }
}
