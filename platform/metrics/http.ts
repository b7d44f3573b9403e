import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import { sameSecret } from '../secrets';
import { METRIC_PREFIX, metricsExposition, registry, startDefaultMetrics } from './metrics';

const httpDuration = new Histogram({
  name: `${METRIC_PREFIX}http_request_duration_seconds`,
  help: 'HTTP requests by route template (never the raw URL; "unmatched" for unknown routes), method and status code.',
  labelNames: ['route', 'method', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Route label of a request that matched no route (404s, scanners): one series, not one per path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every response of this server. Add it before the routes are registered: Fastify binds
 * hooks to routes when their plugin loads.
 */
export function instrumentHttp(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe({ route: request.routeOptions.url ?? UNMATCHED_ROUTE, method: request.method, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

export interface MetricsGuardOptions {
  /** METRICS_TOKEN: a scrape credential good for /metrics only. */
  metricsToken?: string;
  /** OPERATOR_TOKEN from configuration. */
  operatorToken?: string;
  /** Checks an operator token created with the CLI (absent where the process cannot). */
  verifyOperatorToken?: (secret: string, request: FastifyRequest) => Promise<boolean>;
}

/**
 * GET /metrics in Prometheus text format, behind a bearer token: METRICS_TOKEN or an operator
 * token (docs/decisions.md, "Metrics"). Never public, whatever the configuration.
 */
export function registerMetricsRoute(app: FastifyInstance, guard: MetricsGuardOptions): void {
  startDefaultMetrics();
  app.get('/metrics', { schema: { hide: true }, onRequest: metricsGuard(guard) }, async (_request, reply) => {
    const { contentType, body } = await metricsExposition();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}

function metricsGuard(opts: MetricsGuardOptions) {
  const configured = [opts.metricsToken, opts.operatorToken].filter((t): t is string => t !== undefined);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
    const ok = token !== undefined && (configured.some((t) => sameSecret(token, t)) || ((await opts.verifyOperatorToken?.(token, request)) ?? false));
    if (!ok) {
      await reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'unauthorized', message: 'A metrics token (METRICS_TOKEN) or an operator token is required.' });
    }
  };
}
