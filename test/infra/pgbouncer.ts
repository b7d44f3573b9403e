import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hasSetpriv } from '../../platform/embedded/postgres-server';
import { freePort } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';

/**
 * Debian's PgBouncer (1.18) in transaction mode on a free loopback port, in front of the test
 * PostgreSQL (every database, trust auth as there). Fewer server connections than the service's
 * pool holds clients, so transactions really share server connections. Stops with the test.
 */
export interface OwnPgBouncer {
  port: number;
  /** The pooled URL of a database on the upstream server. */
  url(database: string): string;
  /** A command on PgBouncer's admin console (SHOW STATS, SHOW POOLS, …). */
  show(what: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
  output(): string;
}

export async function startPgBouncer(upstream: { host: string; port: number; user: string }, opts: { poolSize?: number } = {}): Promise<OwnPgBouncer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'sfs-pgbouncer-'));
  // PgBouncer refuses to run as root: started as root it switches to the postgres user (-u),
  // which must read these files.
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'userlist.txt'), `"${upstream.user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${upstream.host} port=${upstream.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      `default_pool_size = ${opts.poolSize ?? 4}`,
      `admin_users = ${upstream.user}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  let out = '';
  let child: ChildProcess;
  try {
    // Debian installs it in /usr/sbin, which a non-root PATH may lack.
    const bin = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';
    const args = [...(asRoot ? ['-u', 'postgres'] : []), ini];
    // With setpriv (util-linux), PgBouncer dies with this process even when afterAll never runs.
    const setpriv = hasSetpriv();
    child = spawn(setpriv ? 'setpriv' : bin, setpriv ? ['--pdeathsig', 'KILL', '--', bin, ...args] : args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = (database: string) => `postgres://${upstream.user}@127.0.0.1:${port}/${database}`;
  const show = async (what: string) => {
    const client = new pg.Client({ connectionString: url('pgbouncer') });
    await client.connect();
    try {
      // The admin console speaks the simple query protocol only.
      return (await client.query({ text: `SHOW ${what}`, queryMode: 'simple' } as pg.QueryConfig)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  const failed = await Promise.race([
    spawnError.then((err) => ((err as NodeJS.ErrnoException).code === 'ENOENT' ? new Error("pgbouncer not found: install Debian's `pgbouncer` package") : err)),
    waitFor(
      () =>
        show('VERSION').then(
          () => true,
          () => false,
        ),
      { timeoutMs: 10_000, intervalMs: 50, what: `pgbouncer on ${port}` },
    ).then(
      () => null,
      (err: Error) => new Error(`${err.message}\n${out}`),
    ),
  ]);
  if (failed) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw failed;
  }
  return {
    port,
    url,
    show,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // SIGINT: a safe shutdown that waits for nothing (clients are gone by now).
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
