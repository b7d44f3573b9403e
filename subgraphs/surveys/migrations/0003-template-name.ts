import { Migration } from '@mikro-orm/migrations';

/** The template's name at creation, so a survey still names it after the template is retired. */
export class SurveysTemplateName extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table surveys.surveys add column if not exists template_name text`);
  }
}
