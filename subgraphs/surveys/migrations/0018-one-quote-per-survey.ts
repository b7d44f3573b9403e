import { Migration } from '@mikro-orm/migrations';

/**
 * One recorded quote per survey (issue 38): every read appended a row, so the table grew with
 * reads (443k rows, 439 MB from half an hour of reads). Each survey keeps its latest row; a read
 * writes only when the price changed or the stored `quoted_at` is a minute old (survey-quote.ts).
 * Still no foreign key: its check would lock the survey row against collection's FOR UPDATE.
 */
export class SurveysOneQuotePerSurvey extends Migration {
  override async up(): Promise<void> {
    this.addSql(keepLatestQuotesSql('surveys.quotes'));
    this.addSql('drop index if exists surveys.quotes_latest_idx');
    this.addSql('create unique index if not exists quotes_survey_idx on surveys.quotes (survey_id)');
  }
}

/** Deletes every quote row but each survey's latest (by time, then id). Exported for its test. */
export const keepLatestQuotesSql = (table: string) =>
  `delete from ${table} q where exists (select 1 from ${table} n where n.survey_id = q.survey_id and (n.quoted_at, n.id) > (q.quoted_at, q.id))`;
