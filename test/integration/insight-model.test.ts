import type { Job } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queueConnection } from '../../platform/queues/connection';
import { computeSurveyInsights, ensureSurveyInsights } from '../../subgraphs/surveys';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { readFileSync } from 'node:fs';
import { evaluateHalf } from '../../subgraphs/surveys/analysis/insights/evaluation/evaluate';
import { openAiInsightModel, SYSTEM_PROMPT } from '../../subgraphs/surveys/analysis/insights/insight-model';
import { runCollectionStep } from '../../workers/jobs/collection-run.job';
import { openJobQueues } from '../../workers/jobs/registry';
import { startFakeChatProvider, type ChatBody } from '../helpers/fake-chat-provider';
import { makeTeam } from '../helpers/fixtures';
import { useTestService } from '../helpers/service';
import { TEST_REDIS_URL } from '../helpers/test-env';

/**
 * The insight's optional language model (INSIGHT_API_URL) against a local fake of an
 * OpenAI-compatible chat API: live-mode surveys get its summary and labels over the engine's
 * counts; test mode never calls it; every failure keeps the offline insight, and the log says
 * why without the explanations.
 */
const provider = await startFakeChatProvider();
afterAll(() => provider.close());
const KEY = 'sk-insights-0123456789abcdefghijklmnop';
const logs: string[] = [];
const log = pino({ level: 'debug' }, { write: (line: string) => void logs.push(line) });
const service = useTestService(
  {
    COLLECTION_BATCH_SIZE: '50',
    COLLECTION_INTERVAL_MS: '60000',
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    OUTBOUND_CA_FILE: provider.caFile,
    INSIGHT_API_URL: provider.baseUrl,
    INSIGHT_API_KEY: KEY,
    INSIGHT_API_MODEL: 'fake-model-1',
    INSIGHT_API_TIMEOUT_MS: '1500',
  },
  { logs: { destination: { write: (line: string) => void logs.push(line) }, level: 'debug' } },
);
const compute = (surveyId: string) => computeSurveyInsights(service().em(), surveyId, { log });
const queues = openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix: `${process.env.QUEUE_PREFIX}-insight-model` }));
afterAll(async () => {
  await queues.queue('collection').obliterate({ force: true });
  await queues.close();
});
beforeEach(() => {
  provider.requests.length = 0;
  logs.length = 0;
});

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

async function completedSurvey(livemode: boolean): Promise<{ surveyId: string; teamId: string }> {
  const em = service().em();
  const t = await makeTeam(em);
  const view = await createSurvey(
    em,
    { teamId: t.team.id, livemode, userId: null, channel: 'api' },
    {
      sampleSize: 40,
      questions: [{ type: 'single_select', prompt: 'Which coffee bag would you pick up?', options: [{ label: 'Kraft paper bag' }, { label: 'Matte green pouch' }] }],
    },
  );
  await em.execute(`update surveys.surveys set status = 'in-progress', published_at = now() where id = ?`, [view.survey.id]);
  await runCollectionStep({ surveyId: view.survey.id, fromSeq: 0 }, { orm: service().orm!, log: pino({ level: 'silent' }), queues, graph: null, job: {} as Job, requestId: null });
  const [{ status }] = await db<{ status: string }>('select status from surveys.surveys where id = ?', [view.survey.id]);
  expect(status).toBe('completed');
  return { surveyId: view.survey.id, teamId: t.team.id };
}

interface Stored {
  summary: string;
  method: string;
  themes: { label: string; count: number; share: number; phrases: string[]; quotes: string[] }[];
  perOption: { optionId: string; chosenBy: number; for: { label: string; count: number }[]; against: { label: string; count: number }[] }[];
  sentiment: unknown;
}
const stored = async (surveyId: string) => (await db<{ insight: Stored }>('select insight from surveys.question_insights where survey_id = ?', [surveyId]))[0].insight;
const offline = async (surveyId: string) => {
  await computeSurveyInsights(service().em(), surveyId, { model: null });
  return stored(surveyId);
};
const sent = (body: ChatBody) =>
  JSON.parse(body.messages![1].content) as { themes: { n: number; count: number; words: string[] }[]; explanations: { n: number; text: string; answer: string }[] };
const labelled = (body: ChatBody) =>
  JSON.stringify({ summary: 'People picked the pouch because it keeps the coffee fresh.', themes: sent(body).themes.map((t) => ({ n: t.n, label: `reason number ${t.n}` })) });

describe('the insight model (INSIGHT_API_URL)', () => {
  it('writes a live survey’s summary and labels over the engine’s counts, sent only the question, explanations and counts', async () => {
    const { surveyId, teamId } = await completedSurvey(true);
    const before = await offline(surveyId);
    expect(before.themes.length).toBeGreaterThan(0);
    provider.answer({ kind: 'content', content: labelled });

    expect(await compute(surveyId)).toEqual({ questions: 1, language: 'en' });
    const after = await stored(surveyId);
    expect(after.summary).toBe('People picked the pouch because it keeps the coffee fresh.');
    expect(after.method).toBe('wink-nlp; summary and theme labels by fake-model-1');
    expect(after.themes.map((t) => t.label)).toEqual(before.themes.map((_, i) => `reason number ${i + 1}`));
    // Counts, phrases, quotes and sentiment are the engine's.
    expect(after.themes.map(({ count, share, phrases, quotes }) => ({ count, share, phrases, quotes }))).toEqual(
      before.themes.map(({ count, share, phrases, quotes }) => ({ count, share, phrases, quotes })),
    );
    expect(after.sentiment).toEqual(before.sentiment);
    const relabel = new Map(before.themes.map((t, i) => [t.label, `reason number ${i + 1}`]));
    expect(after.perOption).toEqual(
      before.perOption.map((o) => ({
        ...o,
        for: o.for.map((r) => ({ ...r, label: relabel.get(r.label) })),
        against: o.against.map((r) => ({ ...r, label: relabel.get(r.label) })),
      })),
    );

    expect(provider.requests).toHaveLength(1);
    const [req] = provider.requests;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.authorization).toBe(`Bearer ${KEY}`);
    expect(req.body).toMatchObject({ model: 'fake-model-1', temperature: 0, response_format: { type: 'json_object' } });
    expect(req.body.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(req.body.messages![0].content).toBe(SYSTEM_PROMPT);
    const input = sent(req.body);
    const texts = await db<{ explanation: string }>('select explanation from surveys.responses where survey_id = ? and rejected_at is null order by id', [surveyId]);
    expect(input.explanations.map((e) => e.text)).toEqual(texts.map((t) => t.explanation));
    expect(input.explanations.every((e) => e.answer === 'Kraft paper bag' || e.answer === 'Matte green pouch')).toBe(true);
    expect(input.themes.map((t) => t.count)).toEqual(before.themes.map((t) => t.count));
    // No identifiers leave the service: not the survey's, the team's or any response's.
    const ids = await db<{ id: string }>('select id from surveys.responses where survey_id = ?', [surveyId]);
    const content = req.body.messages![1].content;
    for (const id of [surveyId, teamId, ...ids.map((r) => r.id)]) expect(content).not.toContain(id);
  });

  it('never calls the model for a test-mode survey', async () => {
    const { surveyId } = await completedSurvey(false);
    provider.answer({ kind: 'content', content: labelled });
    await compute(surveyId);
    expect(provider.requests).toHaveLength(0);
    expect((await stored(surveyId)).method).toBe('wink-nlp');
  });

  const failures: [string, Parameters<typeof provider.answer>[0], RegExp][] = [
    ['an HTTP 500', { kind: 'status', status: 500, body: { error: { message: 'boom' } } }, /HTTP 500/],
    ['a 401 (our key refused)', { kind: 'status', status: 401, body: { error: { message: 'bad key' } } }, /HTTP 401/],
    ['no answer within the timeout', { kind: 'hang' }, /./],
    ['a body that is not a completion', { kind: 'raw', body: '<html>' }, /did not answer JSON/],
    ['content that is not JSON', { kind: 'content', content: () => 'Here is your summary!' }, /did not answer JSON/],
    [
      'a theme left out',
      {
        kind: 'content',
        content: (b) =>
          JSON.stringify({
            summary: 'x',
            themes: sent(b)
              .themes.slice(1)
              .map((t) => ({ n: t.n, label: 'y' })),
          }),
      },
      /labelled/,
    ],
    ['a summary too long', { kind: 'content', content: (b) => JSON.stringify({ summary: 'x'.repeat(701), themes: sent(b).themes.map((t) => ({ n: t.n, label: 'y' })) }) }, /shape/],
    ['a label empty', { kind: 'content', content: (b) => JSON.stringify({ summary: 'x', themes: sent(b).themes.map((t) => ({ n: t.n, label: ' ' })) }) }, /shape/],
  ];
  it.each(failures)('keeps the offline insight on %s, and logs why without the explanations', async (_, reply, why) => {
    const { surveyId } = await completedSurvey(true);
    const before = await offline(surveyId);
    provider.answer(reply);
    logs.length = 0;
    await compute(surveyId);
    expect(provider.requests.length).toBeGreaterThanOrEqual(1);
    const after = await stored(surveyId);
    expect({ ...after, computedAt: null }).toEqual({ ...before, computedAt: null });
    const warned = logs.filter((l) => l.includes('insight model failed'));
    expect(warned).toHaveLength(1);
    const line = JSON.parse(warned[0]) as { reason: string; model: string };
    expect(line.model).toBe('fake-model-1');
    expect(line.reason).toMatch(why);
    const texts = await db<{ explanation: string }>('select explanation from surveys.responses where survey_id = ?', [surveyId]);
    for (const l of logs) {
      expect(l).not.toContain(KEY);
      for (const t of texts) expect(l).not.toContain(t.explanation);
    }
  });

  it('the report job asks the model only when the stored insight is missing or out of date', async () => {
    const { surveyId } = await completedSurvey(true);
    provider.answer({ kind: 'content', content: labelled });
    // No insight yet (the insights job has not run): computed, one call.
    expect(await ensureSurveyInsights(service().em(), surveyId, { log })).toEqual({ questions: 1, language: 'en' });
    expect(provider.requests).toHaveLength(1);
    const [{ computed_at: first }] = await db<{ computed_at: Date }>('select computed_at from surveys.question_insights where survey_id = ?', [surveyId]);
    // Current: nothing asked, nothing written.
    expect(await ensureSurveyInsights(service().em(), surveyId, { log })).toBe('current');
    expect(provider.requests).toHaveLength(1);
    const [{ computed_at: same }] = await db<{ computed_at: Date }>('select computed_at from surveys.question_insights where survey_id = ?', [surveyId]);
    expect(same).toEqual(first);
    // A rejection since makes it out of date: computed again.
    const [{ id: respondentId }] = await db<{ id: string }>('select id from surveys.respondents where survey_id = ? order by seq limit 1', [surveyId]);
    await db(`update surveys.respondents set rejected_at = clock_timestamp() where id = ?`, [respondentId]);
    await db(`update surveys.responses set rejected_at = clock_timestamp() where respondent_id = ?`, [respondentId]);
    expect(await ensureSurveyInsights(service().em(), surveyId, { log })).toEqual({ questions: 1, language: 'en' });
    expect(provider.requests).toHaveLength(2);
    expect(await ensureSurveyInsights(service().em(), surveyId, { log })).toBe('current');
    expect(provider.requests).toHaveLength(2);
  });

  it('N computations of one survey at once store one insight, the model’s', async () => {
    const { surveyId } = await completedSurvey(true);
    provider.answer({ kind: 'content', content: labelled });
    await Promise.all(Array.from({ length: 4 }, () => compute(surveyId)));
    const rows = await db<{ insight: Stored }>('select insight from surveys.question_insights where survey_id = ?', [surveyId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].insight.method).toBe('wink-nlp; summary and theme labels by fake-model-1');
    expect(provider.requests).toHaveLength(4);
  });
});

describe('the evaluation with a model (npm run eval:insights -- --model)', () => {
  const model = openAiInsightModel({
    baseUrl: provider.baseUrl,
    apiKey: KEY,
    model: 'fake-model-1',
    timeoutMs: 1500,
    policy: { allowHttp: false, allowPrivate: false, allowCidrs: ['127.0.0.1/32'], timeoutMs: 1500, maxBodyBytes: 1024 * 1024, ca: readFileSync(provider.caFile) },
  });

  it("scores the model's labels: one request per question with themes, each labelled as the model says", async () => {
    const offline = await evaluateHalf('tune');
    // Every theme labelled with the logo question's first reason: only that question's themes name a reason.
    provider.answer({
      kind: 'content',
      content: (body) => JSON.stringify({ summary: 'Said by the model.', themes: sent(body).themes.map((t) => ({ n: t.n, label: 'easy to read' })) }),
    });
    const withModel = await evaluateHalf('tune', { model });
    const withThemes = offline.questions.filter((q) => q.score.themes.length > 0);
    expect(provider.requests).toHaveLength(withThemes.length);
    expect(provider.requests.every((r) => r.body.messages?.[0].content === SYSTEM_PROMPT)).toBe(true);
    expect(withModel.questions.map((q) => q.score.themes.map((t) => t.label))).toEqual(offline.questions.map((q) => q.score.themes.map(() => 'easy to read')));
    expect(withModel.questions.every((q) => q.modelFailure === undefined && (q.score.themes.length === 0 || q.summary === 'Said by the model.'))).toBe(true);
    const q1 = withModel.questions.find((q) => q.question.id === 'q1')!;
    expect(withModel.pooled.naming).toBe(q1.score.themes.length);
    // Counts stay the engine's.
    expect(withModel.questions.map((q) => q.score.themes.map((t) => t.count))).toEqual(offline.questions.map((q) => q.score.themes.map((t) => t.count)));
  });

  it("keeps and scores the engine's insight for a question the model fails, and says why", async () => {
    const offline = await evaluateHalf('tune');
    provider.answer({ kind: 'status', status: 500, body: { error: { message: 'overloaded' } } });
    const failed = await evaluateHalf('tune', { model });
    expect(failed.pooled).toEqual(offline.pooled);
    expect(failed.questions.filter((q) => q.score.themes.length > 0).map((q) => q.modelFailure)).toEqual(
      offline.questions.filter((q) => q.score.themes.length > 0).map(() => 'the insight model answered HTTP 500'),
    );
  });
});
