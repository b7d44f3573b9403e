import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, newEmail, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/** A new customer in Chromium: sign up, create a test key, see it once, use it, revoke it. */
const service = useTestService({ ROLE: 'all' });
const url = (path: string) => `${service().url}${path}`;
const PASSWORD = 'correct horse battery';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const text = async (l: Locator) => (await l.innerText()).trim();
const me = (secret: string) => fetch(url('/v2/me'), { headers: { authorization: `Bearer ${secret}` } });

async function signUp(page: Page, email: string, team: string) {
  await page.goto(url('/console'));
  await expect.poll(() => new URL(page.url()).pathname).toBe('/console/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Your name').fill('Ana Lima');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Team or company').fill(team);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/console\/keys\?welcome=1$/);
}

describe('console: API keys', () => {
  it('sign up, create a test key shown once, use it on /v2/me, revoke it and get 401', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(url('/console/sign-in'));
      await expectAccessible(page);
      await screenshot(page, 'console-sign-in-desktop');
      await page.goto(url('/console/sign-up'));
      await expectAccessible(page);
      await screenshot(page, 'console-sign-up-desktop');

      const email = newEmail('ana');
      await signUp(page, email, 'Acme Research');
      expect(await text(page.getByRole('status'))).toBe('Your account is ready. Create a test key to try the API.');
      await page.getByText('No keys yet.').waitFor();
      await expectAccessible(page);
      await screenshot(page, 'console-keys-empty-desktop');

      // Test mode and all three scopes are the defaults.
      expect(await page.getByLabel('Test', { exact: true }).isChecked()).toBe(true);
      for (const s of ['read', 'write', 'spend']) expect(await page.getByLabel(s, { exact: true }).isChecked()).toBe(true);
      await page.getByLabel('Name', { exact: true }).fill('CI test');
      await page.getByRole('button', { name: 'Create key' }).click();
      expect(await text(page.getByRole('heading', { level: 1 }))).toBe('Your new key: CI test');
      const secret = await page.getByLabel('Secret key').inputValue();
      expect(secret).toMatch(/^sk_test_[A-Za-z0-9_-]{40}$/);
      await page.getByRole('button', { name: 'Copy' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'console-key-created-desktop');

      const res = await me(secret);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        object: 'me',
        team: { name: 'Acme Research' },
        user: { email, name: 'Ana Lima' },
        apiKey: { name: 'CI test', scopes: ['read', 'write', 'spend'], livemode: false },
      });

      // Listed without its secret: the prefix only, from now on.
      await page.getByRole('link', { name: 'I have saved it' }).click();
      await page.waitForURL(/\/console\/keys$/);
      const row = page.getByRole('row', { name: /CI test/ });
      expect(await text(row)).toContain(`${secret.slice(0, 'sk_test_'.length + 12)}…`);
      expect(await text(row)).toContain('Test');
      expect(await text(row)).toContain('read, write, spend');
      expect(await page.content()).not.toContain(secret);
      await expectAccessible(page);
      await screenshot(page, 'console-keys-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-keys-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Revoke CI test' }).click();
      expect(await text(page.getByRole('status'))).toBe('The key was revoked. Requests made with it now get 401.');
      expect(await text(page.getByRole('row', { name: /CI test/ }))).toContain('Revoked');
      expect((await me(secret)).status).toBe(401);

      await page.getByRole('link', { name: 'Ana Lima' }).click();
      await page.waitForURL(/\/console\/account$/);
      await expectAccessible(page);
      await screenshot(page, 'console-account-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-account-phone');
    } finally {
      await context.close();
    }
  });

  it('works without JavaScript: sign in, create a key and read its secret', async () => {
    const setup = await browser.newContext();
    const email = newEmail('nojs');
    await signUp(await setup.newPage(), email, 'No Script Ltd');
    await setup.close();

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(url('/console/keys'));
      await page.waitForURL(/\/console\/sign-in\?next=%2Fconsole%2Fkeys$/);
      await screenshot(page, 'console-sign-in-phone');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/console\/keys$/);
      await page.getByLabel('Name', { exact: true }).fill('Server');
      await page.getByLabel('Live', { exact: true }).check();
      await page.getByLabel('spend', { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Create key' }).click();
      const secret = await page.getByLabel('Secret key').inputValue();
      expect(secret).toMatch(/^sk_live_/);
      // The copy button needs script; without it the field stays, selectable.
      expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(0);
      await screenshot(page, 'console-key-created-phone');
      const body = await (await me(secret)).json();
      expect(body).toMatchObject({ apiKey: { name: 'Server', livemode: true, scopes: ['read', 'write'] } });
    } finally {
      await context.close();
    }
  });
});
