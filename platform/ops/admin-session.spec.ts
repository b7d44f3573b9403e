import { describe, expect, it } from 'vitest';
import { adminSessions, clearedSessionCookie, sessionCookie, sessionFromCookieHeader } from './admin-session';

const SECRET = 'admin-session-secret-for-unit-tests-0123456789';

describe('admin sessions', () => {
  it('verifies the sessions it issued, with the configured lifetime', async () => {
    const sessions = adminSessions({ secret: SECRET, ttlSeconds: 600 });
    const { value, maxAgeSeconds } = await sessions.issue();
    expect(maxAgeSeconds).toBe(600);
    expect(value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await sessions.verify(value)).toBe(true);
    // Another process with the same secret accepts it (replicas behind a load balancer).
    expect(await adminSessions({ secret: SECRET, ttlSeconds: 600 }).verify(value)).toBe(true);
  });

  it('refuses sessions signed with another key, tampered, malformed or missing', async () => {
    const sessions = adminSessions({ secret: SECRET, ttlSeconds: 600 });
    const { value } = await sessions.issue();
    expect(await adminSessions({ secret: `${SECRET}-rotated`, ttlSeconds: 600 }).verify(value)).toBe(false);
    // Without a secret each process has its own random key.
    expect(await adminSessions({ secret: undefined, ttlSeconds: 600 }).verify(value)).toBe(false);
    const [header, , signature] = value.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ aud: 'sfs-admin', sub: 'operator', exp: 4_102_444_800 })).toString('base64url');
    expect(await sessions.verify(`${header}.${forgedClaims}.${signature}`)).toBe(false);
    for (const bad of [undefined, '', 'garbage', 'a.b.c', 'x'.repeat(5000)]) expect(await sessions.verify(bad)).toBe(false);
  });

  it('refuses an expired session', async () => {
    const sessions = adminSessions({ secret: SECRET, ttlSeconds: -1 });
    expect(await sessions.verify((await sessions.issue()).value)).toBe(false);
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Strict, scoped to /admin, and Secure when asked', () => {
    expect(sessionCookie('v.v.v', { maxAgeSeconds: 60, secure: false })).toBe('sfs_admin_session=v.v.v; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict');
    expect(sessionCookie('v.v.v', { maxAgeSeconds: 60, secure: true })).toBe('sfs_admin_session=v.v.v; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict; Secure');
    expect(clearedSessionCookie(false)).toBe('sfs_admin_session=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict');
  });

  it('are read from a Cookie header among others', () => {
    expect(sessionFromCookieHeader('a=1; sfs_admin_session=x.y.z; b=2')).toBe('x.y.z');
    expect(sessionFromCookieHeader('sfs_admin_session=x.y.z')).toBe('x.y.z');
    expect(sessionFromCookieHeader('not_sfs_admin_session=x.y.z; other=1')).toBeUndefined();
    expect(sessionFromCookieHeader(undefined)).toBeUndefined();
  });
});
