import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { FacadeOnly } from '../../../platform/graphql/facade-only';
import { IdArg } from '../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../platform/graphql/context';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { AccountsError } from '../accounts.errors';
import { sessionActor } from './session';
import { createApiKey, listApiKeys, revokeApiKey } from '../accounts.service';
import type { ApiKey } from '../entities/api-key.entity';
import { changePassword, consoleCaller, endConsoleSession, signIn, signUp, switchSessionTeam, teamsOf, type StartedSession } from '../people.service';
import { ScopeValue, TeamType, UserType } from './types';

@InputType('SignUpInput')
class SignUpInput {
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => String) password!: string;
  @Field(() => String) teamName!: string;
}

@ObjectType('ConsoleSessionStarted', { description: 'A console sign-in: the secret goes into the browser cookie and nowhere else.' })
export class ConsoleSessionStartedType {
  @Field(() => String) secret!: string;
  @Field(() => DateTimeScalar, { description: 'ISO 8601' }) expiresAt!: string;
}

@ObjectType('ConsoleCaller', { description: 'The person behind a console session, the team it acts for and their role in it.' })
class ConsoleCallerType {
  @Field(() => ID) sessionId!: string;
  @Field(() => UserType) user!: UserType;
  @Field(() => TeamType) team!: TeamType;
  @Field(() => String, { description: 'owner, admin or member' }) role!: string;
}

@ObjectType('ApiKey', { description: 'An API key as the console lists it; the secret is never shown again.' })
class ApiKeyType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The first characters of the secret, to recognise it.' }) prefix!: string;
  @Field(() => [ScopeValue], { description: 'Empty: a legacy unscoped key (v1 only).' }) scopes!: ScopeValue[];
  @Field(() => Boolean) livemode!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar, { nullable: true }) lastUsedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) revokedAt!: string | null;
}

@ObjectType('TeamOfPerson', { description: 'A team the signed-in person belongs to.' })
class TeamOfPersonType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'owner, admin or member' }) role!: string;
}

@ObjectType('CreatedApiKey')
class CreatedApiKeyType {
  @Field(() => ApiKeyType) key!: ApiKeyType;
  @Field(() => String, { description: 'Shown once.' }) secret!: string;
}

const started = ({ session, secret }: StartedSession): ConsoleSessionStartedType => ({ secret, expiresAt: session.expiresAt.toISOString() });

const toApiKey = (k: ApiKey): ApiKeyType => ({
  id: k.id,
  name: k.name,
  prefix: k.lookupPrefix,
  scopes: k.scopes as ScopeValue[],
  livemode: k.livemode,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** The team of a console session; `manage` operations need an owner or an admin. */
function consoleTeam(ctx: GraphContext, manage: boolean): string {
  const { teamId, role } = sessionActor(ctx);
  if (manage && role !== 'owner' && role !== 'admin') throw new AccountsError('role_forbidden', 'Only owners and admins manage API keys.');
  return teamId;
}

/** Sign-up, sign-in and the console's own operations. The facade's console calls these (http/console). */
@Resolver()
export class ConsoleResolver {
  @FacadeOnly()
  @Mutation(() => ConsoleSessionStartedType, { description: 'A new person and a team they own, signed in.' })
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: GraphContext): Promise<ConsoleSessionStartedType> {
    return started(await signUp(ctx.em, input));
  }

  @FacadeOnly()
  @Mutation(() => ConsoleSessionStartedType, { description: 'Checks an email and password and starts a console session.' })
  async signIn(@Arg('email', () => String) email: string, @Arg('password', () => String) password: string, @Ctx() ctx: GraphContext): Promise<ConsoleSessionStartedType> {
    return started(await signIn(ctx.em, { email, password }));
  }

  @FacadeOnly()
  @Query(() => ConsoleCallerType, { nullable: true, description: 'The person behind a live console session, or null.' })
  async consoleCaller(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<ConsoleCallerType | null> {
    const found = await consoleCaller(ctx.em, secret);
    return found && { sessionId: found.sessionId, user: found.user, team: found.team, role: found.role };
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'Signs out; true whether or not the session was still live.' })
  async endConsoleSession(@Arg('secret', () => String) secret: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    await endConsoleSession(ctx.em, secret);
    return true;
  }

  @FacadeOnly()
  @Query(() => [ApiKeyType], { description: 'The signed-in team’s API keys, newest first, revoked included.' })
  async teamApiKeys(@Ctx() ctx: GraphContext): Promise<ApiKeyType[]> {
    return (await listApiKeys(ctx.em, consoleTeam(ctx, false))).map(toApiKey);
  }

  @FacadeOnly()
  @Mutation(() => CreatedApiKeyType, { description: 'A new key for the signed-in team (owners and admins).' })
  async createTeamApiKey(
    @Arg('name', () => String) name: string,
    @Arg('livemode', () => Boolean) livemode: boolean,
    @Arg('scopes', () => [ScopeValue]) scopes: ScopeValue[],
    @Ctx() ctx: GraphContext,
  ): Promise<CreatedApiKeyType> {
    const teamId = consoleTeam(ctx, true);
    if (!name.trim() || name.length > 100) throw new AccountsError('name_required', 'Give the key a name (up to 100 characters).', 'name');
    if (!scopes.length) throw new AccountsError('invalid_scopes', 'Choose at least one scope.', 'scopes');
    const { key, secret } = await createApiKey(ctx.em, { teamId, name, livemode, scopes, userId: ctx.principal?.user?.id });
    return { key: toApiKey(key), secret };
  }

  @FacadeOnly()
  @Mutation(() => ApiKeyType, { description: 'Revokes one of the signed-in team’s keys (owners and admins).' })
  async revokeTeamApiKey(@IdArg('id', 'key') id: string, @Ctx() ctx: GraphContext): Promise<ApiKeyType> {
    const teamId = consoleTeam(ctx, true);
    const key = (await listApiKeys(ctx.em, teamId)).find((k) => k.id === id);
    if (!key) throw new AccountsError('api_key_not_found', 'No such API key for this team.', 'id');
    return toApiKey(await revokeApiKey(ctx.em, key.id));
  }

  @FacadeOnly()
  @Mutation(() => ConsoleSessionStartedType, { description: 'Changes the signed-in person’s password; ends every session of theirs and starts a new one.' })
  async changePassword(@Arg('current', () => String) current: string, @Arg('next', () => String) next: string, @Ctx() ctx: GraphContext): Promise<ConsoleSessionStartedType> {
    const { userId, teamId } = sessionActor(ctx);
    return started(await changePassword(ctx.em, { userId, teamId, current, next }));
  }

  @FacadeOnly()
  @Query(() => [TeamOfPersonType], { description: 'The signed-in person’s teams, in the order joined.' })
  async myTeams(@Ctx() ctx: GraphContext): Promise<TeamOfPersonType[]> {
    return teamsOf(ctx.em, sessionActor(ctx).userId);
  }

  @FacadeOnly()
  @Mutation(() => Boolean, { description: 'Points the console session at another of the person’s teams.' })
  async switchConsoleTeam(@IdArg('teamId', 'tm') teamId: string, @Ctx() ctx: GraphContext): Promise<boolean> {
    const { userId } = sessionActor(ctx);
    await switchSessionTeam(ctx.em, { sessionId: ctx.principal!.credentialId, userId, teamId });
    return true;
  }
}
