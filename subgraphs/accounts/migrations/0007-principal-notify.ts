import { Migration } from '@mikro-orm/migrations';

/**
 * Every change a cached principal could miss NOTIFYs `sfs_principals` at commit (issue 21: the
 * facade's principal cache, graph-client/principal-cache.ts): a key revoked, renamed, re-scoped
 * or deleted (not the once-a-minute `last_used_at` touch), a team renamed, re-planned or deleted, a user's
 * name or email, any membership change (a key without a user shows the team's first owner).
 * Triggers, not application code, so the CLI, the console and operators' GraphQL all count.
 */
export class AccountsPrincipalNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function accounts.notify_principals() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sfs_principals', '');
        return null;
      end $$`);
    this.addSql(`create trigger api_keys_principals_changed after update on accounts.api_keys for each row
      when ((to_jsonb(old) - 'last_used_at') is distinct from (to_jsonb(new) - 'last_used_at'))
      execute function accounts.notify_principals()`);
    this.addSql(`create trigger api_keys_principals_deleted after delete on accounts.api_keys for each statement execute function accounts.notify_principals()`);
    this.addSql(`create trigger teams_principals_changed after update on accounts.teams for each row
      when (old.name is distinct from new.name or old.plan is distinct from new.plan) execute function accounts.notify_principals()`);
    this.addSql(`create trigger teams_principals_deleted after delete on accounts.teams for each statement execute function accounts.notify_principals()`);
    this.addSql(`create trigger users_principals_changed after update on accounts.users for each row
      when (old.name is distinct from new.name or old.email is distinct from new.email) execute function accounts.notify_principals()`);
    this.addSql(`create trigger users_principals_deleted after delete on accounts.users for each statement execute function accounts.notify_principals()`);
    this.addSql(
      `create trigger team_memberships_principals after insert or update or delete on accounts.team_memberships for each statement execute function accounts.notify_principals()`,
    );
  }
}
