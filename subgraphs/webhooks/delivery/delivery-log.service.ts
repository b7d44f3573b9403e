import type { EntityManager } from '@mikro-orm/postgresql';

export interface DeliveryRow {
  eventId: string;
  endpointId: string;
  status: string;
  attempts: number;
  redeliveries: number;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
}

export interface EventRow {
  id: string;
  type: string;
  livemode: boolean;
  /** Sent by a person to try an endpoint (test-events.service.ts), not something that happened. */
  test: boolean;
  createdAt: Date;
  /** The envelope exactly as sent. */
  body: string;
  deliveries: DeliveryRow[];
}

export interface AttemptRow {
  id: string;
  eventId: string;
  endpointId: string;
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  responseExcerpt: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  /** Its event is a test event. */
  test: boolean;
}

/** A team's events, newest first, each with its deliveries (operators: the delivery log). */
export async function listEvents(em: EntityManager, teamId: string, limit: number): Promise<EventRow[]> {
  const events = await em.execute<{ id: string; type: string; livemode: boolean; test: boolean; created_at: Date; body: string }[]>(
    'select id, type, livemode, test, created_at, body from webhooks.events where team_id = ? order by id desc limit ?',
    [teamId, limit],
  );
  if (!events.length) return [];
  const deliveries = await em.execute<
    { event_id: string; endpoint_id: string; status: string; attempts: number; redeliveries: number; next_attempt_at: Date | null; delivered_at: Date | null }[]
  >(
    `select event_id, endpoint_id, status, attempts, redeliveries, next_attempt_at, delivered_at from webhooks.deliveries
      where event_id in (${events.map(() => '?').join(', ')}) order by endpoint_id`,
    events.map((e) => e.id),
  );
  return events.map((e) => ({
    id: e.id,
    type: e.type,
    livemode: e.livemode,
    test: e.test,
    createdAt: new Date(e.created_at),
    body: e.body,
    deliveries: deliveries
      .filter((d) => d.event_id === e.id)
      .map((d) => ({
        eventId: d.event_id,
        endpointId: d.endpoint_id,
        status: d.status,
        attempts: d.attempts,
        redeliveries: d.redeliveries,
        nextAttemptAt: d.next_attempt_at ? new Date(d.next_attempt_at) : null,
        deliveredAt: d.delivered_at ? new Date(d.delivered_at) : null,
      })),
  }));
}

/** Every attempt for an event and/or an endpoint, in the order made (or the newest first). */
export async function listAttempts(em: EntityManager, q: { eventId?: string | null; endpointId?: string | null; limit: number; newestFirst?: boolean }): Promise<AttemptRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.eventId) {
    where.push('a.event_id = ?');
    params.push(q.eventId);
  }
  if (q.endpointId) {
    where.push('a.endpoint_id = ?');
    params.push(q.endpointId);
  }
  if (!where.length) return [];
  const rows = await em.execute<
    {
      id: string;
      event_id: string;
      endpoint_id: string;
      attempt: number;
      status_code: number | null;
      latency_ms: number;
      error: string | null;
      response_excerpt: string | null;
      next_attempt_at: Date | null;
      created_at: Date;
      test: boolean;
    }[]
  >(
    `select a.id, a.event_id, a.endpoint_id, a.attempt, a.status_code, a.latency_ms, a.error, a.response_excerpt, a.next_attempt_at, a.created_at, v.test
       from webhooks.attempts a join webhooks.events v on v.id = a.event_id
      where ${where.join(' and ')} order by ${q.newestFirst ? 'a.created_at desc, a.attempt desc' : 'a.created_at, a.attempt'} limit ?`,
    [...params, q.limit],
  );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    endpointId: r.endpoint_id,
    attempt: r.attempt,
    statusCode: r.status_code,
    latencyMs: r.latency_ms,
    error: r.error,
    responseExcerpt: r.response_excerpt,
    nextAttemptAt: r.next_attempt_at ? new Date(r.next_attempt_at) : null,
    createdAt: new Date(r.created_at),
    test: r.test,
  }));
}
