import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { isConnectionFailure } from '../db/pg-errors';
import { DomainError, type ErrorKind } from '../errors';

/** Extensions every transport reads to map a domain failure (graph-client/errors.ts). */
export interface DomainErrorExtensions {
  code: string;
  kind: ErrorKind;
  param?: string;
  extra?: Record<string, unknown>;
}

/**
 * How a subgraph reports a resolver failure: domain errors keep their code, kind, param and
 * extra; GraphQL validation errors pass through; anything else becomes a generic internal
 * error whose message leaks nothing (the original is logged).
 */
export function formatSubgraphError(err: GraphQLError, log?: Logger): GraphQLFormattedError {
  const original = err.originalError;
  if (original instanceof DomainError) {
    const extensions: DomainErrorExtensions = {
      code: original.code,
      kind: original.kind,
      ...(original.details.param ? { param: original.details.param } : {}),
      ...(original.details.extra ? { extra: original.details.extra } : {}),
    };
    return { message: original.message, path: err.path, extensions: { ...extensions } };
  }
  if (!original || original instanceof GraphQLError) return err.toJSON();
  if (isConnectionFailure(original)) {
    log?.warn({ err: original, path: err.path }, 'database unreachable');
    return { message: 'The service is briefly unavailable; retry shortly.', path: err.path, extensions: { code: 'service_unavailable', kind: 'outage' } };
  }
  if (log) logResolverFailure(err, log);
  return { message: 'Internal server error', path: err.path, extensions: { code: 'internal_error', kind: 'internal' } };
}

/** Logs a resolver failure that is neither a domain nor a GraphQL error: the one answered as a generic internal error. */
export function logResolverFailure(err: GraphQLError, log: Logger): void {
  const original = err.originalError;
  if (!original || original instanceof DomainError || original instanceof GraphQLError || isConnectionFailure(original)) return;
  log.error({ err: original, path: err.path }, 'resolver failed');
}
