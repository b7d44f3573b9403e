import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { acquireLock, lockHolder, publishUrl, releaseLock } from './data-dir-lock';
import { initialise, isInitialised, makeReachable, runAs, runningPostmaster, spawnServer, stopOrphan, stopServer } from './postgres-server';

export interface EmbeddedPostgresOptions {
  /** The cluster lives in `<dataDir>/pg18`; created when missing. */
  dataDir: string;
  /** Interface to listen on; default 127.0.0.1. The port is always a free one. */
  host?: string;
  /** Said once when something needs the user's attention (an old PGlite directory). */
  notice?: (message: string) => void;
  /**
   * Called once, when the data directory is this process's and its server has been spawned (not
   * yet ready): `npm start` loads its modules while the server starts, a refusal having come first.
   */
  onSpawned?: () => void;
}

export interface EmbeddedPostgres {
  /** postgres:// URL (with the generated password) for `pg` and MikroORM. */
  url: string;
  /** Fast shutdown of the server, then the data directory is released. Idempotent. */
  close(): Promise<void>;
}

/** Connections the server accepts: the pools of one service (ORM, BullMQ) and of CLIs beside it. */
const MAX_CONNECTIONS = 200;
const READY_TIMEOUT_MS = 60_000;

/**
 * A real PostgreSQL 18 server embedded in the process (DESIGN: all-in-one on an embedded
 * default): the official binaries from npm, data in `<dataDir>/pg18`, listening on a free
 * loopback port with a generated password. Migrations, SQL and BullMQ's PostgreSQL backend
 * run on it exactly as on any PostgreSQL server.
 *
 * One process per data directory (data-dir-lock.ts). A server left behind by a process that
 * was killed is stopped first (on Linux it already stops by itself: parent-death signal).
 */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  acquireLock(dataDir);
  try {
    if (existsSync(join(dataDir, 'pg')) && !existsSync(join(dataDir, 'pg18'))) {
      opts.notice?.(
        `${join(dataDir, 'pg')} holds data of the earlier embedded database (PGlite); it is not carried over. ` +
          `The embedded database is now PostgreSQL 18 in ${join(dataDir, 'pg18')}. Delete ${join(dataDir, 'pg')} once you no longer need it.`,
      );
    }
    return await startServer(dataDir, opts.host ?? '127.0.0.1', opts.onSpawned);
  } catch (err) {
    releaseLock(dataDir);
    throw err;
  }
}

async function startServer(dataDir: string, host: string, onSpawned?: () => void): Promise<EmbeddedPostgres> {
  const pgdata = join(dataDir, 'pg18');
  const user = runAs();
  makeReachable(dataDir, user);
  const password = passwordOf(dataDir);
  if (!isInitialised(pgdata)) await initialise(pgdata, password, user);
  // We hold the lock, so a live postmaster here belongs to a process that was killed.
  const orphan = runningPostmaster(pgdata);
  if (orphan) await stopOrphan(orphan);

  const urlHost = host.includes(':') ? `[${host}]` : host;
  // A free port can be taken between choosing and binding it: try another then.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(host);
    const url = `postgres://postgres:${encodeURIComponent(password)}@${urlHost}:${port}/postgres`;
    const child = await spawnServer({ pgdata, host, port, logFile: join(dataDir, 'postgres.log'), user, maxConnections: MAX_CONNECTIONS });
    child.once('error', () => undefined);
    if (attempt === 1) onSpawned?.();
    const outcome = await waitReady(url, child);
    if (outcome === 'ready') {
      publishUrl(dataDir, url);
      let closing: Promise<void> | undefined;
      return {
        url,
        close() {
          closing ??= stopServer(child).finally(() => releaseLock(dataDir));
          return closing;
        },
      };
    }
    await stopServer(child);
    if (attempt >= 3) throw new Error(`embedded PostgreSQL did not start (${outcome}); see ${join(dataDir, 'postgres.log')}`);
  }
}

/** The cluster's password, made at first start and kept beside it (owner-only file). */
function passwordOf(dataDir: string): string {
  const file = join(dataDir, 'pg18.password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Resolves 'ready' once the server answers a query, or why not (it exited, it refused, time ran out). */
async function waitReady(url: string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) return `exited (${child.signalCode ?? child.exitCode})`;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return 'ready';
    } catch (err) {
      // 57P03: the database system is starting up. Anything else but refusal is final.
      const code = (err as { code?: string }).code;
      if (code && code !== '57P03' && code !== 'ECONNREFUSED') return `refused: ${(err as Error).message}`;
      if (Date.now() > deadline) return `not ready after ${READY_TIMEOUT_MS} ms`;
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The URL of the embedded server another live process runs on this data directory, if any. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  return lockHolder(dataDir)?.url ?? null;
}
