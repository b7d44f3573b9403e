import fastifyApollo from '@as-integrations/fastify';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { IncomingMessage } from 'node:http';
import { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyLogOptions } from '../../platform/http-logging';
import type { Logger } from 'pino';
import { INTERNAL_HEADERS, decodePrincipal, internalTokenMatches } from '../../gateway/internal-headers';
import type { BuiltSubgraph } from '../../platform/graphql/build-subgraph';
import type { GraphContext } from '../../platform/graphql/context';
import { formatSubgraphError, logResolverFailure } from '../../platform/graphql/format-error';
import { forkForRequest } from '../../platform/outbox/outbox';
import { GraphQLError } from 'graphql';
import { newRequestId } from '../../platform/ids';
import { registerHealth } from '../../platform/health';
import { instrumentHttp, registerMetricsRoute, type MetricsGuardOptions } from '../../platform/metrics/http';
import { endUnusedConnectionsOnClose } from '../../platform/http/unused-connections';
import { traceRequests } from '../../platform/telemetry/server-spans';

/**
 * Split mode: one subgraph served over HTTP at /graphql. Only the gateway calls it, with
 * the shared internal token; the caller and request id arrive as internal headers.
 */
export async function buildSubgraphServer(opts: {
  subgraph: BuiltSubgraph;
  orm: MikroORM;
  log: Logger;
  internalToken: string;
  isShuttingDown: () => boolean;
  /** Extra internal HTTP routes behind the same token (the surveys subgraph's CSV export stream). */
  internalRoutes?: (scope: FastifyInstance) => void;
  /** Request body limit of /graphql (default 1 MiB); the media subgraph takes base64 uploads. */
  bodyLimit?: number;
  /** Serve /metrics behind this guard and time every request (METRICS_ENABLED). */
  metrics?: MetricsGuardOptions;
}): Promise<{ app: FastifyInstance; apollo: ApolloServer<GraphContext> }> {
  const { subgraph, orm, log } = opts;
  const apollo = new ApolloServer<GraphContext>({
    schema: subgraph.schema,
    includeStacktraceInErrorResponses: false,
    // app/serve.ts owns SIGTERM: stop accepting, drain, then stop Apollo.
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginLandingPageDisabled(), requestLogging(subgraph.name, log)],
    // Failures are logged by requestLogging, with the request's logger.
    formatError: (formatted, err) => (err instanceof GraphQLError ? formatSubgraphError(err) : formatted),
  });
  await apollo.start();
  const app = Fastify({ ...fastifyLogOptions(log), bodyLimit: opts.bodyLimit ?? 1024 * 1024, genReqId: forwardedRequestId });
  endUnusedConnectionsOnClose(app);
  if (opts.metrics) instrumentHttp(app);
  traceRequests(app);
  registerHealth(
    app,
    [
      {
        name: 'database',
        check: () =>
          orm.em
            .getConnection()
            .execute('select 1')
            .then(() => true),
      },
    ],
    opts.isShuttingDown,
  );
  if (opts.metrics) registerMetricsRoute(app, opts.metrics);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const token = request.headers[INTERNAL_HEADERS.token];
      if (!internalTokenMatches(typeof token === 'string' ? token : undefined, opts.internalToken)) {
        await reply.code(401).send({ errors: [{ message: 'internal token required', extensions: { code: 'UNAUTHENTICATED' } }] });
      }
    });
    opts.internalRoutes?.(scope);
    await scope.register(fastifyApollo(apollo), {
      path: '/graphql',
      context: async (request) => ({
        // Outbox rows recorded through this em name the gateway's request (platform/outbox).
        em: forkForRequest(orm.em, request.id),
        principal: decodePrincipal(request.headers[INTERNAL_HEADERS.principal] as string | undefined),
        requestId: request.id,
        // Fastify's request logger: every line carries requestId.
        log: request.log as Logger,
      }),
    });
  });
  return { app, apollo };
}

/**
 * The request id the gateway forwarded (`x-request-id`, the facade's `req_…`), so this
 * subgraph's lines carry the caller's id; a fresh one when it is missing or malformed.
 */
function forwardedRequestId(req: IncomingMessage): string {
  const presented = req.headers[INTERNAL_HEADERS.requestId];
  return typeof presented === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(presented) ? presented : newRequestId();
}

/** Logs each operation (debug) and each unexpected resolver failure (error) with the request's logger. */
function requestLogging(subgraph: string, fallback: Logger): ApolloServerPlugin<GraphContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operationName }) {
          contextValue.log.debug({ subgraph, operation: operationName }, 'subgraph operation');
        },
        async didEncounterErrors({ errors, contextValue: ctx }) {
          for (const err of errors) logResolverFailure(err, ctx?.log ?? fallback);
        },
      };
    },
  };
}
