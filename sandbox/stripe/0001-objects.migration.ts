import { Migration } from '@mikro-orm/migrations';

/**
 * The Stripe sandbox's state (persistence.ts): one row per object, keyed by kind and id, with
 * the sequence number of its last write so each process loads only what changed. A deleted
 * object keeps its row with data null, so other processes learn of the deletion.
 */
export class StripeSandboxObjects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create schema if not exists stripe_sandbox`);
    this.addSql(`create sequence if not exists stripe_sandbox.objects_seq`);
    this.addSql(`create table if not exists stripe_sandbox.objects (
      kind text not null,
      id text not null,
      data jsonb,
      seq bigint not null default nextval('stripe_sandbox.objects_seq'),
      written_at timestamptz not null default now(),
      primary key (kind, id)
    )`);
    this.addSql(`create index if not exists objects_seq_idx on stripe_sandbox.objects (seq)`);
  }
}
