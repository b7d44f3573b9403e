import { Migration } from '@mikro-orm/migrations';

/**
 * Test and live as two disjoint worlds (docs/decisions.md, "Test and live"): projects and tags
 * get a mode, fixed at creation; surveys had one only once published. Existing projects and tags
 * are live (v1, where they are made, is live for legacy keys and OAuth); so are existing drafts,
 * which could not know the key that made them — a test integration re-creates its drafts for free,
 * while a live draft never becomes payable from the test wallet.
 */
export class SurveysModes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table surveys.projects add column if not exists livemode boolean not null default true`);
    this.addSql(`alter table surveys.tags add column if not exists livemode boolean not null default true`);
    this.addSql(`alter table surveys.projects alter column livemode drop default`);
    this.addSql(`alter table surveys.tags alter column livemode drop default`);
    this.addSql(`update surveys.surveys set livemode = true where status = 'unpublished' and not livemode`);
    this.addSql(`alter table surveys.surveys alter column livemode drop default`);
    // One tag per name, team and mode; lists and lookups filter by team and mode.
    this.addSql(`drop index if exists surveys.tags_team_name_idx`);
    this.addSql(`create unique index if not exists tags_owner_name_idx on surveys.tags(team_id, livemode, lower(name))`);
    this.addSql(`drop index if exists surveys.projects_team_idx`);
    this.addSql(`create index if not exists projects_owner_idx on surveys.projects(team_id, livemode, id desc)`);
    this.addSql(`drop index if exists surveys.surveys_team_idx`);
    this.addSql(`create index if not exists surveys_owner_idx on surveys.surveys(team_id, livemode, id desc) where deleted_at is null`);
  }
}
