import { setTimeout as delay } from 'node:timers/promises';
import pRetry from 'p-retry';

export interface RetryOptions {
  /** Retries after the first attempt (default 2); 0 turns retrying off. */
  maxRetries: number;
  /** The first backoff delay, doubled per retry (default 500 ms). */
  minRetryDelayMs: number;
  /** No single wait is longer, whatever Retry-After asks (default 20 s; tests set it low). */
  maxRetryDelayMs: number;
}

/** Thrown inside an attempt to make p-retry try again; carries the answer to hand back when retries run out. */
class RetryableResponse extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/**
 * 429, every 5xx, and a 409 that says when to come back (idempotency_in_flight: the first
 * attempt of this key is still running): the request may succeed later. A 5xx on a keyed POST
 * is replayed or redone by the server.
 */
const isRetryable = (response: Response) => response.status === 429 || response.status >= 500 || (response.status === 409 && response.headers.has('retry-after'));

/** GET, and POSTs carrying an Idempotency-Key: the server answers a repeat as it answered the first. */
const isIdempotent = (request: Request) => request.method === 'GET' || request.method === 'HEAD' || (request.method === 'POST' && request.headers.has('idempotency-key'));

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Wraps a fetch so that idempotent requests are retried by p-retry on 429, 5xx, an in-flight
 * 409 and network failures, with exponential backoff and never sooner than the answer's Retry-After (capped at
 * maxRetryDelayMs). Every attempt sends a clone of the same request, so a POST keeps its
 * Idempotency-Key. When retries run out, the last answer is returned as it came.
 */
export function retryingFetch(baseFetch: (request: Request) => Promise<Response>, opts: RetryOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    if (opts.maxRetries <= 0 || !isIdempotent(request)) return baseFetch(request);
    try {
      return await pRetry(
        async () => {
          const response = await baseFetch(request.clone());
          if (isRetryable(response)) throw new RetryableResponse(response);
          return response;
        },
        {
          retries: opts.maxRetries,
          minTimeout: Math.min(opts.minRetryDelayMs, opts.maxRetryDelayMs),
          maxTimeout: opts.maxRetryDelayMs,
          factor: 2,
          signal: request.signal,
          // p-retry waits its own backoff after this; the extra wait makes the pause Retry-After at least.
          onFailedAttempt: async ({ error, retriesLeft, retryDelay }) => {
            if (!(error instanceof RetryableResponse) || retriesLeft === 0) return;
            await error.response.body?.cancel();
            const asked = retryAfterMs(error.response.headers.get('retry-after'));
            if (asked !== null) await delay(Math.max(0, Math.min(asked, opts.maxRetryDelayMs) - retryDelay));
          },
          shouldRetry: ({ error }) => error instanceof RetryableResponse || error instanceof TypeError,
        },
      );
    } catch (err) {
      if (err instanceof RetryableResponse) return err.response;
      throw err;
    }
  };
}
