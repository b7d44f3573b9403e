import { Migration } from '@mikro-orm/migrations';

/**
 * The `ai` insight of each question with valid responses (subgraphs/surveys/analysis/insights): computed
 * when the survey completes, replaced when it completes again. `computed_at` against the
 * survey's completion and its latest rejection tells the reconciler which are out of date.
 */
export class SurveysInsights extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists surveys.question_insights (
      question_id uuid primary key references surveys.questions(id) on delete cascade,
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      insight jsonb not null,
      computed_at timestamptz not null)`);
    this.addSql(`create index if not exists question_insights_survey_idx on surveys.question_insights (survey_id)`);
  }
}
