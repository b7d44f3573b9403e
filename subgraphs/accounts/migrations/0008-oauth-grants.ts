import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth grants (issue 35): one row per consent, the family of the code and every token issued
 * from it, so a replayed code or refresh token revokes exactly what came from it (RFC 9700) and
 * the console lists and revokes grants. Live tokens issued before this migration get one grant per
 * person, app and team, with the scopes of the newest.
 */
export class AccountsOAuthGrants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists accounts.oauth_grants (
      id uuid primary key,
      client_id text not null,
      user_id uuid not null references accounts.users (id) on delete cascade,
      team_id uuid not null references accounts.teams (id) on delete cascade,
      scopes text[] not null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz)`);
    this.addSql('create index if not exists oauth_grants_team on accounts.oauth_grants (team_id, user_id)');
    for (const table of ['oauth_codes', 'oauth_refresh_tokens', 'oauth_access_tokens']) {
      this.addSql(`alter table accounts.${table} add column if not exists grant_id uuid references accounts.oauth_grants (id) on delete cascade`);
      this.addSql(`create index if not exists ${table}_grant on accounts.${table} (grant_id)`);
    }
    // Live tokens from before: one grant per person, app and team, with the newest refresh token's scopes.
    this.addSql(`insert into accounts.oauth_grants (id, client_id, user_id, team_id, scopes, created_at)
      select gen_random_uuid(), l.client_id, l.user_id, l.team_id,
             coalesce((select r.scopes from accounts.oauth_refresh_tokens r where r.client_id = l.client_id and r.user_id = l.user_id and r.team_id = l.team_id
                        and r.revoked_at is null order by r.created_at desc limit 1),
                      (select a.scopes from accounts.oauth_access_tokens a where a.client_id = l.client_id and a.user_id = l.user_id and a.team_id = l.team_id
                        and a.revoked_at is null order by a.created_at desc limit 1), '{}'), min(l.created_at)
        from (select client_id, user_id, team_id, created_at from accounts.oauth_refresh_tokens where revoked_at is null and grant_id is null
              union all
              select client_id, user_id, team_id, created_at from accounts.oauth_access_tokens where revoked_at is null and grant_id is null) l
       group by l.client_id, l.user_id, l.team_id`);
    for (const table of ['oauth_refresh_tokens', 'oauth_access_tokens']) {
      this.addSql(`update accounts.${table} t set grant_id = g.id from accounts.oauth_grants g
        where t.grant_id is null and t.revoked_at is null and g.client_id = t.client_id and g.user_id = t.user_id and g.team_id = t.team_id`);
    }
  }
}
