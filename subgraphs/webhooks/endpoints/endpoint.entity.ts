import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** The event kinds v2 delivers (spec: Events). The table's check constraint lists the same. */
export const WEBHOOK_EVENT_TYPES = ['survey.completed', 'order.paid'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];

/**
 * A team's HTTPS receiver of v2 events. It gets events of the key mode that created it
 * (`livemode`) and of the kinds in `enabledEvents`, while enabled and not deleted. Deleting
 * only stamps `deletedAt`, so delivery records keep their endpoint; a deleted endpoint is
 * invisible and receives nothing.
 */
export const WebhookEndpoint = defineEntity({
  name: 'WebhookEndpoint',
  schema: 'webhooks',
  tableName: 'endpoints',
  properties: (p) => ({
    id: p.uuid().primary(),
    teamId: p.uuid().fieldName('team_id'),
    livemode: p.boolean(),
    url: p.text(),
    enabledEvents: p.array<WebhookEventType>().fieldName('enabled_events'),
    /** `whsec_…`, kept in clear because deliveries are signed with it (HMAC); shown once, by create. */
    secret: p.text().hidden(),
    status: p.enum([...ENDPOINT_STATUSES]),
    disabledReason: p.text().nullable().fieldName('disabled_reason'),
    disabledAt: p.datetime().nullable().fieldName('disabled_at'),
    /** Since when every delivery has failed (cleared by a success or by re-enabling); the disable rule reads it. */
    failingSince: p.datetime().nullable().fieldName('failing_since'),
    createdAt: p.datetime().fieldName('created_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
    deletedAt: p.datetime().nullable().fieldName('deleted_at'),
  }),
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpoint>;
