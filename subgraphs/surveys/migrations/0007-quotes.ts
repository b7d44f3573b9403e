import { Migration } from '@mikro-orm/migrations';

/**
 * Every read records a fresh quote (spec: Publish rules) — as an appended row, not an update of
 * the survey: with several replicas, reads updating the survey row queued on its lock behind
 * each other and behind collection steps. Publish honours the latest row; old rows are pruned.
 * No foreign key: its check would lock the survey row (KEY SHARE) against collection's FOR UPDATE.
 */
export class SurveysQuotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists surveys.quotes (
      id uuid primary key,
      survey_id uuid not null,
      quote jsonb not null,
      quoted_at timestamptz not null)`);
    this.addSql(`create index if not exists quotes_latest_idx on surveys.quotes (survey_id, quoted_at desc, id desc)`);
    this.addSql(`insert into surveys.quotes (id, survey_id, quote, quoted_at)
      select gen_random_uuid(), id, quote, coalesce((quote->>'quotedAt')::timestamptz, updated_at)
        from surveys.surveys s
       where s.quote is not null and not exists (select 1 from surveys.quotes q where q.survey_id = s.id)`);
    this.addSql(`alter table surveys.surveys drop column if exists quote`);
  }
}
