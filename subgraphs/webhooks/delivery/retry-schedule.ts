/**
 * When a failed delivery is tried again (docs/webhooks.md, "Retries"): 16 attempts in all; the
 * n-th retry waits base × 2^(n−1), at most 12 h, times a random factor in [0.8, 1.2]. With the
 * default base of 30 s the retries span about 2.7 days (17 h of doubling, then 12-hourly).
 */
export const DELIVERY_ATTEMPTS = 16;
export const MAX_RETRY_DELAY_MS = 12 * 3600_000;
/** A 429's Retry-After is honoured up to this long. */
export const MAX_RETRY_AFTER_MS = 6 * 3600_000;

/** Delay before retry number `retry` (1 = the first retry). */
export function retryDelayMs(retry: number, baseMs: number, random: () => number = Math.random): number {
  const plain = Math.min(baseMs * 2 ** (retry - 1), MAX_RETRY_DELAY_MS);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/** The delay a 429 asks for (Retry-After in seconds or as an HTTP date), within bounds; null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(seconds, MAX_RETRY_AFTER_MS);
}
