import { afterEach, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { setTeamPlan } from '../../../subgraphs/accounts/accounts.service';
import { recordPanelSubmission } from '../../../subgraphs/surveys/fieldwork/collection/collection.service';
import { expectLedgerInvariantEverywhere, grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV1Error, json } from '../../helpers/http';
import { dereferencedDocument } from '../../helpers/openapi-document';
import { useTestService } from '../../helpers/service';

const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const api = apiClient(() => service().url);

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const SNACK = { type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }, { label: 'Fruit' }] };
const SCORE = { type: 'rating', prompt: 'How hungry are you?' };

interface Published {
  key: string;
  teamId: string;
  surveyId: string;
  /** Question GUIDs, and each question's option GUIDs, in survey order. */
  questions: { id: string; options: string[] }[];
}

/**
 * A survey published through v2 (credits granted first), collecting: no workers run here, so
 * respondents are recorded with the collection service as a panel integration would.
 * `extraCredits` is what the team keeps after paying.
 */
async function publishedSurvey(questions: object[], opts: { sampleSize?: number; extraCredits?: number } = {}): Promise<Published> {
  const em = service().em();
  const t = await makeTeam(em);
  const key = await t.key(['read', 'write', 'spend']);
  const created = await api('POST', '/v2/surveys', key, { name: 'Snack test', sampleSize: opts.sampleSize ?? 10, questions });
  expect(created.status).toBe(200);
  const draft = await json(created);
  await grant(em, t.team.id, draft.cost.credits + (opts.extraCredits ?? 0));
  const published = await api('POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': 'publish' });
  expect(published.status).toBe(200);
  return {
    key,
    teamId: t.team.id,
    surveyId: fromPublicId('srv', draft.id)!,
    questions: draft.questions.map((q: any) => ({ id: fromPublicId('qst', q.id)!, options: q.options.map((o: any) => fromPublicId('opt', o.id)!) })),
  };
}

/** One respondent of a [single_select, rating] survey; returns their response ids in question order. */
async function respond(s: Published, who: string, option: number, score: number, age: string): Promise<string[]> {
  const [snack, hunger] = s.questions;
  const { responseIds } = await recordPanelSubmission(service().em(), s.surveyId, {
    panelRespondentId: who,
    traits: [{ trait: 'Age', value: age }],
    answers: [
      { questionId: snack.id, answer: { chosenOption: snack.options[option] }, explanation: `${who} likes option ${option}` },
      ...(hunger ? [{ questionId: hunger.id, answer: { score }, explanation: `${who} scored ${score}` }] : []),
    ],
  });
  return responseIds;
}

/** A [single_select, rating] survey with three respondents: Crisps/8, Crisps/7, Nuts/10. */
async function threeRespondents(opts: { sampleSize?: number; extraCredits?: number } = {}) {
  const s = await publishedSurvey([SNACK, SCORE], opts);
  const r1 = await respond(s, 'p1', 0, 8, '18-24');
  const r2 = await respond(s, 'p2', 0, 7, '25-34');
  const r3 = await respond(s, 'p3', 1, 10, '25-34');
  return { ...s, r1, r2, r3 };
}

const getSurvey = async (s: Published) => {
  const res = await api('GET', `/v1/surveys/${s.surveyId}`, s.key);
  expect(res.status).toBe(200);
  return (await json(res)).data;
};
const rate = (key: string, id: string, body: unknown) => api('POST', `/v1/responses/${id}/rate`, key, body);
const listResponses = async (s: Published, query = '') => {
  const res = await api('GET', `/v1/surveys/${s.surveyId}/responses${query}`, s.key);
  expect(res.status).toBe(200);
  return json(res);
};

async function expectV1ValidationError(res: Response) {
  expect(res.status).toBe(400);
  expect(await json(res)).toEqual({ error: 'Bad Request', message: expect.any(String), details: [expect.any(String)] });
}

describe('GET /v1/surveys/{id} with results and responses', () => {
  it('fills each question’s results (votes, one-decimal percentages, ranks, winner, breakdowns) and its responses', async () => {
    const s = await threeRespondents();
    const [snack, hunger] = s.questions;
    const [crisps, nuts, fruit] = snack.options;
    const survey = await getSurvey(s);
    expect(survey.numResponses).toBe(3);
    expect(survey.questions[0].results).toEqual({
      totalResponses: 3,
      winningOptionId: crisps,
      averageScore: null,
      options: [
        { id: crisps, label: 'Crisps', votes: 2, percentage: 66.7, rank: 1, isWinner: true },
        { id: nuts, label: 'Nuts', votes: 1, percentage: 33.3, rank: 2, isWinner: false },
        { id: fruit, label: 'Fruit', votes: 0, percentage: 0, rank: 3, isWinner: false },
      ],
      breakdowns: [
        {
          trait: 'Age',
          segments: [
            {
              value: '18-24',
              totalResponses: 1,
              winningOptionId: crisps,
              averageScore: null,
              options: [
                { id: crisps, label: 'Crisps', votes: 1, percentage: 100, rank: 1, isWinner: true },
                { id: nuts, label: 'Nuts', votes: 0, percentage: 0, rank: 2, isWinner: false },
                { id: fruit, label: 'Fruit', votes: 0, percentage: 0, rank: 2, isWinner: false },
              ],
            },
            {
              // A tie: shared rank, no winner.
              value: '25-34',
              totalResponses: 2,
              winningOptionId: null,
              averageScore: null,
              options: [
                { id: crisps, label: 'Crisps', votes: 1, percentage: 50, rank: 1, isWinner: false },
                { id: nuts, label: 'Nuts', votes: 1, percentage: 50, rank: 1, isWinner: false },
                { id: fruit, label: 'Fruit', votes: 0, percentage: 0, rank: 3, isWinner: false },
              ],
            },
          ],
        },
      ],
    });
    expect(survey.questions[1].results).toEqual({
      totalResponses: 3,
      winningOptionId: null,
      averageScore: 8.33,
      options: [],
      breakdowns: [
        {
          trait: 'Age',
          segments: [
            { value: '18-24', totalResponses: 1, winningOptionId: null, averageScore: 8, options: [] },
            { value: '25-34', totalResponses: 2, winningOptionId: null, averageScore: 8.5, options: [] },
          ],
        },
      ],
    });
    expect(survey.questions[0].responses).toEqual([
      {
        id: s.r1[0],
        questionId: snack.id,
        status: 'valid',
        rejectionReason: null,
        pinned: false,
        explanation: 'p1 likes option 0',
        translation: null,
        chosenOption: crisps,
        respondent: [{ trait: 'Age', value: '18-24' }],
        createdAt: ISO,
        rating: null,
      },
      {
        id: s.r2[0],
        questionId: snack.id,
        status: 'valid',
        rejectionReason: null,
        pinned: false,
        explanation: 'p2 likes option 0',
        translation: null,
        chosenOption: crisps,
        respondent: [{ trait: 'Age', value: '25-34' }],
        createdAt: ISO,
        rating: null,
      },
      {
        id: s.r3[0],
        questionId: snack.id,
        status: 'valid',
        rejectionReason: null,
        pinned: false,
        explanation: 'p3 likes option 1',
        translation: null,
        chosenOption: nuts,
        respondent: [{ trait: 'Age', value: '25-34' }],
        createdAt: ISO,
        rating: null,
      },
    ]);
    // Only the answer fields of the question's type: a rating carries score and nothing else.
    expect(survey.questions[1].responses.map((r: any) => [r.id, r.questionId, r.score, 'chosenOption' in r])).toEqual([
      [s.r1[1], hunger.id, 8, false],
      [s.r2[1], hunger.id, 7, false],
      [s.r3[1], hunger.id, 10, false],
    ]);
    expect(Object.keys(survey.questions[1].responses[0]).sort()).toEqual([
      'createdAt',
      'explanation',
      'id',
      'pinned',
      'questionId',
      'rating',
      'rejectionReason',
      'respondent',
      'score',
      'status',
      'translation',
    ]);
  });

  it('create and update keep the empty results shape; a survey with no responses reads zeros', async () => {
    const s = await publishedSurvey([SNACK]);
    const survey = await getSurvey(s);
    expect(survey.questions[0].responses).toEqual([]);
    expect(survey.questions[0].results).toMatchObject({ totalResponses: 0, winningOptionId: null, averageScore: null, breakdowns: [] });
    expect(survey.questions[0].results.options.map((o: any) => [o.votes, o.percentage, o.isWinner])).toEqual([
      [0, 0, false],
      [0, 0, false],
      [0, 0, false],
    ]);
    const created = await api('POST', '/v1/surveys', s.key, { questions: [{ type: 'single_select', prompt: 'Tea or coffee?', options: [{ value: 'Tea' }, { value: 'Coffee' }] }] });
    const draft = (await json(created)).data;
    expect(Object.keys(draft.questions[0].results).sort()).toEqual(['averageScore', 'options', 'totalResponses', 'winningOptionId']);
    expect(draft.questions[0].responses).toEqual([]);
  });
});

describe('GET /v1/surveys/{id}/responses', () => {
  it('page/limit in collection order with pagination; question_id, status and pinned filters', async () => {
    const s = await threeRespondents();
    const all = [s.r1[0], s.r1[1], s.r2[0], s.r2[1], s.r3[0], s.r3[1]];
    const first = await listResponses(s);
    expect(first).toEqual({ success: true, data: { responses: expect.any(Array), pagination: { page: 1, limit: 20, total: 6, totalPages: 1 } } });
    expect(first.data.responses.map((r: any) => r.id)).toEqual(all);
    expect(first.data.responses[1]).toEqual({
      id: s.r1[1],
      questionId: s.questions[1].id,
      status: 'valid',
      rejectionReason: null,
      pinned: false,
      explanation: 'p1 scored 8',
      translation: null,
      score: 8,
      respondent: [{ trait: 'Age', value: '18-24' }],
      createdAt: ISO,
      rating: null,
    });

    const page1 = await listResponses(s, '?page=1&limit=4');
    expect(page1.data.pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
    expect(page1.data.responses.map((r: any) => r.id)).toEqual(all.slice(0, 4));
    const page2 = await listResponses(s, '?page=2&limit=4');
    expect(page2.data).toEqual({ responses: expect.any(Array), pagination: { page: 2, limit: 4, total: 6, totalPages: 2 } });
    expect(page2.data.responses.map((r: any) => r.id)).toEqual(all.slice(4));
    const past = await listResponses(s, '?page=3&limit=4');
    expect(past.data).toEqual({ responses: [], pagination: { page: 3, limit: 4, total: 6, totalPages: 2 } });

    const byQuestion = await listResponses(s, `?question_id=${s.questions[0].id.toUpperCase()}`);
    expect(byQuestion.data.responses.map((r: any) => r.id)).toEqual([s.r1[0], s.r2[0], s.r3[0]]);
    expect(byQuestion.data.pagination.total).toBe(3);
    expect((await listResponses(s, '?status=rejected')).data).toEqual({ responses: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
    expect((await listResponses(s, '?status=all')).data.pagination.total).toBe(6);

    expect((await api('POST', `/v1/responses/${s.r2[1]}/pin`, s.key)).status).toBe(200);
    expect((await listResponses(s, '?pinned=true')).data.responses.map((r: any) => [r.id, r.pinned])).toEqual([[s.r2[1], true]]);
    expect((await listResponses(s, '?pinned=false')).data.pagination.total).toBe(5);
  });

  it('400 for bad page, limit, status, question_id or an unknown parameter; 404 for another team’s survey; 403 without read', async () => {
    const s = await publishedSurvey([SNACK]);
    const path = `/v1/surveys/${s.surveyId}/responses`;
    for (const q of ['?page=0', '?limit=0', '?limit=101', '?status=bogus', '?question_id=nope', '?pinned=maybe', '?sort=asc']) {
      await expectV1ValidationError(await api('GET', `${path}${q}`, s.key));
    }
    const other = await makeTeam(service().em());
    await expectV1Error(await api('GET', path, await other.key(['read'])), 404, 'Not Found');
    await expectV1Error(await api('GET', path, await other.key(['write'])), 403, 'Forbidden');
    await expectV1Error(await api('GET', path, null), 401, 'Unauthorized');
  });
});

describe('POST and DELETE /v1/responses/{id}/rate', () => {
  it('upserts, keeping the comment when omitted; not_helpful rejects every response of the respondent, recounts and recalculates results', async () => {
    const s = await threeRespondents();
    const [crisps, nuts, fruit] = s.questions[0].options;
    const id = s.r1[0];

    const helpful = await rate(s.key, id, { rating: 'helpful', comment: 'Clear reasoning' });
    expect(helpful.status).toBe(200);
    expect(await json(helpful)).toEqual({ success: true, data: { id, rating: 'helpful', comment: 'Clear reasoning' } });
    expect(await json(await rate(s.key, id, { rating: 'helpful' }))).toEqual({ success: true, data: { id, rating: 'helpful', comment: 'Clear reasoning' } });
    expect(await json(await rate(s.key, s.r2[0], { rating: 'helpful' }))).toEqual({ success: true, data: { id: s.r2[0], rating: 'helpful', comment: '' } });

    const flagged = await rate(s.key, id.toUpperCase(), { rating: 'not_helpful' });
    expect(flagged.status).toBe(200);
    expect(await json(flagged)).toEqual({ success: true, data: { id, rating: 'not_helpful', comment: 'Clear reasoning' } });

    const rejected = await listResponses(s, '?status=rejected');
    expect(rejected.data.responses.map((r: any) => [r.id, r.status, r.rejectionReason, r.rating])).toEqual([
      [s.r1[0], 'rejected', 'flagged_not_helpful', { rating: 'not_helpful', comment: 'Clear reasoning' }],
      [s.r1[1], 'rejected', 'flagged_not_helpful', null],
    ]);
    expect((await listResponses(s)).data.responses.map((r: any) => [r.id, r.rejectionReason])).toEqual([
      [s.r2[0], null],
      [s.r2[1], null],
      [s.r3[0], null],
      [s.r3[1], null],
    ]);

    const survey = await getSurvey(s);
    expect([survey.numResponses, survey.status]).toEqual([2, 'in-progress']);
    expect(survey.questions[0].results).toMatchObject({
      totalResponses: 2,
      winningOptionId: null,
      options: [
        { id: crisps, votes: 1, percentage: 50, rank: 1, isWinner: false },
        { id: nuts, votes: 1, percentage: 50, rank: 1, isWinner: false },
        { id: fruit, votes: 0, percentage: 0, rank: 3, isWinner: false },
      ],
    });
    expect(survey.questions[1].results).toMatchObject({ totalResponses: 2, averageScore: 8.5 });
    expect(survey.questions[0].responses.map((r: any) => [r.id, r.rating])).toEqual([
      [s.r2[0], { rating: 'helpful', comment: '' }],
      [s.r3[0], null],
    ]);

    // Switching back to helpful does not undo the rejection (spec: Response rating).
    expect(await json(await rate(s.key, id, { rating: 'helpful' }))).toEqual({ success: true, data: { id, rating: 'helpful', comment: 'Clear reasoning' } });
    expect((await listResponses(s, '?status=rejected')).data.pagination.total).toBe(2);
    expect((await getSurvey(s)).numResponses).toBe(2);
  });

  it('pay-as-you-go flag cap: sample 10 allows 1 flag (409 past it); deleting a flag frees its place but keeps the rejection', async () => {
    const s = await threeRespondents({ sampleSize: 10 });

    expect((await rate(s.key, s.r1[0], { rating: 'not_helpful' })).status).toBe(200);
    await expectV1Error(await rate(s.key, s.r2[0], { rating: 'not_helpful', comment: 'off topic' }), 409, 'Conflict');
    expect((await listResponses(s, '?status=rejected')).data.responses.map((r: any) => r.id)).toEqual([s.r1[0], s.r1[1]]);
    // Re-flagging the same response is not a new flag.
    expect((await rate(s.key, s.r1[0], { rating: 'not_helpful' })).status).toBe(200);

    const deleted = await api('DELETE', `/v1/responses/${s.r1[0]}/rate`, s.key);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ success: true, data: { id: s.r1[0], deleted: true } });
    await expectV1Error(await api('DELETE', `/v1/responses/${s.r1[0]}/rate`, s.key), 404, 'Not Found');

    expect(await json(await rate(s.key, s.r2[0], { rating: 'not_helpful', comment: 'off topic' }))).toEqual({
      success: true,
      data: { id: s.r2[0], rating: 'not_helpful', comment: 'off topic' },
    });
    const rejected = await listResponses(s, '?status=rejected&question_id=' + s.questions[0].id);
    expect(rejected.data.responses.map((r: any) => [r.id, r.rating])).toEqual([
      [s.r1[0], null],
      [s.r2[0], { rating: 'not_helpful', comment: 'off topic' }],
    ]);
    expect((await getSurvey(s)).numResponses).toBe(1);

    // Subscribed teams have no cap.
    await setTeamPlan(service().em(), s.teamId, 'growth');
    expect((await rate(s.key, s.r3[0], { rating: 'not_helpful' })).status).toBe(200);
    expect((await getSurvey(s)).numResponses).toBe(0);
  });

  it('404 for an id that is no GUID, an unknown GUID, another team’s response and a missing rating; 400 for the pattern and the body', async () => {
    const s = await threeRespondents();
    const id = s.r1[0];
    await expectV1Error(await api('DELETE', `/v1/responses/${id}/rate`, s.key), 404, 'Not Found');
    await expectV1Error(await rate(s.key, 'resp_123', { rating: 'helpful' }), 404, 'Not Found');
    await expectV1Error(await api('DELETE', '/v1/responses/resp_123/rate', s.key), 404, 'Not Found');
    await expectV1Error(await rate(s.key, '0190a4a0-0000-7000-8000-000000000000', { rating: 'helpful' }), 404, 'Not Found');
    const other = await makeTeam(service().em());
    await expectV1Error(await rate(await other.key(['read', 'write']), id, { rating: 'helpful' }), 404, 'Not Found');

    await expectV1ValidationError(await rate(s.key, 'a'.repeat(65), { rating: 'helpful' }));
    await expectV1ValidationError(await rate(s.key, 'bad.id', { rating: 'helpful' }));
    await expectV1ValidationError(await rate(s.key, id, { rating: 'meh' }));
    await expectV1ValidationError(await rate(s.key, id, {}));
    await expectV1ValidationError(await rate(s.key, id, { rating: 'helpful', comment: 'x'.repeat(501) }));
    await expectV1ValidationError(await rate(s.key, id, { rating: 'helpful', score: 5 }));
    expect((await rate(s.key, id, { rating: 'helpful', comment: 'x'.repeat(500) })).status).toBe(200);

    await expectV1Error(await rate(await (await makeTeam(service().em())).key(['read']), id, { rating: 'helpful' }), 403, 'Forbidden');
    await expectV1Error(await rate(s.key.slice(0, -2), id, { rating: 'helpful' }), 401, 'Unauthorized');
  });
});

describe('the responses shown with a question (issue 38: read through indexes, a group at a time)', () => {
  it('pinned first, then rated helpful, then collection order; a pinned helpful one stays with the pinned', async () => {
    const s = await threeRespondents();
    const order = async () => (await getSurvey(s)).questions[0].responses.map((r: any) => r.id);
    expect(await order()).toEqual([s.r1[0], s.r2[0], s.r3[0]]);
    expect((await rate(s.key, s.r3[0], { rating: 'helpful' })).status).toBe(200);
    expect(await order()).toEqual([s.r3[0], s.r1[0], s.r2[0]]);
    expect((await api('POST', `/v1/responses/${s.r2[0]}/pin`, s.key)).status).toBe(200);
    expect(await order()).toEqual([s.r2[0], s.r3[0], s.r1[0]]);
    expect((await rate(s.key, s.r2[0], { rating: 'helpful' })).status).toBe(200);
    expect(await order()).toEqual([s.r2[0], s.r3[0], s.r1[0]]);
    // The other questions keep collection order.
    expect((await getSurvey(s)).questions[1].responses.map((r: any) => r.id)).toEqual([s.r1[1], s.r2[1], s.r3[1]]);
  });
});

describe('POST and DELETE /v1/responses/{id}/pin', () => {
  it('pins (idempotent), putting pinned responses first under their question; unpin restores collection order', async () => {
    const s = await threeRespondents();
    const order = async () => (await getSurvey(s)).questions[0].responses.map((r: any) => [r.id, r.pinned]);
    expect(await order()).toEqual([
      [s.r1[0], false],
      [s.r2[0], false],
      [s.r3[0], false],
    ]);

    const pinned = await api('POST', `/v1/responses/${s.r3[0]}/pin`, s.key);
    expect(pinned.status).toBe(200);
    expect(await json(pinned)).toEqual({ success: true, data: { id: s.r3[0], pinned: true } });
    expect(await json(await api('POST', `/v1/responses/${s.r3[0]}/pin`, s.key))).toEqual({ success: true, data: { id: s.r3[0], pinned: true } });
    expect(await order()).toEqual([
      [s.r3[0], true],
      [s.r1[0], false],
      [s.r2[0], false],
    ]);
    // Pinning one response leaves the other questions alone.
    expect((await getSurvey(s)).questions[1].responses.map((r: any) => r.id)).toEqual([s.r1[1], s.r2[1], s.r3[1]]);

    expect((await api('POST', `/v1/responses/${s.r2[0]}/pin`, s.key)).status).toBe(200);
    expect(await order()).toEqual([
      [s.r2[0], true],
      [s.r3[0], true],
      [s.r1[0], false],
    ]);

    const unpinned = await api('DELETE', `/v1/responses/${s.r3[0]}/pin`, s.key);
    expect(await json(unpinned)).toEqual({ success: true, data: { id: s.r3[0], pinned: false } });
    expect(await json(await api('DELETE', `/v1/responses/${s.r3[0]}/pin`, s.key))).toEqual({ success: true, data: { id: s.r3[0], pinned: false } });
    expect(await order()).toEqual([
      [s.r2[0], true],
      [s.r1[0], false],
      [s.r3[0], false],
    ]);

    await expectV1Error(await api('POST', '/v1/responses/not-a-guid/pin', s.key), 404, 'Not Found');
    await expectV1Error(await api('POST', `/v1/responses/${s.r1[0]}/pin`, s.key, { pinned: true }), 400, 'Bad Request');
  });
});

describe('follow-ups', () => {
  it('201 per follow-up (1 credit each, at most 3 per response); listed in the order sent, filtered by response_id; 402 once credits run out', async () => {
    // The team keeps 4 credits after paying for the survey.
    const s = await threeRespondents({ extraCredits: 4 });
    const send = (responseId: string, question: string) => api('POST', `/v1/surveys/${s.surveyId}/responses/${responseId}/followup`, s.key, { question });

    const res = await send(s.r1[0], '  What do you like about crisps?  ');
    expect(res.status).toBe(201);
    const first = (await json(res)).data;
    expect(first).toEqual({
      id: expect.stringMatching(GUID),
      responseId: s.r1[0],
      questionId: s.questions[0].id,
      question: 'What do you like about crisps?',
      // The contract types answer and respondedAt as strings: "" until answered, respondedAt omitted (docs/decisions.md).
      answer: '',
      refunded: false,
      status: 'pending',
      creditsCharged: 1,
      expiresAt: ISO,
    });
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    expect((await send(s.r1[0], 'Which brand?')).status).toBe(201);
    expect((await send(s.r1[0], 'How often?')).status).toBe(201);
    await expectV1Error(await send(s.r1[0], 'One more?'), 409, 'Conflict');
    const lastRes = await send(s.r2[1], 'Why a 7?');
    expect(lastRes.status).toBe(201);
    const last = (await json(lastRes)).data;
    expect(last).toMatchObject({ responseId: s.r2[1], questionId: s.questions[1].id });

    // Four credits spent: the next one cannot be paid for.
    await expectV1Error(await send(s.r3[0], 'Why nuts?'), 402, 'Payment Required');

    const list = await api('GET', `/v1/surveys/${s.surveyId}/followup-answers`, s.key);
    expect(list.status).toBe(200);
    const body = await json(list);
    expect(body).toEqual({ data: expect.any(Array), pagination: { page: 1, limit: 20, total: 4, totalPages: 1 } });
    expect(body.data[0]).toEqual(first);
    expect(body.data.map((f: any) => [f.responseId, f.question])).toEqual([
      [s.r1[0], 'What do you like about crisps?'],
      [s.r1[0], 'Which brand?'],
      [s.r1[0], 'How often?'],
      [s.r2[1], 'Why a 7?'],
    ]);
    const forOne = await json(await api('GET', `/v1/surveys/${s.surveyId}/followup-answers?response_id=${s.r2[1]}`, s.key));
    expect(forOne).toEqual({ data: [last], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    const page2 = await json(await api('GET', `/v1/surveys/${s.surveyId}/followup-answers?page=2&limit=3`, s.key));
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(page2.data.map((f: any) => f.question)).toEqual(['Why a 7?']);
    const none = await json(await api('GET', `/v1/surveys/${s.surveyId}/followup-answers?response_id=${s.r3[0]}`, s.key));
    expect(none).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it('409 for a rejected response; 404 for a response of another survey or no GUID; 400 for the question; the list validates its query', async () => {
    const s = await threeRespondents({ extraCredits: 5 });
    const send = (responseId: string, question: unknown, surveyId = s.surveyId) => api('POST', `/v1/surveys/${surveyId}/responses/${responseId}/followup`, s.key, { question });
    expect((await rate(s.key, s.r3[0], { rating: 'not_helpful' })).status).toBe(200);
    await expectV1Error(await send(s.r3[1], 'Why 10?'), 409, 'Conflict');

    const elsewhere = await publishedSurvey([SNACK]);
    const [stranger] = await respond(elsewhere, 'q1', 2, 0, '18-24');
    await expectV1Error(await send(stranger, 'Hello?'), 404, 'Not Found');
    await expectV1Error(await send(s.r1[0], 'Hello?', elsewhere.surveyId), 404, 'Not Found');
    await expectV1Error(await send('resp_1', 'Hello?'), 404, 'Not Found');
    await expectV1ValidationError(await send(`${s.r1[0]}!`, 'Hello?'));

    await expectV1ValidationError(await send(s.r1[0], ''));
    await expectV1ValidationError(await send(s.r1[0], 'x'.repeat(501)));
    await expectV1Error(await send(s.r1[0], '   '), 400, 'Bad Request');
    await expectV1ValidationError(await api('POST', `/v1/surveys/${s.surveyId}/responses/${s.r1[0]}/followup`, s.key, { question: 'Hi', urgent: true }));
    await expectV1Error(
      await api('POST', `/v1/surveys/${s.surveyId}/responses/${s.r1[0]}/followup`, await (await makeTeam(service().em())).key(['read', 'write']), { question: 'Hi' }),
      403,
      'Forbidden',
    );

    const list = `/v1/surveys/${s.surveyId}/followup-answers`;
    for (const q of ['?page=0', '?limit=101', '?response_id=resp_1!', `?response_id=${'a'.repeat(65)}`, '?status=answered']) {
      await expectV1ValidationError(await api('GET', `${list}${q}`, s.key));
    }
    await expectV1Error(await api('GET', list, await (await makeTeam(service().em())).key(['read'])), 404, 'Not Found');
    // Nothing was charged for the refused follow-ups.
    expect((await json(await api('GET', '/v2/credit-balance', s.key))).credits).toBe(5);
  });
});

describe('contract points (issue 36, item 4)', () => {
  it('response_id takes any id of the contract’s form: abc and resp_1 match nothing (200, empty), as /v1/responses/abc/rate is a 404', async () => {
    const s = await threeRespondents({ extraCredits: 1 });
    expect((await api('POST', `/v1/surveys/${s.surveyId}/responses/${s.r1[0]}/followup`, s.key, { question: 'Why?' })).status).toBe(201);
    for (const id of ['abc', 'resp_1', 'A-b_9', 'x'.repeat(64)]) {
      const res = await api('GET', `/v1/surveys/${s.surveyId}/followup-answers?response_id=${id}`, s.key);
      expect([res.status, await json(res)]).toEqual([200, { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }]);
    }
    expect((await json(await api('GET', `/v1/surveys/${s.surveyId}/followup-answers?response_id=${s.r1[0].toUpperCase()}`, s.key))).pagination.total).toBe(1);
    // Another team's survey is still not found, whatever the response id.
    await expectV1Error(await api('GET', `/v1/surveys/${s.surveyId}/followup-answers?response_id=abc`, await (await makeTeam(service().em())).key(['read'])), 404, 'Not Found');
  });

  it('a refunded follow-up order stays in GET /v2/orders and GET /v2/orders/{id} as refunded', async () => {
    const s = await threeRespondents({ extraCredits: 1 });
    const sent = (await json(await api('POST', `/v1/surveys/${s.surveyId}/responses/${s.r1[0]}/followup`, s.key, { question: 'Why crisps?' }))).data;
    const { declineFollowup } = await import('../../../subgraphs/surveys/fieldwork/responses/followups.service');
    await declineFollowup(service().em(), sent.id);
    const orders = (await json(await api('GET', '/v2/orders', s.key))).data;
    const followup = orders.filter((o: any) => o.kind === 'followup');
    expect(followup).toEqual([expect.objectContaining({ object: 'order', kind: 'followup', status: 'refunded', refundedAt: ISO })]);
    const one = await api('GET', `/v2/orders/${followup[0].id}`, s.key);
    expect(one.status).toBe(200);
    expect(await json(one)).toMatchObject({ id: followup[0].id, kind: 'followup', status: 'refunded' });
    const listed = (await json(await api('GET', `/v1/surveys/${s.surveyId}/followup-answers`, s.key))).data;
    expect(listed).toEqual([expect.objectContaining({ answer: '', refunded: true, status: 'declined' })]);
    expect(listed[0]).not.toHaveProperty('respondedAt');
  });

  it('fields the contract types as strings are strings: rating comment, question variant and likertScale, option value; context omitted when none', async () => {
    const s = await threeRespondents();
    const rated = await json(await rate(s.key, s.r1[0], { rating: 'helpful' }));
    expect(rated).toEqual({ success: true, data: { id: s.r1[0], rating: 'helpful', comment: '' } });
    const survey = await getSurvey(s);
    const [snack] = survey.questions;
    expect([snack.variant, snack.likertScale]).toEqual(['', '']);
    expect(snack).not.toHaveProperty('context');
    expect(snack.options.map((o: any) => typeof o.value)).toEqual(['string', 'string', 'string']);
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const imageSet = await api('POST', '/v1/surveys', key, {
      name: 'Image sets',
      questions: [
        {
          type: 'head_to_head',
          prompt: 'Which set?',
          options: [
            { imageSet: ['https://cdn.example.com/a1.png', 'https://cdn.example.com/a2.png'] },
            { imageSet: ['https://cdn.example.com/b1.png', 'https://cdn.example.com/b2.png'] },
          ],
        },
      ],
    });
    expect(imageSet.status).toBe(201);
    const options = (await json(imageSet)).data.questions[0].options;
    expect(options.map((o: any) => [o.type, o.value])).toEqual([
      ['imageSet', ''],
      ['imageSet', ''],
    ]);
  });

  it('a trait unavailable in the country points v1 callers at the v1 traits routes', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const res = await api('POST', '/v1/surveys', key, { name: 'JP', country: 'JP', targeting: ['region-us-california'], questions: [SCORE] });
    const body = await json(res);
    expect(res.status).toBe(400);
    expect(body.message).toBe('Targeting trait "region-us-california" is not available in JP; see GET /v1/traits/targeting?country=JP.');
    expect(body.details).toEqual([body.message]);
    expect((await api('GET', '/v1/traits/targeting?country=JP', key)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every responses route with its operationId, parameters and response statuses', async () => {
    const doc = await dereferencedDocument(service().url, 'v1');
    const op = (path: string, method: string) => doc.paths[path][method];
    const statuses = (path: string, method: string) => Object.keys(op(path, method).responses).sort();
    expect([
      op('/v1/surveys/{id}/responses', 'get').operationId,
      op('/v1/responses/{id}/rate', 'post').operationId,
      op('/v1/responses/{id}/rate', 'delete').operationId,
      op('/v1/responses/{id}/pin', 'post').operationId,
      op('/v1/responses/{id}/pin', 'delete').operationId,
      op('/v1/surveys/{id}/responses/{responseId}/followup', 'post').operationId,
      op('/v1/surveys/{id}/followup-answers', 'get').operationId,
    ]).toEqual(['listSurveyResponses', 'rateResponse', 'deleteResponseRating', 'pinResponse', 'unpinResponse', 'sendFollowup', 'listFollowupAnswers']);
    expect(
      op('/v1/surveys/{id}/responses', 'get')
        .parameters.map((p: any) => `${p.in}:${p.name}`)
        .sort(),
    ).toEqual(['path:id', 'query:limit', 'query:page', 'query:pinned', 'query:question_id', 'query:status']);
    expect(statuses('/v1/responses/{id}/rate', 'post')).toEqual(['200', '400', '401', '403', '404', '409', '429', '500', '503']);
    expect(statuses('/v1/surveys/{id}/responses/{responseId}/followup', 'post')).toEqual(['201', '400', '401', '402', '403', '404', '409', '429', '500', '503']);
    expect(op('/v1/surveys/{id}/followup-answers', 'get').responses['200'].content['application/json'].schema.required).toEqual(['data', 'pagination']);
    const question = op('/v1/surveys/{id}', 'get').responses['200'].content['application/json'].schema.properties.data.properties.questions.items;
    expect(question.properties.results.properties.breakdowns.type).toBe('array');
    expect(question.properties.responses.items.required).toEqual([
      'id',
      'questionId',
      'status',
      'rejectionReason',
      'pinned',
      'explanation',
      'translation',
      'respondent',
      'rating',
      'createdAt',
    ]);
  });
});
