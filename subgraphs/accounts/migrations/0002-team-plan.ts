import { Migration } from '@mikro-orm/migrations';

/** A team's plan: pay-as-you-go (`payg`) or a subscription (`growth`, `enterprise`). */
export class AccountsTeamPlan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table accounts.teams add column if not exists plan text not null default 'payg' check (plan in ('payg','growth','enterprise'))`);
  }
}
