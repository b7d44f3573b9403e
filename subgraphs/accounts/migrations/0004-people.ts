import { Migration } from '@mikro-orm/migrations';

/** People sign in to the console (issue 18): a password per user, and revocable console sessions. */
export class AccountsPeople extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table accounts.users add column if not exists password_hash text');
    this.addSql(`create table if not exists accounts.console_sessions (
      id uuid primary key,
      user_id uuid not null references accounts.users (id) on delete cascade,
      team_id uuid not null references accounts.teams (id) on delete cascade,
      secret_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz)`);
    this.addSql('create index if not exists console_sessions_user on accounts.console_sessions (user_id)');
  }
}
