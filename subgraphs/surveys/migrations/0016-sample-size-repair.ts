import { Migration } from '@mikro-orm/migrations';

/**
 * Surveys written with a sample size the price table refuses (issue 36: creates and edits were
 * priced after the row was written, so a refused request left its draft or change behind).
 * Each is clamped to the nearest bound the table allowed when they were written, 10 or 5000,
 * and its updatedAt moves. No check constraint is added: the bounds are price-table data
 * (price-table.json), checked before every write by survey-rules.ts.
 */
export const REPAIR_SAMPLE_SIZES_SQL = `update surveys.surveys
   set sample_size = least(greatest(sample_size, 10), 5000), updated_at = now()
 where sample_size < 10 or sample_size > 5000`;

export class SurveysSampleSizeRepair extends Migration {
  override async up(): Promise<void> {
    this.addSql(REPAIR_SAMPLE_SIZES_SQL);
  }
}
