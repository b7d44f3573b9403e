import module from 'node:module';
import { maskSqlLiterals, redactQuery, redactUrl } from './redact';

/**
 * OpenTelemetry traces (docs/operations.md, "Traces"). Off unless an OTLP endpoint is configured:
 * then nothing of the SDK is even loaded, no hook is registered and no span is made. When on, the
 * standard `OTEL_*` variables rule (endpoint, headers, service name, sampler); the spans leave over
 * OTLP/HTTP to that endpoint only.
 *
 * It must start before the modules it instruments are loaded (pg, ioredis, graphql, http, …):
 * app/main.ts calls it first and loads the rest of the service afterwards.
 */

export interface TracingSettings {
  /** Why tracing is off, or null when it is on. */
  off: string | null;
  /** `service.name`: OTEL_SERVICE_NAME, else survey-feedback plus the process's role. */
  serviceName: string;
  /** OTLP over HTTP, as protobuf (the default) or JSON. */
  protocol: 'http/protobuf' | 'http/json';
  /** The root sampler's ratio when OTEL_TRACES_SAMPLER is not set (parent-based, then this ratio). */
  ratio: number | null;
}

/** The service's default share of new traces kept (docs/decisions.md, "Traces"). */
export const DEFAULT_SAMPLE_RATIO = 0.1;

/** What the environment asks of tracing; pure, so it is unit-tested. */
export function tracingSettings(env: NodeJS.ProcessEnv): TracingSettings {
  const role = env.ROLE || 'all';
  const serviceName =
    env.OTEL_SERVICE_NAME || (role === 'all' ? 'survey-feedback' : role === 'subgraph' ? `survey-feedback-${env.SUBGRAPH ?? 'subgraph'}` : `survey-feedback-${role}`);
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  // The specification's default is protobuf; JSON is offered too (both over HTTP).
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  let off: string | null = null;
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === 'true') off = 'OTEL_SDK_DISABLED=true';
  else if (env.OTEL_TRACES_EXPORTER && env.OTEL_TRACES_EXPORTER !== 'otlp') off = `OTEL_TRACES_EXPORTER=${env.OTEL_TRACES_EXPORTER} (only otlp is offered)`;
  else if (!endpoint) off = 'no OTEL_EXPORTER_OTLP_ENDPOINT';
  else if (protocol !== 'http/protobuf' && protocol !== 'http/json') off = `OTLP protocol ${protocol} (OTLP over HTTP only: http/protobuf or http/json)`;
  const arg = env.OTEL_TRACES_SAMPLER_ARG === undefined || env.OTEL_TRACES_SAMPLER_ARG === '' ? NaN : Number(env.OTEL_TRACES_SAMPLER_ARG);
  const ratio = env.OTEL_TRACES_SAMPLER ? null : Number.isFinite(arg) && arg >= 0 && arg <= 1 ? arg : DEFAULT_SAMPLE_RATIO;
  return { off, serviceName, ratio, protocol: protocol === 'http/json' ? 'http/json' : 'http/protobuf' };
}

export interface Tracing {
  /** True when spans are made and exported. */
  readonly on: boolean;
  /** Exports the spans still buffered, then stops (part of a graceful shutdown). */
  shutdown(): Promise<void>;
}

const OFF: Tracing = { on: false, shutdown: async () => undefined };
let current: Tracing = OFF;

/** The process's tracing (off until startTracing turned it on). */
export function tracing(): Tracing {
  return current;
}

/** Paths whose requests are never traced: probes and scrapes would drown the traces that matter. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Starts tracing as the environment says; a no-op when it says off. Loads the SDK and the
 * instrumentations only when on (none of them is imported by the rest of the service).
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing> {
  const settings = tracingSettings(env);
  if (settings.off) return OFF;
  // ESM modules are instrumented through import-in-the-middle's loader hook, told only the
  // modules the instrumentations name (hooking all ~3,500 would slow every start).
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  module.register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeSDK }, { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler }, { OTLPTraceExporter }, { resourceFromAttributes }, instrumentations] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/sdk-trace'),
      settings.protocol === 'http/json' ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
      import('@opentelemetry/resources'),
      loadInstrumentations(),
    ]);
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName, 'service.namespace': 'survey-feedback', 'sfs.role': env.ROLE || 'all' }),
    // No cloud or host probing: the service contacts no host it was not told of.
    resourceDetectors: [],
    // The exporter reads OTEL_EXPORTER_OTLP_* itself (endpoint, headers, timeout, compression).
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
    // Traces only: metrics are Prometheus's (/metrics), logs are stdout's. Left to the SDK's
    // defaults, both would be exported to the endpoint too, and every HTTP request would pay
    // for OpenTelemetry histograms nobody reads.
    metricReaders: [],
    logRecordProcessors: [],
    ...(settings.ratio === null ? {} : { sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.ratio) }) }),
    instrumentations,
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  current = { on: true, shutdown: () => sdk.shutdown() };
  return current;
}

async function loadInstrumentations() {
  const [{ HttpInstrumentation }, { UndiciInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, { GraphQLInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-graphql'),
  ]);
  const untraced = (path: string | undefined) => UNTRACED_PATHS.has((path ?? '').split('?')[0]);
  return [
    // The server span's route, path and query are set by the HTTP edge (platform/telemetry/context.ts
    // tagRequest: a route template, values redacted). No Fastify instrumentation: its span per hook,
    // named by the plugin's source text, cost more than it told (docs/decisions.md, "Traces").
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (req) => untraced(req.url),
      // Outgoing calls (the payment provider's SDK): the URL with its query values redacted.
      requestHook: (span, req) => {
        if (!('getHeader' in req)) return; // an incoming request: tagRequest names it
        const host = req.getHeader('host');
        span.setAttribute('url.full', redactUrl(`${req.protocol}//${typeof host === 'string' ? host : req.host}${req.path}`));
      },
    }),
    new UndiciInstrumentation({
      ignoreRequestHook: (req) => untraced(req.path),
      // A customer's webhook URL may carry a token in its query.
      requestHook: (span, req) => {
        const url = redactUrl(`${req.origin}${req.path}`);
        span.setAttribute('url.full', url);
        span.setAttribute('url.query', redactQuery(req.path.split('?')[1] ?? ''));
      },
    }),
    // Only SQL of traced work: the relay's and the workers' polls would otherwise start a trace
    // each. The ORM inlines values into the statement: they are masked.
    new PgInstrumentation({
      requireParentSpan: true,
      requestHook: (span, { query }) => span.setAttribute('db.query.text', maskSqlLiterals(query.text)),
    }),
    new IORedisInstrumentation({ requireParentSpan: true }),
    // Operations (the gateway's and each subgraph's: parse, validate, execute), not resolvers:
    // wrapping every field's resolver cost 5% of a request even unsampled, and a span per field
    // told nothing the SQL spans under the operation do not.
    new GraphQLInstrumentation({ ignoreResolveSpans: true }),
  ];
}
