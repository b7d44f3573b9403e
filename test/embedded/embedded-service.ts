import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';

const run = promisify(execFile);

/**
 * The embedded default as a newcomer runs it: `app/main.ts` with a DATA_DIR of its own
 * and no DATABASE_URL or REDIS_URL (spawnService passes only the environment it is given), on
 * free ports. Test-mode surveys of 10 respondents, 5 per step, 50 ms apart; no rate limits
 * (the tests load one team far past them).
 */
export const EMBEDDED_ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMITS_ENABLED: 'false',
  COLLECTION_BATCH_SIZE: '5',
  COLLECTION_INTERVAL_MS: '50',
  // A publish interrupted by a kill is resumed by its client's retry once this lock lapses.
  IDEMPOTENCY_LOCK_SECONDS: '1',
  // A report rendering in flight at SIGTERM finishes first; on a loaded 2-core machine that can take 10 s.
  SHUTDOWN_TIMEOUT_MS: '30000',
};

/** A temporary DATA_DIR per file; the processes started in it are killed and it is removed after the file, whatever happened. */
export function embeddedDataDir(label: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sfs-${label}-`));
  const started: ServiceProcess[] = [];
  const killAll = () => {
    for (const p of started) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  };
  // Even when the test process ends abruptly.
  process.once('exit', killAll);

  afterAll(async () => {
    killAll();
    // EMBEDDED_LOGS=<dir>: keep each process's output there (for a failure that needs more than its assertion).
    if (process.env.EMBEDDED_LOGS) started.forEach((p, i) => writeFileSync(path.join(process.env.EMBEDDED_LOGS!, `${label}-${i}.log`), p.output()));
    // A killed service's PostgreSQL stops by itself (parent-death signal); wait for it before removing its files.
    await waitFor(() => postmasterPids(dataDir).length === 0, { timeoutMs: 30_000, what: `PostgreSQL in ${dataDir} to stop` }).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  return {
    dataDir,
    /** Spawns a service on this DATA_DIR and waits until it is ready. */
    async start(env: Record<string, string> = {}): Promise<ServiceProcess> {
      const p = await spawnService({ ...EMBEDDED_ENV, DATA_DIR: dataDir, ...env });
      started.push(p);
      await waitUntilReady(p, 120_000);
      return p;
    },
    /** Spawns a service on this DATA_DIR without waiting (one that should be refused). */
    async spawn(env: Record<string, string> = {}): Promise<ServiceProcess> {
      const p = await spawnService({ ...EMBEDDED_ENV, DATA_DIR: dataDir, ...env });
      started.push(p);
      return p;
    },
    stop,
    /** The operator CLI beside the running service: same DATA_DIR, no DATABASE_URL. */
    cli: async (...args: string[]): Promise<any> => {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'app/cli/cli.ts', ...args], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
      return JSON.parse(stdout);
    },
  };
}

/** Pids of PostgreSQL processes (postmaster and backends) running on `<dataDir>/pg18`, from /proc. */
export function postmasterPids(dataDir: string): number[] {
  const pgdata = path.join(dataDir, 'pg18');
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmdline.some((a) => a.endsWith('/bin/postgres')) && cmdline.includes(pgdata)) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

export const lockExists = (dataDir: string) => existsSync(path.join(dataDir, 'pg.lock'));
