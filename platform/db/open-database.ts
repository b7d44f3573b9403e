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
 * `onSpawned`: called when this process has taken the data directory and spawned its server.
 */
export async function resolveDatabase(opts: { attach: boolean; onSpawned?: () => void }): Promise<DatabaseTarget> {
  const c = config();
  if (c.DATABASE_URL) return { url: c.DATABASE_URL, embedded: false, close: async () => undefined };
  // Loaded only here: processes with DATABASE_URL (and CLI calls) skip it.
  const { runningEmbeddedUrl, startEmbeddedPostgres } = await import('../embedded/embedded-postgres');
  const running = opts.attach ? runningEmbeddedUrl(c.DATA_DIR) : null;
  if (running) return { url: running, embedded: true, close: async () => undefined };
  const pg = await startEmbeddedPostgres({ dataDir: c.DATA_DIR, notice: (message) => logger().warn(message), onSpawned: opts.onSpawned });
  return { url: pg.url, embedded: true, close: () => pg.close() };
}
