import { Migration } from '@mikro-orm/migrations';

/** OAuth 2.0 for v1 (issue 18): registered clients, one-time authorization codes, rotating refresh tokens. Secrets are kept as SHA-256. */
export class AccountsOAuth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists accounts.oauth_clients (
      id uuid primary key,
      team_id uuid not null references accounts.teams (id) on delete cascade,
      client_id text not null unique,
      name text not null,
      redirect_uris text[] not null,
      confidential boolean not null,
      secret_hash text,
      created_by uuid references accounts.users (id) on delete set null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz)`);
    this.addSql(`create table if not exists accounts.oauth_codes (
      code_hash text primary key,
      client_id text not null,
      user_id uuid not null references accounts.users (id) on delete cascade,
      team_id uuid not null references accounts.teams (id) on delete cascade,
      redirect_uri text not null,
      scopes text[] not null,
      code_challenge text,
      code_challenge_method text,
      expires_at timestamptz not null,
      used_at timestamptz)`);
    this.addSql(`create table if not exists accounts.oauth_refresh_tokens (
      token_hash text primary key,
      client_id text not null,
      user_id uuid not null references accounts.users (id) on delete cascade,
      team_id uuid not null references accounts.teams (id) on delete cascade,
      scopes text[] not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz)`);
    this.addSql('create index if not exists oauth_refresh_user on accounts.oauth_refresh_tokens (user_id, client_id)');
    this.addSql('create index if not exists oauth_access_user on accounts.oauth_access_tokens (user_id, client_id)');
  }
}
