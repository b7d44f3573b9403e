import { Migration } from '@mikro-orm/migrations';

/**
 * PostgreSQL counts a delivery's attempts in the current series (reset by a redelivery) and
 * knows when each pending one is due, so a delivery whose job Redis lost is found and resumed
 * where it stood (workers/reconciler.ts) instead of starting its 16 attempts over.
 */
export class WebhooksDeliverySeries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table webhooks.deliveries add column if not exists series_attempts integer not null default 0`);
    this.addSql(`update webhooks.deliveries set series_attempts = attempts where redeliveries = 0 and series_attempts = 0`);
    this.addSql(`update webhooks.deliveries set next_attempt_at = updated_at where status = 'pending' and next_attempt_at is null`);
    this.addSql(`create index if not exists deliveries_due_idx on webhooks.deliveries (next_attempt_at) where status = 'pending'`);
  }
}
