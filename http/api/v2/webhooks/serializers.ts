import type { Static } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { WebhookEndpointFieldsFragment } from '../../../../graph-client/generated';
import type { WebhookEndpoint } from './schemas';

export function serializeWebhookEndpoint(e: WebhookEndpointFieldsFragment): Static<typeof WebhookEndpoint> {
  return {
    object: 'webhook_endpoint',
    id: toPublicId('whk', e.id),
    url: e.url,
    enabledEvents: e.enabledEvents,
    status: e.status,
    disabledReason: e.disabledReason,
    livemode: e.livemode,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
