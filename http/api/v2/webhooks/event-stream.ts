import { createHmac, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { config } from '../../../../platform/config';
import { fromPublicId, toPublicId } from '../../../../platform/ids';
import type { Principal } from '../../../../platform/principal';
import { signatureHeader } from '../../../../subgraphs/webhooks';
import type { GraphClient } from '../../../../graph-client/graph-client';
import { LatestWebhookEventIdDocument, WebhookEventFeedDocument } from '../../../../graph-client/generated';
import { authenticateRequest } from '../../auth';

/**
 * The listen stream (GET /v2/webhook-events/stream, `npm run cli -- listen`): a team's test-mode
 * events as server-sent events, each signed like a real delivery with a per-session secret.
 *
 * New events are found by polling the event feed (the webhooks subgraph) once a second per open
 * stream, not by LISTEN/NOTIFY: behind PgBouncer in transaction mode a LISTEN never hears
 * anything, and a dev tool's second of latency costs nothing.
 */

export const POLL_MS = 1_000;
/** A comment this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How often the key is checked again: a revoked key's streams end within this. */
const REAUTH_MS = 30_000;
/**
 * Event ids are made (UUIDv7) before their transaction commits, so an event can become visible
 * after one with a later id. Each poll reads again from this far behind the newest id sent and
 * skips the ids it already sent, so a late commit is still delivered, once.
 */
const LOOKBACK_MS = 5_000;
const PAGE = 200;

/** A listen session id: 32 hex digits, handed out in the `ready` event and sent back to resume with the same secret. */
export const SESSION_PATTERN = '^[0-9a-f]{32}$';

/**
 * The signing secret of a listen session: derived (HMAC-SHA256) from the server's
 * DOWNLOAD_TOKEN_SECRET, the API key and the session id, so a reconnect with the same session
 * gets the same secret on any replica without anything stored, and another key's session id
 * gives another secret. The label keeps it apart from the download tokens the same key signs.
 */
export function sessionSecret(credentialId: string, session: string): string {
  const mac = createHmac('sha256', config().DOWNLOAD_TOKEN_SECRET).update(`webhook-listen-session\0${credentialId}\0${session}`).digest('base64url');
  return `whsec_${mac}`;
}

export function newSession(): string {
  return randomBytes(16).toString('hex');
}

/** One server-sent event (data is JSON on one line: JSON.stringify escapes line breaks). */
export function sseFrame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The smallest UUIDv7 of a millisecond: the lower bound of the ids made from then on. */
export function uuidFloorAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}

/** The millisecond a UUIDv7 was made in. */
export function uuidTime(uuid: string): number {
  return parseInt(uuid.replace(/-/g, '').slice(0, 12), 16);
}

/** The open streams of each HTTP server, ended when it closes (an open response would hold close() forever). */
const openStreams = new WeakMap<object, Set<() => void>>();

/** Ends every open stream of a server: the v2 plugin's preClose hook. */
export function endEventStreams(server: object): void {
  for (const end of [...(openStreams.get(server) ?? [])]) end();
}

export interface StreamOptions {
  graph: GraphClient;
  request: FastifyRequest;
  reply: FastifyReply;
  principal: Principal;
  /** Only these kinds, or every kind. */
  types: string[] | null;
  /** The resumed session, or a new one. */
  session: string;
  /** Last-Event-ID as a UUID: deliver what came after it; null: what comes after now. */
  resumeAfter: string | null;
  /** Called once when the stream ends, however it ends. */
  onEnd?: () => void;
}

/** Starts the stream: sends it as the reply and polls until the client leaves or the server closes. */
export function streamEvents(o: StreamOptions): FastifyReply {
  const out = new PassThrough();
  const stop = new AbortController();
  const end = () => {
    if (stop.signal.aborted) return;
    stop.abort();
    out.end();
    o.onEnd?.();
  };
  const server = o.request.server.server;
  let streams = openStreams.get(server);
  if (!streams) openStreams.set(server, (streams = new Set()));
  streams.add(end);
  stop.signal.addEventListener('abort', () => streams.delete(end), { once: true });
  o.reply.raw.once('close', end);

  const secret = sessionSecret(o.principal.credentialId, o.session);
  // `retry`: how long an EventSource waits before reconnecting.
  out.write(`retry: 2000\n${sseFrame('ready', { secret, session: o.session, livemode: o.principal.livemode })}`);
  // A client gone while the handler awaited (its place among the team's streams) closed before
  // the listener above: end now (after the first write: nothing is written to an ended stream),
  // or the stream would poll, and hold its place, for nobody.
  if (o.request.raw.socket?.destroyed) end();
  void poll(o, out, secret, stop.signal)
    .catch((err: unknown) => {
      if (stop.signal.aborted) return;
      o.request.log.error({ err }, 'webhook event stream failed');
      out.write(sseFrame('error', { code: 'internal_error', message: 'The stream failed; reconnect with Last-Event-ID to resume.' }));
    })
    .finally(end);

  return (
    o.reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // nginx and similar proxies pass each event on at once instead of buffering the response.
      .header('x-accel-buffering', 'no')
      .send(out)
  );
}

async function poll(o: StreamOptions, out: PassThrough, secret: string, signal: AbortSignal): Promise<void> {
  const caller = { principal: o.principal, requestId: o.request.id, log: o.request.log, signal };
  const floor = o.resumeAfter ?? (await o.graph.run(LatestWebhookEventIdDocument, {}, caller)).latestWebhookEventId;
  /** Ids sent within the lookback window of the newest one sent. */
  const sent = new Map<string, number>();
  let newest = floor;
  let lastWrite = Date.now();
  let lastAuth = Date.now();
  while (!signal.aborted) {
    const since = newest ? uuidFloorAt(uuidTime(newest) - LOOKBACK_MS) : null;
    let after = floor && (!since || since < floor) ? floor : since;
    for (;;) {
      const { webhookEventFeed: page } = await o.graph.run(WebhookEventFeedDocument, { after: after ?? null, types: o.types, limit: PAGE }, caller);
      for (const e of page) {
        if (sent.has(e.id)) continue;
        const id = toPublicId('evt', e.id);
        out.write(sseFrame('webhook', { type: e.type, body: e.body, signature: signatureHeader(secret, e.body) }, id));
        sent.set(e.id, uuidTime(e.id));
        if (!newest || e.id > newest) newest = e.id;
        lastWrite = Date.now();
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1].id;
    }
    if (newest) {
      const horizon = uuidTime(newest) - LOOKBACK_MS;
      for (const [id, t] of sent) if (t < horizon) sent.delete(id);
    }
    if (Date.now() - lastWrite >= HEARTBEAT_MS) {
      out.write(': keep-alive\n\n');
      lastWrite = Date.now();
    }
    if (Date.now() - lastAuth >= REAUTH_MS) {
      lastAuth = Date.now();
      const still = await authenticateRequest(o.graph, o.request).catch(() => null);
      if (!still || still.credentialId !== o.principal.credentialId) {
        out.write(sseFrame('error', { code: 'authentication_required', message: 'The API key is unknown or revoked.' }));
        return;
      }
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** Last-Event-ID as the event's UUID, or null when the header is absent. */
export function lastEventId(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined || header === '') return null;
  const value = Array.isArray(header) ? header[0] : header;
  return fromPublicId('evt', value.trim()) ?? undefined;
}
