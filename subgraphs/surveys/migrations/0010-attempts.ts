import { Migration } from '@mikro-orm/migrations';

/**
 * People answering through the respondent app (/r/…): one attempt per provider respondent id per
 * survey, from entry through the screener and each question to an outcome. Answers are kept per
 * question so a reload resumes; the whole respondent is committed to surveys.respondents only when
 * the last question is answered. Preview walks record nothing, so they have no rows here.
 */
export class SurveysAttempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists surveys.attempts (
      id uuid primary key,
      token text not null unique,
      survey_id uuid not null references surveys.surveys (id),
      provider_id uuid references surveys.panel_providers (id),
      provider_respondent_id text not null,
      state text not null check (state in ('screening', 'answering', 'complete', 'screenout', 'overquota', 'rejected')),
      traits jsonb not null default '[]',
      answers jsonb not null default '{}',
      recording_url text,
      recording_uploads int not null default 0,
      started_at timestamptz not null,
      answering_since timestamptz,
      ended_at timestamptz,
      respondent_id uuid)`);
    this.addSql(`create unique index if not exists attempts_provider_respondent_idx
      on surveys.attempts (survey_id, coalesce(provider_id, '00000000-0000-0000-0000-000000000000'::uuid), provider_respondent_id)`);
    this.addSql(`create index if not exists attempts_quota_idx on surveys.attempts (survey_id, state)`);
  }
}
