import { Migration } from '@mikro-orm/migrations';

/** Help articles and their search index (filled in by the help search work). */
export class MediaHelp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists media`);
  }
}
