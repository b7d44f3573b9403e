import { Session } from 'node:inspector/promises';
import type { Profiler } from 'node:inspector';
import { table } from './stats';

/**
 * A CPU profile of this process while `work` runs (the in-process service under load), through
 * the inspector: the same data as `node --cpu-prof`, for one phase only.
 */
export async function profileDuring<T>(work: () => Promise<T>, intervalUs = 200): Promise<{ result: T; profile: Profiler.Profile }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
    await session.post('Profiler.start');
    const result = await work();
    const { profile } = await session.post('Profiler.stop');
    return { result, profile };
  } finally {
    session.disconnect();
  }
}

/**
 * Where a request's time goes, by the code a sample was in (its own frame: async continuations
 * lose their callers, so packages, not call stacks, are what can be attributed reliably).
 * First match wins.
 */
const CATEGORIES: [string, RegExp][] = [
  ['socket writes (kernel: pg queries, HTTP answers)', /^(writeBuffer|writeUtf8String|writev|writeLatin1String)$/],
  [
    'Fastify + facade (hooks, routing, serialization)',
    /node_modules\/(fastify|@fastify|find-my-way|fast-json-stringify|avvio|light-my-request|fast-querystring|negotiator)\/|\/http\//,
  ],
  ['Apollo Server pipeline (gateway operation)', /node_modules\/@apollo\/(server|utils[^/]*)\//],
  ['gateway planning + execution + result shaping', /node_modules\/@apollo\/(gateway|federation-internals|query-planner)\/|\/gateway\//],
  ['graphql-js + type-graphql (subgraph execution)', /node_modules\/(graphql|type-graphql|@graphql-tools\/[^/]+)\//],
  ['subgraph resolvers + domain code', /\/(subgraphs|platform)\//],
  ['MikroORM (query building, hydration, unit of work)', /node_modules\/(@mikro-orm\/(?!postgresql\/node_modules)[^/]+|kysely)\//],
  ['pg driver (protocol, parsing)', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[^/]+)\/|@mikro-orm\/postgresql\/node_modules\/pg/],
  ['garbage collector', /^\(garbage collector\)$/],
  ['idle (waiting on PostgreSQL)', /^\(idle\)$/],
  ['profiler itself', /node:inspector|^\(program\)$/],
];

export function breakdown(profile: Profiler.Profile, requests: number): { rows: [string, number][]; total: number } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
  const byCategory = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const frame = nodes.get(id)!.callFrame;
    const name = frame.url ? frame.url : frame.functionName;
    const category =
      CATEGORIES.find(([, re]) => re.test(frame.url ? frame.url : frame.functionName) || re.test(frame.functionName))?.[0] ??
      (name ? 'other (node internals, libraries)' : 'other');
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
    total += us;
  }
  const rows = [...byCategory.entries()].sort((a, b) => b[1] - a[1]).map(([c, us]): [string, number] => [c, us / 1000 / requests]);
  return { rows, total: total / 1000 / requests };
}

export function printBreakdown(title: string, b: { rows: [string, number][]; total: number }): void {
  console.log(`\n${title}\n`);
  console.log(
    table(
      ['where', 'ms per request', 'share'],
      [...b.rows.map(([c, ms]) => [c, ms.toFixed(3), `${((ms / b.total) * 100).toFixed(1)}%`]), ['all (wall time per request, one process)', b.total.toFixed(3), '100%']],
    ),
  );
}
