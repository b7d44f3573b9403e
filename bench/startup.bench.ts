import { spawn } from 'node:child_process';
import { openOrm } from '../platform/db/orm';
import { migrate } from '../platform/db/migrate';
import { domainModules } from '../app/domains';
import { freePort, spawnService, stop, waitUntilReady } from '../test/helpers/processes';
import { waitFor } from '../test/helpers/wait-for';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL, freshDatabase } from './lib/database';
import { envNumber, median, table } from './lib/stats';

/**
 * Time from spawning `npm start`'s command (`node --import tsx app/main.ts`, ROLE=all, on a
 * migrated database, PostgreSQL and Redis servers) to its first `/readyz` 200, against the
 * floor every start pays: a process that loads the same tsx loader and answers `/readyz` from
 * a bare HTTP server. Runs alternate (ABAB); medians. The service's start is what a replica
 * added under load, or a restart after a crash, costs.
 *
 * Env: BENCH_RUNS (per target, 5), BENCH_DATABASE_URL, BENCH_REDIS_URL.
 */
const FLOOR = `import { createServer } from 'node:http';
createServer((_q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');`;

export async function run(): Promise<void> {
  const runs = envNumber('BENCH_RUNS', 5, { integer: true });
  await freshDatabase(BENCH_DATABASE_URL);
  const orm = await openOrm({ url: BENCH_DATABASE_URL, modules: domainModules, poolMax: 2 });
  await migrate(orm);
  await orm.close();

  const service: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) {
    floor.push(await floorStart());
    service.push(await serviceStart());
    console.log(`  run ${i + 1}/${runs}: service ${service[i]} ms, floor ${floor[i]} ms`);
  }
  const s = median(service);
  const f = median(floor);
  console.log(`\nstart to first /readyz 200, ${runs} runs each, ${process.version}\n`);
  console.log(
    table(
      ['process', 'median ms', 'min ms', 'max ms'],
      [
        ['service (ROLE=all)', String(s), String(Math.min(...service)), String(Math.max(...service))],
        ['floor (node + tsx + http)', String(f), String(Math.min(...floor)), String(Math.max(...floor))],
      ],
    ),
  );
  console.log(`\nratio service / floor: ${(s / f).toFixed(2)}`);
}

async function serviceStart(): Promise<number> {
  const started = performance.now();
  const p = await spawnService({ ROLE: 'all', DATABASE_URL: BENCH_DATABASE_URL, REDIS_URL: BENCH_REDIS_URL, QUEUE_PREFIX: `bench-startup-${process.pid}`, LOG_LEVEL: 'error' });
  try {
    await waitUntilReady(p, 120_000);
    return Math.round(performance.now() - started);
  } finally {
    await stop(p);
  }
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
