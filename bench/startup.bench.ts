import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, spawnService, stop, waitUntilReady, type ServiceProcess } from '../test/helpers/processes';
import { waitFor } from '../test/helpers/wait-for';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL, freshDatabase } from './lib/database';
import { envNumber, median, table } from './lib/stats';

/**
 * Time from spawning `npm start`'s command (`node --import tsx app/main.ts`) to its first
 * `/readyz` 200. The primary figure is the embedded default as a newcomer runs it: no
 * DATABASE_URL or REDIS_URL (PostgreSQL 18 started from npm, BullMQ on it), `npm start`'s
 * defaults, on a data directory an earlier start already initialised (warm). Each warm start
 * ends with a clean stop (SIGTERM, the process exits after stopping its PostgreSQL), as a
 * developer's restart does. The first start on the scratch DATA_DIR (initdb, every migration,
 * the help index) is not counted; its time is reported as the cold start.
 *
 * Beside it, as before: ROLE=all on the machine's PostgreSQL and Redis servers (a migrated
 * database), and the floor every start pays: a process that loads the tsx loader and answers
 * `/readyz` from a bare HTTP server. Runs alternate (the order turns each round); medians.
 * Target: embedded warm median ≤ 5000 ms (issue 21).
 *
 * Env: BENCH_RUNS (per target, 5), BENCH_DATABASE_URL, BENCH_REDIS_URL.
 */
const TARGET_MS = 5000;
const FLOOR = `import { createServer } from 'node:http';
createServer((_q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');`;

/** `npm start` with nothing configured: spawnService's test defaults put back to the config's. */
const NPM_START_ENV = { NODE_ENV: 'development', LOG_LEVEL: 'info', RECONCILE_INTERVAL_MS: '60000' };

type Target = 'embedded' | 'server' | 'floor';

export async function run(): Promise<void> {
  const runs = envNumber('BENCH_RUNS', 5, { integer: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sfs-bench-startup-'));
  const live = new Set<ServiceProcess>();
  try {
    await freshDatabase(BENCH_DATABASE_URL);

    const cold = await embeddedStart(dataDir, live);
    console.log(`  cold: embedded ${cold} ms (initdb, every migration, help index; not counted)`);

    const starts: Record<Target, () => Promise<number>> = {
      embedded: () => embeddedStart(dataDir, live),
      server: () => serverStart(live),
      floor: floorStart,
    };
    const results: Record<Target, number[]> = { embedded: [], server: [], floor: [] };
    const order: Target[] = ['embedded', 'server', 'floor'];
    for (let i = 0; i < runs; i++) {
      for (const t of i % 2 === 0 ? order : [...order].reverse()) results[t].push(await starts[t]());
      console.log(`  run ${i + 1}/${runs}: embedded ${results.embedded[i]} ms, server ${results.server[i]} ms, floor ${results.floor[i]} ms`);
    }

    const row = (values: number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values });
    const embedded = row(results.embedded);
    const server = row(results.server);
    const floor = row(results.floor);
    const met = embedded.median <= TARGET_MS;
    console.log(`\nstart to first /readyz 200, ${runs} runs each, ${process.version}, load ${loadavg()[0].toFixed(2)}\n`);
    console.log(
      table(
        ['process', 'median ms', 'min ms', 'max ms'],
        [
          ['embedded default, warm (npm start)', String(embedded.median), String(embedded.min), String(embedded.max)],
          ['embedded default, cold (1 start)', String(cold), '', ''],
          ['ROLE=all on PostgreSQL + Redis', String(server.median), String(server.min), String(server.max)],
          ['floor (node + tsx + http)', String(floor.median), String(floor.min), String(floor.max)],
        ],
      ),
    );
    console.log(`\nratio embedded / floor: ${(embedded.median / floor.median).toFixed(2)}, servers / floor: ${(server.median / floor.median).toFixed(2)}`);
    console.log(`embedded warm start median ${embedded.median} ms (target ≤ ${TARGET_MS} ms): ${met ? 'met' : 'NOT MET'}`);
    console.log(
      `\n${JSON.stringify({
        benchmark: 'startup',
        settings: { runs, node: process.version, load: Number(loadavg()[0].toFixed(2)) },
        embedded: { cold, warm: embedded },
        server,
        floor,
        target: TARGET_MS,
        met,
      })}`,
    );
  } finally {
    for (const p of live) p.child.kill('SIGKILL');
    // A killed service's PostgreSQL stops by itself (parent-death signal); wait for it before removing its files.
    await waitFor(() => !postmasterRunning(dataDir), { timeoutMs: 30_000, what: `PostgreSQL in ${dataDir} to stop` }).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm start` on the scratch DATA_DIR to its first /readyz 200, then a clean stop (not timed). */
async function embeddedStart(dataDir: string, live: Set<ServiceProcess>): Promise<number> {
  const started = performance.now();
  const p = await spawnService({ ...NPM_START_ENV, DATA_DIR: dataDir });
  return timedStart(p, started, live, () => {
    // A clean stop stops the server (PostgreSQL removes its pid file) and frees the directory.
    if (postmasterRunning(dataDir) || existsSync(path.join(dataDir, 'pg.lock'))) {
      throw new Error(`the embedded service exited, but its PostgreSQL or pg.lock in ${dataDir} was left behind:\n${p.output()}`);
    }
  });
}

async function serverStart(live: Set<ServiceProcess>): Promise<number> {
  const started = performance.now();
  const p = await spawnService({ ROLE: 'all', DATABASE_URL: BENCH_DATABASE_URL, REDIS_URL: BENCH_REDIS_URL, QUEUE_PREFIX: `bench-startup-${process.pid}`, LOG_LEVEL: 'error' });
  return timedStart(p, started, live);
}

async function timedStart(p: ServiceProcess, started: number, live: Set<ServiceProcess>, afterStop?: () => void): Promise<number> {
  live.add(p);
  await waitUntilReady(p, 120_000);
  const ms = Math.round(performance.now() - started);
  const code = await stop(p);
  live.delete(p);
  if (code !== 0) throw new Error(`the service exited with ${code} on SIGTERM:\n${p.output()}`);
  afterStop?.();
  return ms;
}

async function floorStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', FLOOR], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok === true, { timeoutMs: 30_000, intervalMs: 100, what: 'the floor process' });
    return Math.round(performance.now() - started);
  } finally {
    child.kill('SIGKILL');
  }
}

/** Whether the postmaster named in `<dataDir>/pg18/postmaster.pid` is alive. */
function postmasterRunning(dataDir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'pg18', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
