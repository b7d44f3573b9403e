import { Migration } from '@mikro-orm/migrations';

/**
 * Rendered PDF and PNG reports of a survey, one per format, language and preview flag. The
 * bytes live in media storage under `storage_key`; `responses` is the count they were drawn
 * from, so a report older than the survey's results is rendered again.
 */
export class SurveysReports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists surveys.reports (
      id uuid primary key,
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      format text not null check (format in ('pdf','png')),
      language text not null check (language in ('en','es','ru','zh','ja')),
      is_preview boolean not null default false,
      storage_key text not null,
      content_type text not null,
      bytes integer not null check (bytes >= 0),
      responses integer not null,
      created_at timestamptz not null default now(),
      unique (survey_id, format, language, is_preview))`);
  }
}
