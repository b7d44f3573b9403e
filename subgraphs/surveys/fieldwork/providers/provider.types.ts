import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../../platform/graphql/scalars';
import type { PanelProvider } from './entities/panel-provider.entity';

const URL_DOC = 'Absolute https URL with {id} where the provider’s respondent id goes; null: no redirect for this outcome.';

@ObjectType('PanelProvider', { description: 'A panel marketplace people come from through entry links, and go back to through its redirect URLs.' })
export class PanelProviderType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The query parameter of entry links that carries the provider’s respondent id.' }) entryParam!: string;
  @Field(() => String, { nullable: true, description: URL_DOC }) completeUrl!: string | null;
  @Field(() => String, { nullable: true, description: URL_DOC }) screenoutUrl!: string | null;
  @Field(() => String, { nullable: true, description: URL_DOC }) overquotaUrl!: string | null;
  @Field(() => Boolean, { description: 'Entry links must carry exp and sig, an HMAC-SHA256 with the provider’s signing secret (the CLI makes one).' }) signed!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
}

@ObjectType('EntryLink', { description: 'One survey’s entry link for one provider.' })
export class EntryLinkType {
  @Field(() => String, { description: 'The unguessable part of the link: /r/<token>.' }) token!: string;
  @Field(() => String, { description: '<PUBLIC_BASE_URL>/r/<token>?<entryParam>={id}: what the provider is given; it fills in {id}.' }) url!: string;
  @Field(() => ID) surveyId!: string;
  @Field(() => PanelProviderType) provider!: PanelProviderType;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@InputType('PanelProviderCreateInput')
export class PanelProviderCreateInput {
  @Field(() => String, { description: '1 to 100 characters; unique, case-insensitively.' }) name!: string;
  @Field(() => String, { description: 'A letter, then up to 31 letters, digits or underscores (e.g. rid).' }) entryParam!: string;
  @Field(() => String, { nullable: true, description: URL_DOC }) completeUrl?: string | null;
  @Field(() => String, { nullable: true, description: URL_DOC }) screenoutUrl?: string | null;
  @Field(() => String, { nullable: true, description: URL_DOC }) overquotaUrl?: string | null;
}

@InputType('PanelProviderUpdateInput', { description: 'Absent fields stay as they are; a null URL removes that redirect.' })
export class PanelProviderUpdateInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) entryParam?: string | null;
  @Field(() => String, { nullable: true }) completeUrl?: string | null;
  @Field(() => String, { nullable: true }) screenoutUrl?: string | null;
  @Field(() => String, { nullable: true }) overquotaUrl?: string | null;
}

export function toPanelProviderType(p: PanelProvider): PanelProviderType {
  return {
    id: p.id,
    name: p.name,
    entryParam: p.entryParam,
    completeUrl: p.completeUrl ?? null,
    screenoutUrl: p.screenoutUrl ?? null,
    overquotaUrl: p.overquotaUrl ?? null,
    signed: p.signingSecret != null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
