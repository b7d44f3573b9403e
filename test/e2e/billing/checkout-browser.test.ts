import type { Browser } from 'playwright-core';
import type Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerIdOf, expectLedgerInvariant, sandboxStripe } from '../../helpers/billing';
import { launchChromium } from '../../helpers/browser';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

const service = useTestService();
const api = apiClient(() => service().url);

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

it('buys a credit pack through the service: pays its hosted checkout in headless Chromium, the order becomes paid and the credits arrive', async () => {
  const t = await makeTeam(service().em());
  const key = await t.key(['read', 'write', 'spend']);

  const created = await api('POST', '/v2/orders', key, { pack: 'credits_20' }, { 'idempotency-key': 'browser-buy-1' });
  expect(created.status).toBe(200);
  const order = await json(created);
  expect(order).toEqual({
    object: 'order',
    id: expect.stringMatching(/^ord_[0-9a-f]{32}$/),
    kind: 'credit_pack',
    status: 'pending',
    livemode: true,
    amount: 40,
    currency: 'USD',
    pack: 'credits_20',
    credits: 20,
    surveyId: null,
    creditsUsed: 0,
    cardCharged: 0,
    checkoutUrl: expect.any(String),
    createdAt: expect.any(String),
    paidAt: null,
    refundedAt: null,
    orderId: order.id,
  });
  expect(order.checkoutUrl).toMatch(new RegExp(`^${service().sandboxUrl!.replaceAll('.', '\\.')}/checkout/cs_test_[A-Za-z0-9]+$`));

  const page = await browser.newPage();
  try {
    const opened = await page.goto(order.checkoutUrl);
    expect(opened?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('20 survey credits');
    expect(await page.locator('#amount').textContent()).toBe('$40.00');
    await page.fill('#cardNumber', '4242 4242 4242 4242');
    await page.fill('#cardExpiry', '12 / 34');
    await page.fill('#cardCvc', '123');
    await page.click('#pay');
    await page.locator('h1', { hasText: 'Payment complete' }).waitFor();
    // The buyer is sent back to the service's return page for this order (on PUBLIC_BASE_URL).
    const back = new URL((await page.locator('#continue').getAttribute('href'))!);
    expect([back.pathname, back.search]).toEqual(['/billing/return', `?order=${order.id}`]);
    const returned = await page.goto(`${service().url}${back.pathname}${back.search}`);
    expect(returned?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Thank you');
  } finally {
    await page.close();
  }

  const paid = await waitFor(
    async () => {
      const o = await json(await api('GET', `/v2/orders/${order.id}`, key));
      return o.status === 'paid' ? o : null;
    },
    { what: `order ${order.id} paid` },
  );
  const { orderId: _, ...pending } = order;
  expect(paid).toEqual({ ...pending, status: 'paid', paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

  const balance = await json(await api('GET', '/v2/credit-balance', key));
  expect(balance).toEqual({
    object: 'credit_balance',
    credits: 20,
    amount: 40,
    currency: 'USD',
    livemode: true,
    buckets: [
      {
        object: 'credit_bucket',
        id: expect.stringMatching(/^cbk_[0-9a-f]{32}$/),
        source: 'pack',
        credits: 20,
        grantedCredits: 20,
        orderId: order.id,
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ],
  });
  await expectLedgerInvariant(service().em(), t.team.id);

  // Checkout saved the card on the team's customer for later off-session charges.
  const stripe = sandboxStripe(service().sandboxUrl!, t.team.id);
  const customer = await stripe.customers.retrieve((await customerIdOf(service().em(), t.team.id))!);
  expect(customer.deleted).toBeUndefined();
  const pmId = (customer as Stripe.Customer).invoice_settings.default_payment_method as string;
  expect((await stripe.paymentMethods.retrieve(pmId)).card).toMatchObject({ brand: 'visa', last4: '4242' });
});
