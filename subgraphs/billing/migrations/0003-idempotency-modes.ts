import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency-Keys are scoped per team and mode (docs/decisions.md, "Test and live"): a live key
 * never replays a test response. Keys already stored (kept a day) count as live.
 */
export class BillingIdempotencyModes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table billing.idempotency_keys add column if not exists livemode boolean not null default true`);
    this.addSql(`alter table billing.idempotency_keys alter column livemode drop default`);
    this.addSql(`alter table billing.idempotency_keys drop constraint if exists idempotency_keys_pkey`);
    this.addSql(`alter table billing.idempotency_keys add constraint idempotency_keys_pkey primary key (team_id, livemode, key)`);
  }
}
