import { Migration } from '@mikro-orm/migrations';

export class SurveysInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists surveys`);
    this.addSql(`create table if not exists surveys.surveys (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      creator_user_id uuid references accounts.users(id) on delete set null,
      name text not null,
      country text not null check (country ~ '^[A-Z]{2}$'),
      sample_size integer not null check (sample_size > 0),
      status text not null check (status in ('unpublished','in-progress','completed','archived')),
      targeting text[] not null default '{}',
      reporting text[] not null default '{}',
      external_id text check (external_id is null or length(external_id) between 1 and 255),
      survey_intent text,
      is_mini_poll boolean not null default false,
      template_id text,
      num_responses integer not null default 0,
      quote jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      published_at timestamptz,
      completed_at timestamptz,
      stopped_at timestamptz,
      deleted_at timestamptz)`);
    // Lists are per team, newest first (UUIDv7 ids sort by creation).
    this.addSql(`create index if not exists surveys_team_idx on surveys.surveys(team_id, id desc) where deleted_at is null`);
    this.addSql(`create index if not exists surveys_external_id_idx on surveys.surveys(team_id, external_id) where external_id is not null`);
    this.addSql(`create table if not exists surveys.questions (
      id uuid primary key,
      survey_id uuid not null references surveys.surveys(id) on delete cascade,
      position integer not null,
      type text not null,
      variant text,
      prompt text not null,
      context jsonb,
      likert_scale text,
      unique (survey_id, position))`);
    this.addSql(`create table if not exists surveys.options (
      id uuid primary key,
      question_id uuid not null references surveys.questions(id) on delete cascade,
      position integer not null,
      kind text not null check (kind in ('text','image','imageSet','mockup','product')),
      label text,
      media_url text,
      image_set text[] not null default '{}',
      mockup jsonb,
      product jsonb,
      unique (question_id, position))`);
  }
}
