import { Migration } from '@mikro-orm/migrations';

export class WebhooksEndpoints extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists webhooks`);
    // A new event kind widens the enabled_events check in a migration of its own.
    this.addSql(`create table if not exists webhooks.endpoints (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      livemode boolean not null,
      url text not null check (url like 'https://%' and length(url) <= 2048),
      enabled_events text[] not null check (cardinality(enabled_events) > 0 and enabled_events <@ array['survey.completed','order.paid']::text[]),
      secret text not null check (secret like 'whsec_%'),
      status text not null check (status in ('enabled','disabled')),
      disabled_reason text,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      check ((status = 'disabled') = (disabled_at is not null)))`);
    // Lists (newest first), the per-team count and the delivery fan-out all read a team's live endpoints.
    this.addSql(`create index if not exists endpoints_team_idx on webhooks.endpoints(team_id, id desc) where deleted_at is null`);
  }
}
