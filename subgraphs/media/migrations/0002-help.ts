import { Migration } from '@mikro-orm/migrations';

/**
 * The help search index (subgraphs/media/help): articles and their sections, each with a
 * tsvector in its locale's text-search configuration (english, spanish, russian; `simple`
 * over CJK character pairs for zh and ja). Filled from the Markdown files at start by
 * indexHelpArticles; the files are the source of truth, so these tables can always be rebuilt.
 */
export class MediaHelp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists media`);
    // One row: the generation of the article files the index was built from, and the indexer's format.
    this.addSql(`create table if not exists media.help_index (
      singleton boolean primary key default true check (singleton),
      generation_sha text not null,
      format integer not null,
      indexed_at timestamptz not null default now())`);
    this.addSql(`create table if not exists media.help_articles (
      id text not null,
      locale text not null check (locale in ('en', 'es', 'ru', 'zh', 'ja')),
      type text not null check (type in ('help', 'example', 'case_study', 'solution')),
      title text not null,
      description text not null,
      body text not null,
      body_chars integer not null,
      -- industries, useCases, pollType, pollUrl, company
      metadata jsonb not null,
      content_hash text not null,
      search tsvector not null,
      indexed_at timestamptz not null default now(),
      primary key (id, locale))`);
    this.addSql(`create index if not exists help_articles_search_idx on media.help_articles using gin (search)`);
    this.addSql(`create table if not exists media.help_sections (
      article_id text not null,
      locale text not null,
      position integer not null,
      heading text,
      markdown text not null,
      text text not null,
      search tsvector not null,
      primary key (article_id, locale, position),
      foreign key (article_id, locale) references media.help_articles (id, locale) on delete cascade)`);
  }
}
