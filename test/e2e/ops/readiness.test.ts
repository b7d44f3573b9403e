import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_CHECK_TIMEOUT_MS } from '../../../platform/health';
import { makeTeam } from '../../helpers/fixtures';
import { bearer } from '../../helpers/http';
import { startTestService, type TestService } from '../../helpers/service';
import { startTcpProxy, throughProxy, type TcpProxy } from '../../helpers/tcp-proxy';
import { TEST_DATABASE_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

// The service reaches the real PostgreSQL through a proxy this test can cut and restore.
let proxy: TcpProxy;
let svc: TestService;

beforeAll(async () => {
  const db = new URL(TEST_DATABASE_URL);
  proxy = await startTcpProxy({ host: db.hostname, port: Number(db.port || 5432) });
  svc = await startTestService({ DATABASE_URL: throughProxy(TEST_DATABASE_URL, proxy) });
});

afterAll(async () => {
  proxy?.thaw();
  await svc?.shutdown();
  await proxy?.close();
});

const READY = { status: 'ready', shuttingDown: false, checks: { database: true, migrations: true, subgraphs: true } };
const DOWN = { status: 'not_ready', shuttingDown: false, checks: { database: false, migrations: false, subgraphs: false } };

async function readyz() {
  const started = Date.now();
  const res = await fetch(`${svc.url}/readyz`);
  return { status: res.status, body: await res.json(), ms: Date.now() - started };
}

/** Polls /readyz until it answers `status`; every answer along the way must come promptly. */
async function waitForReadyz(status: 200 | 503, what: string) {
  return waitFor(
    async () => {
      const r = await readyz();
      expect(r.ms).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 1000);
      return r.status === status ? r : null;
    },
    { timeoutMs: 20_000, intervalMs: 100, what },
  );
}

describe('readiness follows the database (ROLE=api, in-process subgraphs)', () => {
  it('turns false when the database goes away and true again when it returns, without a restart', async () => {
    const t = await makeTeam(svc.em(), 'Readiness Co');
    const key = await t.key(['read']);
    expect(await readyz()).toMatchObject({ status: 200, body: READY });

    await proxy.stop();
    expect((await waitForReadyz(503, 'readyz 503 with the database stopped')).body).toEqual(DOWN);
    // Liveness is not readiness: the process stays up for the orchestrator to keep.
    expect((await fetch(`${svc.url}/healthz`)).status).toBe(200);

    // Requests meanwhile: 503 with Retry-After in each surface's envelope, never a 500.
    const v2 = await fetch(`${svc.url}/v2/me`, { headers: bearer(key) });
    expect(v2.status).toBe(503);
    expect(v2.headers.get('retry-after')).toBe('2');
    expect(await v2.json()).toEqual({
      error: { type: 'api_error', code: 'service_unavailable', message: 'The service is briefly unavailable; retry shortly.' },
      requestId: v2.headers.get('x-request-id'),
    });
    const v1 = await fetch(`${svc.url}/v1/users/me`, { headers: bearer(key) });
    expect(v1.status).toBe(503);
    expect(v1.headers.get('retry-after')).toBe('2');
    expect(await v1.json()).toEqual({ error: 'Service Unavailable', message: 'The service is briefly unavailable; retry shortly.' });

    await proxy.start();
    expect((await waitForReadyz(200, 'readyz 200 with the database back')).body).toEqual(READY);
    // The pool dropped its dead connections: requests work again, not only the probe.
    expect((await fetch(`${svc.url}/v2/me`, { headers: bearer(key) })).status).toBe(200);
  });

  it('answers within the check timeout while the database hangs, and recovers when it answers again', async () => {
    expect((await readyz()).status).toBe(200);

    // Connections stay open but nothing comes back: queries neither fail nor finish.
    proxy.freeze();
    const hung = await readyz();
    expect(hung.status).toBe(503);
    expect(hung.body).toEqual(DOWN);
    expect(hung.ms).toBeGreaterThanOrEqual(READINESS_CHECK_TIMEOUT_MS - 100);
    expect(hung.ms).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 1000);

    proxy.thaw();
    expect((await waitForReadyz(200, 'readyz 200 once the database answers')).body).toEqual(READY);
  });
});
