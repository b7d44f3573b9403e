import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { trace } from '@opentelemetry/api';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GraphContext } from '../platform/graphql/context';
import { formatSubgraphError } from '../platform/graphql/format-error';
import { prepareFetch, runFetch, type Fetch } from './compiled-fetch';

/**
 * An in-process subgraph. Apollo's LocalGraphQLDataSource parses and validates every
 * subgraph fetch again; the gateway sends the same few fetch documents over and over, so
 * we keep each one parsed, validated and compiled (compiled-fetch.ts).
 */
export class CachedLocalDataSource implements GraphQLDataSource<GraphContext & Record<string, unknown>> {
  private readonly fetches = new LRUCache<string, Fetch | Error>({ max: 1000 });

  constructor(
    readonly schema: GraphQLSchema,
    /** The subgraph's name, on its log lines. */
    readonly name: string,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GraphContext & Record<string, unknown>>): Promise<GatewayGraphQLResponse> {
    const { request } = options;
    // Health checks and schema loads carry a bare context: the caller's fields may be missing.
    const context: Partial<GraphContext> = options.context;
    // The context's logger is the caller's request logger: this line carries its requestId.
    context.log?.debug({ subgraph: this.name, operation: request.operationName }, 'subgraph operation');
    const fetch = this.fetch(request.query!, request.operationName);
    // The gateway validated the operation: what fails here is a literal the subgraph's own scalar
    // refuses. Coded as Apollo Server codes it in a split-mode subgraph.
    if (fetch instanceof Error) return { errors: [{ message: fetch.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] };
    // A sampled request's subgraph operation is a span of its trace (graphql-js's instrumented run).
    const traced = trace.getActiveSpan()?.isRecording() ?? false;
    const result = await runFetch(this.schema, fetch, context, request.variables, traced);
    // The gateway shapes this answer next, in the same chain of microtasks as the execution that
    // produced it: for a large answer (a v1 survey read's 1,000 responses) the two together held
    // the event loop ~60 ms. A turn of the loop between them lets /healthz and other requests in.
    await nextTurn();
    // No data: the request failed before execution, on a variable the subgraph's own scalar
    // refuses (a DateTime without a time; the gateway passes custom scalars through). Apollo
    // Server, which serves a split-mode subgraph, answers those BAD_USER_INPUT; so does this one.
    const requestError = result.data === undefined;
    const format = (e: GraphQLError): GraphQLFormattedError => {
      const f = formatSubgraphError(e, context.log);
      return requestError && !f.extensions?.code ? { ...f, extensions: { ...f.extensions, code: 'BAD_USER_INPUT' } } : f;
    };
    return {
      data: result.data,
      ...(result.errors ? { errors: result.errors.map(format) } : {}),
    };
  }

  private fetch(query: string, operationName: string | undefined): Fetch | Error {
    const key = `${operationName ?? ''}\n${query}`;
    let fetch = this.fetches.get(key);
    if (!fetch) {
      fetch = prepareFetch(this.schema, query, operationName);
      this.fetches.set(key, fetch);
    }
    return fetch;
  }
}
