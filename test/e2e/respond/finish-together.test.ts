import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { openLiveSurvey } from '../../helpers/respondent-person';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/**
 * Eight people in Chromium finish a live survey of ten at the same moment (issue 36: three to
 * five of them used to get "Something went wrong"): all eight go back to the provider's complete
 * URL, and each is recorded once, with seqs 0–7.
 */
const PROVIDER = 'https://panel.example.com';
const service = useTestService({ LIVE_PANEL: 'respondents', RESPONDENT_MIN_SECONDS_PER_QUESTION: '0', RATE_LIMIT_SURVEY_ENTRIES: '100000' });
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function upToTheLastQuestion(entryUrl: string, rid: string): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${PROVIDER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Provider</title><p>Back at the panel</p>' }));
  await page.goto(entryUrl.replace('{id}', rid));
  const why = page.getByLabel('Why? Tell us in your own words');
  await page.getByLabel('Online').check();
  await why.fill(`Online shops deliver it with the rest of my order (${rid}).`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('7', { exact: true }).check();
  await why.fill(`I already drink oat milk most mornings (${rid}).`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Your answer').fill(`A creamier foam for my coffee would win me over (${rid}).`);
  return page;
}

describe('people finishing together', () => {
  it('eight people answering the last question at once on a survey of ten all reach the provider’s complete URL', { timeout: 120_000 }, async () => {
    const survey = await openLiveSurvey(service().url, service().em(), { sampleSize: 10, operatorToken: TEST_OPERATOR_TOKEN, providerBase: PROVIDER });
    const rids = Array.from({ length: 8 }, (_, i) => `together-${i}`);
    const pages = await Promise.all(rids.map((rid) => upToTheLastQuestion(survey.entryUrl, rid)));
    await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Finish' }).click()));
    await Promise.all(pages.map((page, i) => page.waitForURL(`${PROVIDER}/complete?rid=${rids[i]}`)));

    const [row] = await service()
      .em()
      .execute<{ status: string; num_responses: number; seqs: number[]; complete: number }[]>(
        `select s.status, s.num_responses, (select array_agg(seq order by seq) from surveys.respondents where survey_id = s.id) as seqs,
                (select count(*)::int from surveys.attempts where survey_id = s.id and state = 'complete') as complete
           from surveys.surveys s where s.id = ?`,
        [survey.surveyId],
      );
    expect(row).toEqual({ status: 'in-progress', num_responses: 8, seqs: [0, 1, 2, 3, 4, 5, 6, 7], complete: 8 });
    await Promise.all(pages.map((page) => page.close()));
  });
});
