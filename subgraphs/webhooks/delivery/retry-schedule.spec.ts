import { describe, expect, it } from 'vitest';
import { DELIVERY_ATTEMPTS, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelayMs } from './retry-schedule';

describe('retry schedule', () => {
  it('doubles from the base, caps at 12 h and spans about three days', () => {
    const mid = () => 0.5;
    expect([1, 2, 3].map((n) => retryDelayMs(n, 30_000, mid))).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(15, 30_000, mid)).toBe(12 * 3600_000);
    const total = Array.from({ length: DELIVERY_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 30_000, mid)).reduce((a, b) => a + b, 0);
    expect(total / 86_400_000).toBeGreaterThan(2.5);
    expect(total / 86_400_000).toBeLessThan(3.5);
  });

  it('jitters within ±20%', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, () => 0.999999)).toBe(1200);
  });

  it('reads Retry-After in seconds or as a date, bounded', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThan(55_000);
    expect(retryAfterMs('999999')).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
