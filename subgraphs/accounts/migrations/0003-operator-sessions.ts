import { Migration } from '@mikro-orm/migrations';

/** Operator logins to the admin pages, each naming the token it came from (issue 16). */
export class AccountsOperatorSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists accounts.operator_sessions (
      id uuid primary key,
      operator_token_id uuid references accounts.operator_tokens (id),
      secret_hash text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz)`);
    this.addSql('create index if not exists operator_sessions_expires_at on accounts.operator_sessions (expires_at)');
  }
}
