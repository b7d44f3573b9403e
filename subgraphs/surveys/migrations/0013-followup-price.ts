import { Migration } from '@mikro-orm/migrations';

/**
 * What each follow-up was charged, in credit units (issue 22: the team's plan discount applies
 * to follow-ups too, so the price is no longer one constant). Earlier ones cost 1 credit.
 */
export class SurveysFollowupPrice extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table surveys.followups add column if not exists units_charged integer not null default 100 check (units_charged >= 0)');
  }
}
