import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgresOptions {
  /** Data lives under `<dataDir>/pg`; created when missing. */
  dataDir: string;
  /** At least the largest pool that will connect (ORM pool + BullMQ pools); extra sockets are refused. */
  maxConnections: number;
  /** Interface to listen on; default 127.0.0.1. The port is always a free one. */
  host?: string;
}

export interface EmbeddedPostgres {
  /** postgres:// URL for `pg` and MikroORM. */
  url: string;
  close(): Promise<void>;
}

/**
 * PostgreSQL without a server (DESIGN: all-in-one on an embedded default): PGlite (WASM)
 * with its data in `<dataDir>/pg`, reachable over the wire protocol through pglite-socket.
 *
 * Caveats (STACK-FACTS): every socket shares ONE PostgreSQL session. A `SET` on one connection
 * is seen by all, startup options such as search_path are ignored, LISTEN/NOTIFY does not cross
 * connections, and while one connection holds a transaction open the others wait — never hold a
 * transaction while awaiting another connection.
 *
 * One process at a time may open a data directory. The lock file names the owner's pid and,
 * once listening, its URL: other processes (the CLI beside `npm start`) connect to that
 * server through runningEmbeddedUrl() instead of opening the files a second time.
 */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dir = resolve(opts.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const lockFile = resolve(opts.dataDir, 'pg.lock');
  acquireLock(lockFile);

  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    db = await PGlite.create({ dataDir: dir });
    server = new PGLiteSocketServer({
      db,
      host: opts.host ?? '127.0.0.1',
      port: 0,
      maxConnections: Math.max(1, opts.maxConnections),
    });
    await server.start();
  } catch (err) {
    await server?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    releaseLock(lockFile);
    throw err;
  }

  // getServerConn() is "host:port" with the port the OS picked.
  const conn = server.getServerConn();
  const port = Number(conn.slice(conn.lastIndexOf(':') + 1));
  const host = opts.host ?? '127.0.0.1';
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `postgres://postgres@${urlHost}:${port}/postgres`;
  writeLock(lockFile, { pid: process.pid, url });

  let closing: Promise<void> | undefined;
  const running = { db, server };
  return {
    url,
    close() {
      closing ??= (async () => {
        try {
          await running.server.stop();
        } finally {
          try {
            await running.db.close();
          } finally {
            releaseLock(lockFile);
          }
        }
      })();
      return closing;
    },
  };
}

interface LockContent {
  pid: number;
  url?: string;
}

function writeLock(file: string, content: LockContent, flag = 'w'): void {
  writeFileSync(file, JSON.stringify(content), { flag });
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, url: typeof parsed.url === 'string' ? parsed.url : undefined } : null;
  } catch {
    return null;
  }
}

/** The URL of an embedded server another live process runs on this data directory, if any. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const lock = readLock(resolve(dataDir, 'pg.lock'));
  return lock?.url && lock.pid !== process.pid && isAlive(lock.pid) ? lock.url : null;
}

/** A pid lock: refuses when another live process holds the data directory. */
function acquireLock(file: string): void {
  try {
    writeLock(file, { pid: process.pid }, 'wx');
    return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const holder = readLock(file)?.pid ?? 0;
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `embedded PostgreSQL data in ${join(file, '..')} is in use by process ${holder}; ` +
        'stop it or set DATABASE_URL to a PostgreSQL server',
    );
  }
  if (holder === process.pid) {
    throw new Error(`embedded PostgreSQL data in ${join(file, '..')} is already open in this process`);
  }
  // Stale lock from a process that died: take it over.
  writeLock(file, { pid: process.pid });
}

function releaseLock(file: string): void {
  try {
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
