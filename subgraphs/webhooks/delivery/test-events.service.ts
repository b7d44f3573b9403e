import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../platform/ids';
import type { OwnerScope } from '../../../platform/owner';
import { recordEvent } from '../../../platform/outbox/outbox';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../endpoints/endpoint.entity';
import { getEndpoint } from '../endpoints/endpoints.service';
import { WebhooksError } from '../webhooks.errors';
import { envelopeBody } from './events.service';

/** The v2 object each event kind carries in `data.object` (its `object` field). */
const OBJECT_OF: Record<WebhookEventType, string> = { 'survey.completed': 'survey', 'order.paid': 'order' };

export interface TestEvent {
  id: string;
  type: WebhookEventType;
  livemode: boolean;
  createdAt: Date;
  body: string;
}

function checkType(type: string): WebhookEventType {
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) {
    throw new WebhooksError('invalid_event_type', `type must be one of: ${WEBHOOK_EVENT_TYPES.join(', ')}.`, 'type');
  }
  return type as WebhookEventType;
}

/**
 * Sends a test event to one of the owner's endpoints: an event marked `test` (in its row and its
 * envelope) with the sample object the caller made (graph-client/v2/samples.ts, shaped by the
 * real serializers), a pending delivery to that endpoint only, and a `webhook.test` outbox row
 * that has the workers enqueue its `webhooks.deliver` job — in one transaction, so PostgreSQL
 * holds the work and the request never touches Redis. The kind need not be one the endpoint
 * subscribes to: the person asked for it. A deleted endpoint is not found; a disabled one is
 * refused (its delivery would be cancelled unsent).
 */
export async function sendTestEvent(em: EntityManager, owner: OwnerScope, endpointId: string, type: string, object: unknown): Promise<TestEvent> {
  const kind = checkType(type);
  if (typeof object !== 'object' || object === null || Array.isArray(object) || (object as { object?: unknown }).object !== OBJECT_OF[kind]) {
    throw new WebhooksError('invalid_sample', `A ${kind} event carries a ${OBJECT_OF[kind]} object.`, 'object');
  }
  return em.transactional(async (tem) => {
    const endpoint = await getEndpoint(tem, owner, endpointId);
    // Held until commit: a delete or a disable waits for this event, or this sees it.
    const [row] = await tem.execute<{ status: string }[]>('select status from webhooks.endpoints where id = ? and deleted_at is null for share', [endpoint.id]);
    if (!row) throw new WebhooksError('endpoint_not_found', 'No such webhook endpoint.', 'id');
    if (row.status !== 'enabled') {
      throw new WebhooksError('endpoint_disabled', 'This endpoint is disabled and receives nothing; enable it again (status=enabled) before sending a test event.', 'id');
    }
    const id = newId();
    const createdAt = new Date();
    const body = envelopeBody(id, kind, createdAt, object, true);
    // A fresh source id: a test event comes from no outbox row, and each request is its own event.
    await tem.execute(`insert into webhooks.events (id, team_id, livemode, type, source_id, body, created_at, test) values (?, ?, ?, ?, ?, ?, ?, true)`, [
      id,
      endpoint.teamId,
      endpoint.livemode,
      kind,
      newId(),
      body,
      createdAt,
    ]);
    await tem.execute(`insert into webhooks.deliveries (event_id, endpoint_id, status, next_attempt_at) values (?, ?, 'pending', now())`, [id, endpoint.id]);
    recordEvent(tem, { type: 'webhook.test', aggregateId: id, payload: { eventId: id, endpointId: endpoint.id, redelivery: 0 } });
    await tem.flush();
    return { id, type: kind, livemode: endpoint.livemode, createdAt, body };
  });
}
