import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { GraphContext } from '../platform/graphql/context';
import { formatSubgraphError } from '../platform/graphql/format-error';

/**
 * An in-process subgraph. Apollo's LocalGraphQLDataSource parses and validates every
 * subgraph fetch again; the gateway sends the same few fetch documents over and over, so
 * we keep parsed, validated documents (STACK-FACTS.md: most of the in-process cost).
 */
export class CachedLocalDataSource implements GraphQLDataSource<GraphContext & Record<string, unknown>> {
  private readonly documents = new LRUCache<string, DocumentNode | Error>({ max: 1000 });

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
    const document = this.document(request.query!);
    if (document instanceof Error) return { errors: [{ message: document.message }] };
    const result = await execute({
      schema: this.schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
    return {
      data: result.data,
      ...(result.errors ? { errors: result.errors.map((e) => formatSubgraphError(e, context.log)) } : {}),
    };
  }

  private document(query: string): DocumentNode | Error {
    let doc = this.documents.get(query);
    if (!doc) {
      try {
        const parsed = parse(query);
        const errors = validate(this.schema, parsed);
        doc = errors.length ? new Error(errors.map((e) => e.message).join('; ')) : parsed;
      } catch (e) {
        doc = e as Error;
      }
      this.documents.set(query, doc);
    }
    return doc;
  }
}
