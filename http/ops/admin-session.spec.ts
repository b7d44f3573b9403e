import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminSessions, clearedSessionCookie, clearedSessionCookies, sessionCookie, sessionCookies, sessionFromCookieHeader, type SessionStore } from './admin-session';

const SECRET = 'admin-session-secret-for-unit-tests-0123456789';
const request = {} as FastifyRequest;

/** The store's contract in memory (the real one is the accounts domain, e2e: test/e2e/ops/admin-sessions.test.ts). */
function memoryStore(): SessionStore & { sessions: Map<string, { token: string; live: boolean }> } {
  const sessions = new Map<string, { token: string; live: boolean }>();
  return {
    sessions,
    async start(token) {
      const id = crypto.randomUUID();
      sessions.set(id, { token, live: true });
      return id;
    },
    async isLive(id) {
      return sessions.get(id)?.live ?? false;
    },
    async end(id) {
      const s = sessions.get(id);
      if (s) s.live = false;
    },
  };
}

describe('admin sessions', () => {
  it('verifies the sessions it issued, with the configured lifetime, naming a stored session', async () => {
    const store = memoryStore();
    const sessions = adminSessions({ secret: SECRET, ttlSeconds: 600, store });
    const { value, maxAgeSeconds } = await sessions.issue('op_token', request);
    expect(maxAgeSeconds).toBe(600);
    expect(value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(value).not.toContain('op_token');
    const claims = JSON.parse(Buffer.from(value.split('.')[1], 'base64url').toString());
    expect([...store.sessions.entries()]).toEqual([[claims.jti, { token: 'op_token', live: true }]]);
    expect(await sessions.verify(value, request)).toBe(true);
    // Another process with the same secret and the same store accepts it (replicas behind a load balancer).
    expect(await adminSessions({ secret: SECRET, ttlSeconds: 600, store }).verify(value, request)).toBe(true);
  });

  it('ends a session at once: logout, or the store no longer holding it live (token revoked)', async () => {
    const store = memoryStore();
    const sessions = adminSessions({ secret: SECRET, ttlSeconds: 600, store });
    const first = (await sessions.issue('op_token', request)).value;
    const second = (await sessions.issue('op_token', request)).value;
    await sessions.end(first, request);
    expect(await sessions.verify(first, request)).toBe(false);
    expect(await sessions.verify(second, request)).toBe(true);
    for (const s of store.sessions.values()) s.live = false;
    expect(await sessions.verify(second, request)).toBe(false);
    // Ending a value that names no session does nothing.
    await sessions.end('garbage', request);
    await sessions.end(undefined, request);
  });

  it('refuses sessions signed with another key, tampered, malformed, missing, or naming no stored session', async () => {
    const store = memoryStore();
    const sessions = adminSessions({ secret: SECRET, ttlSeconds: 600, store });
    const { value } = await sessions.issue('op_token', request);
    expect(await adminSessions({ secret: `${SECRET}-rotated`, ttlSeconds: 600, store }).verify(value, request)).toBe(false);
    // Without a secret each process has its own random key.
    expect(await adminSessions({ secret: undefined, ttlSeconds: 600, store }).verify(value, request)).toBe(false);
    const [header, , signature] = value.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ aud: 'sfs-admin', sub: 'operator', jti: crypto.randomUUID(), exp: 4_102_444_800 })).toString('base64url');
    expect(await sessions.verify(`${header}.${forgedClaims}.${signature}`, request)).toBe(false);
    for (const bad of [undefined, '', 'garbage', 'a.b.c', 'x'.repeat(5000)]) expect(await sessions.verify(bad, request)).toBe(false);
    // Genuine signature, but naming a session the store does not have.
    expect(await adminSessions({ secret: SECRET, ttlSeconds: 600, store: memoryStore() }).verify(value, request)).toBe(false);
  });

  it('refuses an expired session', async () => {
    const sessions = adminSessions({ secret: SECRET, ttlSeconds: -1, store: memoryStore() });
    expect(await sessions.verify((await sessions.issue('op_token', request)).value, request)).toBe(false);
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Strict, scoped to /admin by default, and Secure when asked', () => {
    expect(sessionCookie('v.v.v', { maxAgeSeconds: 60, secure: false })).toBe('sfs_admin_session=v.v.v; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict');
    expect(sessionCookie('v.v.v', { maxAgeSeconds: 60, secure: true })).toBe('sfs_admin_session=v.v.v; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict; Secure');
    expect(clearedSessionCookie(false)).toBe('sfs_admin_session=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict');
  });

  it('are set and cleared for /admin and /graphql (the GraphQL explorer), and nowhere else', () => {
    expect(sessionCookies('v.v.v', { maxAgeSeconds: 60, secure: true })).toEqual([
      'sfs_admin_session=v.v.v; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict; Secure',
      'sfs_admin_session=v.v.v; Path=/graphql; Max-Age=60; HttpOnly; SameSite=Strict; Secure',
    ]);
    expect(clearedSessionCookies(false)).toEqual([
      'sfs_admin_session=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict',
      'sfs_admin_session=; Path=/graphql; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
  });

  it('are read from a Cookie header among others', () => {
    expect(sessionFromCookieHeader('a=1; sfs_admin_session=x.y.z; b=2')).toBe('x.y.z');
    expect(sessionFromCookieHeader('sfs_admin_session=x.y.z')).toBe('x.y.z');
    expect(sessionFromCookieHeader('not_sfs_admin_session=x.y.z; other=1')).toBeUndefined();
    expect(sessionFromCookieHeader(undefined)).toBeUndefined();
  });
});
