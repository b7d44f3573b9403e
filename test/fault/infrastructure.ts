import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { initialise, makeReachable, runAs, spawnServer, stopServer } from '../../platform/embedded/postgres-server';
import { freePort } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';

/**
 * The fault tier's own infrastructure: a Redis and a PostgreSQL cluster on free loopback ports,
 * started, killed and restarted by the tests — never the machine's shared servers. Everything
 * stops by itself with the test process (afterAll, and PostgreSQL's parent-death signal).
 */

export interface OwnRedis {
  url: string;
  /** SIGKILL: no shutdown, no save (it keeps nothing on disk anyway). */
  kill(): Promise<void>;
  /** Starts again, empty, on the same port. */
  start(): Promise<void>;
  /** FLUSHALL: every key gone, as after a failover to an empty replica. */
  wipe(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const ping = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
    await waitFor(ping, { timeoutMs: 10_000, intervalMs: 50, what: `redis-server on ${port}` });
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    kill,
    start,
    async wipe() {
      const client = new Redis(url);
      try {
        await client.flushall();
      } finally {
        client.disconnect();
      }
    },
    stop: kill,
  };
}

export interface OwnPostgres {
  url: string;
  /** SIGQUIT to the postmaster: an immediate shutdown, as `pg_ctl stop -m immediate` (crash recovery on the next start). */
  crash(): Promise<void>;
  /** Starts the same cluster again on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnPostgres(tag: string): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), `sfs-fault-${tag}-`));
  const user = runAs();
  makeReachable(dir, user);
  const pgdata = path.join(dir, 'pg');
  const password = 'fault-tier-password';
  await initialise(pgdata, password, user);
  const port = await freePort();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;
  const ready = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const start = async () => {
    child = await spawnServer({ pgdata, host: '127.0.0.1', port, logFile: path.join(dir, 'postgres.log'), user, maxConnections: 100 });
    await waitFor(ready, { timeoutMs: 30_000, intervalMs: 100, what: `PostgreSQL on ${port}` });
  };
  await start();
  return {
    url,
    async crash() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGQUIT');
      await exited;
    },
    start,
    async stop() {
      if (child) await stopServer(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
