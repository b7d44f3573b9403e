import { Migration } from '@mikro-orm/migrations';

/** Follow-up orders: paid from credits alone, refunded to the ledger when not delivered. */
export class BillingCreditOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table billing.orders drop constraint if exists orders_kind_check`);
    this.addSql(`alter table billing.orders add constraint orders_kind_check check (kind in ('survey','credit_pack','followup'))`);
    this.addSql(`alter table billing.orders drop constraint if exists orders_status_check`);
    this.addSql(`alter table billing.orders add constraint orders_status_check check (status in ('pending','paid','refunded'))`);
    this.addSql(`alter table billing.orders add column if not exists refunded_at timestamptz`);
  }
}
