import { Migration } from '@mikro-orm/migrations';

export class AccountsInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists accounts`);
    this.addSql(`create table if not exists accounts.teams (
      id uuid primary key,
      name text not null check (length(name) between 1 and 200),
      created_at timestamptz not null default now())`);
    this.addSql(`create table if not exists accounts.users (
      id uuid primary key,
      email text not null unique check (email = lower(email)),
      name text not null,
      created_at timestamptz not null default now())`);
    this.addSql(`create table if not exists accounts.team_memberships (
      team_id uuid not null references accounts.teams(id) on delete cascade,
      user_id uuid not null references accounts.users(id) on delete cascade,
      role text not null check (role in ('owner','admin','member')),
      created_at timestamptz not null default now(),
      primary key (team_id, user_id))`);
    this.addSql(`create index if not exists team_memberships_user_idx on accounts.team_memberships(user_id)`);
    this.addSql(`create table if not exists accounts.api_keys (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      user_id uuid references accounts.users(id) on delete set null,
      name text not null,
      lookup_prefix text not null unique,
      secret_hash text not null,
      scopes text[] not null check (scopes <@ array['read','write','spend']),
      livemode boolean not null,
      last_used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now())`);
    this.addSql(`create index if not exists api_keys_team_idx on accounts.api_keys(team_id, created_at desc)`);
    this.addSql(`create table if not exists accounts.oauth_access_tokens (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      user_id uuid not null references accounts.users(id) on delete cascade,
      client_id text not null,
      lookup_prefix text not null unique,
      secret_hash text not null,
      scopes text[] not null default '{}',
      expires_at timestamptz not null,
      last_used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now())`);
    this.addSql(`create table if not exists accounts.operator_tokens (
      id uuid primary key,
      name text not null,
      lookup_prefix text not null unique,
      secret_hash text not null,
      last_used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now())`);
  }
}
