import { Migration } from '@mikro-orm/migrations';

/**
 * The survey a draft was duplicated from (issue 22: duplicating a survey). Surveys are only
 * soft-deleted, so the reference normally stays; should a row ever be removed, the copy simply
 * forgets its source.
 */
export class SurveysDuplicatedFrom extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table surveys.surveys add column if not exists duplicated_from uuid references surveys.surveys (id) on delete set null');
    // The foreign key's own lookups when a source row goes (on delete set null).
    this.addSql('create index if not exists surveys_duplicated_from_idx on surveys.surveys (duplicated_from) where duplicated_from is not null');
  }
}
