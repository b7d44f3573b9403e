import type { FastifyRequest } from 'fastify';
import type { CallerContext, Gateway, GatewayContext } from '../gateway/gateway';
import { ApiError, fromGraphError } from './errors';
import { GraphEnums } from './graph-enums';
import { operation, type OperationName } from './operations';
import type { PrincipalCache } from './principal-cache';

export type { CallerContext };

/** The caller of a REST request, as operations receive it. */
export function callerOf(request: FastifyRequest): CallerContext {
  return { principal: request.principal, requestId: request.id, log: request.log };
}

/** A request's operations run for no caller: sign-in, the OAuth endpoints, credential checks. */
export function anonymousCaller(request: FastifyRequest): CallerContext {
  return { principal: null, requestId: request.id, log: request.log };
}

/** Operations after which a cached principal may be stale (a key revoked, a member's role or membership changed). */
const CHANGES_PRINCIPALS: ReadonlySet<OperationName> = new Set<OperationName>(['RevokeTeamApiKey', 'ChangeMemberRole', 'RemoveMember', 'AcceptInvitation']);

/** Runs named operations against the gateway in-process; failures become ApiErrors. */
export class GraphClient {
  private enums: GraphEnums | null = null;

  constructor(
    private readonly gateway: Gateway,
    /** Adds what in-process subgraphs need (a database session) to the caller context. */
    private readonly makeContext: (caller: CallerContext) => GatewayContext,
    /** Principals of recently seen API keys (auth.ts); none where nothing can invalidate it (split mode). */
    readonly principals: PrincipalCache | null = null,
  ) {}

  async run<T = Record<string, unknown>>(name: OperationName, variables: Record<string, unknown>, caller: CallerContext): Promise<T> {
    const doc = operation(name);
    // The graph's status enums travel as GraphQL names; the facade speaks the domain strings REST shows.
    const enums = (this.enums ??= new GraphEnums(this.gateway.schema));
    const graphVariables = enums.variablesFor(doc, variables);
    const result = enums.resultOf(doc, graphVariables, await this.gateway.execute(doc, graphVariables, this.makeContext(caller)));
    // This process's own credential changes apply to its next request, without waiting for the NOTIFY.
    if (this.principals && CHANGES_PRINCIPALS.has(name)) this.principals.clear();
    if (result.errors?.length) {
      const first = fromGraphError(result.errors[0]);
      if (first.kind === 'internal') caller.log.error({ errors: result.errors, operation: name }, 'operation failed');
      throw first;
    }
    if (!result.data) throw new ApiError('internal', 'internal_error', `operation ${name} returned no data`);
    return result.data as T;
  }
}
