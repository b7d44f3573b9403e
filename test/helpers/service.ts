import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import type { DestinationStream, Level } from 'pino';
import { parseConfig, setConfig } from '../../platform/config';
import { createLogger, loggerOptions } from '../../platform/logger';
import { startService, type RunningService } from '../../app/runtime/start-service';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env';

export const TEST_OPERATOR_TOKEN = 'op-config-token-for-tests-0123456789abcdef';

export interface TestServiceOptions {
  /** Where the service's JSON log lines go, at which level (default: LOG_LEVEL, silent, to stdout). */
  logs?: { destination: DestinationStream; level: Level };
}

/**
 * The whole service in this process on a free port, against the test database. An env value
 * of undefined unsets that variable (PUBLIC_BASE_URL: undefined lets it follow the port).
 */
export async function startTestService(env: Record<string, string | undefined> = {}, opts: TestServiceOptions = {}): Promise<RunningService & { em(): EntityManager }> {
  const cfg = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? 'sfs-test',
    OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    // Facade, gateway and in-process subgraphs; tests that need jobs pass ROLE=all.
    ROLE: 'api',
    // URLs the service hands out name the port it got (hosted sandbox pages and provider events too).
    PUBLIC_BASE_URL: undefined,
    // Most tests watch live surveys fill up on their own; the respondent app's tests pass 'respondents'.
    LIVE_PANEL: 'simulated',
    // Every console test signs people up from 127.0.0.1; the sign-up limit's own tests set it.
    RATE_LIMIT_SIGN_UPS: '100000',
    RATE_LIMIT_CLIENT_REGISTRATIONS: '100000',
    ...env,
  });
  // Domain code reads configuration through config(); it sees what this service runs with.
  setConfig(cfg);
  // The service's own logger (format, redaction, configured secrets); tests choose level and destination.
  const log = createLogger({ ...loggerOptions(cfg), pretty: false, level: opts.logs?.level ?? cfg.LOG_LEVEL, destination: opts.logs?.destination });
  const svc = await startService(cfg, log, cfg.DATABASE_URL);
  return Object.assign(svc, { em: () => svc.orm!.em.fork() as EntityManager });
}

export type TestService = Awaited<ReturnType<typeof startTestService>>;

/** Starts one service for the test file and stops it after; read it inside tests. */
export function useTestService(env: Record<string, string | undefined> = {}, opts: TestServiceOptions = {}): () => TestService {
  let svc: TestService | undefined;
  beforeAll(async () => {
    svc = await startTestService(env, opts);
  });
  afterAll(() => svc?.shutdown());
  return () => {
    if (!svc) throw new Error('the test service has not started');
    return svc;
  };
}
