import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery: one event per occurrence (its envelope serialized once), one delivery per
 * (event, endpoint), and every attempt.
 */
export class WebhooksDelivery extends Migration {
  override async up(): Promise<void> {
    // Since when an endpoint has failed without a success in between (the disable rule reads it).
    this.addSql(`alter table webhooks.endpoints add column if not exists failing_since timestamptz`);
    this.addSql(`create table if not exists webhooks.events (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      livemode boolean not null,
      type text not null,
      source_id uuid not null unique,
      body text not null,
      created_at timestamptz not null default now())`);
    this.addSql(`create index if not exists events_team_idx on webhooks.events(team_id, id desc)`);
    this.addSql(`create table if not exists webhooks.deliveries (
      event_id uuid not null references webhooks.events(id) on delete cascade,
      endpoint_id uuid not null references webhooks.endpoints(id) on delete cascade,
      status text not null check (status in ('pending','delivered','failed','cancelled')),
      attempts integer not null default 0,
      redeliveries integer not null default 0,
      next_attempt_at timestamptz,
      delivered_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (event_id, endpoint_id))`);
    this.addSql(`create table if not exists webhooks.attempts (
      id uuid primary key,
      event_id uuid not null references webhooks.events(id) on delete cascade,
      endpoint_id uuid not null references webhooks.endpoints(id) on delete cascade,
      attempt integer not null,
      status_code integer,
      latency_ms integer not null,
      error text,
      next_attempt_at timestamptz,
      created_at timestamptz not null default now())`);
    this.addSql(`create index if not exists attempts_event_idx on webhooks.attempts(event_id, created_at)`);
    this.addSql(`create index if not exists attempts_endpoint_idx on webhooks.attempts(endpoint_id, created_at desc)`);
  }
}
