import 'reflect-metadata';
import { config } from '../platform/config';
import { resolveDatabase } from '../platform/db/open-database';
import { logger } from '../platform/logger';

/**
 * `npm start`. With DATABASE_URL it uses that server; without, it runs the embedded PostgreSQL
 * in DATA_DIR (and refuses when another process serves that directory). SIGTERM/SIGINT: readiness turns false, the server stops accepting, in-flight
 * requests and jobs finish (bounded by SHUTDOWN_TIMEOUT_MS), then connections close.
 */
const cfg = config();
const log = logger();
const needsDatabase = !(cfg.ROLE === 'api' && cfg.subgraphUrls);
const started = performance.now();
const db = needsDatabase
  ? await resolveDatabase({ attach: false }).catch((err: Error) => {
      log.fatal(err.message);
      process.exit(1);
    })
  : null;
if (db?.embedded) log.info({ dataDir: cfg.DATA_DIR, ms: Math.round(performance.now() - started) }, 'embedded PostgreSQL 18 started');
// Loaded after the database is ours: a second process on the same DATA_DIR is refused at once.
const { startService } = await import('./runtime/start-service');
const service = await startService(cfg, log, db?.url).catch(async (err) => {
  log.fatal({ err }, 'start failed');
  await db?.close();
  process.exit(1);
});

let exiting = false;
async function stop(signal: string): Promise<void> {
  if (exiting) return;
  exiting = true;
  log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    log.error({ timeoutMs: cfg.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out; exiting');
    // Still stop the embedded server (fast shutdown ends its connections) and free DATA_DIR.
    void (db?.close() ?? Promise.resolve()).finally(() => process.exit(1));
  }, cfg.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await service.shutdown();
  await db?.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
