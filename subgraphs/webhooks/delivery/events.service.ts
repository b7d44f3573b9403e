import type { EntityManager } from '@mikro-orm/postgresql';
import { newId, toPublicId } from '../../../platform/ids';
import type { WebhookEventType } from '../endpoints/endpoint.entity';
import { endpointsFor } from '../endpoints/endpoints.service';

export interface NewWebhookEvent {
  /** The outbox row it comes from: one event per occurrence, however often the outbox relays it. */
  sourceId: string;
  teamId: string;
  livemode: boolean;
  type: WebhookEventType;
  /** The current v2 resource (survey or order). */
  object: unknown;
  /** When it happened (the outbox row's time): only endpoints created before then receive it. */
  occurredAt: Date;
}

/**
 * The envelope (spec: Events) as the bytes every attempt POSTs, serialized once. A test event
 * (test-events.service.ts) says so with `"test": true` after `createdAt`; real events carry no
 * `test` key, byte for byte as before test events existed.
 */
export function envelopeBody(id: string, type: WebhookEventType, createdAt: Date, object: unknown, test = false): string {
  return JSON.stringify({ id: toPublicId('evt', id), type, createdAt: createdAt.toISOString(), ...(test ? { test: true } : {}), data: { object } });
}

/**
 * Records the event with its envelope serialized once (every attempt POSTs these bytes) and a
 * pending delivery for each endpoint `endpointsFor` picks (enabled, of the team and mode,
 * subscribed to its type, created before the occurrence), in
 * one transaction. Run again for the same occurrence it creates nothing and returns the
 * deliveries still pending. Returns the endpoints to deliver to.
 */
export async function recordWebhookEvent(em: EntityManager, e: NewWebhookEvent): Promise<{ eventId: string; endpointIds: string[] }> {
  return em.transactional(async (tem) => {
    const id = newId();
    const createdAt = new Date();
    const body = envelopeBody(id, e.type, createdAt, e.object);
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
    // As on Stripe, an endpoint receives what happened after it was created: an event dispatched
    // late (a job Redis lost, put back by the reconciler) does not reach endpoints added since.
    const endpointIds = (await endpointsFor(tem, e.teamId, e.livemode, e.type, e.occurredAt)).map((p) => p.id);
    if (endpointIds.length) {
      await tem.execute(
        `insert into webhooks.deliveries (event_id, endpoint_id, status, next_attempt_at) values ${endpointIds.map(() => `(?, ?, 'pending', now())`).join(', ')}`,
        endpointIds.flatMap((endpointId) => [id, endpointId]),
      );
    }
    return { eventId: id, endpointIds };
  });
}
