import { Migration } from '@mikro-orm/migrations';

export class SurveysProjectsTags extends Migration {
  override async up(): Promise<void> {
    // legacy_id: v1 also addresses projects and tags by number ("numeric ids", legacy integers).
    this.addSql(`create table if not exists surveys.projects (
      id uuid primary key,
      legacy_id bigserial not null unique,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      name text not null check (length(name) between 1 and 200),
      description text not null default '' check (length(description) <= 2000),
      goal text not null default '' check (length(goal) <= 2000),
      archived boolean not null default false,
      bookmarked boolean not null default false,
      created_by uuid references accounts.users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    // Lists are per team, newest first (UUIDv7 ids sort by creation).
    this.addSql(`create index if not exists projects_team_idx on surveys.projects(team_id, id desc)`);
    this.addSql(`create table if not exists surveys.tags (
      id uuid primary key,
      legacy_id bigserial not null unique,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      created_at timestamptz not null default now())`);
    // One tag per name and team, whatever the case ("Pets" and "pets" are the same tag).
    this.addSql(`create unique index if not exists tags_team_name_idx on surveys.tags(team_id, lower(name))`);
    this.addSql(`create table if not exists surveys.survey_projects (
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      project_id uuid not null references surveys.projects(id) on delete cascade,
      primary key (survey_id, project_id))`);
    this.addSql(`create index if not exists survey_projects_project_idx on surveys.survey_projects(project_id)`);
    this.addSql(`create table if not exists surveys.survey_tags (
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      tag_id uuid not null references surveys.tags(id) on delete cascade,
      primary key (survey_id, tag_id))`);
    this.addSql(`create index if not exists survey_tags_tag_idx on surveys.survey_tags(tag_id)`);
  }
}
