import { Migration } from '@mikro-orm/migrations';

/**
 * The W3C `traceparent` of the work that recorded an event (null when it was not traced): the
 * relay enqueues the event's job inside that trace, so the jobs it causes are spans of the
 * request behind it (docs/operations.md, "Traces").
 */
export class PlatformOutboxTraceparent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table platform.outbox add column if not exists traceparent text`);
  }
}
