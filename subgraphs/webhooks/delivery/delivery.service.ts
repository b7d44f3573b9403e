import type { EntityManager } from '@mikro-orm/postgresql';
import { isGuid, newId } from '../../../platform/ids';
import { recordEvent } from '../../../platform/outbox/outbox';

/** What one delivery attempt needs: the exact bytes, where to, the key, and whether it still should. */
export interface DeliveryTarget {
  eventId: string;
  endpointId: string;
  body: string;
  url: string;
  secret: string;
  /** pending, delivered, failed or cancelled. */
  status: string;
  /** The endpoint can take deliveries: not deleted, not disabled. */
  open: boolean;
  /** Attempts made in the current series (a redelivery starts a new one): PostgreSQL's count, not the job's. */
  seriesAttempts: number;
}

export async function loadDelivery(em: EntityManager, eventId: string, endpointId: string): Promise<DeliveryTarget | null> {
  const [row] = await em.execute<{ body: string; url: string; secret: string; status: string; open: boolean; series_attempts: number }[]>(
    `select v.body, p.url, p.secret, d.status, (p.deleted_at is null and p.status = 'enabled') as open, d.series_attempts
       from webhooks.deliveries d
       join webhooks.events v on v.id = d.event_id
       join webhooks.endpoints p on p.id = d.endpoint_id
      where d.event_id = ? and d.endpoint_id = ?`,
    [eventId, endpointId],
  );
  if (!row) return null;
  const { series_attempts: seriesAttempts, ...rest } = row;
  return { eventId, endpointId, ...rest, seriesAttempts };
}

/** Where a delivery is in a `loadDeliveries` answer: `${eventId} ${endpointId}`. */
export const deliveryKey = (eventId: string, endpointId: string): string => `${eventId} ${endpointId}`;

/**
 * Rows go into the batch statements as PostgreSQL array literals unnested in the statement
 * (MikroORM inlines parameters), not as JSON: the planner knows how many elements a constant
 * array has, so it joins a batch of ten to the deliveries by primary key. Told nothing (as with
 * jsonb_to_recordset, taken to be 100 rows), it hashed the whole deliveries table per batch.
 */
function uuidArray(ids: readonly string[]): string {
  const bad = ids.find((id) => !isGuid(id));
  if (bad !== undefined) throw new TypeError(`not a UUID: ${JSON.stringify(bad)}`);
  return `{${ids.join(',')}}`;
}

function intArray(values: readonly number[]): string {
  const bad = values.find((v) => !Number.isSafeInteger(v));
  if (bad !== undefined) throw new TypeError(`not an integer: ${bad}`);
  return `{${values.join(',')}}`;
}

/** Each element double-quoted with `"` and `\` escaped; null as NULL. */
function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * `loadDelivery` for several deliveries in one statement (the deliver job batches concurrent
 * runs): the same row per delivery, keyed by `deliveryKey`; unknown deliveries are absent.
 */
export async function loadDeliveries(em: EntityManager, keys: readonly { eventId: string; endpointId: string }[]): Promise<Map<string, DeliveryTarget>> {
  const out = new Map<string, DeliveryTarget>();
  if (!keys.length) return out;
  const rows = await em.execute<{ event_id: string; endpoint_id: string; body: string; url: string; secret: string; status: string; open: boolean; series_attempts: number }[]>(
    `select d.event_id, d.endpoint_id, v.body, p.url, p.secret, d.status, (p.deleted_at is null and p.status = 'enabled') as open, d.series_attempts
       from unnest(?::uuid[], ?::uuid[]) as k(event_id, endpoint_id)
       join webhooks.deliveries d on d.event_id = k.event_id and d.endpoint_id = k.endpoint_id
       join webhooks.events v on v.id = d.event_id
       join webhooks.endpoints p on p.id = d.endpoint_id`,
    [uuidArray(keys.map((k) => k.eventId)), uuidArray(keys.map((k) => k.endpointId))],
  );
  for (const r of rows) {
    out.set(deliveryKey(r.event_id, r.endpoint_id), {
      eventId: r.event_id,
      endpointId: r.endpoint_id,
      body: r.body,
      url: r.url,
      secret: r.secret,
      status: r.status,
      open: r.open,
      seriesAttempts: r.series_attempts,
    });
  }
  return out;
}

/** How much of a receiver's answer an attempt keeps. */
export const RESPONSE_EXCERPT_CHARS = 300;

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** The start of the receiver's answer (text, at most RESPONSE_EXCERPT_CHARS), when it answered. */
  responseExcerpt?: string | null;
  delivered: boolean;
  /** When the next attempt is due; null when there is none (delivered, or the last attempt failed). */
  nextAttemptAt: Date | null;
}

/**
 * Records one attempt and moves the delivery on (delivered, pending with its next attempt, or
 * failed after the last). A success clears the endpoint's failure streak; a failure starts it,
 * and an endpoint failing without a success for `disableAfterSeconds` is disabled with the
 * reason recorded (re-enable it with PATCH status=enabled).
 */
export async function recordAttempt(em: EntityManager, t: DeliveryTarget, o: AttemptOutcome, disableAfterSeconds: number): Promise<void> {
  // One statement (atomic by itself, one round trip): the delivery, its attempt row numbered
  // from the updated delivery, and the endpoint's failure streak.
  const status = o.delivered ? 'delivered' : o.nextAttemptAt ? 'pending' : 'failed';
  const recorded = `with d as (
      update webhooks.deliveries set attempts = attempts + 1, series_attempts = series_attempts + 1, status = ?, next_attempt_at = ?,
             delivered_at = case when ? then now() else delivered_at end, updated_at = now()
       where event_id = ? and endpoint_id = ? returning attempts),
    a as (
      insert into webhooks.attempts (id, event_id, endpoint_id, attempt, status_code, latency_ms, error, next_attempt_at, response_excerpt)
      select ?, ?, ?, d.attempts, ?, ?, ?, ?, ? from d)`;
  const params = [
    status,
    o.nextAttemptAt,
    o.delivered,
    t.eventId,
    t.endpointId,
    newId(),
    t.eventId,
    t.endpointId,
    o.statusCode,
    Math.round(o.latencyMs),
    o.error,
    o.nextAttemptAt,
    o.responseExcerpt ?? null,
  ];
  if (o.delivered) {
    await em.execute(`${recorded} update webhooks.endpoints set failing_since = null where id = ? and failing_since is not null`, [...params, t.endpointId]);
    return;
  }
  await em.execute(
    `${recorded}
     update webhooks.endpoints
        set failing_since = coalesce(failing_since, now()),
            status = case when failing_since < now() - make_interval(secs => ?) then 'disabled' else status end,
            disabled_at = case when failing_since < now() - make_interval(secs => ?) then now() else disabled_at end,
            disabled_reason = case when failing_since < now() - make_interval(secs => ?)
              then 'Every delivery since ' || to_char(failing_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || ' failed; the last: ' || ?
              else disabled_reason end
      where id = ? and status = 'enabled'`,
    [...params, disableAfterSeconds, disableAfterSeconds, disableAfterSeconds, o.error ?? 'unknown error', t.endpointId],
  );
}

/** One acknowledged attempt, for `recordDelivered`. */
export interface DeliveredAttempt {
  eventId: string;
  endpointId: string;
  statusCode: number;
  latencyMs: number;
  responseExcerpt?: string | null;
}

/**
 * `recordAttempt` of several acknowledged attempts in one statement (the deliver job batches
 * concurrent runs): each delivery becomes delivered with its attempt row numbered from the
 * updated delivery, and the endpoints' failure streaks end. The items name distinct deliveries.
 * Failed attempts go through `recordAttempt` (they may disable their endpoint).
 */
export async function recordDelivered(em: EntityManager, attempts: readonly DeliveredAttempt[]): Promise<void> {
  if (!attempts.length) return;
  await em.execute(
    `with i as (
       select * from unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::int[], ?::int[], ?::text[]) as r(id, event_id, endpoint_id, status_code, latency_ms, response_excerpt)),
     d as (
       update webhooks.deliveries d set attempts = d.attempts + 1, series_attempts = d.series_attempts + 1, status = 'delivered', next_attempt_at = null,
              delivered_at = now(), updated_at = now()
         from i where d.event_id = i.event_id and d.endpoint_id = i.endpoint_id
       returning d.event_id, d.endpoint_id, d.attempts),
     a as (
       insert into webhooks.attempts (id, event_id, endpoint_id, attempt, status_code, latency_ms, error, next_attempt_at, response_excerpt)
       select i.id, i.event_id, i.endpoint_id, d.attempts, i.status_code, i.latency_ms, null, null, i.response_excerpt
         from i join d on d.event_id = i.event_id and d.endpoint_id = i.endpoint_id)
     update webhooks.endpoints set failing_since = null where id in (select endpoint_id from i) and failing_since is not null`,
    [
      uuidArray(attempts.map(() => newId())),
      uuidArray(attempts.map((a) => a.eventId)),
      uuidArray(attempts.map((a) => a.endpointId)),
      intArray(attempts.map((a) => a.statusCode)),
      intArray(attempts.map((a) => Math.round(a.latencyMs))),
      textArray(attempts.map((a) => a.responseExcerpt ?? null)),
    ],
  );
}

/** The endpoint was deleted or disabled: this delivery stops. */
export async function cancelDelivery(em: EntityManager, eventId: string, endpointId: string): Promise<void> {
  await em.execute(
    `update webhooks.deliveries set status = 'cancelled', next_attempt_at = null, updated_at = now()
      where event_id = ? and endpoint_id = ? and status = 'pending'`,
    [eventId, endpointId],
  );
}

/**
 * Sends an event to an endpoint again (operators): the delivery goes back to pending and a
 * `webhook.redeliver` outbox event asks the workers for a fresh series of attempts. The
 * envelope — and its id — is the same.
 */
export async function requestRedelivery(em: EntityManager, eventId: string, endpointId: string): Promise<number | null> {
  return em.transactional(async (tem) => {
    const [row] = await tem.execute<{ redeliveries: number }[]>(
      `update webhooks.deliveries d set status = 'pending', redeliveries = redeliveries + 1, series_attempts = 0, next_attempt_at = now(), updated_at = now()
         from webhooks.endpoints p
        where d.event_id = ? and d.endpoint_id = ? and p.id = d.endpoint_id and p.deleted_at is null
        returning d.redeliveries`,
      [eventId, endpointId],
    );
    if (!row) return null;
    recordEvent(tem, { type: 'webhook.redeliver', aggregateId: eventId, payload: { eventId, endpointId, redelivery: row.redeliveries } });
    await tem.flush();
    return row.redeliveries;
  });
}

export interface OverdueDelivery {
  eventId: string;
  endpointId: string;
  redelivery: number;
  seriesAttempts: number;
}

/**
 * Pending deliveries whose next attempt was due more than `graceSeconds` ago: their job is late,
 * retrying, or was lost with Redis. The reconciler tells which from the queue and resumes them.
 */
export async function overdueDeliveries(em: EntityManager, graceSeconds: number, limit: number): Promise<OverdueDelivery[]> {
  const rows = await em.execute<{ event_id: string; endpoint_id: string; redeliveries: number; series_attempts: number }[]>(
    `select event_id, endpoint_id, redeliveries, series_attempts from webhooks.deliveries
      where status = 'pending' and next_attempt_at < now() - make_interval(secs => ?)
      order by next_attempt_at limit ?`,
    [graceSeconds, limit],
  );
  return rows.map((r) => ({ eventId: r.event_id, endpointId: r.endpoint_id, redelivery: r.redeliveries, seriesAttempts: r.series_attempts }));
}
