import { Migration } from '@mikro-orm/migrations';

/**
 * Share links of a survey's results page: an unguessable token a team hands to people outside
 * it, revocable. Reading through one is read-only and sees only that survey.
 */
export class SurveysShareLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists surveys.share_links (
      id uuid primary key,
      token text not null unique,
      survey_id uuid not null references surveys.surveys (id),
      created_by uuid,
      created_at timestamptz not null,
      revoked_at timestamptz)`);
    this.addSql(`create index if not exists share_links_survey_idx on surveys.share_links (survey_id, created_at)`);
  }
}
