import 'reflect-metadata';
import { config } from '../platform/config';
import { resolveDatabase } from '../platform/db/open-database';
import { routeLibraryConsole } from '../platform/library-console';
import { logger } from '../platform/logger';
import { tracing } from '../platform/telemetry/tracing';

/**
 * `npm start`, once app/main.ts has started tracing. With DATABASE_URL it uses that server; without, it runs the embedded PostgreSQL
 * in DATA_DIR (and refuses when another process serves that directory). SIGTERM/SIGINT: readiness turns false, the server stops accepting, in-flight
 * requests and jobs finish (bounded by SHUTDOWN_TIMEOUT_MS), then connections close.
 */
const cfg = config();
const log = logger();
routeLibraryConsole(log);
const needsDatabase = !(cfg.ROLE === 'api' && cfg.subgraphUrls);
const started = performance.now();
const refused = (err: Error): never => {
  log.fatal(err.message);
  process.exit(1);
};
let spawned!: () => void;
const serverSpawned = new Promise<void>((resolve) => (spawned = resolve));
const database = needsDatabase ? resolveDatabase({ attach: false, onSpawned: spawned }) : Promise.resolve(null);
// A second process on the same DATA_DIR is refused at once, before anything else loads. Once the
// directory is ours and its server spawned (or the database is a server of its own), the
// service's modules load while PostgreSQL starts: one after the other took ~0.5 s longer. (Not
// before the spawn: loading modules holds the event loop, which the spawn needs.)
await Promise.race([serverSpawned, database]).catch(refused);
const [db, { startService }] = await Promise.all([
  database.then((target) => {
    if (target?.embedded) log.info({ dataDir: cfg.DATA_DIR, ms: Math.round(performance.now() - started) }, 'embedded PostgreSQL 18 started');
    return target;
  }, refused),
  import('./runtime/start-service'),
]);
// A split-mode api opens no ORM, but given DATABASE_URL its Stripe sandbox keeps its state there,
// shared by every api replica (without it, in this process's memory).
const service = await startService(cfg, log, db?.url ?? cfg.DATABASE_URL).catch(async (err) => {
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
  // The last spans (this shutdown's) are exported before the process goes.
  await tracing()
    .shutdown()
    .catch((err: unknown) => log.warn({ err }, 'exporting the last spans failed'));
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
