import type { EntityManager } from '@mikro-orm/postgresql';
import type { Owner } from '../../../platform/owner';

/** One recorded event as the listen stream relays it. */
export interface FeedEvent {
  id: string;
  type: string;
  createdAt: Date;
  /** The envelope exactly as recorded (and as endpoints receive it). */
  body: string;
}

/**
 * An owner's events (its team, its mode) recorded after `after`, oldest first: every event,
 * whether or not the team has endpoints (recordWebhookEvent records each one). Ids are UUIDv7,
 * so id order is the order they were made in; `types` narrows to those kinds.
 */
export async function eventFeed(em: EntityManager, owner: Owner, q: { after: string | null; types: string[] | null; limit: number }): Promise<FeedEvent[]> {
  const where = ['team_id = ?', 'livemode = ?'];
  const params: unknown[] = [owner.teamId, owner.livemode];
  if (q.after) {
    where.push('id > ?');
    params.push(q.after);
  }
  if (q.types) {
    if (!q.types.length) return [];
    where.push(`type in (${q.types.map(() => '?').join(', ')})`);
    params.push(...q.types);
  }
  const rows = await em.execute<{ id: string; type: string; created_at: Date; body: string }[]>(
    `select id, type, created_at, body from webhooks.events where ${where.join(' and ')} order by id limit ?`,
    [...params, q.limit],
  );
  return rows.map((r) => ({ id: r.id, type: r.type, createdAt: new Date(r.created_at), body: r.body }));
}

/** The newest event id of an owner (a stream's "now"), or null before its first event. */
export async function latestEventId(em: EntityManager, owner: Owner): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>('select id from webhooks.events where team_id = ? and livemode = ? order by id desc limit 1', [owner.teamId, owner.livemode]);
  return row?.id ?? null;
}
