import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Operator sessions for the admin pages (Bull Board): a browser following a link sends no
 * Authorization header, so a login with an operator token sets a cookie instead. The cookie
 * holds a compact JWT, HMAC-SHA256 (jose) over an audience, an expiry and the id (`jti`) of a
 * session row in PostgreSQL that names the token the login used — never the token itself.
 * Every request checks the row, so revoking the token or logging out ends the session at once,
 * on every replica. See docs/decisions.md, "Operations".
 */

export const ADMIN_SESSION_COOKIE = 'sfs_admin_session';
/** The cookie goes to the admin pages only, not to the public API. */
export const ADMIN_COOKIE_PATH = '/admin';
/** The GraphQL explorer and the /graphql endpoint its requests go to (gateway/http.ts). */
export const GRAPHQL_COOKIE_PATH = '/graphql';
/**
 * Every path a login sets the cookie for, one Set-Cookie each: the operator surfaces a browser
 * uses, and nothing else (a cookie names one path; `/` would send it to the public API too).
 */
export const SESSION_COOKIE_PATHS = [ADMIN_COOKIE_PATH, GRAPHQL_COOKIE_PATH] as const;

const ALGORITHM = 'HS256';
const AUDIENCE = 'sfs-admin';
/** A JWT of ours is ~200 characters; anything much longer is not one. */
const MAX_SESSION_LENGTH = 1024;

/** Where sessions live (the accounts domain, through the gateway: http/ops/admin-session-store.ts). */
export interface SessionStore {
  /** Records a login with an operator token the caller has checked; the session's id. */
  start(token: string, ttlSeconds: number, request: FastifyRequest): Promise<string>;
  /** True while the session is neither ended nor expired and its token is still live. */
  isLive(id: string, request: FastifyRequest): Promise<boolean>;
  end(id: string, request: FastifyRequest): Promise<void>;
}

export interface AdminSessions {
  /** A new session for a checked operator token: the signed cookie value and how long it lasts. */
  issue(token: string, request: FastifyRequest): Promise<{ value: string; maxAgeSeconds: number }>;
  /** True when the value is a session we signed, unexpired, and still live in the store. */
  verify(value: string | undefined, request: FastifyRequest): Promise<boolean>;
  /** Ends the session a cookie value names (logout); a value that names none is ignored. */
  end(value: string | undefined, request: FastifyRequest): Promise<void>;
}

/**
 * Sessions signed with `secret` (ADMIN_SESSION_SECRET). Without one, a random key per process:
 * cookies then stop working when the process restarts and are good on this replica only.
 */
export function adminSessions({ secret, ttlSeconds, store }: { secret: string | undefined; ttlSeconds: number; store: SessionStore }): AdminSessions {
  const key = secret ? new TextEncoder().encode(secret) : randomBytes(32);

  /** The session id a genuine, unexpired cookie names, or null. */
  async function sessionIdOf(value: string | undefined): Promise<string | null> {
    if (!value || value.length > MAX_SESSION_LENGTH) return null;
    try {
      const { payload } = await jwtVerify(value, key, { algorithms: [ALGORITHM], audience: AUDIENCE, subject: 'operator', requiredClaims: ['jti', 'exp'] });
      return payload.jti ?? null;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }

  return {
    async issue(token, request) {
      const id = await store.start(token, ttlSeconds, request);
      const value = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setAudience(AUDIENCE)
        .setSubject('operator')
        .setJti(id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { value, maxAgeSeconds: ttlSeconds };
    },
    async verify(value, request) {
      const id = await sessionIdOf(value);
      return id !== null && store.isLive(id, request);
    },
    async end(value, request) {
      const id = await sessionIdOf(value);
      if (id !== null) await store.end(id, request);
    },
  };
}

/** Set-Cookie for a session: HttpOnly, SameSite=Strict, Secure when the browser reached us over https. */
export function sessionCookie(value: string, { maxAgeSeconds, secure, path = ADMIN_COOKIE_PATH }: { maxAgeSeconds: number; secure: boolean; path?: string }): string {
  return [`${ADMIN_SESSION_COOKIE}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Set-Cookie that ends the session in the browser. */
export function clearedSessionCookie(secure: boolean, path: string = ADMIN_COOKIE_PATH): string {
  return sessionCookie('', { maxAgeSeconds: 0, secure, path });
}

/** The Set-Cookie headers of a login: the same session for each of SESSION_COOKIE_PATHS. */
export function sessionCookies(value: string, opts: { maxAgeSeconds: number; secure: boolean }): string[] {
  return SESSION_COOKIE_PATHS.map((path) => sessionCookie(value, { ...opts, path }));
}

/** The Set-Cookie headers of a logout: the cookie gone from every path a login set it for. */
export function clearedSessionCookies(secure: boolean): string[] {
  return SESSION_COOKIE_PATHS.map((path) => clearedSessionCookie(secure, path));
}

/**
 * The session cookie's value from a Cookie header. Only our own cookie is read, and its value
 * is a JWT (base64url and dots), so no general cookie parsing (quoting, decoding) is needed.
 */
export function sessionFromCookieHeader(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === ADMIN_SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}
