import { Migration } from '@mikro-orm/migrations';

/**
 * Real respondents (issue 19). A rejected respondent records why (`rejection_reason`, null while
 * valid): a client's not_helpful flag, or an automatic quality check; respondents rejected before
 * this migration were all flagged. Each survey gets an unguessable preview token, the capability
 * behind its `/r/preview/<token>` link: the column default gives existing and raw-SQL rows one
 * each (a volatile default is evaluated per row), and the entity sets one on create.
 */
export class SurveysRespondentQuality extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table surveys.respondents add column if not exists rejection_reason text`);
    this.addSql(`alter table surveys.respondents drop constraint if exists respondents_rejection_reason_check`);
    this.addSql(`alter table surveys.respondents add constraint respondents_rejection_reason_check
      check (rejection_reason is null or rejection_reason in ('flagged_not_helpful','speeding','straight_lining','duplicate_explanations'))`);
    this.addSql(`update surveys.respondents set rejection_reason = 'flagged_not_helpful' where rejected_at is not null and rejection_reason is null`);
    this.addSql(`alter table surveys.surveys add column if not exists preview_token text not null
      default (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`);
    this.addSql(`create unique index if not exists surveys_preview_token_idx on surveys.surveys(preview_token)`);
  }
}
