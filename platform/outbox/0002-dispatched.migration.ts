import { Migration } from '@mikro-orm/migrations';

/**
 * When an event's dispatch job finished. Relayed but not dispatched means its job may have been
 * lost with Redis: the reconciler (workers/reconciler.ts) enqueues it again under its own id.
 * Rows already relayed count as dispatched (their jobs ran, or are in the queue as before).
 */
export class PlatformOutboxDispatched extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table platform.outbox add column if not exists dispatched_at timestamptz`);
    this.addSql(`update platform.outbox set dispatched_at = relayed_at where relayed_at is not null and dispatched_at is null`);
    this.addSql(`create index if not exists outbox_undispatched_idx
      on platform.outbox (relayed_at) where relayed_at is not null and dispatched_at is null`);
  }
}
