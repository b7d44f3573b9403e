import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Principal, Scope } from '../../platform/principal';
import { lookupPrefixOf, secretMatches } from '../../platform/secrets';
import { bearerToken } from '../../platform/http/bearer';
import { Me } from '../../http/api/v2/me/schemas';
import { serializeMe } from '../../http/api/v2/me/serializers';
import { KEY_PREFIX } from '../../subgraphs/accounts/accounts.service';
import { PRINCIPAL_BY_KEY_SQL, type PrincipalByKeyRow } from '../../subgraphs/accounts/queries/principal-by-key';

/** As accounts.service.ts: last_used_at is written at most once a minute per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

// Exactly the statement authenticate() runs for an API key (the key by its lookup prefix,
// its team, and its user: the key's own, else the first owner, else the first member),
// with em.execute's `?` placeholder written as pg's `$1`.
const KEY_SQL = PRINCIPAL_BY_KEY_SQL.replace('?', '$1');
const TOUCH_SQL = `update accounts.api_keys set last_used_at = $2 where id = $1`;

type KeyRow = PrincipalByKeyRow & { scopes: Scope[]; last_used_at: Date | null };

export interface DirectMeServer {
  app: FastifyInstance;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/**
 * The baseline: a plain Fastify app (no logger, no hooks) with one GET /v2/me route that
 * does what the federated path does for an API key, straight on a `pg` Pool, and answers
 * with the same body (serializeMe, serialized with the facade's Me schema). Only the happy path and the v2 checks matter here;
 * every failure is a bare 401/403.
 */
export async function startDirectMeServer(opts: { databaseUrl: string; poolMax: number }): Promise<DirectMeServer> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax });
  const app = Fastify({ logger: false });

  async function principalOf(secret: string): Promise<Principal | null> {
    const kind = secret.startsWith(KEY_PREFIX.live) ? KEY_PREFIX.live : secret.startsWith(KEY_PREFIX.test) ? KEY_PREFIX.test : null;
    if (!kind) return null;
    const prefix = lookupPrefixOf(kind, secret);
    if (!prefix) return null;
    const key = (await pool.query<KeyRow>(KEY_SQL, [prefix])).rows[0];
    if (!key || !secretMatches(secret, key.secret_hash)) return null;
    const now = Date.now();
    if (!key.last_used_at || now - key.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
      await pool.query(TOUCH_SQL, [key.id, new Date(now)]);
    }
    const user = key.user_id ? { id: key.user_id, name: key.user_name!, email: key.user_email! } : null;
    return {
      kind: 'api_key',
      team: { id: key.team_id, name: key.team_name },
      user,
      credentialId: key.id,
      name: key.name,
      scopes: key.scopes,
      livemode: key.livemode,
    };
  }

  // The facade's response schema for 200, so both bodies come out of the same compiled
  // serializer (fast-json-stringify: required properties first, byte-identical output).
  app.get('/v2/me', { schema: { response: { 200: Me } } }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await principalOf(token) : null;
    if (!principal) throw httpError(401, 'authentication_required');
    if (principal.scopes.length === 0 || !principal.scopes.includes('read')) throw httpError(403, 'insufficient_scope');
    return serializeMe(principal);
  });

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
function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}
