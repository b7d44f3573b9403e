import { Migration } from '@mikro-orm/migrations';

/**
 * Room in each page of `surveys.quotes` for the next version of its rows (issue 38): a survey's
 * quote row is rewritten at most once a minute while it is read, and with free space in its page
 * the update is HOT — no new index entries, the old version pruned in place — so the table's
 * size stays with the surveys instead of growing between vacuums. New pages only; existing ones
 * gain the room as they are pruned.
 */
export class SurveysQuotesFillfactor extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table surveys.quotes set (fillfactor = 70)');
  }
}
