import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled, ApolloServerPluginSchemaReportingDisabled, ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import type { FastifyBaseLogger } from 'fastify';
import { print, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { BuiltSubgraph } from '../platform/graphql/build-subgraph';
import { graphqlMetricsPlugin, timedDataSource } from '../platform/metrics/graphql';
import type { GraphContext } from '../platform/graphql/context';
import type { Principal } from '../platform/principal';
import { CachedLocalDataSource } from './cached-local-data-source';
import { InternalRemoteDataSource } from './remote-data-source';

/** Who runs an operation: the REST caller (null for operators and the service's own reads), the request, its logger. */
export interface CallerContext {
  principal: Principal | null;
  requestId: string;
  log: FastifyBaseLogger;
}

/** What the gateway puts in context; `em` only matters to in-process subgraphs. */
export type GatewayContext = GraphContext & Record<string, unknown>;

export type SubgraphSources = { mode: 'local'; subgraphs: BuiltSubgraph[] } | { mode: 'remote'; urls: Readonly<Record<string, string>>; internalToken: string };

export interface GraphResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface Gateway {
  server: ApolloServer<GatewayContext>;
  /** The composed schema operations run against (loaded from the supergraph at start). */
  schema: GraphQLSchema;
  /** Runs an operation in-process (the REST facade's path: no HTTP hop). */
  execute(document: DocumentNode, variables: Record<string, unknown>, context: GatewayContext): Promise<GraphResult>;
  stop(): Promise<void>;
}

export interface GatewayOptions {
  /** Time operations and subgraph fetches (platform/metrics); operation names outside this set are labelled "other". */
  metrics?: { knownOperations: Iterable<string> };
}

/** Apollo Gateway over the committed static supergraph, wrapped in Apollo Server. */
export async function startGateway(supergraphSdl: string, sources: SubgraphSources, opts: GatewayOptions = {}): Promise<Gateway> {
  // Without this the gateway reports usage to an outside host and probes cloud metadata
  // addresses (STACK-FACTS.md). The service never contacts outside hosts on its own.
  process.env.APOLLO_TELEMETRY_DISABLED = '1';
  const local = sources.mode === 'local' ? new Map(sources.subgraphs.map((s) => [s.name, s.schema])) : null;
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }): GraphQLDataSource => {
      const source = sourceFor(name);
      return opts.metrics ? timedDataSource(name, source) : source;
    },
  });
  function sourceFor(name: string): GraphQLDataSource {
    if (local) {
      const schema = local.get(name);
      if (!schema) throw new Error(`supergraph names subgraph "${name}" that this build does not have`);
      return new CachedLocalDataSource(schema, name);
    }
    const { urls, internalToken } = sources as Extract<SubgraphSources, { mode: 'remote' }>;
    const url = urls[name];
    if (!url) throw new Error(`SUBGRAPH_URLS has no URL for subgraph "${name}"`);
    return new InternalRemoteDataSource(url, internalToken);
  }
  const server = new ApolloServer<GatewayContext>({
    gateway,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // app/main.ts owns SIGTERM: stop accepting, drain, then stop Apollo.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ...(opts.metrics ? [graphqlMetricsPlugin<GatewayContext>(opts.metrics.knownOperations)] : []),
    ],
  });
  await server.start();
  // Apollo prints a DocumentNode on every call to key its caches; print each operation once.
  const printed = new WeakMap<DocumentNode, string>();
  const queryOf = (doc: DocumentNode) => printed.get(doc) ?? printed.set(doc, print(doc)).get(doc)!;
  if (!gateway.schema) throw new Error('the gateway started without a schema');
  return {
    server,
    schema: gateway.schema,
    async execute(document, variables, contextValue) {
      const res = await server.executeOperation({ query: queryOf(document), variables }, { contextValue });
      if (res.body.kind !== 'single') throw new Error('incremental delivery is not supported');
      return res.body.singleResult;
    },
    stop: () => server.stop(),
  };
}
