import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, screenshot } from '../../helpers/console';
import { json } from '../../helpers/http';
import { SAMPLES } from '../../helpers/media-samples';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { startReceiver } from '../../helpers/webhook-receiver';
import { answerOnPage, createTenTypeSurvey, formAnswer, gql } from './fixture';

/**
 * People answer a paid live survey through the respondent app, from a panel provider's link to
 * its redirect, with nothing simulated (LIVE_PANEL=respondents): a sample of 10, women aged 18–34
 * (a quota of 5 per age group), one question of every type.
 */
const receiver = await startReceiver();
afterAll(() => receiver.close());
const service = useTestService({
  ROLE: 'all',
  LIVE_PANEL: 'respondents',
  OUTBOX_POLL_MS: '20',
  OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
  OUTBOUND_CA_FILE: receiver.caFile,
  WEBHOOK_RETRY_BASE_MS: '100',
});
const PROVIDER = 'https://panel.example.com';
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let s: Awaited<ReturnType<typeof createTenTypeSurvey>>;
let entry: string;
let credits: number;

beforeAll(async () => {
  browser = await launchChromium();
  s = await createTenTypeSurvey(service(), { livemode: true, sampleSize: 10, targeting: ['gender-female', 'age-18-24', 'age-25-34'], reporting: ['gender', 'age'] });
  const ep = await s.api('POST', '/v2/webhook-endpoints', s.key, { url: receiver.url('/completed'), enabledEvents: ['survey.completed'] });
  expect(ep.status).toBe(200);
  const published = await s.api('POST', `/v2/surveys/${s.survey.id}/publish`, s.key, undefined, { 'idempotency-key': `p-${s.survey.id}` });
  expect(published.status).toBe(200);
  credits = (await json(await s.api('GET', '/v2/credit-balance', s.key))).available;
  const { createPanelProvider: provider } = await gql(service().url, 'mutation($i: PanelProviderCreateInput!) { createPanelProvider(input: $i) { id } }', {
    i: {
      name: `Panel ${s.survey.id}`,
      entryParam: 'rid',
      completeUrl: `${PROVIDER}/complete?rid={id}`,
      screenoutUrl: `${PROVIDER}/screenout?rid={id}`,
      overquotaUrl: `${PROVIDER}/overquota?rid={id}`,
    },
  });
  const { surveyEntryLink } = await gql(service().url, 'mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { url } }', { s: s.surveyUuid, p: provider.id });
  entry = surveyEntryLink.url as string;
  expect(entry).toMatch(new RegExp(`^${service().url}/r/[A-Za-z0-9_-]{32}\\?rid=\\{id\\}$`));
}, 60_000);
afterAll(() => browser?.close());

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const entryFor = (id: string) => entry.replace('{id}', encodeURIComponent(id));
const attemptOf = async (rid: string) =>
  (await db<{ token: string; state: string; answers: object }>('select token, state, answers from surveys.attempts where provider_respondent_id = ?', [rid]))[0];
/** The clock of the speed check, moved back: these people took their time. */
const tookTheirTime = (rid: string) => db(`update surveys.attempts set answering_since = now() - interval '10 minutes' where provider_respondent_id = ?`, [rid]);

async function phonePage(): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  // The provider's site: the end of every visit.
  await page.route(`${PROVIDER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Provider</title><p>Back at the panel</p>' }));
  return page;
}

/** Enters through the provider's link without a browser; returns where it sends the person. */
async function enter(rid: string): Promise<{ status: number; location: string }> {
  const res = await fetch(entryFor(rid), { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/**
 * Answers the screener and every question with plain form posts (multipart, as a file chooser
 * sends); returns the response of the page the last answer leads to (a redirect to the provider).
 */
async function answerByForms(rid: string, screener: Record<string, string>): Promise<Response> {
  const { location } = await enter(rid);
  const token = location.split('/').pop()!;
  const url = `${service().url}/r/a/${token}`;
  expect((await fetch(`${url}/screener`, { method: 'POST', body: new URLSearchParams(screener), redirect: 'manual' })).status).toBe(303);
  let last!: Response;
  for (let i = 0; i < 10; i++) {
    const { respondentStep } = await gql(service().url, 'query($t: String!) { respondentStep(token: $t) { question { id type options { id } } } }', { t: token });
    const q = respondentStep.question as { id: string; type: string; options: { id: string }[] };
    const form = new FormData();
    form.set('questionId', q.id);
    for (const [k, v] of Object.entries(formAnswer(q, rid))) for (const one of [v].flat()) form.append(k, one);
    if (q.type === 'screen_recording') form.set('recording', new Blob([SAMPLES.webm], { type: 'video/webm' }), 'screen.webm');
    last = await fetch(`${url}/answer`, { method: 'POST', body: form, redirect: 'manual' });
    expect(last.status, await last.clone().text()).toBe(303);
    expect(last.headers.get('location')).toBe(`/r/a/${token}`);
    // A speeder answers all ten at once; everyone else has taken their time by the last question.
    if (i === 8 && !rid.startsWith('fast')) await tookTheirTime(rid);
  }
  return fetch(url, { redirect: 'manual' });
}

describe('the respondent app', () => {
  it('screens out a person who does not match the targeting, back to the provider', async () => {
    const page = await phonePage();
    await page.goto(entryFor('out-1'));
    await expect.poll(() => page.getByRole('heading', { name: 'A few questions about you' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'respond-phone-screener');
    await page.getByRole('group', { name: 'Gender' }).getByLabel('Male', { exact: true }).check();
    await page.getByRole('group', { name: 'Age' }).getByLabel('18-24').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${PROVIDER}/screenout?rid=out-1`);
    expect((await attemptOf('out-1')).state).toBe('screenout');
    // One attempt per provider respondent id: coming back ends the same way.
    expect(await enter('out-1')).toEqual({ status: 303, location: `${PROVIDER}/screenout?rid=out-1` });
    expect(await db('select 1 from surveys.respondents where survey_id = ?', [s.surveyUuid])).toHaveLength(0);
    await page.close();
  });

  it('rejects a speeder with a reason and keeps collecting to replace them', async () => {
    const last = await answerByForms('fast-1', { 'trait.Gender': 'gender-female', 'trait.Age': 'age-25-34' });
    expect(last.headers.get('location')).toBe(`${PROVIDER}/screenout?rid=fast-1`);
    expect((await attemptOf('fast-1')).state).toBe('rejected');
    const rows = await db<{ rejection_reason: string; traits: object; rejected: number }>(
      `select r.rejection_reason, r.traits, (select count(*)::int from surveys.responses x where x.respondent_id = r.id and x.rejected_at is not null) as rejected
         from surveys.respondents r where r.survey_id = ?`,
      [s.surveyUuid],
    );
    expect(rows).toEqual([
      {
        rejection_reason: 'speeding',
        traits: [
          { trait: 'Gender', value: 'Female' },
          { trait: 'Age', value: '25-34' },
        ],
        rejected: 10,
      },
    ]);
    const survey = await json(await s.api('GET', `/v2/surveys/${s.survey.id}`, s.key));
    expect(survey).toMatchObject({ status: 'in-progress', numResponses: 0 });
    const rejected = await json(await s.api('GET', `/v2/surveys/${s.survey.id}/responses?status=rejected&limit=100`, s.key));
    expect(rejected.data).toHaveLength(10);
    expect(new Set(rejected.data.map((r: { rejectionReason: string }) => r.rejectionReason))).toEqual(new Set(['speeding']));
  });

  it('walks a person through every question type on a phone, resumes after a reload, and sends them back as complete', async () => {
    const page = await phonePage();
    await page.goto(entryFor('phone-1'));
    await page.getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
    await page.getByRole('group', { name: 'Age' }).getByLabel('18-24').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const token = (await attemptOf('phone-1')).token;
    await page.waitForURL(`${service().url}/r/a/${token}`);

    for (let n = 1; n <= 10; n++) {
      await expect.poll(() => page.locator('.bar-progress').textContent()).toBe(`${n} of 10`);
      const type = (await page.locator('form.question').getAttribute('data-type'))!;
      await expectAccessible(page);
      await screenshot(page, `respond-phone-${String(n).padStart(2, '0')}-${type}`);
      if (n === 4) {
        // Resume: a reload, and the provider's link again, come back to the same question.
        await page.reload();
        await expect.poll(() => page.locator('.bar-progress').textContent()).toBe('4 of 10');
        await page.goto(entryFor('phone-1'));
        await page.waitForURL(`${service().url}/r/a/${token}`);
        await expect.poll(() => page.locator('form.question').getAttribute('data-type')).toBe(type);
      }
      await answerOnPage(page, type, n);
      if (n === 9) await tookTheirTime('phone-1');
      await page.getByRole('button', { name: n === 10 ? 'Finish' : 'Next' }).click();
    }
    await page.waitForURL(`${PROVIDER}/complete?rid=phone-1`);
    expect((await attemptOf('phone-1')).state).toBe('complete');
    const answers = await db<{ type: string; answer: any; explanation: string | null }>(
      `select q.type, x.answer, x.explanation from surveys.responses x join surveys.questions q on q.id = x.question_id
        join surveys.respondents r on r.id = x.respondent_id where r.survey_id = ? and r.rejected_at is null order by q.position`,
      [s.surveyUuid],
    );
    expect(answers.map((a) => a.type)).toEqual([
      'head_to_head',
      'ranked',
      'single_select',
      'multi_select',
      'open_ended',
      'click_test',
      'likert',
      'rating',
      'price_sensitivity',
      'screen_recording',
    ]);
    const by = Object.fromEntries(answers.map((a) => [a.type, a]));
    // head_to_head records the pair as shown; the tap ranked the last-shown option first.
    expect(Object.keys(by.head_to_head.answer).sort()).toEqual(['chosenOption', 'matchup']);
    expect(by.ranked.answer.ranking).toHaveLength(3);
    expect(by.ranked.answer.chosenOption).toBe(by.ranked.answer.ranking.find((r: { rank: number }) => r.rank === 1).option);
    expect(by.click_test.answer.clicks).toHaveLength(1);
    expect(by.click_test.answer.clicks[0].xCoord).toBeGreaterThan(60);
    expect(by.click_test.answer.clicks[0].yCoord).toBeLessThan(40);
    expect(by.likert.answer.statements.map((st: { statement: string; value: number }) => [st.statement, st.value])).toEqual([
      ['The carton looks premium', 4],
      ['The name is easy to remember', 2],
    ]);
    expect(by.rating.answer).toEqual({ score: 9 });
    expect(by.price_sensitivity.answer).toEqual({ prices: { tooCheap: 1, bargain: 2.5, expensive: 4.25, tooExpensive: 7 } });
    expect(by.screen_recording.answer.media).toMatch(new RegExp(`^${service().url}/media/`));
    expect(by.screen_recording.explanation).toBeNull();
    expect(by.open_ended.explanation).toBe('Cheaper cartons and a version that froths well for lattes.');
    await page.close();
  }, 120_000);

  it('sends a person back as over quota once their age group is full', { timeout: 60_000 }, async () => {
    for (let i = 1; i <= 4; i++) {
      const done = await answerByForms(`young-${i}`, { 'trait.Gender': 'gender-female', 'trait.Age': 'age-18-24' });
      expect(done.headers.get('location')).toBe(`${PROVIDER}/complete?rid=young-${i}`);
    }
    const { location } = await enter('late-1');
    const token = location.split('/').pop()!;
    const res = await fetch(`${service().url}/r/a/${token}/screener`, {
      method: 'POST',
      body: new URLSearchParams({ 'trait.Gender': 'gender-female', 'trait.Age': 'age-18-24' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect((await fetch(`${service().url}${res.headers.get('location')}`, { redirect: 'manual' })).headers.get('location')).toBe(`${PROVIDER}/overquota?rid=late-1`);
    expect((await attemptOf('late-1')).state).toBe('overquota');
  });

  it('completes the survey with the last person: results, CSV, survey.completed and the ledger as for the simulated panel', async () => {
    for (let i = 1; i <= 5; i++) {
      expect(await json(await s.api('GET', `/v2/surveys/${s.survey.id}`, s.key))).toMatchObject({ status: 'in-progress', numResponses: 4 + i });
      const done = await answerByForms(`older-${i}`, { 'trait.Gender': 'gender-female', 'trait.Age': 'age-25-34' });
      expect(done.headers.get('location')).toBe(`${PROVIDER}/complete?rid=older-${i}`);
    }
    const survey = await json(await s.api('GET', `/v2/surveys/${s.survey.id}`, s.key));
    expect(survey).toMatchObject({ status: 'completed', numResponses: 10 });
    const counts = await db<{ valid: number; rejected: number }>(
      `select count(*) filter (where rejected_at is null)::int as valid, count(*) filter (where rejected_at is not null)::int as rejected from surveys.respondents where survey_id = ?`,
      [s.surveyUuid],
    );
    expect(counts).toEqual([{ valid: 10, rejected: 1 }]);
    // Results count the ten valid people.
    const { surveyResults } = await gql(
      service().url,
      'query($id: ID!, $team: ID!) { surveyResults(surveyId: $id, teamId: $team, breakdowns: true) { totalResponses breakdowns { trait segments { value totalResponses } } } }',
      {
        id: s.surveyUuid,
        team: s.team.id,
      },
    );
    expect(surveyResults.map((q: { totalResponses: number }) => q.totalResponses)).toEqual(Array(10).fill(10));
    // The screener's answers are the respondents' reporting traits: five of each age group, all women.
    expect(surveyResults[0].breakdowns).toEqual([
      { trait: 'Gender', segments: [{ value: 'Female', totalResponses: 10 }] },
      {
        trait: 'Age',
        segments: expect.arrayContaining([
          { value: '18-24', totalResponses: 5 },
          { value: '25-34', totalResponses: 5 },
        ]),
      },
    ]);
    const csv = await s.api('GET', `/v2/surveys/${s.survey.id}/exports/csv`, s.key);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines.length - 1).toBe(100);
    // survey.completed, delivered once.
    const receipts = await waitFor(() => (receiver.receipts('/completed').length ? receiver.receipts('/completed') : null), { timeoutMs: 20_000, what: 'survey.completed' });
    const event = JSON.parse(receipts[0].body);
    expect(event).toMatchObject({ type: 'survey.completed', data: { object: { id: s.survey.id, status: 'completed', numResponses: 10 } } });
    // The ledger: publish paid; answering, rejecting and replacing cost nothing more.
    expect((await json(await s.api('GET', '/v2/credit-balance', s.key))).available).toBe(credits);
    // Everyone after is sent back as over quota.
    const { location } = await enter('after-1');
    expect(location).toBe(`${PROVIDER}/overquota?rid=after-1`);
    expect(receiver.receipts('/completed')).toHaveLength(1);
  }, 120_000);
});
