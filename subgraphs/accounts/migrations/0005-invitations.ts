import { Migration } from '@mikro-orm/migrations';

/** Owners and admins invite people by a link shown once (issue 18): the link's secret is kept as its SHA-256. */
export class AccountsInvitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists accounts.invitations (
      id uuid primary key,
      team_id uuid not null references accounts.teams (id) on delete cascade,
      email text not null check (email = lower(email)),
      role text not null check (role in ('owner', 'admin', 'member')),
      secret_hash text not null unique,
      invited_by uuid references accounts.users (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      revoked_at timestamptz)`);
    this.addSql('create index if not exists invitations_team on accounts.invitations (team_id, created_at)');
  }
}
