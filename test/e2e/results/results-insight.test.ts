import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSurveyInsights } from '../../../subgraphs/surveys';
import { launchChromium } from '../../helpers/browser';
import { expectAccessible, FormClient, newEmail, screenshot, signedInContext } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/**
 * The results page's "Why they answered this way" on explanations the project did not write
 * (issue 43): the evaluation set's tune half of its meditation-icon rating question
 * (test/fixtures/insights-eval/), stored as a completed survey's responses, its insight computed
 * by the engine, read in Chromium. The summary names reasons in words, not lone words with counts.
 */
const service = useTestService();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

interface Explanation {
  question: string;
  answer: string | number;
  text: string;
}
const tune = JSON.parse(readFileSync(new URL('../../fixtures/insights-eval/explanations.tune.json', import.meta.url), 'utf8')) as Explanation[];
const reasons = JSON.parse(readFileSync(new URL('../../fixtures/insights-eval/reasons.json', import.meta.url), 'utf8')) as { id: string; prompt: string }[];

/** A completed test-mode survey of one stars5 rating question, answered by the fixture's explanations. */
async function seededSurvey(teamId: string, questionId: string, name: string): Promise<string> {
  const rows = tune.filter((e) => e.question === questionId);
  const [surveyId, qId] = [randomUUID(), randomUUID()];
  await db(
    `insert into surveys.surveys (id, team_id, name, country, sample_size, status, targeting, reporting, num_responses, livemode, created_at, updated_at, published_at, completed_at)
     values (?, ?, ?, 'US', ?, 'completed', '{}', '{}', ?, false, now(), now(), now(), now())`,
    [surveyId, teamId, name, rows.length, rows.length],
  );
  await db(`insert into surveys.questions (id, survey_id, position, type, variant, prompt) values (?, ?, 1, 'rating', 'stars5', ?)`, [
    qId,
    surveyId,
    reasons.find((q) => q.id === questionId)!.prompt,
  ]);
  for (const [i, e] of rows.entries()) {
    const respondentId = randomUUID();
    await db(`insert into surveys.respondents (id, survey_id, seq, panel_respondent_id, traits) values (?, ?, ?, ?, '[]'::jsonb)`, [respondentId, surveyId, i + 1, `p-${i + 1}`]);
    await db(`insert into surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation) values (?, ?, ?, ?, ?::jsonb, ?)`, [
      randomUUID(),
      surveyId,
      qId,
      respondentId,
      JSON.stringify({ score: Number(e.answer) }),
      e.text,
    ]);
  }
  return surveyId;
}

/** An owner signed up in the console, and their team. */
async function signedUpOwner(tag: string, name: string, teamName: string): Promise<{ owner: FormClient; teamId: string }> {
  const owner = new FormClient(service().url);
  const email = newEmail(tag);
  expect((await owner.submit('/console/sign-up', '/console/sign-up', { name, email, teamName, password: 'correct horse battery' })).res.status).toBe(303);
  const [{ team_id: teamId }] = await db<{ team_id: string }>('select m.team_id from accounts.team_memberships m join accounts.users u on u.id = m.user_id where u.email = ?', [
    email,
  ]);
  return { owner, teamId };
}

describe('results page: the insight on independent explanations', () => {
  it('summarises the meditation-icon ratings by reasons said in many words', async () => {
    const { owner, teamId } = await signedUpOwner('insight', 'Ina Insight', 'Calm Co');
    const surveyId = await seededSurvey(teamId, 'q5', 'Meditation icon');
    expect(await computeSurveyInsights(service().em(), surveyId)).toEqual({ questions: 1, language: 'en' });
    const [{ insight }] = await db<{ insight: { summary: string; themes: { label: string; count: number }[] } }>(
      'select insight from surveys.question_insights where survey_id = ?',
      [surveyId],
    );
    // Words said alike are one reason: "calm", "serene", "tranquil", and "soothing" with "calming" (the stem of "calm").
    expect(insight.themes[0]).toMatchObject({ label: 'calm, serene and tranquil', count: 6 });
    expect(insight.summary).toMatch(/^Across 20 explanations, the reasons given most often are calm, serene and tranquil \(6\); hard to see \(2\) and washed out \(2\)\. /);

    for (const width of [1280, 390]) {
      const context = await signedInContext(browser, owner, service().url, width);
      const page = await context.newPage();
      try {
        await page.goto(`${service().url}/console/results/${surveyId}`);
        const insightBox = page.locator('.insight');
        expect(await insightBox.locator('.insight-summary').innerText()).toBe(insight.summary);
        expect(await insightBox.getByRole('list', { name: 'Reasons people gave' }).locator('li').allInnerTexts()).toEqual([
          'calm, serene and tranquil 6 · 30%',
          'hard to see 2 · 10%',
          'washed out 2 · 10%',
        ]);
        expect(await insightBox.locator('.recurring-words').count()).toBe(0);
        await expectAccessible(page);
        await screenshot(page, width > 500 ? 'results-insight-desktop' : 'results-insight-phone');
      } finally {
        await context.close();
      }
    }
  });

  it('shows a theme of one word as a word that recurs, without a count, as the summary does', async () => {
    const { owner, teamId } = await signedUpOwner('insight-words', 'Wes Words', 'Crisp Co');
    // The chickpea-crisps rating: among its themes, "healthy" (3) and "tangy" (2) are one word each.
    const surveyId = await seededSurvey(teamId, 'q6', 'Chickpea crisps');
    await computeSurveyInsights(service().em(), surveyId);
    const [{ insight }] = await db<{ insight: { themes: { label: string; count: number }[] } }>('select insight from surveys.question_insights where survey_id = ?', [surveyId]);
    const labels = insight.themes.map((t) => t.label);
    expect(labels).toEqual(expect.arrayContaining(['healthy', 'tangy']));
    const context = await signedInContext(browser, owner, service().url, 390);
    const page = await context.newPage();
    try {
      await page.goto(`${service().url}/console/results/${surveyId}`);
      const insightBox = page.locator('.insight');
      const chips = await insightBox.getByRole('list', { name: 'Reasons people gave' }).locator('.theme-label').allInnerTexts();
      expect(chips).toEqual(labels.filter((l) => l.includes(' ')));
      expect(await insightBox.locator('.recurring-words').innerText()).toBe(`Words that also recur: ${labels.filter((l) => !l.includes(' ')).join(', ')}`);
      await expectAccessible(page);
      await screenshot(page, 'results-insight-words-phone');
    } finally {
      await context.close();
    }
  });
});
