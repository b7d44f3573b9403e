import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKey } from '../../../subgraphs/accounts/entities/api-key.entity';
import { PRINCIPALS_CHANNEL } from '../../../subgraphs/accounts';
import { makeTeam } from '../../helpers/fixtures';
import { bearer } from '../../helpers/http';
import { scratchDatabase } from '../../helpers/scratch-database';
import { startTestService, type TestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

// A database of its own: every accounts change on the shared one (other files' fixtures)
// NOTIFYs the channel and would empty this service's cache in the middle of a test.
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let svc: TestService;
beforeAll(async () => {
  db = await scratchDatabase('principals');
  svc = await startTestService({ DATABASE_URL: db.url });
}, 60_000);
afterAll(async () => {
  await svc?.shutdown();
  await db?.drop();
});
const service = () => svc;
const me = (secret: string) => fetch(`${service().url}/v2/me`, { headers: bearer(secret) });

/** Revokes a key with the accounts triggers off: the change no cache hears of. */
async function revokeSilently(em: EntityManager, keyId: string): Promise<void> {
  await em.transactional(async (tem) => {
    await tem.getConnection().execute(`set local session_replication_role = replica`, [], 'run', tem.getTransactionContext());
    await tem.getConnection().execute(`update accounts.api_keys set revoked_at = now() where id = ?`, [keyId], 'run', tem.getTransactionContext());
  });
}

/** The backend pids of this process's LISTEN sessions on the principals channel. */
async function listenerPids(em: EntityManager): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<{ pid: number }[]>(`select pid from pg_stat_activity where application_name = ?`, [`sfs-listen ${PRINCIPALS_CHANNEL} ${process.pid}`]);
  return rows.map((r) => r.pid);
}

async function testKey(name: string): Promise<{ secret: string; id: string }> {
  const em = service().em();
  const t = await makeTeam(em);
  const secret = await t.key(['read'], { name });
  const row = await em.findOneOrFail(ApiKey, { name, team: t.team.id });
  return { secret, id: row.id };
}

describe('the principal cache (issue 21)', () => {
  it('serves a key it has seen without asking again, and forgets every key on a NOTIFY', async () => {
    const em = service().em();
    await waitFor(async () => (await listenerPids(em)).length > 0, { what: 'the LISTEN session' });
    const { secret, id } = await testKey('cached');
    expect((await me(secret)).status).toBe(200);
    await revokeSilently(em, id);
    // Nothing told the cache: the revoked key still answers from it (the proof it caches)…
    expect((await me(secret)).status).toBe(200);
    // …until any change to the accounts is announced on the channel.
    await em.getConnection().execute(`select pg_notify(?, '')`, [PRINCIPALS_CHANNEL]);
    await waitFor(async () => (await me(secret)).status === 401, { timeoutMs: 1000, intervalMs: 10, what: 'the key refused after the NOTIFY' });
  });

  it('a key revoked in the database (CLI, another replica) is refused within milliseconds: the trigger NOTIFYs', async () => {
    // A revoke through this facade (the console's RevokeTeamApiKey) clears the cache before it
    // answers, so the very next request is refused: test/e2e/console/keys.test.ts.
    const em = service().em();
    const { secret, id } = await testKey('revoked-in-db');
    expect((await me(secret)).status).toBe(200);
    await em.getConnection().execute(`update accounts.api_keys set revoked_at = now() where id = ?`, [id]);
    await waitFor(async () => (await me(secret)).status === 401, { timeoutMs: 1000, intervalMs: 10, what: 'the key refused' });
  });

  it('does not announce the once-a-minute last-use touch (it would empty the cache on every key’s first use)', async () => {
    const em = service().em();
    const { id } = await testKey('touched');
    const { Client } = await import('pg');
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      let heard = 0;
      client.on('notification', () => (heard += 1));
      await client.query(`listen ${PRINCIPALS_CHANNEL}`);
      await em.getConnection().execute(`update accounts.api_keys set last_used_at = now() where id = ?`, [id]);
      await em.getConnection().execute(`update accounts.api_keys set name = 'renamed' where id = ?`, [id]);
      await waitFor(() => heard >= 1, { timeoutMs: 2000, what: 'the rename announced' });
      // Notifications arrive in commit order: the touch came first and was not announced.
      expect(heard).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('empties itself when its LISTEN session drops, and caches again once it listens', async () => {
    const em = service().em();
    const [before] = await waitFor(async () => ((pids) => (pids.length > 0 ? pids : null))(await listenerPids(em)), { what: 'the LISTEN session' });
    const { secret, id } = await testKey('session-lost');
    expect((await me(secret)).status).toBe(200);
    await em.getConnection().execute(`select pg_terminate_backend(?)`, [before]);
    // Reconnected (a new backend): the cache was emptied when the session went.
    await waitFor(async () => ((pids) => pids.length > 0 && !pids.includes(before))(await listenerPids(em)), { what: 'a new LISTEN session' });
    await revokeSilently(em, id);
    expect((await me(secret)).status).toBe(401);
    // Listening again, it caches again.
    const next = await testKey('after-reconnect');
    expect((await me(next.secret)).status).toBe(200);
    await revokeSilently(em, next.id);
    expect((await me(next.secret)).status).toBe(200);
  });
});

describe('PRINCIPAL_CACHE_SECONDS=0', () => {
  it('turns the cache off: a key revoked with no NOTIFY is refused on the next request', async () => {
    const off = await startTestService({ DATABASE_URL: db.url, PRINCIPAL_CACHE_SECONDS: '0' });
    try {
      const em = off.em();
      const t = await makeTeam(em);
      const secret = await t.key(['read'], { name: 'uncached' });
      const row = await em.findOneOrFail(ApiKey, { name: 'uncached', team: t.team.id });
      const get = () => fetch(`${off.url}/v2/me`, { headers: bearer(secret) });
      expect((await get()).status).toBe(200);
      await revokeSilently(em, row.id);
      expect((await get()).status).toBe(401);
      expect(await listenerPids(em)).toHaveLength(1); // only the first service's session
    } finally {
      await off.shutdown();
    }
  });
});
