import { Migration } from '@mikro-orm/migrations';

/** The media domain's schema; hosted uploads arrive with the media issue. */
export class MediaInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists media`);
  }
}
