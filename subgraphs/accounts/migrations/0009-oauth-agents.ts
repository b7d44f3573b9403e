import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth for agents over MCP (issue 39). Apps may register themselves (RFC 7591 dynamic
 * registration, or a Client ID Metadata Document): such an app belongs to no team. A grant, and
 * every code and token of it, names the resource it is for (RFC 8707: null is the v1 REST API,
 * else the MCP endpoint's URL) and the mode it acts in (test or live, chosen at consent).
 */
export class AccountsOAuthAgents extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table accounts.oauth_clients alter column team_id drop not null');
    this.addSql(`alter table accounts.oauth_clients add column if not exists registration text not null default 'console'`);
    this.addSql('alter table accounts.oauth_clients add column if not exists metadata_url text');
    this.addSql('create unique index if not exists oauth_clients_metadata_url on accounts.oauth_clients (metadata_url) where revoked_at is null');
    for (const table of ['oauth_grants', 'oauth_codes', 'oauth_refresh_tokens', 'oauth_access_tokens']) {
      this.addSql(`alter table accounts.${table} add column if not exists resource text`);
      this.addSql(`alter table accounts.${table} add column if not exists livemode boolean not null default true`);
    }
  }
}
