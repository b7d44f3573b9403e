import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../config';
import { logger } from '../logger';

export interface DatabaseTarget {
  /** postgres:// URL to connect to. */
  url: string;
  /** True when it is the embedded PostgreSQL in DATA_DIR (DATABASE_URL unset). */
  embedded: boolean;
  /** Stops the embedded server; a no-op for an external PostgreSQL. */
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; else the embedded PostgreSQL in DATA_DIR (DESIGN: all-in-one on an
 * embedded default). One process serves a data directory: with `attach` (the CLI) a server
 * another process runs there is used; without (`npm start`) that process is refused.
 */
export async function resolveDatabase(opts: { attach: boolean }): Promise<DatabaseTarget> {
  const c = config();
  if (c.DATABASE_URL) return { url: c.DATABASE_URL, embedded: false, close: async () => undefined };
  // Loaded only here: processes with DATABASE_URL (and CLI calls) skip it.
  const { runningEmbeddedUrl, startEmbeddedPostgres } = await import('../embedded/embedded-postgres');
  const running = opts.attach ? runningEmbeddedUrl(c.DATA_DIR) : null;
  if (running) return { url: running, embedded: true, close: async () => undefined };
  const pg = await startEmbeddedPostgres({ dataDir: c.DATA_DIR, notice: (message) => logger().warn(message) });
  return { url: pg.url, embedded: true, close: () => pg.close() };
}

export interface OpenDatabase {
  orm: MikroORM;
  target: DatabaseTarget;
  /** Migrations applied by this open (empty when up to date or `migrate: false`). */
  applied: string[];
  close(): Promise<void>;
}

/** Resolves the database, opens the ORM on it and (by default) applies pending migrations. */
export async function openDatabase(opts: { poolMax?: number; migrate?: boolean } = {}): Promise<OpenDatabase> {
  const poolMax = opts.poolMax ?? config().DATABASE_POOL_MAX;
  const target = await resolveDatabase({ attach: true });
  let orm: MikroORM | undefined;
  try {
    // The ORM and the entities load after the database is resolved: a refusal comes at once.
    const [{ openOrm }, { migrate }, { domainModules }] = await Promise.all([import('./orm'), import('./migrate'), import('../domains')]);
    orm = await openOrm({ url: target.url, modules: domainModules, poolMax });
    const applied = opts.migrate === false ? [] : await migrate(orm);
    const opened = orm;
    return {
      orm: opened,
      target,
      applied,
      async close() {
        try {
          await opened.close();
        } finally {
          await target.close();
        }
      },
    };
  } catch (err) {
    await orm?.close().catch(() => undefined);
    await target.close().catch(() => undefined);
    throw err;
  }
}
