import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { makeTeam } from '../../helpers/fixtures';
import { bearer } from '../../helpers/http';
import { startTestService } from '../../helpers/service';
import { TEST_DATABASE_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

describe('graceful shutdown', () => {
  it('stops accepting, finishes the in-flight request, then closes', async () => {
    const svc = await startTestService();
    const t = await makeTeam(svc.em(), 'Drain Co');
    const secret = await t.key(['read'], { name: 'drain' });

    // Hold the key's row so the request's last-used update waits inside the subgraph.
    const locker = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`select id from accounts.api_keys where team_id = $1 for update`, [t.team.id]);

    const inFlight = fetch(`${svc.url}/v2/me`, { headers: bearer(secret) });
    // Watched from another connection: activity seen inside a transaction is a frozen snapshot.
    const watcher = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await watcher.connect();
    await waitFor(
      async () => {
        const { rows } = await watcher.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update%api_keys%'`,
        );
        return rows[0].n > 0;
      },
      { what: 'the request to block on the row lock' },
    );
    await watcher.end();

    const shutdown = svc.shutdown();
    // New requests are refused while the old one drains (connection refused, or 503 on a kept-alive socket).
    const late = await fetch(`${svc.url}/healthz`, { headers: { connection: 'close' } }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    await locker.query('commit');
    await locker.end();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { apiKey: { name: string } }).apiKey.name).toBe('drain');
    await shutdown;
  });

  it('does not wait for connections that never sent a request (a balancer’s or a pool’s spare): they are ended at once', async () => {
    const svc = await startTestService();
    const port = Number(new URL(svc.url).port);
    const spares = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    const closed = spares.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve())));
    // A kept-alive connection that served a request is closed as before.
    expect((await fetch(`${svc.url}/healthz`)).status).toBe(200);
    // Without ending them, close() waits for their header timeout (60 s): past this test's own limit.
    await svc.shutdown();
    await Promise.all(closed);
    expect(spares.every((s) => s.destroyed)).toBe(true);
  });
});
