import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Scope } from '../../platform/principal';
import { lookupPrefixOf, secretMatches } from '../../platform/secrets';
import { bearerToken } from '../../platform/http/bearer';
import { KEY_PREFIX } from '../../subgraphs/accounts/accounts.service';
import { PRINCIPAL_BY_KEY_SQL, type PrincipalByKeyRow } from '../../subgraphs/accounts/queries/principal-by-key';

/** As accounts.service.ts: last_used_at is written at most once a minute per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

// Exactly the statement authenticate() runs for an API key (the key by its lookup prefix,
// its team, and its user: the key's own, else the first owner, else the first member),
// with em.execute's `?` placeholder written as pg's `$1`.
const KEY_SQL = PRINCIPAL_BY_KEY_SQL.replace('?', '$1');
const TOUCH_SQL = `update accounts.api_keys set last_used_at = $2 where id = $1`;

export type KeyRow = PrincipalByKeyRow & { scopes: Scope[]; last_used_at: Date | null };

export interface DirectServer {
  app: FastifyInstance;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export interface DirectRoutes {
  app: FastifyInstance;
  pool: pg.Pool;
  /** The request's API key as authenticate() finds it (and touches it once a minute), or null. */
  keyOf: (authorization: string | undefined) => Promise<KeyRow | null>;
}

/**
 * What the benches' baselines share: a plain Fastify app (no logger, no hooks) on a `pg` Pool of
 * the service's size, the API key lookup done as the service does it, on a free port. Each
 * baseline adds its one route; only the happy path matters, every failure is a bare status.
 */
export async function startDirectServer(opts: { databaseUrl: string; poolMax: number }, addRoutes: (r: DirectRoutes) => void): Promise<DirectServer> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax });
  const app = Fastify({ logger: false });

  async function keyOf(authorization: string | undefined): Promise<KeyRow | null> {
    const secret = bearerToken(authorization);
    if (!secret) return null;
    const kind = secret.startsWith(KEY_PREFIX.live) ? KEY_PREFIX.live : secret.startsWith(KEY_PREFIX.test) ? KEY_PREFIX.test : null;
    const prefix = kind && lookupPrefixOf(kind, secret);
    if (!prefix) return null;
    const key = (await pool.query<KeyRow>(KEY_SQL, [prefix])).rows[0];
    if (!key || !secretMatches(secret, key.secret_hash)) return null;
    const now = Date.now();
    if (!key.last_used_at || now - key.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) await pool.query(TOUCH_SQL, [key.id, new Date(now)]);
    return key;
  }

  addRoutes({ app, pool, keyOf });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    pool,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** Fastify's default error handler answers with the error's statusCode. */
export function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}
