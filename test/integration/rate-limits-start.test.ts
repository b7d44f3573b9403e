import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../platform/config';
import { RateLimits } from '../../http/rate-limits';
import { TEST_REDIS_URL } from '../helpers/test-env';

/**
 * A newly started process counts in Redis from its first request: before, the first visits went
 * to the per-process insurance counter while the connection was still opening, and the later ones
 * to Redis, so one address got past the survey-entry limit of a new process.
 */
const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.quit());
const silent = pino({ level: 'silent' });

describe('rate limits of a new process', () => {
  it('counts the first request in Redis once connected() has returned', async () => {
    const prefix = `${process.env.QUEUE_PREFIX}-start-${Date.now()}`;
    const limits = RateLimits.fromConfig(parseConfig({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix, RATE_LIMIT_SURVEY_ENTRIES: '2' }), silent);
    try {
      await limits.connected(5_000);
      expect(await limits.surveyEntryWait('203.0.113.9')).toBe(0);
      expect(await redis.get(`${prefix}:ratelimit:survey-entries:203.0.113.9`)).toBe('1');
      expect(await limits.surveyEntryWait('203.0.113.9')).toBe(0);
      expect(await limits.surveyEntryWait('203.0.113.9')).toBeGreaterThan(500);
    } finally {
      await limits.close();
    }
  });

  it('starts anyway after the deadline when Redis is unreachable, and counts in memory', async () => {
    const limits = RateLimits.fromConfig(parseConfig({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_SURVEY_ENTRIES: '1' }), silent);
    try {
      const started = Date.now();
      await limits.connected(300);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await limits.surveyEntryWait('203.0.113.9')).toBe(0);
      expect(await limits.surveyEntryWait('203.0.113.9')).toBeGreaterThan(500);
    } finally {
      await limits.close();
    }
  });
});
