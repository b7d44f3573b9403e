import { Migration } from '@mikro-orm/migrations';

/**
 * v1's `text` filter on a stored, indexed document (issue 38): it built a tsvector of the name and
 * every prompt per row, per request, twice (count and page): 7.6 s at 100k surveys. Now
 * `search_doc` holds that same document ('simple' configuration: words as written, no stemming,
 * as before) under a GIN index, kept by triggers wherever a name or a prompt changes — the
 * service's writes, SQL fixtures and future migrations alike.
 */
export class SurveysSearchDoc extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table surveys.surveys add column if not exists search_doc tsvector not null default ''::tsvector`);
    this.addSql(`create or replace function surveys.search_doc_of(survey uuid, name text) returns tsvector language sql stable as $$
      select to_tsvector('simple', name || ' ' || coalesce((select string_agg(q.prompt, ' ' order by q.position) from surveys.questions q where q.survey_id = survey), ''))
    $$`);
    this.addSql(`create or replace function surveys.survey_search_doc() returns trigger language plpgsql as $$
      begin
        new.search_doc := surveys.search_doc_of(new.id, new.name);
        return new;
      end $$`);
    this.addSql(`create or replace function surveys.question_search_doc() returns trigger language plpgsql as $$
      begin
        update surveys.surveys s set search_doc = surveys.search_doc_of(s.id, s.name)
         where s.id in (select survey_id from changed);
        return null;
      end $$`);
    this.addSql('drop trigger if exists surveys_search_doc on surveys.surveys');
    this.addSql(`create trigger surveys_search_doc before insert or update of name on surveys.surveys
      for each row execute function surveys.survey_search_doc()`);
    for (const [event, table] of [
      ['insert', 'new table as changed'],
      ['update', 'new table as changed'],
      ['delete', 'old table as changed'],
    ]) {
      this.addSql(`drop trigger if exists questions_search_doc_${event} on surveys.questions`);
      this.addSql(`create trigger questions_search_doc_${event} after ${event} on surveys.questions
        referencing ${table} for each statement execute function surveys.question_search_doc()`);
    }
    this.addSql(`update surveys.surveys s set search_doc = surveys.search_doc_of(s.id, s.name)`);
    this.addSql('create index if not exists surveys_search_idx on surveys.surveys using gin (search_doc)');
  }
}
