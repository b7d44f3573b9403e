import { Migration } from '@mikro-orm/migrations';

/**
 * Until when an attempt answering holds its place in the sample and its quotas (issue 36). It was
 * derived from `started_at`; a column of its own lets a commit that failed give the place back at
 * once instead of holding it for the rest of the hour. Attempts answering now keep the hour they had.
 */
export class SurveysAttemptPlaces extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table surveys.attempts add column if not exists place_held_until timestamptz');
    this.addSql(`update surveys.attempts set place_held_until = started_at + interval '60 minutes' where state = 'answering' and place_held_until is null`);
  }
}
