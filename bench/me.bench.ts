import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RunningService } from '../app/runtime/start-service';
import { addUserToTeam, createApiKey, createTeam } from '../subgraphs/accounts/accounts.service';
import { BENCH_DATABASE_URL, freshDatabase } from './lib/database';
import { startDirectMeServer, type DirectMeServer } from './lib/direct-me';
import { assertClean, runLoad, type LoadResult } from './lib/load';
import { startBenchService } from './lib/service';
import { envNumber, fixed, median, ms, table } from './lib/stats';

/**
 * GET /v2/me through the whole federated path (Fastify facade → in-process Apollo Gateway
 * `Authenticate` → accounts subgraph → MikroORM → PostgreSQL) against a plain Fastify + pg
 * handler doing the same lookups, in one run.
 *
 * Both servers live in this process and only one is loaded at a time (runs alternate), so
 * each gets this process's event loop to itself while measured; autocannon runs as a
 * child process (bench/lib/load.ts). Both use a pool of the same size on one database.
 *
 * Env: BENCH_DURATION (s per run, 5), BENCH_WARMUP (s per target, 15), BENCH_RUNS (5),
 * BENCH_CONNECTIONS (10), BENCH_ROLE (api; `all` adds workers and the outbox relay),
 * BENCH_DATABASE_URL, BENCH_REDIS_URL.
 */

const TARGET_RATIO = 0.5;
const POOL_MAX = 10;

interface Target {
  name: 'federated' | 'direct';
  url: string;
}

export async function run(): Promise<void> {
  const duration = envNumber('BENCH_DURATION', 5);
  // The federated path takes ~10–15 s of load to reach steady state (JIT over Apollo,
  // graphql-js and MikroORM: 230 → 390 req/s over the first three 5 s runs), so 15 s.
  const warmup = envNumber('BENCH_WARMUP', 15);
  const runs = envNumber('BENCH_RUNS', 5, { integer: true });
  const connections = envNumber('BENCH_CONNECTIONS', 10, { integer: true });
  const role = process.env.BENCH_ROLE ?? 'api';
  if (role !== 'api' && role !== 'all') throw new Error(`BENCH_ROLE: api or all, not "${role}"`);

  console.log(`preparing ${redact(BENCH_DATABASE_URL)} …`);
  await freshDatabase(BENCH_DATABASE_URL);

  let service: RunningService | null = null;
  let direct: DirectMeServer | null = null;
  try {
    service = await startBenchService({ poolMax: POOL_MAX, queuePrefix: 'sfs-bench', role });
    direct = await startDirectMeServer({ databaseUrl: BENCH_DATABASE_URL, poolMax: POOL_MAX });

    // As test/helpers/fixtures.ts: a team, its owner, and a key with every scope that is
    // not tied to a user (so /v2/me shows the first owner: both lookups run).
    const em = service.orm!.em.fork() as EntityManager;
    const team = await createTeam(em, { name: 'Bench Research' });
    await addUserToTeam(em, { teamId: team.id, email: 'owner@bench.example.com', name: 'Olive Owner', role: 'owner' });
    const { secret } = await createApiKey(em, { teamId: team.id, name: 'bench key' });
    const headers = { authorization: `Bearer ${secret}` };

    const targets: Target[] = [
      { name: 'federated', url: `${service.url}/v2/me` },
      { name: 'direct', url: `${direct.url}/v2/me` },
    ];
    await assertSameBody(targets, headers);

    const load = async (t: Target, seconds: number, label: string): Promise<LoadResult> => {
      const r = await runLoad({ url: t.url, headers, duration: seconds, connections, pipelining: 1 });
      try {
        assertClean(`${t.name} ${label}`, r);
      } catch (err) {
        // Show what the target answers now: usually the cause in one line.
        const res = await fetch(t.url, { headers }).catch((e: unknown) => e as Error);
        const now = res instanceof Error ? `request fails: ${res.message}` : `answers ${res.status}: ${(await res.text()).slice(0, 500)}`;
        throw new Error(`${(err as Error).message}\n  ${t.name} ${now}`);
      }
      console.log(`  ${label.padEnd(8)} ${t.name.padEnd(9)} ${fixed(r.rps).padStart(6)} req/s  p50 ${ms(r.p50)} ms  p99 ${ms(r.p99)} ms`);
      return r;
    };

    console.log(`\nGET /v2/me — ROLE=${role}, ${connections} connections, pipelining 1, ${runs} × ${duration} s per target (+ ${warmup} s warm-up each)`);
    for (const t of targets) await load(t, warmup, 'warm-up');
    const results: Record<Target['name'], LoadResult[]> = { federated: [], direct: [] };
    for (let i = 0; i < runs; i++) {
      // ABBA order, so neither target always runs first in a pair (drift, thermal, GC debt).
      const order = i % 2 === 0 ? targets : [...targets].reverse();
      for (const t of order) results[t.name].push(await load(t, duration, `run ${i + 1}`));
    }

    const summary = (name: Target['name']) => {
      const rs = results[name];
      return { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)), runs: rs.map((r) => Math.round(r.rps)) };
    };
    const fed = summary('federated');
    const dir = summary('direct');
    const ratio = fed.rps / dir.rps;

    console.log(`\nmedians of ${runs} runs:\n`);
    console.log(
      table(
        ['target', 'req/s', 'p50 ms', 'p99 ms', 'runs (req/s)'],
        [
          ['federated', fixed(fed.rps), ms(fed.p50), ms(fed.p99), fed.runs.join(' ')],
          ['direct', fixed(dir.rps), ms(dir.p50), ms(dir.p99), dir.runs.join(' ')],
        ],
      ),
    );
    const verdict = ratio >= TARGET_RATIO ? '' : '  BELOW TARGET';
    console.log(`\nratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)})${verdict}`);
    console.log(`p99 federated ${ms(fed.p99)} ms, direct ${ms(dir.p99)} ms (autocannon latencies: 1 ms resolution)`);
    console.log(
      `\n${JSON.stringify({
        benchmark: 'me',
        settings: { duration, warmup, runs, connections, pipelining: 1, poolMax: POOL_MAX, role },
        federated: fed,
        direct: dir,
        ratio: Number(ratio.toFixed(4)),
        target: TARGET_RATIO,
      })}`,
    );
  } finally {
    await direct?.close();
    await service?.shutdown();
  }
}

/** Both targets must answer 200 with byte-identical bodies, else the comparison is void. */
async function assertSameBody(targets: Target[], headers: Record<string, string>): Promise<void> {
  const bodies = await Promise.all(
    targets.map(async (t) => {
      const res = await fetch(t.url, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${t.name}: GET /v2/me answered ${res.status}: ${body}`);
      return { name: t.name, body, type: res.headers.get('content-type') };
    }),
  );
  const [a, b] = bodies;
  if (a.body !== b.body || a.type !== b.type) {
    throw new Error(`bodies differ:\n  ${a.name} (${a.type}): ${a.body}\n  ${b.name} (${b.type}): ${b.body}`);
  }
  console.log(`identical 200 bodies (${a.type}): ${a.body}`);
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
