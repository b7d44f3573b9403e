import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GraphContext } from '../platform/graphql/context';
import { INTERNAL_HEADERS, encodePrincipal } from './internal-headers';

/** A subgraph in another process (split mode): forwards caller, request id and the internal token. */
export class InternalRemoteDataSource extends RemoteGraphQLDataSource<GraphContext & Record<string, unknown>> {
  constructor(
    url: string,
    private readonly internalToken: string,
  ) {
    super({ url });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GraphContext & Record<string, unknown>>): void {
    const { request } = options;
    // Health checks and schema loads carry a bare context: the caller's fields may be missing.
    const context: Partial<GraphContext> = options.context;
    const headers = request.http!.headers;
    headers.set(INTERNAL_HEADERS.token, this.internalToken);
    if (context?.requestId) headers.set(INTERNAL_HEADERS.requestId, context.requestId);
    if (context?.principal) headers.set(INTERNAL_HEADERS.principal, encodePrincipal(context.principal));
  }
}
