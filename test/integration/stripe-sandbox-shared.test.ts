import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { mountStripeSandbox, sandboxApiKey, startStripeSandbox } from '../../sandbox/stripe';
import { createStripeClient } from '../../subgraphs/billing/payments/stripe-client';
import { TEST_DATABASE_URL } from '../helpers/test-env';

/**
 * The sandbox as shared, durable infrastructure (issue 27): several processes serve one state
 * in PostgreSQL, and a restarted one forgets nothing. Each sandbox here stands for a replica.
 */
const WEBHOOK_SECRET = 'whsec_sharedSandbox';
const database = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 6 });
interface Served {
  url: string;
  close(): Promise<void>;
}
/** On a port of its own, as tests start one. */
const start = async (): Promise<Served> => startStripeSandbox({ port: 0, webhookSecret: WEBHOOK_SECRET, database });
/** Under a path of another app, as the service serves it (/stripe-sandbox). */
async function mounted(): Promise<Served> {
  const app = Fastify();
  let url = '';
  const sandbox = await mountStripeSandbox(app, { prefix: '/stripe-sandbox', publicUrl: () => url, webhookSecret: WEBHOOK_SECRET, log: pino({ level: 'silent' }), database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stripe-sandbox`;
  return { url, close: () => sandbox.close().then(() => app.close()) };
}
const KEY = sandboxApiKey(WEBHOOK_SECRET, 'shared');
const client = (s: Served) => createStripeClient(KEY, s.url);

let a: Served;
let b: Served;
beforeAll(async () => {
  [a, b] = await Promise.all([start(), mounted()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database.end();
});

const rowCount = async (kind: string, id: string) =>
  (await database.query('select count(*)::int as n from stripe_sandbox.objects where kind = $1 and id = $2 and data is not null', [kind, id])).rows[0].n;

describe('one sandbox state, any process', () => {
  it('a customer and card saved through one process are charged through another, and stored as rows', async () => {
    const customer = await client(a).customers.create({ name: 'Shared Co' });
    const pm = await client(b).paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await client(a).customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const seen = await client(b).customers.retrieve(customer.id);
    expect(seen).toMatchObject({ id: customer.id, invoice_settings: { default_payment_method: pm.id } });
    const pi = await client(b).paymentIntents.create({ amount: 1250, currency: 'usd', customer: customer.id, payment_method: pm.id, off_session: true, confirm: true });
    expect(pi.status).toBe('succeeded');
    const listed = await client(a).paymentIntents.list({ customer: customer.id });
    expect(listed.data.map((x) => [x.id, x.status, x.amount])).toEqual([[pi.id, 'succeeded', 1250]]);
    expect(await rowCount('customers', customer.id)).toBe(1);
    expect(await rowCount('paymentMethods', pm.id)).toBe(1);
    expect(await rowCount('paymentIntents', pi.id)).toBe(1);
  });

  it('an Idempotency-Key used on one process replays on another, mounted under a path or not: one charge', async () => {
    const customer = await client(a).customers.create({});
    const params = { amount: 900, currency: 'usd', customer: customer.id, payment_method: 'pm_card_visa', confirm: true };
    for (const [first, second] of [
      [a, b],
      [b, a],
      [b, b],
    ]) {
      const key = randomUUID();
      const charged = await client(first).paymentIntents.create(params, { idempotencyKey: key });
      const replay = await client(second).paymentIntents.create(params, { idempotencyKey: key });
      expect(replay.id).toBe(charged.id);
      expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    }
    expect((await client(a).paymentIntents.list({ customer: customer.id })).data).toHaveLength(3);
    const [stored] = (await database.query(`select count(*)::int as n from stripe_sandbox.objects where kind = 'idempotency' and data->>'status' = '200'`)).rows;
    expect(stored.n).toBeGreaterThanOrEqual(3);
  });

  it('concurrent writes through both processes all land (no lost update)', async () => {
    const customer = await client(a).customers.create({});
    const writes = Array.from({ length: 16 }, (_, i) => client(i % 2 ? a : b).customers.update(customer.id, { metadata: { [`k${i}`]: String(i) } }));
    await Promise.all(writes);
    const final = await client(b).customers.retrieve(customer.id);
    expect(final.deleted).toBeUndefined();
    expect(Object.keys((final as Stripe.Customer).metadata).sort()).toEqual(Array.from({ length: 16 }, (_, i) => `k${i}`).sort());
  });

  it('a deletion through one process is seen by the other', async () => {
    const customer = await client(a).customers.create({});
    await client(b).customers.retrieve(customer.id); // cached there
    await client(a).customers.del(customer.id);
    expect(await client(b).customers.retrieve(customer.id)).toMatchObject({ id: customer.id, deleted: true });
    await expect(client(b).customers.update(customer.id, { name: 'x' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('a process started after another stopped knows every saved card (nothing lives only in memory)', async () => {
    const customer = await client(a).customers.create({});
    const pm = await client(a).paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await a.close();
    a = await start();
    const c = await start();
    try {
      const saved = await client(c).customers.listPaymentMethods(customer.id);
      expect(saved.data.map((x) => [x.id, x.card?.last4])).toEqual([[pm.id, '4242']]);
    } finally {
      await c.close();
    }
  });

  it('a payment the database refuses to store is not paid and sends no event; paid once it can be stored', async () => {
    const ref = `refuse-${randomUUID()}`;
    await database.query(`create or replace function stripe_sandbox.refuse_for_test() returns trigger language plpgsql as $$
      begin
        if new.kind = 'checkoutSessions' and new.data->>'clientReferenceId' like 'refuse-%' and new.data->>'status' = 'complete' then
          raise exception 'refused for a test';
        end if;
        return new;
      end $$`);
    await database.query('create trigger refuse_for_test before insert or update on stripe_sandbox.objects for each row execute function stripe_sandbox.refuse_for_test()');
    const customer = await client(b).customers.create({});
    const session = await client(b).checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      client_reference_id: ref,
      success_url: 'https://example.test/done',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 4000, product_data: { name: '20 credits' } } }],
    });
    const pay = () =>
      fetch(session.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'cardNumber=4242424242424242&expiry=12%2F34&cvc=123',
        redirect: 'manual',
      });
    const sent = async () =>
      (
        (await (await fetch(`${b.url}/_sandbox/events`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as {
          data: { type: string; event: { data: { object: { id: string } } } }[];
        }
      ).data.filter((e) => e.type === 'checkout.session.completed' && e.event.data.object.id === session.id);
    try {
      expect((await pay()).status).toBe(500);
      expect(await sent()).toEqual([]);
      expect((await client(a).checkout.sessions.retrieve(session.id)).status).toBe('open');
    } finally {
      await database.query('drop trigger refuse_for_test on stripe_sandbox.objects');
    }
    expect((await pay()).status).toBe(200);
    expect(await sent()).toHaveLength(1);
    expect((await client(a).checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('refuses live keys: a sandbox never takes a live payment', async () => {
    for (const s of [a, b]) {
      const live = createStripeClient('sk_live_misconfigured', s.url);
      await expect(live.customers.create({})).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/test-mode keys .* only/) });
    }
  });
});
