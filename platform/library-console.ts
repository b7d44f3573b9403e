import type { Logger } from 'pino';

/**
 * kysely (under MikroORM) reports work that settles after an aborted query with a bare
 * console.error: "`query` failed in the background after abortion: <reason>". Every read whose
 * client leaves mid-statement prints one (its statement is cancelled: "canceling statement due to
 * user request"), as plain text on stderr, outside the JSON log and without the request's id. Such
 * lines are written to the log instead: an expected cancellation at debug, anything else (a cancel
 * that could not be sent) at warn. Every other console.error call is left as it was.
 */
const BACKGROUND_FAILURE = /^`([\w.]+)` failed in the background after abortion: ([\s\S]*)$/;
const CANCELLED = 'canceling statement due to user request';

export function routeLibraryConsole(log: Logger): () => void {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const found = args.length === 1 && typeof args[0] === 'string' ? BACKGROUND_FAILURE.exec(args[0]) : null;
    if (!found) return original.apply(console, args);
    const [, step, reason] = found;
    if (step === 'query' && reason === CANCELLED) log.debug({ step, reason }, 'an abandoned read’s statement was cancelled');
    else log.warn({ step, reason }, 'database work after an aborted read failed');
  };
  return () => {
    console.error = original;
  };
}
