import { z } from 'zod';
import { redisTarget, type RedisTarget } from './redis-target';

/** The base URL of an outside API the service may call (image generation, the insight model): no credentials, query or fragment. */
const apiBaseUrl = z
  .string()
  .url()
  .regex(/^https?:\/\/[^/?#@]+(\/[^?#]*)?$/, 'want an http(s) base URL without credentials, query or fragment');

/** Every environment variable the service reads. Nothing else reads process.env. */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** TRUST_PROXY as a hop count: that many proxies, counted from this server, are believed. */
const trustedHops = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(10, 'want at most 10 proxy hops'));
/** TRUST_PROXY as the proxies' addresses (proxy-addr's names for reserved ranges included). */
const trustedProxies = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]), {
        error: 'want a hop count like 1, or proxy addresses and CIDRs like 10.0.0.0/8,::1 (never "true": every client could choose its address)',
      })
      .min(1),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** all: facade + gateway + subgraphs + workers; api: facade + gateway; subgraph: one subgraph; worker: jobs only. */
  ROLE: z.enum(['all', 'api', 'subgraph', 'worker']).default('all'),
  /** With ROLE=subgraph: which one this process serves. */
  SUBGRAPH: z.enum(['accounts', 'surveys', 'billing', 'media', 'webhooks']).optional(),
  /** Split mode: "accounts=http://host:4001/graphql,surveys=…". Unset: subgraphs run in-process. */
  SUBGRAPH_URLS: z.string().optional(),
  /** Shared secret the gateway presents to remote subgraphs (split mode only). */
  INTERNAL_TOKEN: z.string().min(32).optional(),
  DATABASE_URL: z.string().url().optional(),
  /**
   * What DATABASE_URL reaches: the server itself (`none`), or a pooler such as PgBouncer. In
   * `transaction` mode a server connection is the client's only for one transaction, so nothing
   * session-bound goes through it: no startup settings (statement_timeout, jit: set them on the
   * role), and LISTEN and BullMQ's PostgreSQL backend use DATABASE_DIRECT_URL (docs/operations.md,
   * "Behind PgBouncer"). `session` mode carries sessions whole: the same as `none` here.
   */
  DATABASE_POOLER: z.enum(['none', 'session', 'transaction']).default('none'),
  /** With DATABASE_POOLER=transaction: the server itself, for session-bound work (LISTEN, BullMQ's PostgreSQL backend). */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Longest a request's or a job's SQL statement may run, in ms; 0: no limit. CSV exports and migrations are not limited. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  REDIS_URL: z.string().url().optional(),
  /**
   * A Redis Cluster instead of one server: some of its nodes, `host:port` or `redis://[:password@]host:port`,
   * comma-separated (platform/redis-target.ts). Queue keys then carry a hash tag per queue.
   */
  REDIS_CLUSTER_NODES: z.string().min(1).optional(),
  /** Prefix for every BullMQ key, so test runs and deployments can share one Redis. */
  QUEUE_PREFIX: z.string().default('sfs'),
  DATA_DIR: z.string().default('.data'),
  /** Where people reach this service; results-page, project and hosted media URLs are built on it. Unset: derived from HOST and PORT. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Accepted as an operator token besides the ones created with the CLI (bootstrap, docker). */
  OPERATOR_TOKEN: z.string().min(32).optional(),
  /** Signs the /admin login session cookies (HMAC-SHA256). Unset: a random key per process (sessions end at restart, one replica only). */
  ADMIN_SESSION_SECRET: z.string().min(32).optional(),
  /** How long an /admin login lasts. */
  ADMIN_SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(8 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(500),
  /**
   * How long the facade keeps the principal of an API key it has checked (graph-client/principal-cache.ts);
   * 0 turns the cache off (e.g. behind a transaction-mode pooler, where LISTEN cannot work).
   */
  PRINCIPAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  /** How often worker processes re-enqueue work PostgreSQL holds and the queues lost (workers/reconciler.ts); 0 turns it off. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Worker threads that render PDF/PNG reports off the event loop (workers/reports/render-pool.ts); 0 renders on the loop. */
  REPORT_RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /** Worker threads that compute the `ai` insights off the event loop (subgraphs/surveys/analysis/insights/insight-pool.ts); 0 computes on the loop. */
  INSIGHT_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /** Live mode's provider: real Stripe with this key, always. Unset: live keys use the sandbox too (development only). */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  /** Signing secret of the live provider's webhook endpoint (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Test mode's provider: the sandbox's URL, e.g. http://api:3000/stripe-sandbox. Unset: processes
   * that serve the API use the sandbox they serve themselves. Never used for live keys.
   */
  STRIPE_SANDBOX_URL: z.string().url().optional(),
  /** Settings that no longer exist: set, they refuse to boot with what replaced them. */
  STRIPE_API_URL: z.string().optional(),
  STRIPE_SANDBOX_PORT: z.string().optional(),
  /** Signing secret shared by the sandbox and this service; the default is public, so production refuses it. */
  STRIPE_SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('whsec_sandbox_0123456789abcdef0123456789abcdef'),
  /** Production only: let live keys pay through the sandbox (fake money) when no real Stripe is configured. */
  SANDBOX_SERVES_LIVE: bool.default(false),
  /**
   * Serve the Stripe sandbox at /stripe-sandbox (all and api processes). Unset: on in development
   * and test, off in production, where it answers only when switched on (servesSandbox).
   */
  STRIPE_SANDBOX_ENABLED: bool.optional(),
  /** How long a claimed Idempotency-Key counts as in flight before a retry may take it over (crash recovery). */
  IDEMPOTENCY_LOCK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Which peers' X-Forwarded-For to believe, so request.ip (logs, sign-in and entry limits) is the
   * client's address behind a reverse proxy: a hop count ("1": the one proxy in front), or
   * comma-separated addresses and CIDRs of the proxies (also loopback, linklocal, uniquelocal).
   * Unset or "false": the header is ignored and the peer's own address counts.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((s) => s.trim())
    .pipe(z.union([z.literal('false').transform(() => false as const), trustedHops, trustedProxies])),
  /** Rate limits (spec: Limits; docs/decisions.md "Rate limits"). Off only for benchmarks and load tests. */
  RATE_LIMITS_ENABLED: bool.default(true),
  /** v1: requests per minute per access token. */
  RATE_LIMIT_V1_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /** v1 CSV download (route config rateLimit 'csvDownload'): requests per minute per caller. */
  RATE_LIMIT_CSV_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** v1 export metadata (route config rateLimit 'exportMetadata'): requests per minute per caller. */
  RATE_LIMIT_EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Image generation (route config rateLimit 'imageGeneration'): requests per minute per team and key mode. */
  RATE_LIMIT_IMAGE_GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Console sign-ups per client address per hour (each makes a user and a team, and hashes a password). */
  RATE_LIMIT_SIGN_UPS: z.coerce.number().int().min(1).default(10),
  /** OAuth client registrations (RFC 7591, agents over MCP) per address and hour. */
  RATE_LIMIT_CLIENT_REGISTRATIONS: z.coerce.number().int().min(1).default(20),
  /** The respondent app: visits to survey entry links per client address per 10 minutes (each can hold a quota place). */
  RATE_LIMIT_SURVEY_ENTRIES: z.coerce.number().int().min(1).default(60),
  /** v2: requests per team and key mode per window (as Stripe: 100 per second live, 25 in test mode). */
  RATE_LIMIT_V2_LIVE_REQUESTS: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_V2_TEST_REQUESTS: z.coerce.number().int().min(1).default(25),
  /** Event streams (GET /v2/webhook-events/stream, `npm run cli -- listen`) a team may have open at once; each polls once a second. */
  LISTEN_STREAMS_PER_TEAM: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_V2_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  /** Seed of the simulated panel: the same seed draws the same respondents and answers. */
  PANEL_SEED: z.string().min(1).default('sfs-panel'),
  /**
   * Who answers live-mode surveys: people, through the respondent app (/r/…) or a panel
   * integration over GraphQL; or, as a development setting that production refuses, the
   * simulated panel. Test mode always uses the simulated panel.
   */
  LIVE_PANEL: z.enum(['respondents', 'simulated']).default('respondents'),
  /** The respondent app rejects a respondent who spent less than this per question on average (speeding). */
  RESPONDENT_MIN_SECONDS_PER_QUESTION: z.coerce.number().min(0).max(600).default(5),
  /** Respondents the simulated panel records per collection step, and the pause between steps. */
  COLLECTION_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(5),
  COLLECTION_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(500),
  /** When the simulated panel answers or declines a follow-up. */
  PANEL_FOLLOWUP_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(2000),
  /** A follow-up not answered within this long expires and its credit is refunded. */
  FOLLOWUP_EXPIRY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(72 * 3600),
  /** Outbound HTTP (webhooks, media URLs, platform/http/guarded-fetch.ts): allow plain http:// targets besides https://. */
  OUTBOUND_ALLOW_HTTP: bool.default(false),
  /** Outbound HTTP: allow loopback, private, link-local and other non-public peer addresses (development only). */
  OUTBOUND_ALLOW_PRIVATE: bool.default(false),
  /** Outbound HTTP: comma-separated CIDRs reachable even though not public, e.g. "127.0.0.1/32,::1/128". */
  OUTBOUND_ALLOW_CIDRS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.cidrv4(), z.cidrv6()], { error: 'want CIDRs like 127.0.0.1/32,::1/128' }))),
  /** Outbound HTTP: one request's budget, connect + headers + body, in milliseconds. */
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(10_000),
  /** Outbound HTTP: response bytes read at most; the rest is dropped (truncated) or refused. */
  OUTBOUND_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(64 * 1024 * 1024)
    .default(65_536),
  /** A PEM file of extra CAs outbound HTTPS trusts besides the system's (tests: a self-signed receiver). */
  OUTBOUND_CA_FILE: z.string().min(1).optional(),
  /** Webhook delivery: how long a receiver has to answer, the first retry's delay (doubling from there), and how long an endpoint may fail without a success before it is disabled. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  WEBHOOK_DISABLE_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(3 * 86_400),
  /** Local media storage (uploads, rendered reports), served at /media; default <DATA_DIR>/media. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Where hosted media (uploads, rendered reports) is kept: the local MEDIA_DIR, or an S3-compatible bucket (docs/media.md). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The public URL media keys live under (`<base>/<key>`); default <PUBLIC_BASE_URL>/media (local), or the bucket's AWS URL (s3 without an endpoint). */
  MEDIA_PUBLIC_BASE_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'want an http(s) URL')
    .optional(),
  /** S3 storage: the bucket, its region, and an S3-compatible endpoint instead of AWS (MinIO, R2, …). */
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ENDPOINT: z.string().url().optional(),
  /** S3 storage: path-style requests (<endpoint>/<bucket>/<key>), as most S3-compatible servers want. */
  MEDIA_S3_FORCE_PATH_STYLE: bool.default(false),
  /** S3 storage: static credentials (both or neither); unset, the AWS SDK's default chain (environment, profile, instance role). */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Media uploads by URL: the whole fetch (every redirect hop, connect to last byte) must finish within this. */
  MEDIA_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Image generation (docs/media.md): an OpenAI-compatible images API (`<url>/v1/images/generations`), for live-mode keys only, used when both are set. */
  IMAGE_API_URL: apiBaseUrl.optional(),
  IMAGE_API_KEY: z.string().min(1).optional(),
  IMAGE_API_MODEL: z.string().min(1).default('gpt-image-1'),
  /** Image generation: one provider call, result downloads included. */
  IMAGE_API_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(120_000),
  /**
   * The `ai` insight's optional language model (docs/decisions.md, "An insight written by a
   * model"): an OpenAI-compatible chat API (`<url>/v1/chat/completions`) that writes the summary
   * and the theme labels of live-mode surveys, used when both are set. Off by default.
   */
  INSIGHT_API_URL: apiBaseUrl.optional(),
  INSIGHT_API_KEY: z.string().min(1).optional(),
  INSIGHT_API_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** One question's call to the insight model; past it, that question keeps the offline insight. */
  INSIGHT_API_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** Signs the short-lived CSV download tokens (`t`, HMAC-SHA256); required in production, a fixed development value otherwise. */
  DOWNLOAD_TOKEN_SECRET: z.string().min(32).default('dev-download-token-secret-0123456789abcdef'),
  /**
   * Encrypts panel providers' entry-signing secrets at rest (AES-256-GCM, key derived with HKDF).
   * Unset: a fixed development value, which production refuses to use (signing then fails closed).
   */
  PANEL_SECRET_KEY: z.string().min(32).optional(),
  /** How long a CSV download token is valid. */
  DOWNLOAD_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** GET /metrics (Prometheus text format) on every role's HTTP port; off: no route and no instrumentation. */
  METRICS_ENABLED: bool.default(true),
  /** A scrape credential for /metrics only (`Authorization: Bearer …`); operator tokens are accepted too. Unset: operator tokens only. */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** Test-only crash points (comma-separated names, platform/faults.ts); refused in production. */
  FAULT_POINTS: z.string().optional(),
});

export type Config = Readonly<
  Omit<z.infer<typeof EnvSchema>, 'PUBLIC_BASE_URL'> & {
    PUBLIC_BASE_URL: string;
    /** PUBLIC_BASE_URL was not set, so it follows HOST and PORT (withListeningPort). */
    publicBaseUrlDerived: boolean;
    logPretty: boolean;
    subgraphUrls: Readonly<Record<string, string>> | null;
    /** REDIS_CLUSTER_NODES's cluster, REDIS_URL's server, or none. */
    redis: RedisTarget | null;
  }
>;

export class ConfigError extends Error {}

/** Parses and freezes configuration; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // A variable set to nothing counts as unset (`METRICS_TOKEN: ${METRICS_TOKEN:-}` in compose):
  // its default applies, instead of "" failing a format or length check.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  if (c.STRIPE_API_URL !== undefined) {
    throw new ConfigError('STRIPE_API_URL is gone: set STRIPE_SANDBOX_URL for a shared test-mode sandbox (live keys only ever use STRIPE_SECRET_KEY)');
  }
  if (c.STRIPE_SANDBOX_PORT !== undefined) {
    throw new ConfigError('STRIPE_SANDBOX_PORT is gone: the sandbox is served by the API itself, at <PUBLIC_BASE_URL>/stripe-sandbox');
  }
  const subgraphUrls = c.SUBGRAPH_URLS ? parseSubgraphUrls(c.SUBGRAPH_URLS) : null;
  if (c.REDIS_URL && c.REDIS_CLUSTER_NODES) throw new ConfigError('set REDIS_URL (one server) or REDIS_CLUSTER_NODES (a cluster), not both');
  let redis: RedisTarget | null;
  try {
    redis = redisTarget(c);
  } catch (err) {
    throw new ConfigError(`REDIS_CLUSTER_NODES: ${(err as Error).message}`);
  }
  if (c.NODE_ENV === 'production' && c.DOWNLOAD_TOKEN_SECRET === EnvSchema.shape.DOWNLOAD_TOKEN_SECRET.parse(undefined)) {
    throw new ConfigError('set DOWNLOAD_TOKEN_SECRET in production (at least 32 characters)');
  }
  if (c.FAULT_POINTS && c.NODE_ENV === 'production') throw new ConfigError('FAULT_POINTS is for tests; it is refused in production');
  if (c.LIVE_PANEL === 'simulated' && c.NODE_ENV === 'production') {
    throw new ConfigError('LIVE_PANEL=simulated answers paid live surveys with simulated people; it is a development setting, refused in production');
  }
  // Operator logins (the Bull Board cookie) must verify on every replica behind a load balancer.
  if (c.NODE_ENV === 'production' && (c.ROLE === 'all' || c.ROLE === 'api') && !c.ADMIN_SESSION_SECRET) {
    throw new ConfigError('set ADMIN_SESSION_SECRET in production (at least 32 characters, the same on every api replica): it signs operator logins');
  }
  if (c.NODE_ENV === 'production' && runsPayments(c)) refuseSandboxDefaults(c);
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET to verify provider events');
  }
  if (c.MEDIA_STORAGE === 's3') {
    if (!c.MEDIA_S3_BUCKET) throw new ConfigError('MEDIA_STORAGE=s3 needs MEDIA_S3_BUCKET');
    if (c.MEDIA_S3_ENDPOINT && !c.MEDIA_PUBLIC_BASE_URL) {
      throw new ConfigError('MEDIA_STORAGE=s3 with MEDIA_S3_ENDPOINT needs MEDIA_PUBLIC_BASE_URL (where the stored objects are public)');
    }
  }
  if (!c.MEDIA_S3_ACCESS_KEY_ID !== !c.MEDIA_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('set both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither');
  }
  if (!c.IMAGE_API_URL !== !c.IMAGE_API_KEY) throw new ConfigError('set both IMAGE_API_URL and IMAGE_API_KEY, or neither');
  if (c.IMAGE_API_URL?.startsWith('http:') && !c.OUTBOUND_ALLOW_HTTP) throw new ConfigError('IMAGE_API_URL is http://: use https://, or set OUTBOUND_ALLOW_HTTP=true');
  if (!c.INSIGHT_API_URL !== !c.INSIGHT_API_KEY) throw new ConfigError('set both INSIGHT_API_URL and INSIGHT_API_KEY, or neither');
  if (c.INSIGHT_API_URL?.startsWith('http:') && !c.OUTBOUND_ALLOW_HTTP) throw new ConfigError('INSIGHT_API_URL is http://: use https://, or set OUTBOUND_ALLOW_HTTP=true');
  refuseUnpooledSessions(c);
  if (c.ROLE === 'subgraph' && !c.SUBGRAPH) throw new ConfigError('ROLE=subgraph needs SUBGRAPH');
  if ((c.ROLE === 'subgraph' || subgraphUrls) && !c.INTERNAL_TOKEN) {
    throw new ConfigError('split mode (ROLE=subgraph or SUBGRAPH_URLS) needs INTERNAL_TOKEN');
  }
  return Object.freeze({
    ...c,
    PUBLIC_BASE_URL: c.PUBLIC_BASE_URL ?? listeningUrl(c.HOST, c.PORT),
    publicBaseUrlDerived: c.PUBLIC_BASE_URL === undefined,
    logPretty: c.LOG_PRETTY ?? c.NODE_ENV === 'development',
    subgraphUrls,
    redis,
  });
}

/**
 * True for processes that serve the Stripe sandbox at /stripe-sandbox: all and api, unless
 * STRIPE_SANDBOX_ENABLED=false; in production only with STRIPE_SANDBOX_ENABLED=true (issue 35:
 * a sandbox nobody meant to run was public there).
 */
export function servesSandbox(c: Pick<Config, 'ROLE' | 'NODE_ENV' | 'STRIPE_SANDBOX_ENABLED'>): boolean {
  return (c.ROLE === 'all' || c.ROLE === 'api') && (c.STRIPE_SANDBOX_ENABLED ?? c.NODE_ENV !== 'production');
}

/** True for processes that hold a payment provider (app/runtime/payments.ts). */
export function runsPayments(c: Pick<Config, 'ROLE' | 'SUBGRAPH'>): boolean {
  return c.ROLE !== 'subgraph' || c.SUBGRAPH === 'billing' || c.SUBGRAPH === 'surveys';
}

/**
 * Production must not trust what development does (docs/decisions.md, "Payments"): the
 * sandbox's default webhook secret is public, so anyone could sign provider events with it;
 * and live keys go to the sandbox whenever real Stripe is not configured, where a self-signed
 * event pays a live order. The latter only on purpose, with SANDBOX_SERVES_LIVE=true. A Stripe
 * test key (sk_test_) takes no money either, so it counts as a sandbox for live keys.
 */
function refuseSandboxDefaults(c: z.infer<typeof EnvSchema>): void {
  if (c.STRIPE_SANDBOX_WEBHOOK_SECRET === EnvSchema.shape.STRIPE_SANDBOX_WEBHOOK_SECRET.parse(undefined)) {
    throw new ConfigError('set STRIPE_SANDBOX_WEBHOOK_SECRET in production: the default is public (at least 16 characters)');
  }
  const liveOnStripe = c.STRIPE_SECRET_KEY?.startsWith('sk_live_') === true;
  if (!liveOnStripe && !c.SANDBOX_SERVES_LIVE) {
    throw new ConfigError(
      'live keys would not take real payments: set STRIPE_SECRET_KEY (sk_live_…) and STRIPE_WEBHOOK_SECRET, or SANDBOX_SERVES_LIVE=true to accept fake payments for live keys',
    );
  }
  // Live keys on the sandbox need one: served here, or reached at STRIPE_SANDBOX_URL.
  if (!c.STRIPE_SECRET_KEY && (c.ROLE === 'all' || c.ROLE === 'api') && !c.STRIPE_SANDBOX_URL && !servesSandbox(c)) {
    throw new ConfigError('SANDBOX_SERVES_LIVE=true pays live keys through the Stripe sandbox: set STRIPE_SANDBOX_ENABLED=true to serve it here, or STRIPE_SANDBOX_URL');
  }
}

/**
 * Behind a transaction-mode pooler, session-bound work needs the server itself: the workers'
 * queues when they live in PostgreSQL (BullMQ's backend LISTENs). The principal cache only
 * turns off without DATABASE_DIRECT_URL (start-service.ts), which costs a lookup per request.
 */
function refuseUnpooledSessions(c: z.infer<typeof EnvSchema>): void {
  if (c.DATABASE_POOLER !== 'transaction') {
    if (c.DATABASE_DIRECT_URL) throw new ConfigError('DATABASE_DIRECT_URL is for DATABASE_POOLER=transaction: without a transaction-mode pooler, DATABASE_URL is direct already');
    return;
  }
  if (!c.DATABASE_URL) throw new ConfigError('DATABASE_POOLER=transaction needs DATABASE_URL (the pooler); the embedded PostgreSQL has none');
  const queuesInPostgres = (c.ROLE === 'all' || c.ROLE === 'worker') && !c.REDIS_URL && !c.REDIS_CLUSTER_NODES;
  if (queuesInPostgres && !c.DATABASE_DIRECT_URL) {
    throw new ConfigError(
      'DATABASE_POOLER=transaction without REDIS_URL keeps the queues in PostgreSQL, whose workers LISTEN: set DATABASE_DIRECT_URL (the server itself), or REDIS_URL',
    );
  }
}

/**
 * Where session-bound work connects (LISTEN, BullMQ's PostgreSQL backend): the database itself,
 * or, behind a transaction-mode pooler, DATABASE_DIRECT_URL — null when that is not set.
 */
export function sessionDatabaseUrl(c: Pick<Config, 'DATABASE_POOLER' | 'DATABASE_DIRECT_URL'>, databaseUrl: string | undefined): string | null {
  if (c.DATABASE_POOLER === 'transaction') return c.DATABASE_DIRECT_URL ?? null;
  return databaseUrl ?? null;
}

/** Where a server listening on host:port is reached: a wildcard address on loopback. */
function listeningUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * The configuration once the server listens: with PORT=0 and no PUBLIC_BASE_URL, the derived
 * URL names the port actually bound. Otherwise the same object.
 */
export function withListeningPort(cfg: Config, port: number): Config {
  if (!cfg.publicBaseUrlDerived || cfg.PORT !== 0) return cfg;
  return Object.freeze({ ...cfg, PUBLIC_BASE_URL: listeningUrl(cfg.HOST, port) });
}

function parseSubgraphUrls(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const url = pair.slice(eq + 1);
    if (eq < 1 || !z.string().url().safeParse(url).success) {
      throw new ConfigError(`SUBGRAPH_URLS: bad entry "${pair}" (want name=url)`);
    }
    out[name] = url;
  }
  return Object.freeze(out);
}

let current: Config | undefined;

/** The process configuration, parsed from process.env on first use. */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** For tests and the embedded default: replace the process configuration. */
export function setConfig(next: Config): void {
  current = next;
}
