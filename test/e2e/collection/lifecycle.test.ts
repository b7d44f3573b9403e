import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setTeamPlan } from '../../../subgraphs/accounts/accounts.service';
import { expectLedgerInvariant, grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV1Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * publish → collection → completed → results → not_helpful → reopen → replacement →
 * completed again, through v2 and v1 with the workers of this process (ROLE=all).
 */
const service = useTestService({
  ROLE: 'all',
  COLLECTION_BATCH_SIZE: '4',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOX_POLL_MS: '20',
  RATE_LIMITS_ENABLED: 'false',
  MEDIA_DIR: mkdtempSync(join(tmpdir(), 'sfs-media-')),
});
const api = apiClient(() => service().url);

const ONE_QUESTION = {
  name: 'Snack test',
  sampleSize: 10,
  reporting: ['gender', 'age'],
  questions: [{ type: 'single_select', prompt: 'Which snack would you buy?', options: [{ label: 'Crisps' }, { label: 'Nuts' }, { label: 'Fruit' }] }],
};
const TWO_QUESTIONS = {
  name: 'Two questions',
  sampleSize: 10,
  questions: [
    { type: 'single_select', prompt: 'Which colour?', options: [{ label: 'Red' }, { label: 'Blue' }] },
    { type: 'rating', prompt: 'How much do you like the logo?' },
  ],
};

async function team(opts: { plan?: 'payg' | 'growth' } = {}) {
  const em = service().em();
  const t = await makeTeam(em);
  if (opts.plan) await setTeamPlan(em, t.team.id, opts.plan);
  await grant(em, t.team.id, 100, { livemode: false });
  return { ...t, key: await t.key(['read', 'write', 'spend'], { livemode: false }) };
}

/** Creates and publishes a survey with a test-mode key; returns its GUID. */
async function publish(key: string, draft: object): Promise<string> {
  const created = await api('POST', '/v2/surveys', key, draft);
  expect(created.status).toBe(200);
  const id = (await json(created)).id as string;
  const res = await api('POST', `/v2/surveys/${id}/publish`, key, undefined, { 'idempotency-key': `pub-${id}` });
  expect(res.status).toBe(200);
  return id.replace(/^srv_(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return service().em().execute<T[]>(sql, params);
}

async function completedEvents(surveyId: string): Promise<number> {
  const [{ n }] = await db<{ n: number }>(`select count(*)::int as n from platform.outbox where type = 'survey.completed' and aggregate_id = ?`, [surveyId]);
  return n;
}

/** Waits until the survey has completed `times` times (and is completed now). */
async function completed(key: string, surveyId: string, times = 1) {
  await waitFor(async () => (await completedEvents(surveyId)) === times, { timeoutMs: 20_000, what: `survey.completed #${times}` });
  const res = await api('GET', `/v1/surveys/${surveyId}`, key);
  expect(res.status).toBe(200);
  const body = (await json(res)).data;
  expect(body.status).toBe('completed');
  return body;
}

/** Votes per option recounted straight from the valid responses. */
async function recount(surveyId: string, questionId: string): Promise<Record<string, number>> {
  const rows = await db<{ option: string; n: number }>(
    `select answer->>'chosenOption' as option, count(*)::int as n from surveys.responses
      where survey_id = ? and question_id = ? and rejected_at is null group by 1`,
    [surveyId, questionId],
  );
  return Object.fromEntries(rows.map((r) => [r.option, r.n]));
}

async function respondents(surveyId: string) {
  return db<{ seq: number; rejected: boolean }>('select seq, rejected_at is not null as rejected from surveys.respondents where survey_id = ? order by seq', [surveyId]);
}

const rate = (key: string, responseId: string, rating: string, comment?: string) =>
  api('POST', `/v1/responses/${responseId}/rate`, key, comment === undefined ? { rating } : { rating, comment });

describe('collection lifecycle', () => {
  it('collects the sample, reopens on a flag, collects a replacement and completes again', async () => {
    const t = await team();
    const id = await publish(t.key, ONE_QUESTION);

    const first = await completed(t.key, id);
    expect(first.numResponses).toBe(10);
    expect((await respondents(id)).map((r) => r.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const q = first.questions[0];
    expect(q.responses).toHaveLength(10);
    for (const r of q.responses) {
      expect(r.explanation.length).toBeGreaterThan(10);
      expect(q.options.map((o: any) => o.id)).toContain(r.chosenOption);
      expect(r.respondent.map((x: any) => x.trait)).toEqual(['Gender', 'Age']);
    }
    const votes = await recount(id, q.id);
    expect(q.results.totalResponses).toBe(10);
    expect(Object.fromEntries(q.results.options.map((o: any) => [o.id, o.votes]).filter(([, v]: any) => v > 0))).toEqual(votes);
    for (const o of q.results.options) expect(o.percentage).toBe(Math.round((o.votes / 10) * 1000) / 10);

    // Flag one response: it is rejected, the survey reopens, a replacement (seq 10) comes in.
    const flagged = q.responses[0];
    const res = await rate(t.key, flagged.id, 'not_helpful', 'Off topic');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, data: { id: flagged.id, rating: 'not_helpful', comment: 'Off topic' } });
    const [reopened] = await db<{ payload: any }>(`select payload from platform.outbox where type = 'survey.reopened' and aggregate_id = ?`, [id]);
    expect(reopened.payload).toMatchObject({ surveyId: id, nextSeq: 10 });

    const second = await completed(t.key, id, 2);
    expect(second.numResponses).toBe(10);
    const all = await respondents(id);
    expect(all.map((r) => r.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.filter((r) => r.rejected)).toHaveLength(1);
    const [{ rejected }] = await db<{ rejected: boolean }>('select rejected_at is not null as rejected from surveys.responses where id = ?', [flagged.id]);
    expect(rejected).toBe(true);
    const after = second.questions[0];
    expect(after.results.totalResponses).toBe(10);
    expect(after.responses.map((r: any) => r.id)).not.toContain(flagged.id);
    const votesAfter = await recount(id, after.id);
    expect(Object.fromEntries(after.results.options.map((o: any) => [o.id, o.votes]).filter(([, v]: any) => v > 0))).toEqual(votesAfter);
  });

  it('a completed survey gets its English reports and its CSV export without anyone asking', async () => {
    const t = await team();
    const id = await publish(t.key, TWO_QUESTIONS);
    await completed(t.key, id);
    const meta = await waitFor(
      async () => {
        const res = await api('GET', `/v1/surveys/${id}/exports`, t.key);
        const body = await json(res);
        return body.data.png.length === 2 ? body.data : null;
      },
      { timeoutMs: 60_000, what: 'English reports after completion' },
    );
    expect(meta.pdf.map((p: any) => p.language)).toEqual(['en']);
    expect(meta.png.map((p: any) => [p.language, p.isPreview])).toEqual([
      ['en', false],
      ['en', true],
    ]);
    // Report URLs carry the export's signed `t` (reports are served after a check, issue 35).
    const pdf = await fetch(`${service().url}${new URL(meta.pdf[0].url).pathname}${new URL(meta.pdf[0].url).search}`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(meta.csv.available).toBe(true);
    const csv = await fetch(`${service().url}${new URL(meta.csv.url).pathname}${new URL(meta.csv.url).search}`);
    expect(csv.status).toBe(200);
    // Header, then 10 respondents × 2 questions (simulated explanations hold no line breaks).
    const [{ n }] = await db<{ n: number }>(`select count(*)::int as n from surveys.responses where survey_id = ? and rejected_at is null`, [id]);
    expect(n).toBe(20);
    expect((await csv.text()).trimEnd().split('\n')).toHaveLength(21);
  }, 90_000); // the reports wait up to 60 s for a render thread on a loaded machine

  it('rejects every response of the flagged respondent on a multi-question survey', async () => {
    const t = await team();
    const id = await publish(t.key, TWO_QUESTIONS);
    const survey = await completed(t.key, id);
    expect(survey.numResponses).toBe(10);
    const [colour, logo] = survey.questions;
    expect(colour.results.totalResponses).toBe(10);
    expect(logo.results.totalResponses).toBe(10);
    const [flagged] = colour.responses;
    const [{ respondent_id: respondentId }] = await db<{ respondent_id: string }>('select respondent_id from surveys.responses where id = ?', [flagged.id]);

    expect((await rate(t.key, flagged.id, 'not_helpful')).status).toBe(200);
    const rows = await db<{ rejected: boolean }>('select rejected_at is not null as rejected from surveys.responses where respondent_id = ?', [respondentId]);
    expect(rows).toEqual([{ rejected: true }, { rejected: true }]);

    const again = await completed(t.key, id, 2);
    expect(again.numResponses).toBe(10);
    expect(again.questions.map((q: any) => q.results.totalResponses)).toEqual([10, 10]);
    const [{ valid, rejected }] = await db<{ valid: number; rejected: number }>(
      `select count(*) filter (where rejected_at is null)::int as valid, count(*) filter (where rejected_at is not null)::int as rejected
         from surveys.responses where survey_id = ?`,
      [id],
    );
    expect({ valid, rejected }).toEqual({ valid: 20, rejected: 2 });
    // The rating question's average is over the valid scores only.
    const [{ avg }] = await db<{ avg: number }>(
      `select round(avg((answer->>'score')::numeric), 2)::float8 as avg from surveys.responses where question_id = ? and rejected_at is null`,
      [logo.id],
    );
    expect(again.questions[1].results.averageScore).toBe(avg);
  });

  it('caps pay-as-you-go flags at 10% of the sample, rounded up; deleting a flag frees its place', async () => {
    const t = await team();
    const id = await publish(t.key, ONE_QUESTION);
    const [a, b, c] = (await completed(t.key, id)).questions[0].responses;

    expect((await rate(t.key, a.id, 'not_helpful')).status).toBe(200);
    await completed(t.key, id, 2);
    const over = await rate(t.key, b.id, 'not_helpful');
    await expectV1Error(over, 409, 'Conflict');
    const [{ rejected }] = await db<{ rejected: boolean }>('select rejected_at is not null as rejected from surveys.responses where id = ?', [b.id]);
    expect(rejected).toBe(false);

    // Switching the flag to helpful frees the place but keeps the rejection and the comment.
    expect((await rate(t.key, a.id, 'helpful')).status).toBe(200);
    const [stillRejected] = await db<{ rejected: boolean }>('select rejected_at is not null as rejected from surveys.responses where id = ?', [a.id]);
    expect(stillRejected.rejected).toBe(true);
    expect((await rate(t.key, b.id, 'not_helpful')).status).toBe(200);
    await completed(t.key, id, 3);

    // Deleting a flag frees its place too, and does not un-reject.
    await expectV1Error(await rate(t.key, c.id, 'not_helpful'), 409, 'Conflict');
    const del = await api('DELETE', `/v1/responses/${b.id}/rate`, t.key);
    expect(del.status).toBe(200);
    expect((await rate(t.key, c.id, 'not_helpful')).status).toBe(200);
    const flagged = await db<{ id: string; rejected: boolean }>('select id, rejected_at is not null as rejected from surveys.responses where id in (?, ?, ?) order by id', [
      a.id,
      b.id,
      c.id,
    ]);
    expect(flagged.every((r) => r.rejected)).toBe(true);
    const final = await completed(t.key, id, 4);
    expect(final.numResponses).toBe(10);
    expect((await respondents(id)).filter((r) => r.rejected)).toHaveLength(3);
  });

  it('gives subscribed teams no flag cap', async () => {
    const t = await team({ plan: 'growth' });
    const id = await publish(t.key, ONE_QUESTION);
    const responses = (await completed(t.key, id)).questions[0].responses.slice(0, 3);
    for (const r of responses) expect((await rate(t.key, r.id, 'not_helpful')).status).toBe(200);
    // However the flags and the replacements interleave, the survey ends full again with three rejected.
    await waitFor(
      async () => {
        const [s] = await db<{ status: string; num_responses: number }>('select status, num_responses from surveys.surveys where id = ?', [id]);
        return s.status === 'completed' && s.num_responses === 10;
      },
      { timeoutMs: 20_000, what: 'the survey full again' },
    );
    expect((await respondents(id)).map((r) => r.rejected).filter(Boolean)).toHaveLength(3);
    expect((await respondents(id)).map((r) => r.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i));
    await expectLedgerInvariant(service().em(), t.team.id);
  });
});
