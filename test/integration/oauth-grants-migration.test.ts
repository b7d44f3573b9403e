import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { newId } from '../../platform/ids';
import { openOrm } from '../../platform/db/orm';
import { AccountsOAuthGrants } from '../../subgraphs/accounts/migrations/0008-oauth-grants';
import { scratchDatabase } from '../helpers/scratch-database';

/**
 * Accounts migration 0008 on tokens issued before it: each person's live tokens for an app become
 * one grant with the newest live token's scopes; revoked tokens are left out; running it again
 * changes nothing.
 */
let db: Awaited<ReturnType<typeof scratchDatabase>>;
let orm: MikroORM;
beforeAll(async () => {
  db = await scratchDatabase('oauth_grants');
  orm = await openOrm({ url: db.url, modules: domainModules, poolMax: 2 });
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

const sql = <T = Record<string, unknown>>(q: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(q, params);

async function runMigration() {
  const m = new AccountsOAuthGrants(orm.em.getDriver(), orm.config);
  await m.up();
  for (const q of m.getQueries()) await sql(q as string);
}

describe('accounts migration 0008 (OAuth grants)', () => {
  it('gives live tokens from before one grant per person, app and team; leaves revoked ones out; runs twice the same', async () => {
    const teamId = newId();
    const userId = newId();
    await sql('insert into accounts.teams (id, name) values (?, ?)', [teamId, 'Before Co']);
    await sql('insert into accounts.users (id, email, name) values (?, ?, ?)', [userId, `before-${userId}@example.com`, 'Bea']);
    const refresh = (hash: string, scopes: string, createdAt: string, revoked: boolean) =>
      sql(
        `insert into accounts.oauth_refresh_tokens (token_hash, client_id, user_id, team_id, scopes, created_at, expires_at, revoked_at) values (?, 'app_a', ?, ?, ?::text[], ?, now() + interval '1 day', ${revoked ? 'now()' : 'null'})`,
        [hash, userId, teamId, scopes, createdAt],
      );
    await refresh('r-old', '{read}', '2026-01-01T00:00:00Z', false);
    await refresh('r-new', '{read,write}', '2026-01-02T00:00:00Z', false);
    await refresh('r-dead', '{read,write,spend}', '2026-01-03T00:00:00Z', true);
    const access = (prefix: string, clientId: string, revoked: boolean) =>
      sql(
        `insert into accounts.oauth_access_tokens (id, team_id, user_id, client_id, lookup_prefix, secret_hash, scopes, expires_at, created_at, revoked_at) values (?, ?, ?, ?, ?, ?, '{read}', now() + interval '1 hour', now(), ${revoked ? 'now()' : 'null'})`,
        [newId(), teamId, userId, clientId, prefix, `hash-${prefix}`],
      );
    await access('pfx-live-a', 'app_a', false);
    await access('pfx-dead-a', 'app_a', true);
    await access('pfx-live-b', 'app_b', false);
    // The tokens were made as before 0008: without a grant.
    await sql('update accounts.oauth_refresh_tokens set grant_id = null where user_id = ?', [userId]);
    await sql('update accounts.oauth_access_tokens set grant_id = null where user_id = ?', [userId]);

    await runMigration();
    const grants = await sql<{ client_id: string; scopes: string[]; revoked_at: Date | null }>(
      'select client_id, scopes, revoked_at from accounts.oauth_grants where user_id = ? order by client_id',
      [userId],
    );
    expect(grants).toEqual([
      { client_id: 'app_a', scopes: ['read', 'write'], revoked_at: null },
      { client_id: 'app_b', scopes: ['read'], revoked_at: null },
    ]);
    const tokens = await sql<{ t: string; ref: string; grant: string | null }>(
      `select 'r' as t, token_hash as ref, (select client_id from accounts.oauth_grants g where g.id = r.grant_id) as grant from accounts.oauth_refresh_tokens r where user_id = ?
       union all select 'a', lookup_prefix, (select client_id from accounts.oauth_grants g where g.id = a.grant_id) from accounts.oauth_access_tokens a where user_id = ? order by 1, 2`,
      [userId, userId],
    );
    expect(tokens).toEqual([
      { t: 'a', ref: 'pfx-dead-a', grant: null },
      { t: 'a', ref: 'pfx-live-a', grant: 'app_a' },
      { t: 'a', ref: 'pfx-live-b', grant: 'app_b' },
      { t: 'r', ref: 'r-dead', grant: null },
      { t: 'r', ref: 'r-new', grant: 'app_a' },
      { t: 'r', ref: 'r-old', grant: 'app_a' },
    ]);

    await runMigration();
    expect(await sql('select 1 from accounts.oauth_grants where user_id = ?', [userId])).toHaveLength(2);
  });
});
