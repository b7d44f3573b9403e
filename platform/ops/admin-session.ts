import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Operator sessions for the admin pages (Bull Board): a browser following a link sends no
 * Authorization header, so a login with an operator token sets a cookie instead. The cookie
 * holds a compact JWT, HMAC-SHA256 (jose) over an audience and an expiry — never the token.
 * See docs/decisions.md, "Operations".
 */

export const ADMIN_SESSION_COOKIE = 'sfs_admin_session';
/** The cookie goes to the admin pages only, not to the public API. */
export const ADMIN_COOKIE_PATH = '/admin';

const ALGORITHM = 'HS256';
const AUDIENCE = 'sfs-admin';
/** A JWT of ours is ~150 characters; anything much longer is not one. */
const MAX_SESSION_LENGTH = 1024;

export interface AdminSessions {
  /** A new signed session value and how long it lasts. */
  issue(): Promise<{ value: string; maxAgeSeconds: number }>;
  /** True when the value is a session we signed and it has not expired. */
  verify(value: string | undefined): Promise<boolean>;
}

/**
 * Sessions signed with `secret` (ADMIN_SESSION_SECRET). Without one, a random key per process:
 * sessions then end when the process restarts and are good on this replica only.
 */
export function adminSessions({ secret, ttlSeconds }: { secret: string | undefined; ttlSeconds: number }): AdminSessions {
  const key = secret ? new TextEncoder().encode(secret) : randomBytes(32);
  return {
    async issue() {
      const value = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setAudience(AUDIENCE)
        .setSubject('operator')
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { value, maxAgeSeconds: ttlSeconds };
    },
    async verify(value) {
      if (!value || value.length > MAX_SESSION_LENGTH) return false;
      try {
        await jwtVerify(value, key, { algorithms: [ALGORITHM], audience: AUDIENCE, subject: 'operator' });
        return true;
      } catch (err) {
        if (err instanceof errors.JOSEError) return false;
        throw err;
      }
    },
  };
}

/** Set-Cookie for a session: HttpOnly, SameSite=Strict, Secure when the browser reached us over https. */
export function sessionCookie(value: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  return [`${ADMIN_SESSION_COOKIE}=${value}`, `Path=${ADMIN_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Set-Cookie that ends the session in the browser. */
export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', { maxAgeSeconds: 0, secure });
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
