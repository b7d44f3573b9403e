import type { EntityManager } from '@mikro-orm/postgresql';
import { newId, toPublicId } from '../../../platform/ids';

/** The event kinds v2 delivers (spec: Events). */
export const WEBHOOK_EVENT_TYPES = ['survey.completed', 'order.paid'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}

export interface NewWebhookEvent {
  /** The outbox row it comes from: one event per occurrence, however often the outbox relays it. */
  sourceId: string;
  teamId: string;
  livemode: boolean;
  type: WebhookEventType;
  /** The current v2 resource (survey or order). */
  object: unknown;
}

/**
 * Records the event with its envelope serialized once (every attempt POSTs these bytes) and a
 * pending delivery for each enabled endpoint of the team and mode subscribed to its type, in
 * one transaction. Run again for the same occurrence it creates nothing and returns the
 * deliveries still pending. Returns the endpoints to deliver to.
 */
export async function recordWebhookEvent(em: EntityManager, e: NewWebhookEvent): Promise<{ eventId: string; endpointIds: string[] }> {
  return em.transactional(async (tem) => {
    const id = newId();
    const createdAt = new Date();
    const body = JSON.stringify({ id: toPublicId('evt', id), type: e.type, createdAt: createdAt.toISOString(), data: { object: e.object } });
    const created = await tem.execute<{ id: string }[]>(
      `insert into webhooks.events (id, team_id, livemode, type, source_id, body, created_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (source_id) do nothing returning id`,
      [id, e.teamId, e.livemode, e.type, e.sourceId, body, createdAt],
    );
    if (!created.length) {
      const pending = await tem.execute<{ event_id: string; endpoint_id: string }[]>(
        `select d.event_id, d.endpoint_id from webhooks.events v join webhooks.deliveries d on d.event_id = v.id
          where v.source_id = ? and d.status = 'pending'`,
        [e.sourceId],
      );
      const [existing] = await tem.execute<{ id: string }[]>('select id from webhooks.events where source_id = ?', [e.sourceId]);
      return { eventId: existing.id, endpointIds: pending.map((p) => p.endpoint_id) };
    }
    const deliveries = await tem.execute<{ endpoint_id: string }[]>(
      `insert into webhooks.deliveries (event_id, endpoint_id, status)
       select ?, id, 'pending' from webhooks.endpoints
        where team_id = ? and livemode = ? and deleted_at is null and status = 'enabled' and ? = any(enabled_events)
       returning endpoint_id`,
      [id, e.teamId, e.livemode, e.type],
    );
    return { eventId: id, endpointIds: deliveries.map((d) => d.endpoint_id) };
  });
}
