import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { queueConnection } from '../platform/queues/connection';
import { openJobQueues, queueNames } from '../workers/jobs/registry';
import { freshDatabase } from './lib/database';
import { assertClean, runLoad, type LoadResult } from './lib/load';
import { cli, spawnService, type SpawnedService } from './lib/spawned-service';
import { envNumber, fixed, median, ms, table } from './lib/stats';

/**
 * `npm start` with nothing configured (embedded PostgreSQL 18, BullMQ on it) against `npm start`
 * on the machine's PostgreSQL and Redis, both as their own processes with every role (workers
 * and relay idle beside the API), for GET /v2/surveys/{id} (a read that records a quote) and
 * GET /v2/me. Runs alternate ABBA, one target loaded at a time. Target: embedded ≥ 0.8 × server.
 *
 * The server setup gets a scratch database (created, migrated, dropped afterwards) and a Redis
 * db index of its own (its queues removed afterwards). Env: BENCH_DURATION (s per run, 5), BENCH_WARMUP (s per target and path,
 * 10), BENCH_RUNS (3), BENCH_CONNECTIONS (10), BENCH_EMBEDDED_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/sfs_bench_embedded), BENCH_EMBEDDED_REDIS_URL (redis://127.0.0.1:6379/5).
 */

const TARGET_RATIO = 0.8;
const DATABASE_URL = process.env.BENCH_EMBEDDED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sfs_bench_embedded';
const REDIS_URL = process.env.BENCH_EMBEDDED_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const QUEUE_PREFIX = `sfs-bench-embedded-${process.pid}`;

type Name = 'embedded' | 'server';
interface Target {
  name: Name;
  service: SpawnedService;
  key: string;
  surveyId: string;
}

export async function run(): Promise<void> {
  const duration = envNumber('BENCH_DURATION', 5);
  const warmup = envNumber('BENCH_WARMUP', 10);
  const runs = envNumber('BENCH_RUNS', 3, { integer: true });
  const connections = envNumber('BENCH_CONNECTIONS', 10, { integer: true });

  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'sfs-bench-embedded-')), mkdtempSync(path.join(tmpdir(), 'sfs-bench-server-'))];
  const services: SpawnedService[] = [];
  try {
    console.log(`preparing ${DATABASE_URL} and ${REDIS_URL} …`);
    await freshDatabase(DATABASE_URL);
    const embeddedEnv = { DATA_DIR: dataDirs[0] };
    const serverEnv = { DATA_DIR: dataDirs[1], DATABASE_URL, REDIS_URL, QUEUE_PREFIX };
    const targets: Target[] = [];
    for (const [name, env] of [
      ['embedded', embeddedEnv],
      ['server', serverEnv],
    ] as const) {
      const t0 = Date.now();
      const service = await spawnService(env);
      services.push(service);
      console.log(`${name}: ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      targets.push({ name, service, ...(await fixture(service, env)) });
    }

    const paths = [
      { label: 'GET /v2/surveys/{id}', path: (t: Target) => `/v2/surveys/${t.surveyId}` },
      { label: 'GET /v2/me', path: () => '/v2/me' },
    ];
    const summary: { label: string; embedded: Stats; server: Stats; ratio: number }[] = [];
    for (const p of paths) {
      const load = async (t: Target, seconds: number, label: string): Promise<LoadResult> => {
        const r = await runLoad({ url: `${t.service.url}${p.path(t)}`, headers: { authorization: `Bearer ${t.key}` }, duration: seconds, connections });
        assertClean(`${t.name} ${p.label} ${label}`, r);
        console.log(`  ${label.padEnd(8)} ${t.name.padEnd(8)} ${fixed(r.rps).padStart(6)} req/s  p50 ${ms(r.p50)} ms  p99 ${ms(r.p99)} ms`);
        return r;
      };
      console.log(`\n${p.label} — ${connections} connections, ${runs} × ${duration} s per target (+ ${warmup} s warm-up each)`);
      for (const t of targets) await load(t, warmup, 'warm-up');
      const results: Record<Name, LoadResult[]> = { embedded: [], server: [] };
      for (let i = 0; i < runs; i++) {
        for (const t of i % 2 === 0 ? targets : [...targets].reverse()) results[t.name].push(await load(t, duration, `run ${i + 1}`));
      }
      const embedded = stats(results.embedded);
      const server = stats(results.server);
      summary.push({ label: p.label, embedded, server, ratio: embedded.rps / server.rps });
    }

    console.log(`\nmedians of ${runs} runs:\n`);
    console.log(
      table(
        ['path', 'embedded req/s', 'server req/s', 'ratio', 'p99 emb/srv ms', 'runs emb | srv'],
        summary.map((s) => [
          s.label,
          fixed(s.embedded.rps),
          fixed(s.server.rps),
          s.ratio.toFixed(2),
          `${ms(s.embedded.p99)}/${ms(s.server.p99)}`,
          `${s.embedded.runs.join(' ')} | ${s.server.runs.join(' ')}`,
        ]),
      ),
    );
    const rss = targets.map((t) => `${t.name} ${t.service.rssMiB() ?? '?'} MiB`).join(', ');
    console.log(`\nservice RSS after the runs: ${rss} (node process only)`);
    const below = summary.filter((s) => s.ratio < TARGET_RATIO);
    console.log(below.length ? `BELOW TARGET (≥ ${TARGET_RATIO}): ${below.map((s) => s.label).join(', ')}` : `every ratio ≥ ${TARGET_RATIO}`);
    console.log(`\n${JSON.stringify({ benchmark: 'embedded', settings: { duration, warmup, runs, connections }, results: summary, target: TARGET_RATIO })}`);
  } finally {
    for (const s of services) await s.stop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
    await dropDatabase(DATABASE_URL);
    await removeQueues();
  }
}

interface Stats {
  rps: number;
  p50: number;
  p99: number;
  runs: number[];
}

function stats(rs: LoadResult[]): Stats {
  return { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)), runs: rs.map((r) => Math.round(r.rps)) };
}

/** A team with its owner, a read+write key, and one survey; made through the CLI and the API. */
async function fixture(service: SpawnedService, env: Record<string, string>): Promise<{ key: string; surveyId: string }> {
  const team = await cli<{ id: string }>(env, 'team', 'create', '--name', 'Bench Research');
  await cli<unknown>(env, 'user', 'add', '--team', team.id, '--email', 'owner@bench.example.com', '--name', 'Olive Owner', '--role', 'owner');
  const { secret } = await cli<{ secret: string }>(env, 'key', 'create', '--team', team.id, '--name', 'bench', '--test');
  const res = await fetch(`${service.url}/v2/surveys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench survey', questions: [{ type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] }] }),
  });
  if (res.status !== 200) throw new Error(`POST /v2/surveys answered ${res.status}: ${await res.text()}`);
  return { key: secret, surveyId: ((await res.json()) as { id: string }).id };
}

/** The server setup's BullMQ keys in Redis. */
async function removeQueues(): Promise<void> {
  const queues = openJobQueues(queueConnection({ redisUrl: REDIS_URL, prefix: QUEUE_PREFIX }));
  try {
    for (const name of queueNames) await queues.queue(name).obliterate({ force: true });
  } finally {
    await queues.close();
  }
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
