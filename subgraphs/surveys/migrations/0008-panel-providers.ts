import { Migration } from '@mikro-orm/migrations';

/**
 * Panel providers (the marketplaces real people come from) and the entry links an operator hands
 * them: one unguessable token per (survey, provider). Where people are sent back to is the
 * provider's profile only, never a request parameter. Names are unique case-insensitively.
 * The survey foreign key briefly waits on a survey row locked by collection: links are made
 * rarely, by operators, so that is fine here (unlike surveys.quotes, written on every read).
 */
export class SurveysPanelProviders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists surveys.panel_providers (
      id uuid primary key,
      name text not null check (char_length(name) between 1 and 100),
      entry_param text not null check (entry_param ~ '^[A-Za-z][A-Za-z0-9_]{0,31}$'),
      complete_url text,
      screenout_url text,
      overquota_url text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create unique index if not exists panel_providers_name_idx on surveys.panel_providers (lower(name))`);
    this.addSql(`create table if not exists surveys.entry_links (
      token text primary key,
      survey_id uuid not null references surveys.surveys (id) on delete cascade,
      provider_id uuid not null references surveys.panel_providers (id),
      created_at timestamptz not null default now(),
      unique (survey_id, provider_id))`);
  }
}
