import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * The `ai` insight of every question: computed by the `insights.compute` job when a test-mode
 * survey completes with the simulated panel, shown in v1 `questions[].ai`, and computed again
 * when a flag reopens the survey and it completes again (workers of this process, ROLE=all).
 */
const service = useTestService({
  ROLE: 'all',
  COLLECTION_BATCH_SIZE: '10',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOX_POLL_MS: '20',
  RATE_LIMITS_ENABLED: 'false',
  MEDIA_DIR: mkdtempSync(join(tmpdir(), 'sfs-media-')),
});
const api = apiClient(() => service().url);

const DRAFT = {
  name: 'Packaging test',
  sampleSize: 30,
  reporting: ['gender', 'age'],
  questions: [
    { type: 'head_to_head', prompt: 'Which packaging would you pick up first?', options: [{ label: 'Kraft paper bag' }, { label: 'Clear plastic tub' }] },
    { type: 'rating', prompt: 'How much do you like the logo?' },
  ],
};

const guid = (v2: string) => v2.replace(/^srv_(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return service().em().execute<T[]>(sql, params);
}

async function completions(surveyId: string): Promise<number> {
  const [{ n }] = await db<{ n: number }>(`select count(*)::int as n from platform.outbox where type = 'survey.completed' and aggregate_id = ?`, [surveyId]);
  return n;
}

/** Waits until the survey has completed `times` times and every question shows an insight computed after `after`. */
async function insightsAfter(key: string, surveyId: string, times: number, after = '') {
  await waitFor(async () => (await completions(surveyId)) === times, { timeoutMs: 30_000, what: `survey.completed #${times}` });
  return waitFor(
    async () => {
      const body = (await json(await api('GET', `/v1/surveys/${surveyId}`, key))).data;
      return body.status === 'completed' && body.questions.every((q: any) => typeof q.ai.computedAt === 'string' && q.ai.computedAt > after) ? body : null;
    },
    { timeoutMs: 30_000, what: `insights after completion #${times}` },
  );
}

async function validResponseIds(questionId: string): Promise<Set<string>> {
  const rows = await db<{ id: string }>('select id from surveys.responses where question_id = ? and rejected_at is null', [questionId]);
  return new Set(rows.map((r) => r.id));
}

describe('the ai insight of each question', () => {
  it('is computed when the survey completes, shown in v1, and computed again after a flag reopens it and it completes again', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    await grant(em, t.team.id, 100, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });
    const created = await api('POST', '/v2/surveys', key, DRAFT);
    expect(created.status).toBe(200);
    const v2Id = (await json(created)).id as string;
    expect((await api('POST', `/v2/surveys/${v2Id}/publish`, key, undefined, { 'idempotency-key': `pub-${v2Id}` })).status).toBe(200);
    const id = guid(v2Id);

    const first = await insightsAfter(key, id, 1);
    const [h2h, rating] = first.questions;
    const valid = await validResponseIds(h2h.id);
    expect(valid.size).toBe(30);
    expect(h2h.ai).toMatchObject({
      language: 'en',
      method: 'wink-nlp',
      responses: 30,
      summary: expect.stringMatching(/^Across 30 explanations, the reasons given most often are /),
    });
    expect(h2h.ai.summary.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeGreaterThanOrEqual(2);
    expect(h2h.ai.themes.length).toBeGreaterThan(0);
    for (const theme of h2h.ai.themes) {
      expect(theme).toEqual({ label: expect.any(String), count: expect.any(Number), share: expect.any(Number), phrases: expect.any(Array), quotes: expect.any(Array) });
      expect(theme.count).toBeGreaterThan(0);
      expect(theme.count).toBeLessThanOrEqual(h2h.ai.responses);
      expect(theme.quotes).toHaveLength(2);
      // Quotes are v1 response GUIDs of this question's valid responses.
      for (const quote of theme.quotes) expect(valid.has(quote)).toBe(true);
    }
    const optionIds = h2h.options.map((o: any) => o.id);
    expect(h2h.ai.sentiment.map((s: any) => s.optionId)).toEqual(optionIds);
    expect(h2h.ai.perOption.map((o: any) => o.optionId)).toEqual(optionIds);
    expect(h2h.ai.perOption.map((o: any) => o.chosenBy)).toEqual(h2h.results.options.map((o: any) => o.votes));
    expect(rating.ai).toMatchObject({ responses: 30, sentiment: [], perOption: [], summary: expect.any(String) });
    // No translation is made.
    expect([h2h.translation, h2h.options[0].translation, h2h.responses[0].translation]).toEqual([null, null, null]);

    // A flag rejects the respondent and reopens the survey; the replacement completes it again.
    const flagged = h2h.responses[0].id as string;
    expect((await api('POST', `/v1/responses/${flagged}/rate`, key, { rating: 'not_helpful' })).status).toBe(200);
    // Waited for by the database's clock once the flag is answered: a computation that started
    // before it (the first completion's job run again, say) read the flagged response as valid,
    // and is replaced by the second completion's, so only one computed after this counts.
    const [{ flaggedAt }] = await db<{ flaggedAt: string | Date }>('select clock_timestamp() as "flaggedAt"');
    const second = await insightsAfter(key, id, 2, new Date(flaggedAt).toISOString());
    const again = second.questions[0];
    expect(new Date(again.ai.computedAt).getTime()).toBeGreaterThan(new Date(h2h.ai.computedAt).getTime());
    expect(again.ai.responses).toBe(30);
    const validAgain = await validResponseIds(again.id);
    expect(validAgain.has(flagged)).toBe(false);
    for (const theme of again.ai.themes) for (const quote of theme.quotes) expect(validAgain.has(quote)).toBe(true);
    expect(second.questions[1].ai.computedAt > rating.ai.computedAt).toBe(true);

    // Stored once per question, replaced in place.
    const rows = await db<{ question_id: string }>('select question_id from surveys.question_insights where survey_id = ? order by question_id', [id]);
    expect(rows.map((r) => r.question_id)).toEqual([h2h.id, rating.id].sort());
  });
});
