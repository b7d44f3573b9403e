import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallerContext, Gateway, GatewayContext } from '../gateway/gateway';
import { ApiError, fromGraphError } from './errors';
import { GraphEnums } from './graph-enums';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, type DocumentNode } from 'graphql';
import type { PrincipalCache } from './principal-cache';

export type { CallerContext };

/** The caller of a REST request, as operations receive it. */
export function callerOf(request: FastifyRequest): CallerContext {
  return { principal: request.principal, requestId: request.id, log: request.log, ...readSignal(request) };
}

/**
 * A read's signal, aborted by Fastify when its client disconnects: its queries stop with it. A
 * write runs to its end either way, so what it did is whole and its retry finds it (idempotency).
 */
export function readSignal(request: FastifyRequest): { signal?: AbortSignal } {
  return isRead(request) ? { signal: request.signal } : {};
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Fastify makes a request's signal on its first read and only then listens for the client's
 * close: a client gone before the handler read it (while the request was authenticated or
 * rate-limited) left a signal never aborted, and the read's queries ran on. Made as each read
 * arrives, it sees every close.
 */
export function signalReadsOnArrival(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isRead(request)) void request.signal;
  });
}

/** A request's operations run for no caller: sign-in, the OAuth endpoints, credential checks. */
export function anonymousCaller(request: FastifyRequest): CallerContext {
  return { principal: null, requestId: request.id, log: request.log };
}

/** Operations after which a cached principal may be stale (a key revoked, a member's role or membership changed). */
const CHANGES_PRINCIPALS: ReadonlySet<string> = new Set(['RevokeTeamApiKey', 'ChangeMemberRole', 'RemoveMember', 'AcceptInvitation']);

/** The name of a document's operation (each generated document holds one). */
export function operationName(doc: DocumentNode): string {
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!op?.name) throw new Error('a document without a named operation');
  return op.name.value;
}

/**
 * Runs the facade's operations (generated.ts: one typed document per operation in
 * operations/*.graphql) against the gateway in-process; the result type follows from the
 * document. Failures become ApiErrors.
 */
export class GraphClient {
  private enums: GraphEnums | null = null;

  constructor(
    private readonly gateway: Gateway,
    /** Adds what in-process subgraphs need (a database session) to the caller context. */
    private readonly makeContext: (caller: CallerContext) => GatewayContext,
    /** Principals of recently seen API keys (auth.ts); none where nothing can invalidate it (split mode). */
    readonly principals: PrincipalCache | null = null,
  ) {}

  async run<R, V extends Record<string, unknown>>(doc: TypedDocumentNode<R, V>, variables: V, caller: CallerContext): Promise<R> {
    const name = operationName(doc);
    // The graph's status enums travel as GraphQL names; the facade speaks the domain strings REST shows.
    const enums = (this.enums ??= new GraphEnums(this.gateway.schema));
    const graphVariables = enums.variablesFor(doc, variables);
    const result = enums.resultOf(doc, await this.gateway.execute(doc, graphVariables, this.makeContext(caller)));
    // This process's own credential changes apply to its next request, without waiting for the NOTIFY.
    if (this.principals && CHANGES_PRINCIPALS.has(name)) this.principals.clear();
    if (result.errors?.length) {
      const first = fromGraphError(result.errors[0]);
      if (first.kind === 'internal') caller.log.error({ errors: result.errors, operation: name }, 'operation failed');
      throw first;
    }
    if (!result.data) throw new ApiError('internal', 'internal_error', `operation ${name} returned no data`);
    return result.data as R;
  }
}
