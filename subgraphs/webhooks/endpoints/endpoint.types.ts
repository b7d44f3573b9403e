import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import type { WebhookEndpoint } from './endpoint.entity';
import { WebhookEndpointStatusValue } from '../resolvers/enums';
import { PageOf } from '../../../platform/graphql/page';

@ObjectType('WebhookEndpoint', { description: 'An HTTPS receiver of v2 events. The signing secret is shown once, by createWebhookEndpoint.' })
export class WebhookEndpointType {
  @Field(() => ID) id!: string;
  @Field(() => String) url!: string;
  @Field(() => [String], { description: 'Subscribed event kinds: survey.completed, order.paid.' }) enabledEvents!: string[];
  @Field(() => WebhookEndpointStatusValue) status!: string;
  @Field(() => String, { nullable: true }) disabledReason!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) disabledAt!: string | null;
  @Field(() => Boolean, { description: 'The key mode that created it; it receives events of that mode only.' }) livemode!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
}

@ObjectType('WebhookEndpointCreated', { description: 'A new endpoint and its signing secret, which is never shown again.' })
export class WebhookEndpointCreatedType {
  @Field(() => WebhookEndpointType) endpoint!: WebhookEndpointType;
  @Field(() => String, { description: 'whsec_…: verify X-Service-Signature with it.' }) secret!: string;
}

@ObjectType('WebhookEndpointPage')
export class WebhookEndpointPageType extends PageOf(WebhookEndpointType) {}

@InputType('WebhookEndpointCreateInput')
export class WebhookEndpointCreateInput {
  @Field(() => String, { description: 'Absolute https URL, up to 2048 characters, without credentials.' }) url!: string;
  @Field(() => [String]) enabledEvents!: string[];
}

@InputType('WebhookEndpointUpdateInput', { description: 'At least one field.' })
export class WebhookEndpointUpdateInput {
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => [String], { nullable: true }) enabledEvents?: string[] | null;
  @Field(() => WebhookEndpointStatusValue, { nullable: true, description: 'Only ENABLED: turns a disabled endpoint back on.' }) status?: string | null;
}

export function toEndpointType(e: WebhookEndpoint): WebhookEndpointType {
  return {
    id: e.id,
    url: e.url,
    enabledEvents: [...e.enabledEvents],
    status: e.status,
    disabledReason: e.disabledReason ?? null,
    disabledAt: e.disabledAt ? e.disabledAt.toISOString() : null,
    livemode: e.livemode,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
