import pRetry, { AbortError } from 'p-retry';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { newId, nowSeconds } from './store';

let sdk: typeof Stripe | null = null;
/**
 * The Stripe SDK (its API version on every event, its test signatures on every delivery),
 * loaded by the sandbox's first request rather than at start: ~220 modules every process
 * serving the sandbox paid for at boot.
 */
async function loadSdk(): Promise<typeof Stripe> {
  sdk ??= (await import('stripe')).default;
  return sdk;
}

function loadedSdk(): typeof Stripe {
  if (!sdk) throw new Error('stripe sandbox: an event was emitted before the Stripe SDK loaded (EventBus.ready)');
  return sdk;
}

export interface RetryOptions {
  attempts?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** One event and how its delivery went (shown by GET /_sandbox/events). */
export interface EventRecord {
  id: string;
  /** The account whose object the event describes: GET /_sandbox/events shows a key its own account's only. */
  account: string;
  type: string;
  target: string | null;
  attempts: number;
  delivered: boolean;
  pending: boolean;
  lastStatus: number | null;
  lastError: string | null;
  event: Record<string, unknown>;
}

export interface EventBus {
  /** Resolves once emit can run (the SDK is loaded); the sandbox awaits it on every request. */
  ready(): Promise<void>;
  /** Records the event and starts delivering it in the background; never waits for the target. */
  emit(type: string, object: Record<string, unknown>, account: string): EventRecord;
  setTarget(url: string | null): void;
  list(): EventRecord[];
  /** Stops all retries and waits for attempts in flight to end. */
  close(): Promise<void>;
}

const DELIVERY_TIMEOUT_MS = 10_000;

export function createEventBus(opts: { target: string | null; secret: string; log: Logger; retry?: RetryOptions }): EventBus {
  const { secret, log } = opts;
  const attempts = opts.retry?.attempts ?? 8;
  const minTimeout = opts.retry?.minDelayMs ?? 200;
  const maxTimeout = opts.retry?.maxDelayMs ?? 15_000;
  let target = opts.target;
  const records: EventRecord[] = [];
  const inFlight = new Set<Promise<void>>();
  const closing = new AbortController();

  async function attempt(record: EventRecord, url: string, payload: string): Promise<void> {
    record.attempts += 1;
    // A fresh timestamp per attempt, as Stripe signs each delivery: a late retry still verifies.
    const signature = (await loadSdk()).webhooks.generateTestHeaderString({ payload, secret });
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
        redirect: 'manual', // Stripe treats a redirect as a failed delivery
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await res.body?.cancel();
    } catch (err) {
      if (closing.signal.aborted) throw new AbortError('sandbox closed');
      // fetch's network failures carry undici's error as their cause.
      const cause = err instanceof Error ? (err.cause as Error | undefined) : undefined;
      record.lastError = err instanceof Error ? `${err.message}${cause ? `: ${String(cause)}` : ''}` : String(err);
      // A plain Error: p-retry would not retry some TypeErrors.
      throw new Error(`webhook delivery failed: ${record.lastError}`);
    }
    record.lastStatus = res.status;
    record.lastError = res.ok ? null : `HTTP ${res.status}`;
    if (!res.ok) throw new Error(`webhook target answered ${res.status}`);
  }

  function deliver(record: EventRecord, url: string, payload: string): void {
    const run = pRetry(() => attempt(record, url, payload), {
      retries: attempts - 1,
      factor: 2,
      minTimeout,
      maxTimeout,
      signal: closing.signal,
      unref: true,
      onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
        if (closing.signal.aborted) return;
        log.warn({ eventId: record.id, type: record.type, attemptNumber, retriesLeft, err: error.message }, 'stripe sandbox: webhook attempt failed');
      },
    }).then(
      () => {
        record.delivered = true;
      },
      (err: unknown) => {
        if (closing.signal.aborted) return;
        log.error({ eventId: record.id, type: record.type, attempts: record.attempts, err: String(err) }, 'stripe sandbox: webhook given up');
      },
    );
    const tracked = run.finally(() => {
      record.pending = false;
      inFlight.delete(tracked);
    });
    inFlight.add(tracked);
  }

  return {
    async ready() {
      await loadSdk();
    },
    emit(type, object, account) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: loadedSdk().API_VERSION,
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: target ? 1 : 0,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
      // Serialized once: every attempt signs and sends these exact bytes (STYLE.md, "sign the bytes you send").
      const payload = JSON.stringify(event);
      const record: EventRecord = {
        id: event.id,
        account,
        type,
        target,
        attempts: 0,
        delivered: false,
        pending: target !== null && !closing.signal.aborted,
        lastStatus: null,
        lastError: null,
        event: JSON.parse(payload) as Record<string, unknown>,
      };
      records.push(record);
      if (record.pending && target) deliver(record, target, payload);
      return record;
    },
    setTarget(url) {
      target = url;
    },
    list: () => records,
    async close() {
      closing.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
