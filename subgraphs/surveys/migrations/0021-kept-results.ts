import { Migration } from '@mikro-orm/migrations';

/**
 * Results counted once per survey version, not per read (issue 38). `results_version` moves in
 * the same transaction as every change the counts depend on (a collection step's valid
 * respondents, a rejection), under the survey row lock those writers already hold; a read
 * serves `survey_results` only when its version is the survey's current one, and counts again
 * otherwise (fieldwork/results/kept-counts.ts). No foreign key, as for quotes: a read that
 * stores its counts must not wait on the survey row that collection holds.
 */
export class SurveysKeptResults extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table surveys.surveys add column if not exists results_version bigint not null default 0');
    this.addSql(`create table if not exists surveys.survey_results (
      survey_id uuid not null,
      kind text not null check (kind in ('totals', 'segments')),
      version bigint not null,
      counts jsonb not null,
      computed_at timestamptz not null default now(),
      primary key (survey_id, kind))`);
  }
}
