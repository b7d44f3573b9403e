import { Migration } from '@mikro-orm/migrations';

/** The console's delivery log shows the start of each receiver's answer (issue 18). */
export class WebhooksAttemptExcerpt extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table webhooks.attempts add column if not exists response_excerpt text');
  }
}
