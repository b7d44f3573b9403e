import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { grant } from '../../helpers/billing';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, newEmail, screenshot, SCREENSHOT_DIR } from '../../helpers/console';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * The results page a survey's `url` opens: for its team, for anyone with a share link (until it is
 * revoked), and a sign-in page for a stranger holding only the GUID.
 */
const service = useTestService({ ROLE: 'all', COLLECTION_BATCH_SIZE: '100', COLLECTION_INTERVAL_MS: '0', OUTBOX_POLL_MS: '20', LIVE_PANEL: 'respondents' });
const url = (path: string) => `${service().url}${path}`;
let browser: Browser;
let team: { context: BrowserContext; page: Page; testKey: string; liveKey: string; teamId: string };

async function key(page: Page, mode: 'Test' | 'Live'): Promise<string> {
  await page.goto(url('/console/keys'));
  await page.getByLabel('Name', { exact: true }).fill(`${mode} key`);
  await page.getByLabel(mode, { exact: true }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  return page.getByLabel('Secret key').inputValue();
}

const v2 = async (key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(url(path), {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
};

const SURVEY = {
  name: 'Cereal box test',
  sampleSize: 10,
  reporting: ['age', 'gender'],
  questions: [
    { type: 'head_to_head', prompt: 'Which box would you take home?', options: [{ label: 'Sunrise box' }, { label: 'Meadow box' }] },
    { type: 'rating', prompt: 'How much would your family like it?' },
  ],
};

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(url('/console/sign-up'));
  await page.getByLabel('Your name').fill('Rita Results');
  await page.getByLabel('Work email').fill(newEmail('results'));
  await page.getByLabel('Team or company').fill('Results Co');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/console\/keys/);
  const testKey = await key(page, 'Test');
  const liveKey = await key(page, 'Live');
  const teamId = fromPublicId('tm', (await v2(testKey, 'GET', '/v2/me')).body.team.id)!;
  await grant(service().em(), teamId, 100, { livemode: false });
  await grant(service().em(), teamId, 100, { livemode: true });
  team = { context, page, testKey, liveKey, teamId };
}, 60_000);
afterAll(async () => {
  await team?.context.close();
  await browser?.close();
});

async function publishedSurvey(key: string, projects: string[] = []): Promise<string> {
  const created = await v2(key, 'POST', '/v2/surveys', SURVEY);
  expect(created.status).toBe(200);
  // Projects are a v1 notion: the draft joins them there.
  if (projects.length) expect((await v2(key, 'PATCH', `/v1/surveys/${fromPublicId('srv', created.body.id)}`, { projects })).status).toBe(200);
  const published = await v2(key, 'POST', `/v2/surveys/${created.body.id}/publish`, undefined, { 'idempotency-key': `p-${created.body.id}` });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return fromPublicId('srv', created.body.id)!;
}

/** The first question's leading option as the API counts it (null on a tie). */
async function leadingAnswer(surveyId: string): Promise<string | null> {
  const res = await fetch(url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    body: JSON.stringify({
      query: 'query($id: ID!, $t: ID!) { surveyResults(surveyId: $id, teamId: $t) { winningOptionId options { id label } } }',
      variables: { id: surveyId, t: team.teamId },
    }),
  });
  const [q] = ((await res.json()) as { data: { surveyResults: { winningOptionId: string | null; options: { id: string; label: string }[] }[] } }).data.surveyResults;
  return q.options.find((o) => o.id === q.winningOptionId)?.label ?? null;
}

describe('results page', () => {
  let id: string;
  let leading: string | null;
  let projectId: string;

  it('shows a completed survey to its team: charts, figures, explanations, filters and downloads', async () => {
    const project = await v2(team.testKey, 'POST', '/v1/projects', { name: 'Breakfast range', goal: 'Pick the boxes for the spring launch' });
    expect(project.status).toBe(201);
    projectId = project.body.data.id;
    id = await publishedSurvey(team.testKey, [projectId]);
    await waitFor(async () => ((await v2(team.testKey, 'GET', `/v2/surveys/srv_${id.replaceAll('-', '')}`)).body.status === 'completed' ? true : null), {
      timeoutMs: 60_000,
      what: 'the survey to complete',
    });
    const { page } = team;
    // The URL the API hands out opens the console's page.
    await page.goto(url(`/results/${id}`));
    expect(page.url()).toBe(url(`/console/results/${id}`));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cereal box test');
    expect(await page.locator('[data-progress-count]').innerText()).toBe('10 of 10');
    const first = page.getByRole('region', { name: 'Which box would you take home?' });
    leading = await leadingAnswer(id);
    expect(await first.locator('.result-figures').innerText()).toBe(leading ? `10 responses · leading: ${leading}` : '10 responses');
    expect(await first.locator('img.chart').getAttribute('alt')).toMatch(/^(Sunrise|Meadow) box: \d+\.\d% \(\d+\); (Sunrise|Meadow) box: \d+\.\d% \(\d+\)$/);
    expect(await first.locator('img.chart').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await first.locator('.explanation').count()).toBe(8);
    // Four show; the rest wait behind "4 more".
    expect(await first.locator('.more-explanations summary').innerText()).toBe('4 more explanations');
    // The ai insight, once its job has run: the summary and the reasons people gave. (The first
    // insight of a process loads wink-nlp and its model: seconds on a loaded machine.)
    await expect
      .poll(
        async () => {
          await page.reload();
          return first.locator('.insight .insight-summary').count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    expect((await first.locator('.insight .insight-summary').innerText()).length).toBeGreaterThan(40);
    // The rendered reports: download links, and the preview card as the Open Graph image.
    await expect
      .poll(
        async () => {
          await page.reload();
          // The preview card is the last of the three files the render job saves.
          return page.locator('meta[property="og:image"]').count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    // Report files are served by the console after a session check (issue 35): the link is a path on this origin.
    const pdf = await page.request.get(new URL((await page.getByRole('link', { name: 'PDF report' }).getAttribute('href'))!, page.url()).href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const og = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
    expect(og).toMatch(/report-en-preview\.png$/);
    expect((await page.request.get(new URL(og, page.url()).href)).headers()['content-type']).toBe('image/png');
    // The insight names what recurs: reasons of more than one word as chips, lone words on a line
    // of their own (the simulated panel's text gives either, or both).
    const chips = await first.getByRole('list', { name: 'Reasons people gave' }).locator('li').count();
    const words = await first.locator('.insight .recurring-words').count();
    expect(chips + words).toBeGreaterThan(0);
    const rating = page.getByRole('region', { name: 'How much would your family like it?' });
    expect(await rating.locator('.result-figures').innerText()).toMatch(/^10 responses · average \d+\.\d$/);
    await expectAccessible(page);
    await screenshot(page, 'results-desktop');
    await first.locator('img.chart').screenshot({ path: `${SCREENSHOT_DIR}/results-chart.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'results-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // One age group, then two side by side.
    const ages = (await page.getByLabel('Show').locator('option').allInnerTexts()).filter((o) => o.startsWith('Age: '));
    expect(ages.length).toBeGreaterThanOrEqual(2);
    await page.getByLabel('Show').selectOption(ages[0]);
    await page.getByLabel('Side by side with').selectOption(ages[1]);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/segment=/);
    expect(await first.locator('.result-view h3').allInnerTexts()).toEqual([ages[0], ages[1]]);
    await expectAccessible(page);
    await screenshot(page, 'results-compare-desktop');

    // Downloads: both CSV layouts, with the session.
    const long = await page.request.get(url(`/console/results/${id}/export.csv?layout=long`));
    expect(long.status()).toBe(200);
    expect(long.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await long.text()).split('\n')[0]).toBe(
      'respondent_id,response_id,question_id,question_number,question_type,question,answer,explanation,pinned,responded_at,Age,Gender',
    );
    const wide = await page.request.get(url(`/console/results/${id}/export.csv?layout=wide`));
    expect((await wide.text()).trim().split('\n')).toHaveLength(11);
  }, 180_000);

  it('lists a project’s surveys with status and leading answer', async () => {
    const { page } = team;
    await page.goto(url(`/projects/${projectId}`));
    expect(page.url()).toBe(url(`/console/projects/${projectId}`));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Breakfast range');
    const row = page.getByRole('row', { name: /Cereal box test/ });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toBe(`Cereal box test completed 10 / 10 ${leading ?? '—'}`);
    await row.getByRole('link', { name: 'Cereal box test' }).click();
    await page.waitForURL(url(`/console/results/${id}`));
    await expectAccessible(page);
    // A project link names no mode: seen with the console on live data, the test-mode project still opens.
    await page.goto(url('/console/surveys'));
    await page.getByRole('button', { name: 'Viewing test data. Switch to live data' }).click();
    await page.goto(url(`/projects/${projectId}`));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Breakfast range');
    await page.getByRole('button', { name: 'Viewing live data. Switch to test data' }).click();
  });

  it('pins an explanation to the top, from the page', async () => {
    const { page } = team;
    await page.goto(url(`/console/results/${id}`));
    const first = page.getByRole('region', { name: 'Which box would you take home?' });
    const last = first.locator('.explanation').nth(2);
    const text = await last.locator('blockquote').innerText();
    await last.getByRole('button', { name: 'Pin this explanation' }).click();
    await page.waitForURL(/done=pinned/);
    expect(await page.getByRole('status').innerText()).toBe('Pinned: the explanation now comes first.');
    expect(await first.locator('.explanation').first().locator('blockquote').innerText()).toBe(text);
    expect(await first.locator('.explanation').first().locator('.badge').first().innerText()).toBe('Pinned');
  });

  it('marks an explanation not helpful (a replacement is collected), and says when the flag cap is reached', async () => {
    const { page } = team;
    await page.goto(url(`/console/results/${id}`));
    const first = page.getByRole('region', { name: 'Which box would you take home?' });
    // The page asks first: declining keeps everything as it was.
    let dialogs = 0;
    page.on('dialog', (d) => void (dialogs++ === 0 ? d.dismiss() : d.accept()));
    const button = () =>
      first
        .locator('.explanation')
        .first()
        .getByRole('button', { name: /^Not helpful/ });
    await button().click();
    await expect.poll(() => dialogs).toBe(1);
    expect(page.url()).toBe(url(`/console/results/${id}`));
    await button().click();
    await page.waitForURL(/done=rejected/);
    expect(await page.getByRole('status').innerText()).toBe('Marked not helpful: that person’s answers no longer count, and a replacement is being collected.');
    // Pay-as-you-go: 10% of 10, so one flag; the second is refused with a clear word.
    await button().click();
    await page.waitForURL(/done=capped/);
    expect(await page.getByRole('status').innerText()).toMatch(/^This survey already has as many not-helpful flags as your plan allows/);
    const { n } = (
      await service().em().execute<{ n: number }[]>(`select count(*)::int as n from surveys.response_ratings where survey_id = ? and rating = 'not_helpful'`, [id])
    )[0];
    expect(n).toBe(1);
    await waitFor(async () => ((await v2(team.testKey, 'GET', `/v2/surveys/srv_${id.replaceAll('-', '')}`)).body.status === 'completed' ? true : null), {
      timeoutMs: 60_000,
      what: 'the replacement to complete the survey again',
    });
  });

  it('opens read-only for anyone with a share link, until it is revoked; the GUID alone shows a stranger the sign-in page', async () => {
    const { page } = team;
    await page.goto(url(`/console/results/${id}`));
    await page.getByRole('button', { name: 'Make a share link' }).click();
    await page.waitForURL(/done=shared/);
    const link = await page.getByLabel(/^Share link, made /).inputValue();
    expect(link).toMatch(new RegExp(`^${url('/console/shared/')}[A-Za-z0-9_-]{43}$`));

    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await stranger.newPage();
    try {
      await other.goto(url(`/results/${id}`));
      expect(other.url()).toBe(url(`/console/sign-in?next=${encodeURIComponent(`/console/results/${id}`)}`));
      await other.goto(link);
      expect(await other.getByRole('heading', { level: 1 }).innerText()).toBe('Cereal box test');
      expect(await other.getByText('Shared results').count()).toBe(1);
      // Who said what stays with the team: no traits beside the words.
      for (const who of await other.locator('.explanation .muted').allTextContents()) expect(who.trim()).toMatch(/^A respondent( · Pinned)?( · Helpful)?$/);
      // A pasted link's tracking parameters are ignored; a mangled token is simply not found.
      expect((await other.goto(`${link}?utm_source=newsletter&fbclid=abc`))!.status()).toBe(200);
      expect((await other.goto(`${link.slice(0, -5)}`))!.status()).toBe(404);
      await other.goto(link);
      expect(await other.getByRole('button', { name: /Pin|Helpful|share link/ }).count()).toBe(0);
      const csv = await other.request.get(`${link}/export.csv?layout=wide`);
      expect(csv.status()).toBe(200);
      await expectAccessible(other);
      await screenshot(other, 'results-shared-phone');

      await page.getByRole('button', { name: 'Revoke this share link' }).click();
      await page.waitForURL(/done=revoked/);
      const gone = await other.goto(link);
      expect(gone!.status()).toBe(404);
      expect(await other.getByRole('heading', { level: 1 }).innerText()).toBe('This link does not work');
    } finally {
      await stranger.close();
    }
  });

  it('follows a live survey’s responses as they arrive, without a reload', async () => {
    const live = await publishedSurvey(team.liveKey);
    const { page } = team;
    await page.goto(url(`/results/${live}`));
    expect(await page.locator('[data-progress-count]').innerText()).toBe('0 of 10');
    // The completion estimate, in words.
    expect(await page.locator('[data-progress-estimate]').textContent()).toMatch(/^ · a survey like this takes about \d+ (minutes|hours)$/);
    const marker = await page.evaluate<number>('window.marker = 42');
    // One person answers (a panel integration records them).
    const { survey } = await (
      await fetch(url('/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
        body: JSON.stringify({ query: 'query($id: ID!, $t: ID!) { survey(id: $id, teamId: $t) { questions { id options { id } } } }', variables: { id: live, t: team.teamId } }),
      })
    )
      .json()
      .then((b: any) => b.data);
    const [h2h, rating] = survey.questions;
    const recorded = await fetch(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      body: JSON.stringify({
        query: 'mutation($input: PanelSubmissionInput!) { recordPanelSubmission(input: $input) { respondentId } }',
        variables: {
          input: {
            surveyId: live,
            panelRespondentId: 'live-1',
            answers: [
              {
                questionId: h2h.id,
                chosenOption: h2h.options[0].id,
                matchup: { option1: h2h.options[0].id, option2: h2h.options[1].id },
                explanation: 'The colours are cheerful.',
              },
              { questionId: rating.id, score: 8, explanation: 'My kids like sweet cereal.' },
            ],
          },
        },
      }),
    });
    expect(((await recorded.json()) as any).errors).toBeUndefined();
    await expect.poll(() => page.locator('[data-progress-count]').innerText(), { timeout: 15_000 }).toBe('1 of 10');
    // The same page, not a reload.
    expect(await page.evaluate<number>('window.marker')).toBe(marker);
  }, 60_000);
});
