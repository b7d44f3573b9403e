import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandbox } from '../../../platform/stripe-sandbox';
import type { PaymentProvider } from '../../../subgraphs/billing/payments/provider';
import { createStripeProvider } from '../../../subgraphs/billing/payments/stripe-provider';
import { launchChromium } from '../../helpers/browser';
import { waitFor } from '../../helpers/wait-for';

const WEBHOOK_SECRET = 'whsec_checkoutBrowser';

/** Records raw webhook deliveries (the integration test has the fuller receiver). */
async function startReceiver() {
  const deliveries: Array<{ raw: Buffer; signature: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ raw: Buffer.concat(chunks), signature: String(req.headers['stripe-signature']) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/stripe`, deliveries, close: () => new Promise((r) => server.close(r)) };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sandbox: StripeSandbox;
let provider: PaymentProvider;
let browser: Browser;

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startStripeSandbox({ port: 0, webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
  provider = createStripeProvider({ secretKey: 'sk_test_checkoutBrowser', apiUrl: sandbox.url, webhookSecret: WEBHOOK_SECRET, kind: 'sandbox' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  await receiver?.close();
});

it('pays a checkout session in headless Chromium and the merchant receives the signed completion', async () => {
  const { customerId } = await provider.createCustomer({ teamId: randomUUID(), teamName: 'Acme', idempotencyKey: randomUUID() });
  const orderId = `ord_${randomUUID()}`;
  const { sessionId, url } = await provider.createCheckoutSession({
    customerId,
    amountCents: 2_000,
    currency: 'usd',
    productName: '20 survey credits',
    successUrl: 'https://app.example.test/billing/success',
    cancelUrl: 'https://app.example.test/billing/cancel',
    metadata: { orderId },
    clientReferenceId: orderId,
    idempotencyKey: randomUUID(),
  });

  const page = await browser.newPage();
  try {
    await page.goto(url);
    expect(await page.locator('h1').textContent()).toBe('20 survey credits');
    await page.fill('#cardNumber', '4242 4242 4242 4242');
    await page.fill('#cardExpiry', '12 / 34');
    await page.fill('#cardCvc', '123');
    await page.click('#pay');
    await page.locator('h1', { hasText: 'Payment complete' }).waitFor();
    expect(await page.locator('#continue').getAttribute('href')).toBe('https://app.example.test/billing/success');
  } finally {
    await page.close();
  }

  const completed = await waitFor(
    () =>
      receiver.deliveries
        .map((d) => ({ d, event: provider.verifyEvent(d.raw, d.signature) }))
        .find(({ event }) => event.type === 'checkout.session.completed' && event.objectId === sessionId),
    { what: 'checkout.session.completed' },
  );
  expect(completed.event).toMatchObject({ status: 'paid', metadata: { orderId }, amountCents: 2_000, livemode: false });
  expect(await provider.defaultCard(customerId)).toMatchObject({ brand: 'visa', last4: '4242' });
});
