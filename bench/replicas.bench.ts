import { availableParallelism } from 'node:os';
import pg from 'pg';
import { openOrm } from '../platform/db/orm';
import { domainModules } from '../app/domains';
import { toPublicId } from '../platform/ids';
import { createApiKey, createTeam } from '../subgraphs/accounts/accounts.service';
import { createSurvey } from '../subgraphs/surveys/authoring/surveys.service';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../test/helpers/processes';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL, freshDatabase } from './lib/database';
import { assertClean, runLoad, type LoadResult } from './lib/load';

/**
 * GET /v2/surveys/{id} (every read records a quote) over 3 replicas against 1, with the same
 * total connections (issue 27): reads must take no row lock, so sessions never wait on each
 * other (`Lock` waits sampled from pg_stat_activity during the run). The processes are `npm start` processes (ROLE=api, in-process subgraphs) on the
 * bench database; each replica is loaded by its own autocannon.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 30;

export async function run(): Promise<void> {
  await freshDatabase(BENCH_DATABASE_URL);
  const orm = await openOrm({ url: BENCH_DATABASE_URL, modules: domainModules, poolMax: 2 });
  const em = orm.em.fork();
  const team = await createTeam(em, { name: 'Replicas bench' });
  const { secret } = await createApiKey(em, { teamId: team.id, name: 'bench', scopes: ['read'], livemode: false });
  const view = await createSurvey(em, { teamId: team.id, livemode: false, userId: null, channel: 'api' }, { name: 'Read me', questions: [{ type: 'rating', prompt: 'Rate it' }] });
  await orm.close();
  const path = `/v2/surveys/${toPublicId('srv', view.survey.id)}`;

  const one = await measure(1, path, secret);
  const three = await measure(3, path, secret);
  console.log(`\nGET /v2/surveys/{id}, ${CONNECTIONS} connections in all, ${SECONDS} s, ROLE=api processes\n`);
  console.log('replicas   req/s   p50      p99       lock waits (samples with a session waiting on a lock)');
  for (const [n, r] of [
    [1, one],
    [3, three],
  ] as const) {
    console.log(`${String(n).padEnd(10)} ${String(Math.round(r.rps)).padStart(5)}   ${`${r.p50} ms`.padEnd(8)} ${`${r.p99} ms`.padEnd(9)} ${r.lockWaits}/${r.samples}`);
  }
  const cores = availableParallelism();
  console.log(
    `\nratio 3 replicas / 1: ${(three.rps / one.rps).toFixed(2)}; lock waits ${three.lockWaits === 0 && one.lockWaits === 0 ? 'none (target met)' : 'SEEN (target: none)'}`,
  );
  // Three processes, three load generators and PostgreSQL share the cores: throughput can only
  // grow with replicas when there are cores to spare.
  if (cores < 4) console.log(`(${cores} cores here: 3 replicas and their load generators compete with PostgreSQL for them; compare throughput on a machine with ≥ 4)`);
}

async function measure(replicas: number, path: string, key: string): Promise<LoadResult & { lockWaits: number; samples: number }> {
  const procs: ServiceProcess[] = [];
  try {
    for (let i = 0; i < replicas; i++) {
      procs.push(
        await spawnService({
          NODE_ENV: 'test',
          ROLE: 'api',
          DATABASE_URL: BENCH_DATABASE_URL,
          REDIS_URL: BENCH_REDIS_URL,
          QUEUE_PREFIX: `bench-replicas-${process.pid}`,
          RATE_LIMITS_ENABLED: 'false',
          LOG_LEVEL: 'error',
        }),
      );
    }
    await Promise.all(procs.map((p) => waitUntilReady(p, 120_000)));
    const load = (seconds: number) =>
      Promise.all(procs.map((p) => runLoad({ url: `${p.url}${path}`, headers: { authorization: `Bearer ${key}` }, duration: seconds, connections: CONNECTIONS / replicas })));
    await load(5); // warm-up
    const sampler = sampleLockWaits();
    const results = await load(SECONDS);
    const { waits, samples } = await sampler.stop();
    results.forEach((r, i) => assertClean(`replica ${i}`, r));
    const total = results.reduce((s, r) => s + r.total, 0);
    return {
      rps: results.reduce((s, r) => s + r.rps, 0),
      total,
      // The slowest replica's percentiles: what a client behind a balancer can get.
      p50: Math.max(...results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      duration: SECONDS,
      lockWaits: waits,
      samples,
    };
  } finally {
    await Promise.all(procs.map((p) => stop(p)));
  }
}

/** Counts, every 100 ms, whether any session of the bench database waits on a lock. */
function sampleLockWaits() {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  let waits = 0;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      samples += 1;
      if (rows[0].n > 0) waits += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { waits, samples };
    },
  };
}
