import pino from 'pino';
import { parseConfig, setConfig } from '../../platform/config';
import { startService, type RunningService } from '../../app/runtime/start-service';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL } from './database';

/**
 * The service in this process, as test/helpers/service.ts starts it, on the bench database:
 * by default facade, gateway and in-process subgraphs without the job workers and the outbox
 * relay (background polling a baseline would not have). Rate limits are off: a bench drives
 * one key far past any per-key or per-team budget. PRINCIPAL_CACHE_SECONDS passes through.
 */
export async function startBenchService(opts: { poolMax: number; queuePrefix: string; role?: 'api' | 'all'; env?: Record<string, string> }): Promise<RunningService> {
  const cfg = parseConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: BENCH_DATABASE_URL,
    DATABASE_POOL_MAX: String(opts.poolMax),
    REDIS_URL: BENCH_REDIS_URL,
    QUEUE_PREFIX: opts.queuePrefix,
    LOG_LEVEL: 'silent',
    RATE_LIMITS_ENABLED: 'false',
    ROLE: opts.role ?? 'api',
    // PRINCIPAL_CACHE_SECONDS=0 npm run bench -- me: the uncached key lookup.
    ...(process.env.PRINCIPAL_CACHE_SECONDS ? { PRINCIPAL_CACHE_SECONDS: process.env.PRINCIPAL_CACHE_SECONDS } : {}),
    ...opts.env,
  });
  setConfig(cfg);
  return startService(cfg, pino({ level: 'silent' }), cfg.DATABASE_URL);
}
