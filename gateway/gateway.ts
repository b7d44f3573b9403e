import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled, ApolloServerPluginSchemaReportingDisabled, ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import type { FastifyBaseLogger } from 'fastify';
import { Kind, parse, print, visit, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { BuiltSubgraph } from '../platform/graphql/build-subgraph';
import { graphqlMetricsPlugin, timedDataSource } from '../platform/metrics/graphql';
import type { GraphContext } from '../platform/graphql/context';
import type { Principal } from '../platform/principal';
import { CachedLocalDataSource } from './cached-local-data-source';
import { memoizeGatewayOperations } from './operation-memo';
import { InternalRemoteDataSource } from './remote-data-source';

/** Who runs an operation: the REST caller (null for operators and the service's own reads), the request, its logger. */
export interface CallerContext {
  principal: Principal | null;
  requestId: string;
  log: FastifyBaseLogger;
  /** Aborted when a read's client has gone: its in-process queries are cancelled (reads only; a write always finishes). */
  signal?: AbortSignal;
}

/** What the gateway puts in context; `em` only matters to in-process subgraphs. */
export type GatewayContext = GraphContext & Record<string, unknown>;

export type SubgraphSources = { mode: 'local'; subgraphs: BuiltSubgraph[] } | { mode: 'remote'; urls: Readonly<Record<string, string>>; internalToken: string };

export interface GraphResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

export interface Gateway {
  /** The whole graph, the facade's plumbing included (FacadeOnly fields): in-process callers only. */
  server: ApolloServer<GatewayContext>;
  /**
   * The operators' graph for HTTP /graphql: the supergraph as composed, so `@inaccessible`
   * (FacadeOnly) fields are neither served nor introspected. Started on first call.
   */
  operatorServer(): Promise<ApolloServer<GatewayContext>>;
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
  memoizeGatewayOperations();
  const local = sources.mode === 'local' ? new Map(sources.subgraphs.map((s) => [s.name, s.schema])) : null;
  // One data source per subgraph, shared by both servers (and their document caches).
  const services = new Map<string, GraphQLDataSource>();
  const buildService = ({ name }: { name: string }): GraphQLDataSource => {
    let service = services.get(name);
    if (!service) {
      const source = sourceFor(name);
      service = opts.metrics ? timedDataSource(name, source) : source;
      services.set(name, service);
    }
    return service;
  };
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
  const serverOver = (gateway: ApolloGateway) =>
    new ApolloServer<GatewayContext>({
      gateway,
      introspection: true,
      includeStacktraceInErrorResponses: false,
      // app/serve.ts owns SIGTERM: stop accepting, drain, then stop Apollo.
      stopOnTerminationSignals: false,
      plugins: [
        ApolloServerPluginLandingPageDisabled(),
        ApolloServerPluginUsageReportingDisabled(),
        ApolloServerPluginSchemaReportingDisabled(),
        ...(opts.metrics ? [graphqlMetricsPlugin<GatewayContext>(opts.metrics.knownOperations)] : []),
      ],
    });
  const gateway = new ApolloGateway({ supergraphSdl: withFacadeFields(supergraphSdl), buildService });
  const server = serverOver(gateway);
  await server.start();
  let operator: Promise<ApolloServer<GatewayContext>> | undefined;
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
    operatorServer() {
      operator ??= (async () => {
        const started = serverOver(new ApolloGateway({ supergraphSdl, buildService }));
        await started.start();
        return started;
      })();
      return operator;
    },
    async stop() {
      await Promise.all([server.stop(), operator?.then((o) => o.stop())]);
    },
  };
}

/**
 * The supergraph with its `@inaccessible` applications removed: the facade's own graph, where
 * its plumbing (FacadeOnly fields) is served like any other field.
 */
export function withFacadeFields(supergraphSdl: string): string {
  return print(
    visit(parse(supergraphSdl), {
      [Kind.DIRECTIVE]: (node) => (node.name.value === 'inaccessible' ? null : undefined),
    }),
  );
}
