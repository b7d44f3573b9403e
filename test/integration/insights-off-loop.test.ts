import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../platform/config';
import { newId } from '../../platform/ids';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { closeInsightPool, computeSurveyInsights } from '../../subgraphs/surveys';
import { makeTeamDirect } from '../helpers/fixtures';
import { TEST_DATABASE_URL } from '../helpers/test-env';

/**
 * Issue 38: an insight over many explanations is computed on a worker thread, so the process
 * that computes it keeps answering. 20,000 explanations took ~3 s in one block on the event loop
 * (15 s at 100,000). The gap between timer ticks while it runs is the event loop's longest stall.
 */
const EXPLANATIONS = 20_000;
let orm: MikroORM;
let db: pg.Client;

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
  db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await closeInsightPool();
  await db?.end();
  await orm?.close();
});

/** A completed US survey of head-to-head questions, each answered by `people` respondents with explanations of varied words. */
async function seedLargeSurvey(people: number, questions: number): Promise<{ surveyId: string; questionIds: string[] }> {
  const { teamId } = await makeTeamDirect(db, 'Large insight');
  const surveyId = newId();
  await db.query(
    `insert into surveys.surveys (id, team_id, name, country, sample_size, status, targeting, reporting, num_responses, livemode, created_at, updated_at, published_at, completed_at)
     values ($1, $2, 'Large', 'US', 5000, 'completed', '{}', '{}', $3, false, now(), now(), now(), now())`,
    [surveyId, teamId, people],
  );
  const questionIds: string[] = [];
  for (let position = 1; position <= questions; position++) {
    const [questionId, a, b] = [newId(), newId(), newId()];
    questionIds.push(questionId);
    await db.query(`insert into surveys.questions (id, survey_id, position, type, prompt) values ($1, $2, $3, 'head_to_head', 'Which carton would you pick up?')`, [
      questionId,
      surveyId,
      position,
    ]);
    await db.query(`insert into surveys.options (id, question_id, position, kind, label) values ($1, $3, 1, 'text', 'Ember'), ($2, $3, 2, 'text', 'Fern')`, [a, b, questionId]);
  }
  await db.query(
    `insert into surveys.respondents (id, survey_id, seq, panel_respondent_id, traits)
     select gen_random_uuid(), $1, i, 'p-' || i, '[]'::jsonb from generate_series(1, $2) as i`,
    [surveyId, people],
  );
  await db.query(
    `insert into surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation)
     select gen_random_uuid(), $1, q.id, p.id,
            jsonb_build_object('chosenOption', (select o.id from surveys.options o where o.question_id = q.id and o.position = 1 + (p.seq % 3 = 0)::int)),
            'The ' || (array['colour', 'green', 'warm orange', 'clean layout', 'name', 'font', 'shape', 'price tag'])[1 + p.seq % 8]
              || ' feels ' || (array['fresh', 'trustworthy', 'calm', 'bold', 'cheap', 'natural', 'premium'])[1 + p.seq % 7]
              || ' and I would ' || (array['buy it', 'notice it on a shelf', 'trust it', 'remember it', 'skip it'])[1 + p.seq % 5] || ' ' || p.seq
       from surveys.respondents p cross join surveys.questions q where p.survey_id = $1 and q.survey_id = $1`,
    [surveyId],
  );
  return { surveyId, questionIds };
}

const insightsOf = async (questionIds: string[]) =>
  (
    await db.query<{ insight: { responses: number; themes: unknown[]; method: string } }>(
      'select insight from surveys.question_insights where question_id = any($1) order by question_id',
      [questionIds],
    )
  ).rows.map((r) => r.insight);

describe('insights off the event loop', () => {
  it(`computes insights over ${EXPLANATIONS} explanations (4 questions of 5,000) while the event loop never stalls for 100 ms`, async () => {
    const { surveyId, questionIds } = await seedLargeSurvey(EXPLANATIONS / 4, 4);
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    let result: Awaited<ReturnType<typeof computeSurveyInsights>>;
    try {
      result = await computeSurveyInsights(orm.em.fork(), surveyId);
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    expect(result).toEqual({ questions: 4, language: 'en' });
    const insights = await insightsOf(questionIds);
    expect(insights.map((i) => i.responses)).toEqual([5000, 5000, 5000, 5000]);
    expect(insights.every((i) => i.themes.length > 0 && !i.method.includes('sample'))).toBe(true);
    // The computation took far longer than any stall of the loop around it: under 100 ms, or on a
    // machine busy with other test files (CI: two cores), under a fifth of the computation. On the
    // loop (INSIGHT_THREADS=0) one stall is nearly all of it (1.6 s of 1.7 s).
    expect(longest, `longest stall ${Math.round(longest)} ms of ${Math.round(took)} ms`).toBeLessThan(Math.max(100, took / 5));
  }, 120_000);

  it('reads at most 5,000 explanations of a question, the same fixed sample each time, and says so in method', async () => {
    const { surveyId, questionIds } = await seedLargeSurvey(6_000, 1);
    await computeSurveyInsights(orm.em.fork(), surveyId);
    const [first] = await insightsOf(questionIds);
    expect(first.responses).toBe(5000);
    expect(first.method).toMatch(/; a fixed sample of 5000 of 6000 explanations$/);
    await computeSurveyInsights(orm.em.fork(), surveyId);
    const [again] = await insightsOf(questionIds);
    expect({ ...again, computedAt: null }).toEqual({ ...first, computedAt: null });
  }, 120_000);
});
