import type { FastifyRequest } from 'fastify';
import type { CallerContext, Gateway, GatewayContext } from '../gateway/gateway';
import { ApiError, fromGraphError } from './errors';
import { operation, type OperationName } from './operations';

export type { CallerContext };

/** The caller of a REST request, as operations receive it. */
export function callerOf(request: FastifyRequest): CallerContext {
  return { principal: request.principal, requestId: request.id, log: request.log };
}

/** A request's operations run for no caller: sign-in, the OAuth endpoints, credential checks. */
export function anonymousCaller(request: FastifyRequest): CallerContext {
  return { principal: null, requestId: request.id, log: request.log };
}

/** Runs named operations against the gateway in-process; failures become ApiErrors. */
export class GraphClient {
  constructor(
    private readonly gateway: Gateway,
    /** Adds what in-process subgraphs need (a database session) to the caller context. */
    private readonly makeContext: (caller: CallerContext) => GatewayContext,
  ) {}

  async run<T = Record<string, unknown>>(name: OperationName, variables: Record<string, unknown>, caller: CallerContext): Promise<T> {
    const result = await this.gateway.execute(operation(name), variables, this.makeContext(caller));
    if (result.errors?.length) {
      const first = fromGraphError(result.errors[0]);
      if (first.kind === 'internal') caller.log.error({ errors: result.errors, operation: name }, 'operation failed');
      throw first;
    }
    if (!result.data) throw new ApiError('internal', 'internal_error', `operation ${name} returned no data`);
    return result.data as T;
  }
}
