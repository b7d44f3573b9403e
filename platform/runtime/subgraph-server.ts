import fastifyApollo from '@as-integrations/fastify';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyLogOptions } from '../http-logging';
import type { Logger } from 'pino';
import { INTERNAL_HEADERS, decodePrincipal, internalTokenMatches } from '../../gateway/internal-headers';
import type { BuiltSubgraph } from '../graphql/build-subgraph';
import type { GraphContext } from '../graphql/context';
import { formatSubgraphError } from '../graphql/format-error';
import { GraphQLError } from 'graphql';
import { newRequestId } from '../ids';
import { registerHealth } from '../health';

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
}): Promise<{ app: FastifyInstance; apollo: ApolloServer<GraphContext> }> {
  const { subgraph, orm, log } = opts;
  const apollo = new ApolloServer<GraphContext>({
    schema: subgraph.schema,
    includeStacktraceInErrorResponses: false,
    // platform/main.ts owns SIGTERM: stop accepting, drain, then stop Apollo.
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginLandingPageDisabled()],
    formatError: (formatted, err) => (err instanceof GraphQLError ? formatSubgraphError(err, log) : formatted),
  });
  await apollo.start();
  const app = Fastify({ ...fastifyLogOptions(log), bodyLimit: opts.bodyLimit ?? 1024 * 1024, genReqId: (req) => String(req.headers[INTERNAL_HEADERS.requestId] ?? newRequestId()) });
  registerHealth(app, [{ name: 'database', check: () => orm.em.getConnection().execute('select 1').then(() => true) }], opts.isShuttingDown);
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
        em: orm.em.fork(),
        principal: decodePrincipal(request.headers[INTERNAL_HEADERS.principal] as string | undefined),
        requestId: request.id,
        log: request.log as Logger,
      }),
    });
  });
  return { app, apollo };
}
