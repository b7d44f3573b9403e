import { Directive, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import { SCOPES } from '../../../platform/principal';

export enum CredentialKind {
  API_KEY = 'api_key',
  OAUTH = 'oauth',
}
registerEnumType(CredentialKind, { name: 'CredentialKind' });

export enum ScopeValue {
  READ = 'read',
  WRITE = 'write',
  SPEND = 'spend',
}
registerEnumType(ScopeValue, { name: 'Scope' });
// Keep the GraphQL enum in step with the domain list.
if (Object.values(ScopeValue).join() !== SCOPES.join()) throw new Error('Scope enum out of step with SCOPES');

@ObjectType('Team')
@Directive('@key(fields: "id")')
export class TeamType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'payg, growth or enterprise (null where the lookup did not read it).' }) plan?: string | null;
}

@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType('Credential', { description: 'The principal behind a bearer secret.' })
export class CredentialType {
  @Field(() => CredentialKind) kind!: CredentialKind;
  @Field(() => ID) credentialId!: string;
  @Field(() => String, { description: 'API key name, or the OAuth client id.' }) name!: string;
  @Field(() => [ScopeValue]) scopes!: ScopeValue[];
  @Field(() => Boolean) livemode!: boolean;
  @Field(() => TeamType) team!: TeamType;
  @Field(() => UserType, { nullable: true }) user!: UserType | null;
  @Field(() => String, { nullable: true, description: 'OAuth access tokens: the resource issued for (RFC 8707); null for the v1 REST API, and for API keys.' })
  audience!: string | null;
}

@ObjectType('DownloadToken', { description: 'Authenticates one download without an Authorization header, until it expires.' })
export class DownloadTokenType {
  @Field(() => String) token!: string;
  @Field(() => DateTimeScalar, { description: 'ISO 8601' }) expiresAt!: string;
}
