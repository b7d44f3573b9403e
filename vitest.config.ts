import { defineConfig } from 'vitest/config';

/**
 * Three tiers (STYLE.md): unit specs beside the code, integration against real
 * PostgreSQL and Redis, e2e over HTTP through facade → gateway → subgraphs; and the embedded
 * default (test/embedded), which needs neither.
 * The root global setup creates a fresh test database and migrates it once per run.
 */
const tier = (name: string, include: string[], more: Record<string, unknown> = {}) => ({
  // Node resolves `graphql` to its CommonJS build (as the Apollo and type-graphql packages
  // do); vite would pick the .mjs build and give two graphql realms in one process.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: { name, include, setupFiles: ['test/helpers/setup-env.ts'], testTimeout: 30_000, hookTimeout: 60_000, ...more },
});

/**
 * Files whose processes run workers and the outbox relay. Every relay claims every event of
 * the shared test database, and a job runs with the configuration of whichever process takes
 * it, so these run last, one file at a time, each with queues of its own and no events left
 * by earlier files (test/helpers/setup-jobs.ts).
 */
const JOBS = [
  'test/e2e/collection/**/*.test.ts',
  'test/e2e/v2/publish-crash.test.ts',
  'test/e2e/webhooks/**/*.test.ts',
  'test/e2e/respond/**/*.test.ts',
  'test/e2e/results/**/*.test.ts',
  'test/e2e/topologies/split-mode.test.ts',
  'test/e2e/exports/reports.test.ts',
  'test/e2e/ops/metrics.test.ts',
  'test/e2e/ops/queue-board.test.ts',
  'test/e2e/ops/logs.test.ts',
  'test/e2e/ops/tracing.test.ts',
  'test/e2e/ops/alert-rules.test.ts',
  'test/e2e/client/lifecycle.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    projects: [
      tier('unit', ['{app,clients,platform,sandbox,subgraphs,gateway,graph-client,http,workers,schema}/**/*.spec.ts']),
      tier('integration', ['test/integration/**/*.test.ts']),
      tier('e2e', ['test/e2e/**/*.test.ts'], { exclude: JOBS }),
      tier('jobs', JOBS, { maxWorkers: 1, sequence: { groupOrder: 1 }, setupFiles: ['test/helpers/setup-env.ts', 'test/helpers/setup-jobs.ts'] }),
      // The embedded default as `npm start` runs it with nothing configured: services spawned on
      // DATA_DIRs of their own (no DATABASE_URL, no REDIS_URL). Last, one file at a time: they
      // load the machine, and their timing should not depend on other files.
      tier('embedded', ['test/embedded/**/*.test.ts'], { maxWorkers: 1, sequence: { groupOrder: 2 } }),
      // Fault injection on a PostgreSQL and a Redis of the tier's own (test/fault/infrastructure.ts):
      // killed, wiped and restarted under a running service. Last, one file at a time.
      tier('fault', ['test/fault/**/*.test.ts'], { maxWorkers: 1, sequence: { groupOrder: 3 }, testTimeout: 300_000, hookTimeout: 180_000 }),
      // Several replicas (ROLE=all processes) on one database of the tier's own and one Redis.
      tier('replicas', ['test/replicas/**/*.test.ts'], { maxWorkers: 1, sequence: { groupOrder: 4 }, testTimeout: 300_000, hookTimeout: 300_000 }),
      // Beyond one host (issue 41): the service behind PgBouncer (Debian's pgbouncer, transaction
      // mode) and on a Redis Cluster (Debian's redis-server), each started by the test on free
      // loopback ports. Last, one file at a time.
      tier('infra', ['test/infra/**/*.test.ts'], { maxWorkers: 1, sequence: { groupOrder: 5 }, testTimeout: 300_000, hookTimeout: 300_000 }),
    ],
  },
});
