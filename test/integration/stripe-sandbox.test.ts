import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxApiKey, startStripeSandbox, type StripeSandbox } from '../../sandbox/stripe';
import { ProviderCustomerMissingError, ProviderSignatureError, ProviderUnavailableError, type PaymentProvider } from '../../subgraphs/billing/payments/provider';
import { createStripeProvider } from '../../subgraphs/billing/payments/stripe-provider';
import { TEST_DATABASE_URL } from '../helpers/test-env';
import { waitFor } from '../helpers/wait-for';

const WEBHOOK_SECRET = 'whsec_sandboxIntegration';
/** One account's key, issued as the service issues them (sandbox/stripe/keys.ts). */
const SECRET_KEY = sandboxApiKey(WEBHOOK_SECRET, 'integration');

interface Delivery {
  id: string;
  type: string;
  object: Record<string, unknown>;
  raw: Buffer;
  signature: string;
  answered: number;
}

/** A webhook target on loopback that records every delivery; `failFirst` answers 500 to each event's first N deliveries. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const state = { failFirst: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const event = JSON.parse(raw.toString('utf8')) as { id: string; type: string; data: { object: Record<string, unknown> } };
      const answered = deliveries.filter((d) => d.id === event.id).length < state.failFirst ? 500 : 200;
      deliveries.push({ id: event.id, type: event.type, object: event.data.object, raw, signature: String(req.headers['stripe-signature']), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/stripe`, deliveries, state, close: () => new Promise((r) => server.close(r)) };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sandbox: StripeSandbox;
let provider: PaymentProvider;
let stripe: Stripe;
// State in PostgreSQL, as the service runs it (the in-memory store is covered by publish-crash).
const database = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 3 });

beforeAll(async () => {
  receiver = await startReceiver();
  // Fast retries so the retry test needs no long waits.
  const retry = { attempts: 5, minDelayMs: 10, maxDelayMs: 50 };
  sandbox = await startStripeSandbox({ port: 0, webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, retry, database });
  provider = createStripeProvider({ secretKey: SECRET_KEY, apiUrl: sandbox.url, webhookSecret: WEBHOOK_SECRET, kind: 'sandbox' });
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: sandbox.port, protocol: 'http', telemetry: false });
});

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
  await database.end();
});

const newCustomer = async () => (await provider.createCustomer({ teamId: randomUUID(), teamName: 'Acme', idempotencyKey: randomUUID() })).customerId;

/** Attaches a test token (a new pm_… results) and makes it the default, as the portal does. */
async function saveCard(customerId: string, token: string): Promise<string> {
  const pm = await stripe.paymentMethods.attach(token, { customer: customerId });
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
  return pm.id;
}

const charge = (customerId: string, paymentMethodId: string, overrides: { amountCents?: number; idempotencyKey?: string } = {}) =>
  provider.chargeOffSession({
    customerId,
    paymentMethodId,
    amountCents: overrides.amountCents ?? 2_500,
    currency: 'usd',
    description: '25 survey credits',
    metadata: { orderId: 'ord_1', teamId: 'tm_1' },
    idempotencyKey: overrides.idempotencyKey ?? randomUUID(),
  });

const checkout = (customerId: string, orderId: string, productName = '20 survey credits') =>
  provider.createCheckoutSession({
    customerId,
    amountCents: 2_000,
    currency: 'usd',
    productName,
    successUrl: 'https://app.example.test/billing/success?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://app.example.test/billing/cancel',
    metadata: { orderId },
    clientReferenceId: orderId,
    idempotencyKey: randomUUID(),
  });

async function postForm(url: string, fields: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  return { status: res.status, html: await res.text() };
}

const deliveryOf = (type: string, objectId: string) =>
  waitFor(() => receiver.deliveries.find((d) => d.type === type && d.object.id === objectId), { what: `${type} for ${objectId}` });

interface SandboxEventRecord {
  id: string;
  type: string;
  target: string | null;
  attempts: number;
  delivered: boolean;
  pending: boolean;
  event: { data: { object: { id: string } } };
}
const sandboxEvents = async () =>
  ((await (await fetch(`${sandbox.url}/_sandbox/events`, { headers: { authorization: `Bearer ${SECRET_KEY}` } })).json()) as { data: SandboxEventRecord[] }).data;

describe('Stripe API subset through the provider', () => {
  it('creates a customer once per idempotency key', async () => {
    const teamId = randomUUID();
    const input = { teamId, teamName: 'Acme <Research>', idempotencyKey: randomUUID() };
    const first = await provider.createCustomer(input);
    const again = await provider.createCustomer(input);
    expect(first.customerId).toMatch(/^cus_/);
    expect(again).toEqual(first);
    const customer = await stripe.customers.retrieve(first.customerId);
    expect(customer).toMatchObject({ id: first.customerId, object: 'customer', livemode: false, name: 'Acme <Research>', metadata: { teamId } });
  });

  it('answers 401 without a secret key and 404 resource_missing for an unknown customer', async () => {
    const res = await fetch(`${sandbox.url}/v1/customers/cus_x`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const wrongKey = new Stripe('pk_test_notasecret', { host: '127.0.0.1', port: sandbox.port, protocol: 'http', telemetry: false });
    await expect(wrongKey.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', type: 'StripeInvalidRequestError' });
    await expect(provider.defaultCard('cus_missing')).rejects.toBeInstanceOf(ProviderCustomerMissingError);
  });

  it('deletes a customer: GET answers {deleted: true}, every other call about it is resource_missing', async () => {
    const customerId = await newCustomer();
    const pmId = await saveCard(customerId, 'pm_card_visa');
    const deleted = await stripe.customers.del(customerId);
    expect({ ...deleted }).toEqual({ id: customerId, object: 'customer', deleted: true });
    expect({ ...(await stripe.customers.retrieve(customerId)) }).toEqual({ id: customerId, object: 'customer', deleted: true });

    const missing = { type: 'StripeInvalidRequestError', code: 'resource_missing', message: `No such customer: '${customerId}'` };
    await expect(stripe.customers.del(customerId)).rejects.toMatchObject({ ...missing, statusCode: 404 });
    await expect(stripe.customers.update(customerId, { name: 'Again' })).rejects.toMatchObject({ ...missing, statusCode: 404 });
    await expect(stripe.customers.listPaymentMethods(customerId)).rejects.toMatchObject({ ...missing, statusCode: 404 });
    await expect(stripe.paymentIntents.create({ amount: 2_500, currency: 'usd', customer: customerId })).rejects.toMatchObject({
      ...missing,
      statusCode: 400,
      param: 'customer',
    });
    // Its saved card went with it.
    expect((await stripe.paymentMethods.retrieve(pmId)).customer).toBeNull();

    // The provider reports each call about the customer as a missing customer, not a generic failure.
    await expect(provider.defaultCard(customerId)).rejects.toBeInstanceOf(ProviderCustomerMissingError);
    await expect(charge(customerId, pmId)).rejects.toBeInstanceOf(ProviderCustomerMissingError);
    await expect(checkout(customerId, `ord_${randomUUID()}`)).rejects.toBeInstanceOf(ProviderCustomerMissingError);
    await expect(provider.createPortalSession({ customerId, returnUrl: 'https://app.example.test/billing' })).rejects.toBeInstanceOf(ProviderCustomerMissingError);
  });

  it('a missing payment method stays a plain error: only a missing customer is reported as one', async () => {
    const customerId = await newCustomer();
    const err = await charge(customerId, 'pm_gone').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ code: 'resource_missing', param: 'payment_method' });
  });

  it('attaching pm_card_visa creates a new card that becomes the default', async () => {
    const customerId = await newCustomer();
    expect(await provider.defaultCard(customerId)).toBeNull();
    const pmId = await saveCard(customerId, 'pm_card_visa');
    expect(pmId).toMatch(/^pm_/);
    expect(pmId).not.toBe('pm_card_visa');
    expect(await provider.defaultCard(customerId)).toEqual({ paymentMethodId: pmId, brand: 'visa', last4: '4242' });
    const saved = await stripe.customers.listPaymentMethods(customerId);
    expect(saved.data.map((pm) => pm.id)).toEqual([pmId]);
  });

  it('charges a saved card off-session', async () => {
    const customerId = await newCustomer();
    const pmId = await saveCard(customerId, 'pm_card_visa');
    const result = await charge(customerId, pmId);
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
    const intent = await stripe.paymentIntents.retrieve((result as { paymentIntentId: string }).paymentIntentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 2_500,
      currency: 'usd',
      customer: customerId,
      payment_method: pmId,
      metadata: { orderId: 'ord_1', teamId: 'tm_1' },
    });
  });

  it('replays a charge retried with the same idempotency key and rejects the key with other parameters', async () => {
    const customerId = await newCustomer();
    const pmId = await saveCard(customerId, 'pm_card_visa');
    const idempotencyKey = randomUUID();
    const first = await charge(customerId, pmId, { idempotencyKey });
    const retried = await charge(customerId, pmId, { idempotencyKey });
    expect(retried).toEqual(first);
    const raw = await stripe.paymentIntents.create(
      {
        amount: 2_500,
        currency: 'usd',
        customer: customerId,
        payment_method: pmId,
        off_session: true,
        confirm: true,
        description: '25 survey credits',
        metadata: { orderId: 'ord_1', teamId: 'tm_1' },
      },
      { idempotencyKey },
    );
    expect(raw.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(charge(customerId, pmId, { idempotencyKey, amountCents: 9_900 })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const intents = await stripe.paymentIntents.list({ customer: customerId });
    expect(intents.data.map((pi) => pi.id)).toEqual([(first as { paymentIntentId: string }).paymentIntentId]);
  });

  it('reports a declined card as a result, with no succeeded intent', async () => {
    const customerId = await newCustomer();
    const pmId = await saveCard(customerId, 'pm_card_chargeDeclined');
    expect(await provider.defaultCard(customerId)).toMatchObject({ last4: '0002' });
    const result = await charge(customerId, pmId);
    expect(result).toEqual({
      status: 'declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    const intents = await stripe.paymentIntents.list({ customer: customerId });
    expect(intents.data.map((pi) => pi.status)).toEqual(['requires_payment_method']);
    await deliveryOf('payment_intent.payment_failed', (result as { paymentIntentId: string }).paymentIntentId);
  });

  it('reports a card that needs authentication off-session', async () => {
    const customerId = await newCustomer();
    const pmId = await saveCard(customerId, 'pm_card_authenticationRequired');
    const result = await charge(customerId, pmId);
    expect(result).toEqual({
      status: 'authentication_required',
      message: expect.stringContaining('requires authentication'),
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
  });

  it('throws ProviderUnavailableError when Stripe cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const unreachable = createStripeProvider({ secretKey: SECRET_KEY, apiUrl: `http://127.0.0.1:${port}`, webhookSecret: WEBHOOK_SECRET, kind: 'sandbox' });
    await expect(unreachable.defaultCard('cus_any')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('hosted checkout and signed webhooks', () => {
  it('completes checkout from a plain form post, saves the card and sends verifiable events', async () => {
    const customerId = await newCustomer();
    const orderId = `ord_${randomUUID()}`;
    const { sessionId, url } = await checkout(customerId, orderId, '20 credits <b>now</b>');
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${sandbox.url}/checkout/${sessionId}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form).toContain('20 credits &lt;b&gt;now&lt;/b&gt;');
    expect(form).toContain('$20.00');
    expect(form).toMatch(/id="cardNumber"/);

    const paid = await postForm(url, { cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123' });
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment complete');
    expect(paid.html).toContain(`href="https://app.example.test/billing/success?session=${sessionId}"`);

    const completed = await deliveryOf('checkout.session.completed', sessionId);
    const event = await provider.verifyEvent(completed.raw, completed.signature);
    expect(event).toEqual({
      id: completed.id,
      type: 'checkout.session.completed',
      rawType: 'checkout.session.completed',
      livemode: false,
      objectId: sessionId,
      metadata: { orderId },
      status: 'paid',
      paymentIntentId: expect.stringMatching(/^pi_/),
      amountCents: 2_000,
    });
    const tampered = Buffer.from(completed.raw.toString('utf8').replace('"amount_total":2000', '"amount_total":1'));
    await expect(provider.verifyEvent(tampered, completed.signature)).rejects.toThrow(ProviderSignatureError);
    await expect(provider.verifyEvent(completed.raw, '')).rejects.toThrow(ProviderSignatureError);

    const succeeded = await deliveryOf('payment_intent.succeeded', event.paymentIntentId!);
    expect(await provider.verifyEvent(succeeded.raw, succeeded.signature)).toMatchObject({
      type: 'payment_intent.succeeded',
      status: 'succeeded',
      metadata: { orderId },
      amountCents: 2_000,
    });
    expect(await provider.defaultCard(customerId)).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await stripe.checkout.sessions.retrieve(sessionId)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      payment_intent: event.paymentIntentId,
      client_reference_id: orderId,
    });

    // Paying again shows the completed session and changes nothing.
    const again = await postForm(url, { cardNumber: '4242424242424242' });
    expect(again.html).toContain('Payment complete');
    expect((await stripe.paymentIntents.list({ customer: customerId })).data).toHaveLength(1);
    const sent = (await sandboxEvents()).filter((e) => e.event.data.object.id === sessionId);
    expect(sent.map((e) => e.type)).toEqual(['checkout.session.completed']);
  });

  it('shows a declined card with 402, sends payment_intent.payment_failed and keeps the session open', async () => {
    const customerId = await newCustomer();
    const orderId = `ord_${randomUUID()}`;
    const { sessionId, url } = await checkout(customerId, orderId);
    const declined = await postForm(url, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    const failed = await waitFor(
      () => receiver.deliveries.find((d) => d.type === 'payment_intent.payment_failed' && (d.object.metadata as Record<string, string>).orderId === orderId),
      { what: 'payment_intent.payment_failed' },
    );
    expect(await provider.verifyEvent(failed.raw, failed.signature)).toMatchObject({ type: 'payment_intent.payment_failed', status: 'requires_payment_method' });
    expect(await stripe.checkout.sessions.retrieve(sessionId)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(await provider.defaultCard(customerId)).toBeNull();
  });

  it('asks for authentication at checkout, then completes', async () => {
    const customerId = await newCustomer();
    const { sessionId, url } = await checkout(customerId, `ord_${randomUUID()}`);
    const challenge = await postForm(url, { cardNumber: '4000002760003184' });
    expect(challenge.status).toBe(200);
    expect(challenge.html).toContain(`action="/checkout/${sessionId}/authenticate"`);
    expect(challenge.html).toContain('id="authenticate"');
    const done = await postForm(`${url}/authenticate`, {});
    expect(done.html).toContain('Payment complete');
    await deliveryOf('checkout.session.completed', sessionId);
    expect(await provider.defaultCard(customerId)).toMatchObject({ last4: '3184' });
  });

  it('replaces the default card from the billing portal', async () => {
    const customerId = await newCustomer();
    const oldPm = await saveCard(customerId, 'pm_card_visa');
    const { url } = await provider.createPortalSession({ customerId, returnUrl: 'https://app.example.test/billing' });
    expect(url).toMatch(new RegExp(`^${sandbox.url}/portal/bps_`));
    expect(await (await fetch(url)).text()).toContain('VISA •••• 4242');
    const saved = await postForm(url, { cardNumber: '4000 0000 0000 0002' });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('VISA •••• 0002');
    expect(saved.html).toContain('href="https://app.example.test/billing"');
    const card = await provider.defaultCard(customerId);
    expect(card).toMatchObject({ brand: 'visa', last4: '0002' });
    expect(card!.paymentMethodId).not.toBe(oldPm);
    // Saving never fails; the decline comes when the card is charged.
    expect(await charge(customerId, card!.paymentMethodId)).toMatchObject({ status: 'declined', declineCode: 'generic_decline' });
  });

  it('retries a webhook answered with 500 until it gets 200, with the same event id, then stops', async () => {
    receiver.state.failFirst = 2;
    try {
      const customerId = await newCustomer();
      const { sessionId, url } = await checkout(customerId, `ord_${randomUUID()}`);
      await postForm(url, { cardNumber: '4242424242424242' });
      const record = await waitFor(async () => (await sandboxEvents()).find((e) => e.type === 'checkout.session.completed' && e.event.data.object.id === sessionId && !e.pending), {
        what: 'delivery to finish',
      });
      expect(record).toMatchObject({ attempts: 3, delivered: true, target: receiver.url });
      const attempts = receiver.deliveries.filter((d) => d.id === record.id);
      expect(attempts.map((d) => d.answered)).toEqual([500, 500, 200]);
      for (const d of attempts) expect((await provider.verifyEvent(d.raw, d.signature)).id).toBe(record.id);
    } finally {
      receiver.state.failFirst = 0;
    }
  });

  it('stops retrying when the sandbox closes', async () => {
    // A second sandbox whose next retry would be a minute away: close() must cancel it, not wait for it.
    const closing = await startStripeSandbox({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, retry: { minDelayMs: 60_000, maxDelayMs: 60_000 } });
    receiver.state.failFirst = 100;
    try {
      const client = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: closing.port, protocol: 'http', telemetry: false });
      const intent = await client.paymentIntents.create({ amount: 5_000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
      await waitFor(() => receiver.deliveries.find((d) => d.object.id === intent.id), { what: 'first attempt' });
      await closing.close();
      expect(receiver.deliveries.filter((d) => d.object.id === intent.id).map((d) => d.answered)).toEqual([500]);
    } finally {
      receiver.state.failFirst = 0;
      await closing.close();
    }
  });

  it('keeps events without sending them when there is no webhook target', async () => {
    sandbox.setWebhookTarget(null);
    try {
      const customerId = await newCustomer();
      const { sessionId, url } = await checkout(customerId, `ord_${randomUUID()}`);
      await postForm(url, { cardNumber: '4242424242424242' });
      const kept = (await sandboxEvents()).filter((e) => e.event.data.object.id === sessionId);
      expect(kept).toMatchObject([{ type: 'checkout.session.completed', target: null, attempts: 0, delivered: false, pending: false }]);
      expect(receiver.deliveries.some((d) => d.object.id === sessionId)).toBe(false);
    } finally {
      sandbox.setWebhookTarget(receiver.url);
    }
  });
});
