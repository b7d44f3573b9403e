import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, setConfig } from '../../../platform/config';
import { createOperatorToken, revokeOperatorToken } from '../../../subgraphs/accounts/accounts.service';
import { startTestService, TEST_OPERATOR_TOKEN, type TestService } from '../../helpers/service';

/**
 * Bull Board logins (issue 16, section 3): a session names the operator token it came from and
 * lives in PostgreSQL, so revoking the token or logging out ends it at once, on every replica
 * that shares ADMIN_SESSION_SECRET. Two api processes stand for two replicas.
 */
const SESSION_SECRET = 'admin-session-secret-for-session-tests-0123456789';
const REFUSED = { errors: [{ message: 'An operator token is required.', extensions: { code: 'UNAUTHENTICATED' } }] };

let a: TestService;
let b: TestService;
beforeAll(async () => {
  a = await startTestService({ ROLE: 'api', ADMIN_SESSION_SECRET: SESSION_SECRET });
  const first = config();
  b = await startTestService({ ROLE: 'api', ADMIN_SESSION_SECRET: SESSION_SECRET });
  setConfig(first);
});
afterAll(async () => {
  await b?.shutdown();
  await a?.shutdown();
});

/** The Cookie header a browser gets from logging in with a token on one replica. */
async function login(replica: TestService, token: string): Promise<string> {
  const res = await fetch(`${replica.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** The board's queue list with a cookie: 200 when the session is live. */
const board = (replica: TestService, cookie: string) => fetch(`${replica.url}/admin/queues/api/queues`, { headers: { cookie } });

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer realm="operator"');
  expect(await res.json()).toEqual(REFUSED);
}

describe('Bull Board sessions', () => {
  it('name the CLI token they came from, in PostgreSQL, and end on every replica the moment it is revoked', async () => {
    const em = a.em();
    const { token, secret } = await createOperatorToken(em, { name: 'session test' });
    const cookie = await login(a, secret);
    expect((await board(a, cookie)).status).toBe(200);
    expect((await board(b, cookie)).status).toBe(200);
    const rows = await em
      .getConnection()
      .execute<{ operator_token_id: string | null; ended_at: Date | null }[]>('select operator_token_id, ended_at from accounts.operator_sessions where operator_token_id = ?', [
        token.id,
      ]);
    expect(rows).toEqual([{ operator_token_id: token.id, ended_at: null }]);

    await revokeOperatorToken(em, token.id);
    await expectRefused(await board(a, cookie));
    await expectRefused(await board(b, cookie));
  });

  it('end on every replica at logout, even if the browser keeps the old cookie', async () => {
    const cookie = await login(a, TEST_OPERATOR_TOKEN);
    const other = await login(a, TEST_OPERATOR_TOKEN);
    expect((await board(b, cookie)).status).toBe(200);

    const out = await fetch(`${b.url}/admin/logout`, { headers: { cookie }, redirect: 'manual' });
    expect([out.status, out.headers.get('location'), out.headers.getSetCookie()]).toEqual([
      303,
      '/admin/login',
      ['sfs_admin_session=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict', 'sfs_admin_session=; Path=/graphql; Max-Age=0; HttpOnly; SameSite=Strict'],
    ]);
    await expectRefused(await board(a, cookie));
    await expectRefused(await board(b, cookie));
    // Another login of the same token is its own session.
    expect((await board(a, other)).status).toBe(200);
  });

  it('of the configured OPERATOR_TOKEN end where the configuration names another token', async () => {
    const cookie = await login(a, TEST_OPERATOR_TOKEN);
    const running = config();
    const rotated = await startTestService({ ROLE: 'api', ADMIN_SESSION_SECRET: SESSION_SECRET, OPERATOR_TOKEN: 'op-config-token-after-rotation-0123456789abcdef' });
    try {
      await expectRefused(await board(rotated, cookie));
      expect((await board(a, cookie)).status).toBe(200);
    } finally {
      await rotated.shutdown();
      setConfig(running);
    }
  });

  it('refuses a cookie signed with the shared secret that names no session', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('sfs-admin')
      .setSubject('operator')
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SESSION_SECRET));
    await expectRefused(await board(a, `sfs_admin_session=${forged}`));
  });
});
