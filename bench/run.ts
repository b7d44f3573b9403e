import 'reflect-metadata';
import { startTracing, tracing } from '../platform/telemetry/tracing';

/**
 * `npm run bench -- <name>`: runs one benchmark. Each lives in bench/<name>.bench.ts and
 * exports `run()`; modules load lazily so an unknown name starts nothing.
 */
const BENCHMARKS: Record<string, { describe: string; load: () => Promise<{ run(): Promise<void> }> }> = {
  embedded: {
    describe: 'npm start embedded (PostgreSQL 18 from npm, BullMQ on it) vs on PostgreSQL + Redis servers: GET /v2/surveys/{id} and GET /v2/me',
    load: () => import('./embedded.bench'),
  },
  survey: {
    describe: 'GET /v2/surveys/{id} (ROLE=all): full federated path vs a direct Fastify + pg handler doing the same reads, quote write and balance read',
    load: () => import('./survey.bench'),
  },
  scale: {
    describe: 'reads at 1k/10k/100k surveys and 1k/10k/50k responses (SQL-seeded): p50 per size and growth factor; the insight while /healthz is polled',
    load: () => import('./scale.bench'),
  },
  quotes: {
    describe: 'surveys.quotes under 10 minutes of reads (QUOTES_MINUTES) over a 1,000-survey team: rows and size on disk sampled each minute',
    load: () => import('./quotes.bench'),
  },
  me: { describe: 'GET /v2/me: full federated path vs a direct Fastify + pg handler', load: () => import('./me.bench') },
  collection: { describe: 'responses recorded per second with results current: collectStep vs raw pg INSERTs', load: () => import('./collection.bench') },
  csv: { describe: 'survey CSV export rows/s over HTTP (1,000,000 responses) vs raw COPY … TO STDOUT, and peak memory', load: () => import('./csv.bench') },
  replicas: { describe: 'GET /v2/surveys/{id} over 3 replicas vs 1 (same total connections), with lock waits sampled', load: () => import('./replicas.bench') },
  'report-burst': {
    describe: 'GET /v2/surveys/{id} p99 while 30 reports render vs idle, rendering on the event loop vs the render thread',
    load: () => import('./report-burst.bench'),
  },
  startup: {
    describe: 'npm start to its first /readyz 200: the embedded default warm (and cold), ROLE=all on PostgreSQL + Redis, and a bare node + tsx HTTP process',
    load: () => import('./startup.bench'),
  },
  respondents: {
    describe:
      '600 people within 30 s at a live survey of 300 through the respondent app (plain HTTP forms) vs the same people on its preview: p50/p99 per page, people/s, CPU per person',
    load: () => import('./respondents.bench'),
  },
  webhooks: { describe: 'signed webhook deliveries/s and due→receipt p99 (BullMQ + deliver job) vs a plain undici POST loop', load: () => import('./webhooks.bench') },
  tracing: {
    describe: 'the survey and webhooks benchmarks with tracing off (the baseline), on at 100% and at 10% sampling, exporting OTLP to a local sink',
    load: () => import('./tracing.bench'),
  },
};

function usage(): string {
  const names = Object.entries(BENCHMARKS).map(([name, b]) => `  ${name.padEnd(10)} ${b.describe}`);
  return ['usage: npm run bench -- <name>', '', 'available benchmarks:', ...names].join('\n');
}

const name = process.argv[2];
const bench = name ? BENCHMARKS[name] : undefined;
if (!bench) {
  console.error(name ? `unknown benchmark "${name}"\n\n${usage()}` : usage());
  process.exit(1);
}

try {
  // As app/main.ts: tracing (only when OTEL_EXPORTER_OTLP_ENDPOINT is set; the `tracing`
  // benchmark sets it for its children) starts before the benchmark's modules load.
  await startTracing();
  await (await bench.load()).run();
  await tracing().shutdown();
  process.exit(0);
} catch (err) {
  console.error(`\nbenchmark "${name}" failed:`, err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
}
