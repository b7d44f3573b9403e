import { Migration } from '@mikro-orm/migrations';

/**
 * Test events (issue 42): an event a person sent to one endpoint to try it (`POST
 * /v2/webhook-endpoints/{id}/test`, the console's "Send test event") is marked, so the delivery
 * log and the test-mode event stream can tell it from what happened.
 */
export class WebhooksTestEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table webhooks.events add column if not exists test boolean not null default false');
  }
}
