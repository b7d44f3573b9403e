import { execFileSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { initialise, makeReachable, runAs, spawnServer, stopServer } from '../../platform/embedded/postgres-server';
import { freePort } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';

/**
 * A primary and a streaming standby (PostgreSQL 18 from npm, as the fault tier runs) on free
 * loopback ports. The standby starts from a copy of the primary's freshly initialised cluster
 * (a clean shutdown's files are a valid base backup) and streams from it; replication is
 * synchronous, as an HA setup that promises no acknowledged commit is lost runs it, so a
 * promotion loses nothing the service was told was committed.
 */
export interface ReplicatedPostgres {
  primaryPort: number;
  standbyPort: number;
  /** The URL of a database on a port (primary's or standby's). */
  url(port: number, database?: string): string;
  /** Immediate shutdown of the primary (SIGQUIT): a crash. */
  crashPrimary(): Promise<void>;
  /** `pg_promote()` on the standby; resolves once it takes writes. */
  promoteStandby(): Promise<void>;
  stop(): Promise<void>;
}

const PASSWORD = 'replica-tier-password';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sfs-replica-'));
  const user = runAs();
  makeReachable(dir, user);
  const primaryData = path.join(dir, 'primary');
  const standbyData = path.join(dir, 'standby');
  await initialise(primaryData, PASSWORD, user);
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  // cp -a keeps the owner (the postgres user when run as root) and the 0700 modes.
  execFileSync('cp', ['-a', primaryData, standbyData]);
  appendFileSync(path.join(primaryData, 'postgresql.conf'), `\nsynchronous_standby_names = '*'\n`);
  appendFileSync(path.join(standbyData, 'postgresql.conf'), `\nprimary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres password=${PASSWORD}'\n`);
  const signal = path.join(standbyData, 'standby.signal');
  writeFileSync(signal, '');
  if (user.uid !== undefined) execFileSync('chown', [`${user.uid}:${user.gid}`, signal]);

  const url = (port: number, database = 'postgres') => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((c) => stopServer(c, 5_000)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [pgdata, port, log] of [
      [primaryData, primaryPort, 'primary.log'],
      [standbyData, standbyPort, 'standby.log'],
    ] as const) {
      children.push(await spawnServer({ pgdata, host: '127.0.0.1', port, logFile: path.join(dir, log), user, maxConnections: 100 }));
    }
    await waitFor(
      () =>
        query<{ state: string; sync_state: string }>(url(primaryPort), 'select state, sync_state from pg_stat_replication').then(
          (rows) => rows.length === 1 && rows[0].state === 'streaming' && rows[0].sync_state === 'sync',
          () => false,
        ),
      { timeoutMs: 30_000, intervalMs: 100, what: 'the standby streaming synchronously' },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    primaryPort,
    standbyPort,
    url,
    async crashPrimary() {
      const c = children[0];
      if (c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGQUIT');
      await exited;
    },
    async promoteStandby() {
      await query(url(standbyPort), 'select pg_promote(true, 30)');
      await waitFor(
        () =>
          query<{ r: boolean }>(url(standbyPort), 'select pg_is_in_recovery() as r').then(
            (rows) => rows[0].r === false,
            () => false,
          ),
        {
          timeoutMs: 30_000,
          intervalMs: 100,
          what: 'the standby promoted',
        },
      );
    },
    stop,
  };
}
