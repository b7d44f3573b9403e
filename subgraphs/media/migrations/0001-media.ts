import { Migration } from '@mikro-orm/migrations';

/** The media domain's schema and its hosted uploads (subgraphs/media/uploads). */
export class MediaInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists media`);
    // An embedded video (YouTube, Vimeo, Loom) has no file: no key, type or size, and its url is the source.
    this.addSql(`create table if not exists media.assets (
      id uuid primary key,
      team_id uuid not null references accounts.teams(id) on delete cascade,
      livemode boolean not null,
      resource_type text not null check (resource_type in ('image','video')),
      embedded boolean not null,
      url text not null,
      storage_key text unique,
      content_type text,
      bytes integer check (bytes between 1 and 20971520),
      filename text check (length(filename) <= 255),
      source_url text check (length(source_url) <= 2048),
      created_at timestamptz not null default now(),
      check (embedded = (storage_key is null)),
      check ((storage_key is null) = (content_type is null) and (storage_key is null) = (bytes is null)),
      check (not embedded or (resource_type = 'video' and source_url = url)))`);
    this.addSql(`create index if not exists assets_team_idx on media.assets(team_id, id desc)`);
  }
}
