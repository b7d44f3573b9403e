import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectLedgerInvariant, grant, moneyState } from '../../helpers/billing';
import { expectAccessible, newEmail, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * Issue 42 end to end: a person signs up, drafts a survey of three question types in the
 * console's editor, sees its price and previews it, publishes it from test credits on the
 * confirmation page, and watches it complete (the simulated panel, through this process's
 * workers: ROLE=all).
 */
const service = useTestService({
  ROLE: 'all',
  COLLECTION_BATCH_SIZE: '5',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOX_POLL_MS: '20',
  RATE_LIMITS_ENABLED: 'false',
});
const url = (path: string) => `${service().url}${path}`;
const SAMPLE = 10;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('console: draft, price, preview, publish, complete', () => {
  it('a new person drafts three question types, publishes from test credits and sees the survey complete', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      const email = newEmail('drafter');
      await page.goto(url('/console/sign-up'));
      await page.getByLabel('Your name').fill('Dana Drafter');
      await page.getByLabel('Work email').fill(email);
      await page.getByLabel('Team or company').fill('Oat Co');
      await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/console\/keys/);
      // Test credits, as the operator CLI's `credits grant --test` gives them.
      const em = service().em();
      const [{ id: teamId }] = await em.execute<{ id: string }[]>(
        'select m.team_id as id from accounts.team_memberships m join accounts.users u on u.id = m.user_id where u.email = ?',
        [email],
      );
      await grant(em, teamId, 100, { livemode: false });

      // Drafting: three question types in the editor.
      await page.getByRole('link', { name: 'Surveys', exact: true }).click();
      await page.getByRole('link', { name: 'New survey' }).click();
      await page.waitForURL(/\/console\/surveys\/new$/);
      await page.getByLabel('Name', { exact: true }).fill('Oat milk carton');
      await page.getByLabel('Sample size').fill(String(SAMPLE));
      await page.locator('#q0-type').selectOption('single_select');
      await page.locator('#q0-prompt').fill('Which carton would you pick up?');
      await page.locator('#q0-o0-label').fill('Blue carton');
      await page.locator('#q0-o1-label').fill('Green carton');
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.locator('#q1-type').selectOption('rating');
      await page.locator('#q1-prompt').fill('How much do you like the green carton?');
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.locator('#q2-type').selectOption('open_ended');
      await page.locator('#q2-prompt').fill('What would make you buy oat milk more often?');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await page.waitForURL(/\/console\/surveys\/[0-9a-f-]{36}\/edit\?done=created$/);
      const id = /\/console\/surveys\/([0-9a-f-]{36})\/edit/.exec(page.url())![1];
      const price = (await page.locator('.quote-amount').innerText()).trim();
      expect(price).toMatch(/^\$\d+\.\d\d$/);
      await expectAccessible(page);
      await screenshot(page, 'console-drafting-editor-desktop');

      // The preview walks the respondent app without recording anything.
      await page.getByRole('link', { name: 'Preview', exact: true }).click();
      await page.waitForURL(/\/r\/preview\//);
      await page.getByText('Preview: nothing you answer here is recorded.').waitFor();
      await page.getByText('Which carton would you pick up?').waitFor();
      await screenshot(page, 'console-drafting-preview-desktop');
      await page.goBack();
      await page.waitForURL(new RegExp(`/console/surveys/${id}/edit`));

      // The confirmation page: the editor's price, paid from credits.
      await page.getByRole('link', { name: 'Publish…' }).click();
      await page.waitForURL(url(`/console/surveys/${id}/publish`));
      const lines = await page.locator('.cost-lines > div').allInnerTexts();
      expect(lines.map((l) => l.replace(/\s+/g, ' ').trim())).toContain(`Price ${price} · ${(Number(price.slice(1)) / 2).toString()} credits`);
      expect(lines.map((l) => l.replace(/\s+/g, ' ').trim())).toContain('Charged to card $0.00');
      await expectAccessible(page);
      await screenshot(page, 'console-drafting-publish-desktop');
      await page.getByRole('button', { name: /^Publish for [\d.]+ credits$/ }).click();
      await page.waitForURL(url(`/console/results/${id}?done=published`));
      expect(await page.getByRole('status').first().innerText()).toBe('Published and paid: collection has started.');
      expect(await moneyState(em, teamId)).toMatchObject({ orders: 1, entries: 2, units: 10_000 - Math.round(Number(price.slice(1)) * 50), orderEvents: 1 });
      await expectLedgerInvariant(em, teamId);

      // The simulated panel fills it; the results page reloads itself when it completes.
      await waitFor(async () => (await page.locator('.page-head .badge').textContent()) === 'completed', { timeoutMs: 60_000, what: 'the results page showing completed' });
      expect(await page.locator('[data-progress-count]').innerText()).toBe(`${SAMPLE} of ${SAMPLE}`);
      expect(await page.locator('.question-result').count()).toBe(3);
      // The reload keeps the address; the "published" notice is gone with the collection.
      expect(await page.getByText('Published and paid').count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, 'console-drafting-completed-desktop');

      await page.goto(url('/console/surveys'));
      const row = page.getByRole('row', { name: /Oat milk carton/ });
      expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`Oat milk carton completed ${SAMPLE} / ${SAMPLE} \\${price} ·`));
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-drafting-surveys-phone');
    } finally {
      await context.close();
    }
    // The whole journey, sign-up to completion, with room for the completion's own 60 s wait.
  }, 120_000);
});
