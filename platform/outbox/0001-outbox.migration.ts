import { Migration } from '@mikro-orm/migrations';

export class PlatformOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists platform`);
    this.addSql(`create table if not exists platform.outbox (
      id uuid primary key,
      type text not null,
      aggregate_id text,
      payload jsonb not null,
      request_id text,
      created_at timestamptz not null default now(),
      relayed_at timestamptz,
      claimed_until timestamptz)`);
    // The relay only ever looks for unrelayed rows, oldest first.
    this.addSql(`create index if not exists outbox_unrelayed_idx
      on platform.outbox (created_at) where relayed_at is null`);
    // Pruning deletes old relayed rows.
    this.addSql(`create index if not exists outbox_relayed_idx
      on platform.outbox (relayed_at) where relayed_at is not null`);
  }
}
