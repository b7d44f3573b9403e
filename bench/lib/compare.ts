import { isDeepStrictEqual } from 'node:util';
import { assertClean, runLoad, type LoadResult } from './load';
import { envNumber, fixed, median, ms, table } from './stats';

/** One server under comparison: the service's federated path, the direct baseline, or another baseline (`lean`). */
export interface Target {
  name: string;
  url: string;
}

export interface Summary {
  rps: number;
  p50: number;
  p99: number;
  runs: number[];
}

export interface Comparison {
  federated: Summary;
  direct: Summary;
  /** Every target's medians, by name (federated and direct included). */
  byName: Record<string, Summary>;
  /** federated ÷ direct, in requests per second. */
  ratio: number;
  settings: { duration: number; warmup: number; runs: number; connections: number; pipelining: 1 };
}

/**
 * Loads both targets with the same autocannon setup, one at a time: a warm-up each, then
 * BENCH_RUNS runs of each in ABBA order (neither always first: drift, thermal, GC debt), and
 * prints the medians. Env: BENCH_DURATION (s per run, 5), BENCH_WARMUP (s per target, 15),
 * BENCH_RUNS (5), BENCH_CONNECTIONS (10).
 */
export async function compareTargets(title: string, targets: Target[], headers: Record<string, string>): Promise<Comparison> {
  const duration = envNumber('BENCH_DURATION', 5);
  // The federated path takes ~10–15 s of load to reach steady state (JIT over Apollo,
  // graphql-js and MikroORM), so 15 s of warm-up.
  const warmup = envNumber('BENCH_WARMUP', 15);
  const runs = envNumber('BENCH_RUNS', 5, { integer: true });
  const connections = envNumber('BENCH_CONNECTIONS', 10, { integer: true });

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

  console.log(`\n${title} — ${connections} connections, pipelining 1, ${runs} × ${duration} s per target (+ ${warmup} s warm-up each)`);
  for (const t of targets) await load(t, warmup, 'warm-up');
  const results: Record<string, LoadResult[]> = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? targets : [...targets].reverse();
    for (const t of order) results[t.name].push(await load(t, duration, `run ${i + 1}`));
  }

  const summary = (name: string): Summary => {
    const rs = results[name];
    return { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)), runs: rs.map((r) => Math.round(r.rps)) };
  };
  const byName = Object.fromEntries(targets.map((t) => [t.name, summary(t.name)]));
  const { federated, direct } = byName;
  console.log(`\nmedians of ${runs} runs:\n`);
  console.log(
    table(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'runs (req/s)'],
      targets.map(({ name }) => [name, fixed(byName[name].rps), ms(byName[name].p50), ms(byName[name].p99), byName[name].runs.join(' ')]),
    ),
  );
  return { federated, direct, byName, ratio: federated.rps / direct.rps, settings: { duration, warmup, runs, connections, pipelining: 1 } };
}

/** "met" or "NOT MET", for the verdict lines every bench prints. */
export const verdict = (met: boolean): string => (met ? 'met' : 'NOT MET');

export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Parts of a body that differ by nature (a quote's own time), replaced before comparing. */
interface Masked {
  pattern: RegExp;
  as: string;
}

/** Each target's 200 answer (anything else voids the comparison), its body masked. */
async function answersOf(targets: Target[], headers: Record<string, string>, masked?: Masked) {
  return Promise.all(
    targets.map(async (t) => {
      const res = await fetch(t.url, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${t.name}: GET ${t.url} answered ${res.status}: ${body}`);
      return { name: t.name, body: masked ? body.replace(masked.pattern, masked.as) : body, type: res.headers.get('content-type') };
    }),
  );
}

/** Both targets must answer 200 with the same body and content type, else the comparison is void. */
export async function assertSameBodies(targets: Target[], headers: Record<string, string>, masked?: Masked): Promise<void> {
  const [a, b] = await answersOf(targets, headers, masked);
  if (a.body !== b.body || a.type !== b.type) {
    throw new Error(`bodies differ:\n  ${a.name} (${a.type}): ${a.body}\n  ${b.name} (${b.type}): ${b.body}`);
  }
  console.log(`identical 200 bodies (${a.type}${masked ? ', masked parts aside' : ''}): ${a.body.length} bytes`);
}

/** Both targets answer 200 with the same JSON value (key order aside), `masked` parts replaced first. */
export async function assertSameContent(targets: Target[], headers: Record<string, string>, masked: Masked): Promise<void> {
  const [a, b] = await answersOf(targets, headers, masked);
  if (!isDeepStrictEqual(JSON.parse(a.body), JSON.parse(b.body))) throw new Error(`contents differ:\n  ${a.name}: ${a.body}\n  ${b.name}: ${b.body}`);
  console.log(`same 200 content (${a.name}, ${b.name}; key order and masked parts aside)`);
}
