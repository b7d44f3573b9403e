import { Migration } from '@mikro-orm/migrations';

export class BillingInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists billing`);
    this.addSql(`create table if not exists billing.customers (
      team_id uuid not null references accounts.teams(id) on delete cascade,
      livemode boolean not null,
      provider_customer_id text not null,
      created_at timestamptz not null default now(),
      primary key (team_id, livemode))`);
    this.addSql(`create table if not exists billing.credit_buckets (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      livemode boolean not null,
      source text not null check (source in ('grant','pack','refund')),
      order_id uuid,
      units_granted integer not null check (units_granted > 0),
      units_remaining integer not null check (units_remaining >= 0 and units_remaining <= units_granted),
      expires_at timestamptz not null,
      created_at timestamptz not null default now())`);
    // Spending walks a team's live buckets, oldest expiry first.
    this.addSql(`create index if not exists credit_buckets_spend_idx on billing.credit_buckets(team_id, livemode, expires_at, id) where units_remaining > 0`);
    this.addSql(`create table if not exists billing.ledger_entries (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      livemode boolean not null,
      bucket_id uuid not null references billing.credit_buckets(id),
      kind text not null check (kind in ('grant','spend','refund','expiry')),
      units integer not null check (units <> 0 and ((kind in ('grant','refund')) = (units > 0))),
      order_id uuid,
      note text,
      created_at timestamptz not null default now())`);
    this.addSql(`create index if not exists ledger_entries_team_idx on billing.ledger_entries(team_id, livemode)`);
    this.addSql(`create table if not exists billing.orders (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      livemode boolean not null,
      kind text not null check (kind in ('survey','credit_pack')),
      status text not null check (status in ('pending','paid')),
      idempotency_key text,
      amount_cents integer not null check (amount_cents >= 0),
      pack text,
      pack_units integer,
      survey_id uuid,
      credit_units_used integer not null default 0 check (credit_units_used >= 0),
      card_cents integer not null default 0 check (card_cents >= 0),
      payment_method_id text,
      payment_intent_id text,
      checkout_session_id text,
      checkout_url text,
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      check ((kind = 'credit_pack') = (pack is not null)),
      check ((kind = 'survey') = (survey_id is not null)))`);
    // Keys bind an order for 24 hours (then they are forgotten, like the keys themselves); the
    // facade's claim serializes requests with one key, so this index need not be unique.
    this.addSql(`create index if not exists orders_idempotency_idx on billing.orders(team_id, idempotency_key, created_at) where idempotency_key is not null`);
    // At most one paid or pending order per survey: a survey is paid for once.
    this.addSql(`create unique index if not exists orders_survey_idx on billing.orders(survey_id) where survey_id is not null`);
    this.addSql(`create index if not exists orders_team_idx on billing.orders(team_id, livemode, id desc)`);
    this.addSql(`create unique index if not exists orders_checkout_idx on billing.orders(checkout_session_id) where checkout_session_id is not null`);
    this.addSql(`create table if not exists billing.idempotency_keys (
      team_id uuid not null references accounts.teams(id) on delete cascade,
      key text not null check (length(key) between 1 and 255),
      fingerprint text not null,
      status text not null check (status in ('started','completed')),
      locked_until timestamptz,
      response_status integer,
      response_body text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (team_id, key))`);
    this.addSql(`create index if not exists idempotency_keys_expiry_idx on billing.idempotency_keys(expires_at)`);
    this.addSql(`create table if not exists billing.provider_events (
      id text primary key,
      type text not null,
      received_at timestamptz not null default now())`);
  }
}
