import { Migration } from '@mikro-orm/migrations';

/**
 * How many live (not deleted) surveys a team has per mode and status, kept by triggers (issue
 * 38): v1's default listing and its status filter read their total here instead of counting the
 * team's surveys on every page (18 ms at 100k, growing with the team). The triggers are deferred
 * to commit: a team's count row is a hot row, and locked by the statement that inserts a survey
 * it would be held while the transaction still waits on its client — with the pool full of
 * writers queued on it, the holder could not get the connection it needed to finish. At commit
 * it is held only while the commit completes. A change upserts its (at most two) rows in key
 * order, so two commits take them in the same order.
 */
export class SurveysSurveyCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists surveys.survey_counts (
      team_id uuid not null,
      livemode boolean not null,
      status text not null,
      n bigint not null,
      primary key (team_id, livemode, status))`);
    this.addSql(`create or replace function surveys.count_survey_change() returns trigger language plpgsql as $$
      begin
        insert into surveys.survey_counts as c (team_id, livemode, status, n)
        select team_id, livemode, status, sum(d) from (
          select old.team_id, old.livemode, old.status, -1 as d where tg_op <> 'INSERT' and old.deleted_at is null
          union all
          select new.team_id, new.livemode, new.status, 1 as d where tg_op <> 'DELETE' and new.deleted_at is null) x
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (team_id, livemode, status) do update set n = c.n + excluded.n;
        return null;
      end $$`);
    for (const name of ['surveys_count_insert', 'surveys_count_delete', 'surveys_count_update']) this.addSql(`drop trigger if exists ${name} on surveys.surveys`);
    this.addSql(`create constraint trigger surveys_count_insert after insert on surveys.surveys deferrable initially deferred
      for each row when (new.deleted_at is null) execute function surveys.count_survey_change()`);
    this.addSql(`create constraint trigger surveys_count_delete after delete on surveys.surveys deferrable initially deferred
      for each row when (old.deleted_at is null) execute function surveys.count_survey_change()`);
    this.addSql(`create constraint trigger surveys_count_update after update of status, deleted_at, team_id, livemode on surveys.surveys deferrable initially deferred
      for each row when (old.status is distinct from new.status or (old.deleted_at is null) <> (new.deleted_at is null) or old.team_id <> new.team_id or old.livemode <> new.livemode)
      execute function surveys.count_survey_change()`);
    this.addSql(`insert into surveys.survey_counts (team_id, livemode, status, n)
      select team_id, livemode, status, count(*) from surveys.surveys where deleted_at is null group by 1, 2, 3
      on conflict (team_id, livemode, status) do update set n = excluded.n`);
  }
}
