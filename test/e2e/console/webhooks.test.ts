import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, newEmail, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/** Webhook endpoints in the console: per mode, secret once, edit, delete, the same endpoints the API sees. */
const service = useTestService({ ROLE: 'all' });
const url = (path: string) => `${service().url}${path}`;
const PASSWORD = 'correct horse battery';
const text = async (l: Locator) => (await l.innerText()).trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function signUp(page: Page): Promise<void> {
  await page.goto(url('/console/sign-up'));
  await page.getByLabel('Your name').fill('Wes Hooks');
  await page.getByLabel('Work email').fill(newEmail('hooks'));
  await page.getByLabel('Team or company').fill('Hooks Inc');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/console\/keys/);
}

async function createKey(page: Page, mode: 'Test' | 'Live'): Promise<string> {
  await page.goto(url('/console/keys'));
  await page.getByLabel('Name', { exact: true }).fill(`${mode} reader`);
  await page.getByLabel(mode, { exact: true }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  return page.getByLabel('Secret key').inputValue();
}

const endpointsSeenBy = async (secret: string) =>
  ((await (await fetch(url('/v2/webhook-endpoints'), { headers: { authorization: `Bearer ${secret}` } })).json()) as { data: Record<string, unknown>[] }).data;

describe('console: webhooks', () => {
  it('adds a test-mode endpoint with its secret shown once, edits and deletes it; live mode is a world apart', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await signUp(page);
      const testKey = await createKey(page, 'Test');
      const liveKey = await createKey(page, 'Live');

      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.waitForURL(/\/console\/webhooks$/);
      expect(await text(page.getByRole('note'))).toContain('Test data');
      await page.getByText('No test-mode endpoints yet.').waitFor();
      await expectAccessible(page);

      await page.getByLabel('Endpoint URL').fill('https://hooks.example.com/survey-events');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = await page.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await expectAccessible(page);
      await screenshot(page, 'console-webhook-created-desktop');
      expect(await endpointsSeenBy(testKey)).toMatchObject([{ url: 'https://hooks.example.com/survey-events', enabledEvents: ['survey.completed', 'order.paid'] }]);
      expect(await endpointsSeenBy(liveKey)).toEqual([]);

      await page.getByRole('link', { name: 'I have saved it' }).click();
      await page.waitForURL(/\/console\/webhooks\/[0-9a-f-]{36}$/);
      expect(await page.content()).not.toContain(secret);
      await page.getByText('No deliveries yet.').waitFor();
      await page.getByLabel('order.paid').uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      expect(await text(page.getByRole('status'))).toBe('The endpoint was saved.');
      expect(await endpointsSeenBy(testKey)).toMatchObject([{ enabledEvents: ['survey.completed'] }]);
      await expectAccessible(page);
      await screenshot(page, 'console-webhook-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-webhook-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      // A bad URL is explained on the page, and nothing changes.
      await page.getByLabel('Endpoint URL').fill('http://insecure.example.com/hook');
      await page.getByRole('button', { name: 'Save' }).click();
      expect(await text(page.getByRole('alert'))).toMatch(/https/i);
      expect(await endpointsSeenBy(testKey)).toMatchObject([{ url: 'https://hooks.example.com/survey-events' }]);

      // Live data: the test endpoint is not there.
      await page.getByRole('button', { name: 'Viewing test data. Switch to live data' }).click();
      await page.waitForURL(/\/console\/webhooks\/[0-9a-f-]{36}$/).catch(() => undefined);
      await page.goto(url('/console/webhooks'));
      await page.getByText('No live-mode endpoints yet.').waitFor();
      expect(await page.getByRole('note').count()).toBe(0);
      await page.getByRole('button', { name: 'Viewing live data. Switch to test data' }).click();
      await page.waitForURL(/\/console\/webhooks$/);

      await page.getByRole('link', { name: /Details and deliveries of/ }).click();
      await page.getByRole('button', { name: 'Disable', exact: true }).click();
      expect(await text(page.getByRole('status'))).toBe('The endpoint is disabled; it receives nothing until you enable it.');
      expect(await endpointsSeenBy(testKey)).toMatchObject([{ status: 'disabled', disabledReason: 'Disabled by Wes Hooks.' }]);
      await page.getByRole('button', { name: 'Enable', exact: true }).click();
      expect(await endpointsSeenBy(testKey)).toMatchObject([{ status: 'enabled', disabledReason: null }]);
      await page.getByRole('button', { name: 'Delete endpoint' }).click();
      expect(await text(page.getByRole('status'))).toBe('The endpoint was deleted; queued retries to it have stopped.');
      expect(await endpointsSeenBy(testKey)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
