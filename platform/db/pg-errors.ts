/** PostgreSQL error codes we translate, in one place (SQLSTATE). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === PG.uniqueViolation;
}

/**
 * Node socket errors and PostgreSQL SQLSTATEs of a connection lost or refused (class 08, shutdown,
 * overload), and 57014: a statement ended by the statement timeout (orm.ts), the database too
 * slow to answer now — as an overload, a retry may succeed.
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300', '57014']);
// knex's "Transaction query already complete": the next query of a transaction knex ended when its
// connection died (our code never queries a transaction it finished itself).
const CONNECTION_MESSAGES =
  /Transaction query already complete|Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|Timeout acquiring a connection|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * True when an error (or what it wraps) says the database connection was lost, refused or
 * could not be had: an outage of our own infrastructure that a retry may outlive, answered
 * 503 with Retry-After instead of 500 (docs/decisions.md, "Outages").
 */
export function isConnectionFailure(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown } | null | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
    if (e.name === 'ConnectionException') return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
