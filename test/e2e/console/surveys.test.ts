import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, newEmail, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/** The console's survey list: per mode, with status, responses and cost, linking to each results page and preview. */
const service = useTestService({ ROLE: 'all' });
const url = (path: string) => `${service().url}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function createKey(page: Page, mode: 'Test' | 'Live'): Promise<string> {
  await page.goto(url('/console/keys'));
  await page.getByLabel('Name', { exact: true }).fill(`${mode} key`);
  await page.getByLabel(mode, { exact: true }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  return page.getByLabel('Secret key').inputValue();
}

async function createSurvey(key: string, name: string): Promise<{ id: string; previewUrl: string }> {
  const res = await fetch(url('/v2/surveys'), {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, sampleSize: 50, questions: [{ type: 'single_select', prompt: 'Which name?', options: [{ label: 'A' }, { label: 'B' }] }] }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; previewUrl: string };
}

describe('console: surveys', () => {
  it('lists the mode’s surveys with their cost, results link and preview link, and nothing of the other mode', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(url('/console/sign-up'));
      await page.getByLabel('Your name').fill('Sam Surveys');
      await page.getByLabel('Work email').fill(newEmail('surveys'));
      await page.getByLabel('Team or company').fill('Survey Co');
      await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/console\/keys/);
      const testSurvey = await createSurvey(await createKey(page, 'Test'), 'Name test');
      const liveSurvey = await createSurvey(await createKey(page, 'Live'), 'Name live');

      await page.getByRole('link', { name: 'Surveys', exact: true }).click();
      await page.waitForURL(/\/console\/surveys$/);
      const row = page.getByRole('row', { name: /Name test/ });
      expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Name test draft 0 \/ 50 \$[0-9.]+ · [0-9.]+ credits \d{4}-\d\d-\d\d/);
      // A draft opens in the editor (survey-drafts.test.ts); published surveys open on their results page.
      expect(await page.getByRole('link', { name: 'Name test', exact: true }).getAttribute('href')).toBe(`/console/surveys/${fromPublicId('srv', testSurvey.id)}/edit`);
      // The preview walks the respondent app without recording anything; it opens in the same tab.
      const preview = row.getByRole('link', { name: 'Preview Name test', exact: true });
      expect(await preview.innerText()).toBe('Preview');
      expect(await preview.getAttribute('href')).toBe(testSurvey.previewUrl);
      expect(testSurvey.previewUrl).toMatch(/\/r\/preview\/[A-Za-z0-9_-]{20,}$/);
      expect(await preview.getAttribute('target')).toBeNull();
      expect(await page.getByRole('row', { name: /Name live/ }).count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, 'console-surveys-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'console-surveys-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Viewing test data. Switch to live data' }).click();
      await page.waitForURL(/\/console\/surveys$/);
      expect(await page.getByRole('link', { name: 'Name live', exact: true }).getAttribute('href')).toBe(`/console/surveys/${fromPublicId('srv', liveSurvey.id)}/edit`);
      expect(await page.getByRole('link', { name: 'Preview Name live', exact: true }).getAttribute('href')).toBe(liveSurvey.previewUrl);
      expect(await page.getByRole('row', { name: /Name test/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
