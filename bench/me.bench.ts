import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RunningService } from '../app/runtime/start-service';
import { addUserToTeam, createApiKey, createTeam } from '../subgraphs/accounts/accounts.service';
import { BENCH_DATABASE_URL, freshDatabase } from './lib/database';
import { startDirectMeServer, type DirectMeServer } from './lib/direct-me';
import { assertSameBodies, compareTargets, redact, verdict, type Target } from './lib/compare';
import { startBenchService } from './lib/service';
import { ms } from './lib/stats';

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

export async function run(): Promise<void> {
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
    await assertSameBodies(targets, headers);

    const c = await compareTargets(`GET /v2/me — ROLE=${role}`, targets, headers);
    const ratioMet = c.ratio >= TARGET_RATIO;
    console.log(`\nratio ${c.ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)}): ${verdict(ratioMet)}`);
    console.log(`p99 federated ${ms(c.federated.p99)} ms, direct ${ms(c.direct.p99)} ms (autocannon latencies: 1 ms resolution)`);
    console.log(
      `\n${JSON.stringify({
        benchmark: 'me',
        settings: { ...c.settings, poolMax: POOL_MAX, role },
        federated: c.federated,
        direct: c.direct,
        ratio: Number(c.ratio.toFixed(4)),
        target: TARGET_RATIO,
        met: ratioMet,
      })}`,
    );
  } finally {
    await direct?.close();
    await service?.shutdown();
  }
}
