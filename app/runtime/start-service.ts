import { readFile } from 'node:fs/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { startGateway, type Gateway, type GatewayContext } from '../../gateway/gateway';
import { registerGatewayHttp } from '../../gateway/http';
import { buildHttpApp } from '../../http/app';
import { anonymousCaller, GraphClient, type CallerContext } from '../../graph-client/graph-client';
import { localExportSource, remoteExportSource } from '../../http/export-source';
import { RateLimits } from '../../http/rate-limits';
import { SUPERGRAPH_FILE } from '../../schema/files';
import { subgraphs } from '../../subgraphs';
import { servesSandbox, sessionDatabaseUrl, setConfig, withListeningPort, type Config } from '../../platform/config';
import { migrate, migrationsApplied } from '../../platform/db/migrate';
import { startOutboxRelay } from '../../workers/outbox-relay';
import { forkForRequest } from '../../platform/outbox/outbox';
import { logQueueErrorsTo, prepareQueues, queueConnection, type QueueConnection } from '../../platform/queues/connection';
import { connectWorkers, type ConnectingWorkers, type RunningWorkers } from '../../workers/worker';
import { jobsByQueue } from '../../workers/jobs/registry';
import type { ResultCharts } from '../../http/deps';
import { startReconciler } from '../../workers/reconciler';
import Fastify from 'fastify';
import { fastifyLogOptions } from '../../platform/http-logging';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../domains';
import { buildSubgraph } from '../../platform/graphql/build-subgraph';
import { registerHealth, type ReadinessCheck } from '../../platform/health';
import { buildSubgraphServer } from './subgraph-server';
import { registerExportRoutes } from './export-routes';
import { indexHelpArticles, MEDIA_BODY_LIMIT } from '../../subgraphs/media';
import { startPayments, type Payments } from './payments';
import { serveSandbox, SANDBOX_PATH } from './sandbox';
import type { MountedSandbox } from '../../sandbox/stripe';
import { PRINCIPALS_CHANNEL, verifyOperatorToken as verifyOperatorTokenIn } from '../../subgraphs/accounts';
import { listenOn } from '../../platform/db/notifications';
import { PrincipalCache } from '../../graph-client/principal-cache';
import { operatorTokenAccepted, type OperatorTokenCheck } from '../../gateway/operator-guard';
import { adminSessions } from '../../http/ops/admin-session';
import { graphSessionStore } from '../../http/ops/admin-session-store';
import { registerQueueBoard } from '../../http/ops/queue-board';
import { graphqlExplorer } from '../../http/ops/graphql-explorer';
import { OPERATION_NAMES } from '../../graph-client/operation-names';
import { instrumentHttp, registerMetricsRoute, type MetricsGuardOptions } from '../../platform/metrics/http';
import { endUnusedConnectionsOnClose } from '../../platform/http/unused-connections';
import { watchDbPool, watchOutbox } from '../../platform/metrics/sources';
import { SubgraphStatusDocument, VerifyOperatorTokenDocument } from '../../graph-client/generated';
import { closeChartPool, drawVotesChartOffLoop } from '../../workers/reports/chart-pool';

export interface RunningService {
  /** The port actually bound (PORT=0 picks a free one). */
  port: number;
  url: string;
  app: FastifyInstance;
  orm: MikroORM | null;
  /** The Stripe sandbox this process serves, if any (tests pay checkouts and read charges there). */
  sandboxUrl: string | null;
  /** Stops accepting, finishes in-flight requests and jobs, closes connections. Idempotent. */
  shutdown(): Promise<void>;
}

/** A step of shutdown, run in reverse start order. */
type Closer = () => Promise<unknown>;

/**
 * Starts the process for its ROLE. `all`: facade, gateway, subgraphs in-process, workers and
 * the outbox relay. `api`: facade and gateway (remote subgraphs with SUBGRAPH_URLS).
 * `subgraph`: one subgraph over HTTP for a split-mode gateway. `worker`: jobs and the relay,
 * with /healthz and /readyz only.
 */
export async function startService(cfg: Config, log: Logger, databaseUrl: string | undefined): Promise<RunningService> {
  const closers: Closer[] = [];
  logQueueErrorsTo(log);
  let shuttingDown = false;
  const isShuttingDown = () => shuttingDown;
  const split = cfg.subgraphUrls !== null;
  // LISTEN sessions and BullMQ's PostgreSQL backend: the server itself, never a transaction pooler.
  const sessionUrl = sessionDatabaseUrl(cfg, databaseUrl);
  // Where the queues are, for the workers and the queue board: Redis when configured; else
  // BullMQ's PostgreSQL backend on the same database (never through a transaction-mode pooler:
  // its workers LISTEN; config.ts asks for the direct URL).
  const queueBackend = cfg.redis || sessionUrl ? queueConnection({ redis: cfg.redis, databaseUrl: sessionUrl ?? undefined, prefix: cfg.QUEUE_PREFIX }) : null;

  let orm: MikroORM | null = null;
  if (cfg.ROLE !== 'api' || !split) {
    if (!databaseUrl) throw new Error('no database: set DATABASE_URL or use the embedded default');
    orm = await openOrm({
      url: databaseUrl,
      modules: domainModules,
      poolMax: cfg.DATABASE_POOL_MAX,
      statementTimeoutMs: cfg.DATABASE_STATEMENT_TIMEOUT_MS,
      transactionPooler: cfg.DATABASE_POOLER === 'transaction',
    });
    closers.push(() => orm!.close());
    if (cfg.DATABASE_POOLER === 'transaction') await warnOfRoleSettings(orm, cfg, log);
    if (cfg.METRICS_ENABLED) closers.push(detached(watchDbPool(orm)));
    await migrate(orm);
    // The help search index follows the article files; a hash check when nothing changed.
    const help = await indexHelpArticles(orm.em.fork());
    if (!help.upToDate) log.info(help, 'help articles indexed');
  }

  // Billing's provider: processes that run the billing or surveys domain need it, and so do
  // workers (the publish recovery job charges). Processes that serve the public API also serve
  // the Stripe sandbox (at /stripe-sandbox, state in PostgreSQL; in production only when
  // STRIPE_SANDBOX_ENABLED=true) and pay test-mode charges through their own; the others need
  // STRIPE_SANDBOX_URL (payments.ts).
  const servedSandbox = servesSandbox(cfg);
  let localUrl: string | null = null;
  const ownSandbox = servedSandbox
    ? () => {
        if (!localUrl) throw new Error('the sandbox is served once this process listens');
        return `${localUrl}${SANDBOX_PATH}`;
      }
    : null;
  let payments: Payments | null = null;
  const runsMoney = cfg.ROLE === 'all' || cfg.ROLE === 'api' || cfg.ROLE === 'worker' || (cfg.ROLE === 'subgraph' && (cfg.SUBGRAPH === 'billing' || cfg.SUBGRAPH === 'surveys'));
  if (runsMoney) {
    payments = startPayments(cfg, log, { ownSandbox });
    if (payments) closers.push(() => payments!.close());
  }

  const checks: ReadinessCheck[] = [];
  if (orm) {
    const db = orm;
    checks.push({
      name: 'database',
      check: () =>
        db.em
          .getConnection()
          .execute('select 1')
          .then(() => true),
    });
    checks.push({ name: 'migrations', check: () => migrationsApplied(db) });
  }

  const runsJobs = cfg.ROLE === 'all' || cfg.ROLE === 'worker';
  let queues: QueueConnection | null = null;
  let workers: RunningWorkers | null = null;
  let connecting: ConnectingWorkers | null = null;
  if (runsJobs) {
    if (!queueBackend) throw new Error('queues need REDIS_URL or DATABASE_URL');
    queues = queueBackend;
    await prepareQueues(queues);
    // The workers connect while the rest is built; they take jobs once started below.
    connecting = connectWorkers({ orm: orm!, log, connection: queues, metrics: cfg.METRICS_ENABLED });
    // The workers' own connections: after an outage, ready only once they can take jobs again.
    checks.push({ name: 'queues', check: async () => (workers ? workers.ready() : false) });
  }

  // /metrics: METRICS_TOKEN or an operator token; CLI-created ones are checked in the database here.
  const checkOperatorToken = (db: MikroORM) => (secret: string) => verifyOperatorTokenIn(db.em.fork(), secret);
  let app: FastifyInstance;
  let sandbox: MountedSandbox | null = null;
  let apiGraph: GraphClient | null = null;
  if (cfg.ROLE === 'worker') {
    app = Fastify(fastifyLogOptions(log));
    endUnusedConnectionsOnClose(app);
    if (cfg.METRICS_ENABLED) instrumentHttp(app);
    registerHealth(app, checks, isShuttingDown);
    if (cfg.METRICS_ENABLED) registerMetricsRoute(app, metricsGuard(cfg, checkOperatorToken(orm!)));
  } else if (cfg.ROLE === 'subgraph') {
    const def = subgraphs.find((s) => s.name === cfg.SUBGRAPH)!;
    const server = await buildSubgraphServer({
      subgraph: await buildSubgraph(def),
      orm: orm!,
      log,
      internalToken: cfg.INTERNAL_TOKEN!,
      isShuttingDown,
      metrics: cfg.METRICS_ENABLED ? metricsGuard(cfg, checkOperatorToken(orm!)) : undefined,
      internalRoutes: def.name === 'surveys' ? (scope) => registerExportRoutes(scope, orm!) : undefined,
      // The gateway forwards POST /media uploads, and the respondent app's screen recordings (to
      // surveys), with their base64 (up to ~27 MB of JSON).
      bodyLimit: def.name === 'media' || def.name === 'surveys' ? MEDIA_BODY_LIMIT : undefined,
    });
    closers.push(() => server.apollo.stop());
    app = server.app;
  } else {
    const supergraphSdl = await readFile(SUPERGRAPH_FILE, 'utf8');
    const gatewayOptions = { metrics: cfg.METRICS_ENABLED ? { knownOperations: OPERATION_NAMES } : undefined };
    const gateway: Gateway = split
      ? await startGateway(supergraphSdl, { mode: 'remote', urls: cfg.subgraphUrls, internalToken: cfg.INTERNAL_TOKEN! }, gatewayOptions)
      : await startGateway(supergraphSdl, { mode: 'local', subgraphs: await Promise.all(subgraphs.map(buildSubgraph)) }, gatewayOptions);
    closers.push(() => gateway.stop());
    const makeContext = contextFactory(orm);
    const graph = new GraphClient(
      gateway,
      makeContext,
      split || !sessionUrl || cfg.PRINCIPAL_CACHE_SECONDS === 0 ? null : principalCache(sessionUrl, cfg.PRINCIPAL_CACHE_SECONDS, log, closers),
    );
    apiGraph = graph;
    const limits = RateLimits.fromConfig(cfg, log);
    closers.push(() => limits.close());
    await limits.connected(5_000);
    const exports = split ? remoteExportSource(cfg.subgraphUrls.surveys, cfg.INTERNAL_TOKEN!) : localExportSource(orm!);
    closers.push(closeChartPool);
    app = await buildHttpApp({ deps: { graph, limits, exports, charts: resultCharts }, log, isShuttingDown, metrics: cfg.METRICS_ENABLED, trustProxy: cfg.TRUST_PROXY });
    if (servedSandbox) {
      sandbox = await serveSandbox(app, cfg, log, databaseUrl);
      closers.push(() => sandbox!.close());
    }
    const verifyOperatorToken: OperatorTokenCheck = async (secret, request) =>
      (await graph.run(VerifyOperatorTokenDocument, { secret }, anonymousCaller(request))).verifyOperatorToken;
    // Bull Board at /admin/queues: inspects the workers' queues (Redis, or PostgreSQL without REDIS_URL).
    const boardQueues = queueBackend;
    // The board's login (/admin/login) signs operators in for the board and the GraphQL explorer (GET /graphql) alike.
    const sessions = adminSessions({ secret: cfg.ADMIN_SESSION_SECRET, ttlSeconds: cfg.ADMIN_SESSION_TTL_SECONDS, store: graphSessionStore(graph, cfg.OPERATOR_TOKEN) });
    await registerGatewayHttp(app, {
      gateway,
      makeContext,
      configToken: cfg.OPERATOR_TOKEN,
      verifyOperatorToken,
      operatorBrowser: boardQueues ? graphqlExplorer(sessions) : undefined,
    });
    checks.push({
      name: 'subgraphs',
      check: async () => {
        const data = await graph.run(SubgraphStatusDocument, {}, { principal: null, requestId: 'readyz', log });
        return Object.values(data).every((s) => s.databaseReachable);
      },
    });
    registerHealth(app, checks, isShuttingDown);
    if (cfg.METRICS_ENABLED) registerMetricsRoute(app, metricsGuard(cfg, verifyOperatorToken));
    if (boardQueues) {
      const board = await registerQueueBoard(app, {
        connection: boardQueues,
        queues: jobsByQueue,
        isOperatorToken: operatorTokenAccepted({ configToken: cfg.OPERATOR_TOKEN, verify: verifyOperatorToken }),
        sessions,
        loginAttempt: (address) => limits.operatorLoginAttempt(address),
      });
      closers.push(() => board.close());
    } else {
      log.warn('no REDIS_URL: /admin/queues is not served (this process cannot reach the queues)');
    }
  }

  if (runsJobs) {
    // Closed before the ORM (closers run in reverse): in-flight jobs finish first.
    // Webhook objects are read through the facade's operations: this process's gateway, or (a
    // worker-only process) an in-process one of its own.
    const graph = apiGraph ?? (await localGraph(orm!, closers));
    const running = await connecting!.start(graph);
    workers = running;
    closers.push(() => running.close());
    const relay = startOutboxRelay({ orm: orm!, connection: queues!, log, pollMs: cfg.OUTBOX_POLL_MS });
    closers.push(() => relay.close());
    if (cfg.RECONCILE_INTERVAL_MS > 0) {
      const reconciler = startReconciler({ orm: orm!, connection: queues!, log, intervalMs: cfg.RECONCILE_INTERVAL_MS });
      closers.push(() => reconciler.close());
    }
    if (cfg.METRICS_ENABLED) closers.push(detached(watchOutbox(orm!)));
  }

  await app.listen({ host: cfg.HOST, port: cfg.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : cfg.PORT;
  // PORT=0 without PUBLIC_BASE_URL: URLs the service hands out (media, results pages) name the port bound.
  const listening = withListeningPort(cfg, port);
  if (listening !== cfg) setConfig(listening);
  log.info({ role: cfg.ROLE, port, split }, 'service started');
  const url = `http://${cfg.HOST.includes(':') ? `[${cfg.HOST}]` : cfg.HOST}:${port}`;
  localUrl = url;
  // Provider events go where any replica takes them: the public URL (the load balancer).
  sandbox?.setWebhookTarget(`${listening.PUBLIC_BASE_URL}/provider-webhooks/stripe`);

  let stopping: Promise<void> | null = null;
  return {
    port,
    url,
    app,
    orm,
    sandboxUrl: sandbox ? `${url}${SANDBOX_PATH}` : null,
    shutdown() {
      stopping ??= (async () => {
        shuttingDown = true;
        // Fastify's close stops accepting and waits for in-flight requests.
        await app.close();
        for (const close of closers.reverse()) await close().catch((err) => log.error({ err }, 'shutdown step failed'));
        log.info('service stopped');
      })();
      return stopping;
    },
  };
}

/** A gateway over in-process subgraphs, and the facade's client on it (closed with the process). */
async function localGraph(orm: MikroORM, closers: Closer[]): Promise<GraphClient> {
  const gateway = await startGateway(await readFile(SUPERGRAPH_FILE, 'utf8'), { mode: 'local', subgraphs: await Promise.all(subgraphs.map(buildSubgraph)) }, {});
  closers.push(() => gateway.stop());
  return new GraphClient(gateway, contextFactory(orm));
}

/** The /metrics guard: the scrape token, the configured operator token, and CLI-created operator tokens. */
function metricsGuard(cfg: Config, verifyOperatorToken: MetricsGuardOptions['verifyOperatorToken']): MetricsGuardOptions {
  return { metricsToken: cfg.METRICS_TOKEN, operatorToken: cfg.OPERATOR_TOKEN, verifyOperatorToken };
}

/** A shutdown step that detaches a metrics source (before what it watches closes). */
const detached =
  (unwatch: () => void): Closer =>
  async () =>
    unwatch();

/**
 * In-process subgraphs get a fresh identity map per operation (forking costs microseconds;
 * Apollo copies the context, so a lazy getter would fork anyway). Split mode has no
 * database here: the remote subgraphs build their own context.
 */
function contextFactory(orm: MikroORM | null): (caller: CallerContext) => GatewayContext {
  return (caller) => {
    const base = { ...caller, log: caller.log as unknown as Logger };
    // Outbox rows recorded through this em name the caller's request (platform/outbox).
    return (orm ? { ...base, em: forkForRequest(orm.em, caller.requestId, caller.signal) } : base) as GatewayContext;
  };
}

/** The results pages draw the report's own vote charts (vega-lite to SVG, no browser library) on a worker thread. */
const resultCharts: ResultCharts = { votes: drawVotesChartOffLoop };

/**
 * Behind a transaction-mode pooler the service sends no startup settings (orm.ts): the statement
 * timeout and jit=off must be the database role's. Says so once at start when they are not.
 */
async function warnOfRoleSettings(orm: MikroORM, cfg: Config, log: Logger): Promise<void> {
  const [row] = await orm.em
    .getConnection()
    .execute<{ timeout_ms: number; jit: string }[]>(
      `select (extract(epoch from current_setting('statement_timeout')::interval) * 1000)::int as timeout_ms, current_setting('jit') as jit`,
    );
  const want = { timeout_ms: cfg.DATABASE_STATEMENT_TIMEOUT_MS, jit: 'off' };
  if (row.timeout_ms !== want.timeout_ms || row.jit !== want.jit) {
    log.warn(
      { role: row, want },
      'behind a transaction-mode pooler the database role carries statement_timeout and jit: ALTER ROLE … SET them (docs/operations.md, "Behind PgBouncer")',
    );
  }
}

/**
 * The facade's principal cache, cleared by every NOTIFY on the accounts' channel (and when that
 * session drops, after which it serves nothing until it listens again). Split-mode facades have
 * no database session to listen on, so they have no cache.
 */
function principalCache(databaseUrl: string, ttlSeconds: number, log: Logger, closers: Closer[]): PrincipalCache {
  let cache: PrincipalCache | null = null;
  const listener = listenOn(databaseUrl, PRINCIPALS_CHANNEL, { notify: () => cache?.clear(), lost: () => cache?.clear() }, log);
  closers.push(() => listener.close());
  cache = new PrincipalCache(listener, ttlSeconds);
  return cache;
}
