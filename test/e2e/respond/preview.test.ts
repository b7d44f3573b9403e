import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, screenshot } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { answerOnPage, createTenTypeSurvey } from './fixture';

/** A survey's preview link walks the respondent app, on a desktop screen here, and records nothing. */
const service = useTestService({ LIVE_PANEL: 'respondents' });
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const counts = async (surveyId: string) =>
  service()
    .em()
    .execute<{ attempts: number; respondents: number }[]>(
      `select (select count(*)::int from surveys.attempts where survey_id = ?) as attempts, (select count(*)::int from surveys.respondents where survey_id = ?) as respondents`,
      [surveyId, surveyId],
    );

describe('survey preview', () => {
  it('shows every question as a respondent sees it, checks answers the same way, and records nothing', async () => {
    const s = await createTenTypeSurvey(service(), { livemode: false, sampleSize: 10 });
    expect(s.survey.previewUrl).toMatch(new RegExp(`^${service().url}/r/preview/[A-Za-z0-9_-]{43}$`));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(s.survey.previewUrl);
    await expect.poll(() => page.getByRole('note').textContent()).toBe('Preview: nothing you answer here is recorded.');
    for (let n = 1; n <= 10; n++) {
      await expect.poll(() => page.locator('.bar-progress').textContent()).toBe(`${n} of 10`);
      const type = (await page.locator('form.question').getAttribute('data-type'))!;
      await expectAccessible(page);
      await screenshot(page, `respond-desktop-${String(n).padStart(2, '0')}-${type}`);
      if (n === 1) {
        // The same checks as a real answer: an explanation that only repeats the prompt is refused.
        await page.locator('label.choice').first().click();
        await page.getByLabel('Why? Tell us in your own words').fill('Which carton would you pick up');
        await page.locator('form.question').evaluate((form: { noValidate: boolean }) => (form.noValidate = true));
        await page.getByRole('button', { name: 'Next' }).click();
        await expect.poll(() => page.locator('#explanation-hint').textContent()).toBe('Please explain in your own words rather than repeating the question or an answer.');
        expect(await page.locator('.bar-progress').textContent()).toBe('1 of 10');
      }
      await answerOnPage(page, type, n);
      await page.getByRole('button', { name: n === 10 ? 'Finish' : 'Next' }).click();
    }
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('End of the preview');
    await screenshot(page, 'respond-desktop-preview-end');
    expect(await counts(s.surveyUuid)).toEqual([{ attempts: 0, respondents: 0 }]);
    await page.close();
  }, 120_000);

  it('answers an unknown preview token with a not-found page', async () => {
    const res = await fetch(`${service().url}/r/preview/${'x'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This link is not valid');
  });
});
