import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One process per data directory. `<DATA_DIR>/pg.lock` names the process that serves the
 * embedded PostgreSQL in it and, once listening, the server's URL: a second `npm start` is
 * refused with that process named, and the CLI connects to the URL instead of starting a
 * server of its own (runningEmbeddedUrl). A lock whose process is gone (SIGKILL, power loss)
 * is stale and taken over.
 */

export interface LockContent {
  pid: number;
  /** postgres:// URL with the password; the file is readable by its owner only. */
  url?: string;
}

/** Data directories this process holds (a pid alone cannot tell "me" from "my pid reused"). */
const heldHere = new Set<string>();

export function lockFileOf(dataDir: string): string {
  return resolve(dataDir, 'pg.lock');
}

export function readLock(dataDir: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as Partial<LockContent>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, url: typeof parsed.url === 'string' ? parsed.url : undefined };
  } catch {
    return null;
  }
}

/** The live process (not this one) that holds the data directory, if any. */
export function lockHolder(dataDir: string): LockContent | null {
  const lock = readLock(dataDir);
  if (!lock || !Number.isInteger(lock.pid) || lock.pid <= 0) return null;
  if (lock.pid === process.pid) return null;
  return isAlive(lock.pid) ? lock : null;
}

/** Takes the data directory or throws, naming the directory and the process that has it. */
export function acquireLock(dataDir: string): void {
  const dir = resolve(dataDir);
  if (heldHere.has(dir)) throw new Error(`embedded PostgreSQL data in ${dir} is already open in this process`);
  const file = lockFileOf(dir);
  try {
    writeFileSync(file, JSON.stringify({ pid: process.pid }), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = lockHolder(dir);
    if (holder) {
      throw new Error(
        `DATA_DIR ${dir} is in use by process ${holder.pid}${holder.url ? ` (embedded PostgreSQL at ${redactUrl(holder.url)})` : ''}: ` +
          'one process per data directory. Stop that process, or give this one another DATA_DIR or a DATABASE_URL. ' +
          '(`npm run cli` attaches to the running process by itself.)',
      );
    }
    // The holder is gone (killed): its lock is stale.
    writeFileSync(file, JSON.stringify({ pid: process.pid }), { mode: 0o600 });
  }
  heldHere.add(dir);
}

/** Records the URL other processes (the CLI) connect to. */
export function publishUrl(dataDir: string, url: string): void {
  writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid: process.pid, url } satisfies LockContent), { mode: 0o600 });
}

export function releaseLock(dataDir: string): void {
  const dir = resolve(dataDir);
  heldHere.delete(dir);
  if (readLock(dir)?.pid === process.pid) rmSync(lockFileOf(dir), { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
