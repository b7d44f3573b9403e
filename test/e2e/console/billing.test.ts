import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, newEmail, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/** Buying credits from the console: the hosted checkout, the provider's event, the balance and the order. */
const service = useTestService({ ROLE: 'all' });
const url = (path: string) => `${service().url}${path}`;
const text = async (l: Locator) => (await l.innerText()).trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('console: billing', () => {
  it('buys a test-mode pack through the hosted checkout; the credits and the paid order appear; the card is managed in the portal', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(url('/console/sign-up'));
      await page.getByLabel('Your name').fill('Bea Buyer');
      await page.getByLabel('Work email').fill(newEmail('buyer'));
      await page.getByLabel('Team or company').fill('Buyers Ltd');
      await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/console\/keys/);

      await page.getByRole('link', { name: 'Billing' }).click();
      await page.waitForURL(/\/console\/billing$/);
      expect(await text(page.locator('.stat-value'))).toBe('0 credits');
      await page.getByText('No orders yet.').waitFor();
      await expectAccessible(page);

      await page.getByLabel('Pack').selectOption('credits_20');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(/\/stripe-sandbox\/checkout\/cs_test_/);
      expect(await text(page.locator('h1'))).toBe('20 survey credits');
      await page.fill('#cardNumber', '4242 4242 4242 4242');
      await page.fill('#cardExpiry', '12 / 34');
      await page.fill('#cardCvc', '123');
      await page.click('#pay');
      await page.locator('h1', { hasText: 'Payment complete' }).waitFor();

      // The credits arrive with the provider's event (asynchronous): the page shows them once they have.
      await waitFor(
        async () => {
          await page.goto(url('/console/billing'));
          return (await text(page.locator('.stat-value'))) === '20 credits' ? true : null;
        },
        { what: 'the paid pack on the billing page' },
      );
      const order = page.getByRole('row', { name: /20 credits ord_/ });
      expect(await text(order)).toMatch(/paid/);
      expect(await text(order)).toContain('$40.00');
      expect(await text(page.getByRole('row', { name: /^pack/ }))).toMatch(/pack\s+20\s+20/);
      await expectAccessible(page);
      await screenshot(page, 'console-billing-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-billing-phone');

      await page.getByRole('button', { name: 'Manage card' }).click();
      await page.waitForURL(/\/stripe-sandbox\/portal\//);
    } finally {
      await context.close();
    }
  });
});
