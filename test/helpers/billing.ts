import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { createStripeClient } from '../../subgraphs/billing/payments/stripe-client';
import { expect } from 'vitest';
import { grantCreditsNow } from '../../subgraphs/billing/ledger.service';
import { creditsToUnits } from '../../platform/money';
import { sandboxApiKey, teamAccount } from '../../sandbox/stripe';

/** Grants credits straight through the ledger (as the CLI does), expiring in `days`. */
export async function grant(em: EntityManager, teamId: string, credits: number, opts: { days?: number; livemode?: boolean } = {}) {
  await grantCreditsNow(
    em,
    { teamId, livemode: opts.livemode ?? true },
    {
      units: creditsToUnits(credits),
      expiresAt: new Date(Date.now() + (opts.days ?? 30) * 86_400_000),
      source: 'grant',
    },
  );
}

/** Submits a hosted page's card form (checkout or portal) the way a browser form POST does. */
export async function submitCard(pageUrl: string, cardNumber: string): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/34', cvc: '123' }).toString(),
    redirect: 'manual',
  });
}

/** The development (and test) default of STRIPE_SANDBOX_WEBHOOK_SECRET, which sandbox keys derive from. */
export const DEV_SANDBOX_SECRET = 'whsec_sandbox_0123456789abcdef0123456789abcdef';

/** The sandbox key the service presents for a team in a mode (sandbox/stripe/keys.ts). */
export function sandboxKeyOf(teamId: string, opts: { livemode?: boolean; secret?: string } = {}): string {
  return sandboxApiKey(opts.secret ?? DEV_SANDBOX_SECRET, teamAccount(teamId, opts.livemode ?? true));
}

/** The real SDK pointed at a test service's sandbox as one team in one mode (live by default), for reading what was charged. */
export function sandboxStripe(sandboxUrl: string, teamId: string, opts: { livemode?: boolean; secret?: string } = {}): Stripe {
  return createStripeClient(sandboxKeyOf(teamId, opts), sandboxUrl);
}

/** The team's provider customer id for a mode, or null. */
export async function customerIdOf(em: EntityManager, teamId: string, livemode = true): Promise<string | null> {
  const rows = await em.execute<{ provider_customer_id: string }[]>('select provider_customer_id from billing.customers where team_id = ? and livemode = ?', [teamId, livemode]);
  return rows[0]?.provider_customer_id ?? null;
}

/** Succeeded charges of the team's customer in the sandbox. */
export async function chargesOf(stripe: Stripe, em: EntityManager, teamId: string): Promise<Stripe.PaymentIntent[]> {
  const customer = await customerIdOf(em, teamId);
  if (!customer) return [];
  const list = await stripe.paymentIntents.list({ customer, limit: 100 });
  return list.data.filter((pi) => pi.status === 'succeeded');
}

/** Everything money-related of a team, for "nothing changed" assertions. */
export async function moneyState(em: EntityManager, teamId: string) {
  const [row] = await em.execute<Record<string, string>[]>(
    `select (select count(*) from billing.orders where team_id = ?) as orders,
            (select count(*) from billing.ledger_entries where team_id = ?) as entries,
            (select coalesce(sum(units), 0) from billing.ledger_entries where team_id = ?) as units,
            (select count(*) from platform.outbox where type = 'order.paid' and payload->>'teamId' = ?) as order_events`,
    [teamId, teamId, teamId, teamId],
  );
  return { orders: Number(row.orders), entries: Number(row.entries), units: Number(row.units), orderEvents: Number(row.order_events) };
}

/** The ledger invariant: per wallet, the sum of entries equals what the buckets hold, and no bucket is negative. */
export async function expectLedgerInvariant(em: EntityManager, teamId: string) {
  const rows = await em.execute<{ livemode: boolean; entries: string; buckets: string }[]>(
    `select b.livemode,
            (select coalesce(sum(units), 0) from billing.ledger_entries e where e.team_id = b.team_id and e.livemode = b.livemode) as entries,
            sum(b.units_remaining) as buckets
       from billing.credit_buckets b where b.team_id = ? group by b.team_id, b.livemode`,
    [teamId],
  );
  for (const r of rows) expect({ livemode: r.livemode, balance: Number(r.entries) }).toEqual({ livemode: r.livemode, balance: Number(r.buckets) });
}

/** The ledger invariant for every wallet in the database (run after each money test); any client that runs SQL. */
export async function expectLedgerInvariantEverywhere(em: { execute(sql: string): Promise<unknown[]> }) {
  const broken = await em.execute(
    `select b.team_id, b.livemode, sum(b.units_remaining)::bigint as buckets,
            (select coalesce(sum(units), 0) from billing.ledger_entries e where e.team_id = b.team_id and e.livemode = b.livemode)::bigint as entries
       from billing.credit_buckets b group by b.team_id, b.livemode
     having sum(b.units_remaining) <> (select coalesce(sum(units), 0) from billing.ledger_entries e where e.team_id = b.team_id and e.livemode = b.livemode)`,
  );
  expect(broken).toEqual([]);
}
