import { DomainError } from '../../platform/errors';

/** A failure the operator can act on: printed as `{"error":{"code","message"}}`, exit 1. */
export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The JSON printed on stderr for any thrown value. */
export function errorBody(err: unknown): { error: { code: string; message: string; param?: string } } {
  if (err instanceof CliError) return { error: { code: err.code, message: err.message } };
  if (err instanceof DomainError) {
    return { error: { code: err.code, message: err.message, ...(err.details.param ? { param: err.details.param } : {}) } };
  }
  const e = err as { code?: unknown; message?: unknown } | null;
  // util.parseArgs errors carry ERR_PARSE_ARGS_* codes.
  if (typeof e?.code === 'string' && e.code.startsWith('ERR_PARSE_ARGS')) {
    return { error: { code: 'invalid_arguments', message: String(e.message) } };
  }
  return { error: { code: 'internal', message: err instanceof Error ? err.message : String(err) } };
}
