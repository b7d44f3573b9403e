import { afterEach, describe, expect, it } from 'vitest';
import { fromPublicId, toPublicId } from '../../../platform/ids';
import { recordPanelSubmission } from '../../../subgraphs/surveys/fieldwork/collection/collection.service';
import type { PanelAnswer } from '../../../subgraphs/surveys/fieldwork/panels/simulated/panel';
import { expectLedgerInvariantEverywhere, grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV2Error, json } from '../../helpers/http';
import { dereferencedDocument } from '../../helpers/openapi-document';
import { useTestService } from '../../helpers/service';

const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const api = apiClient(() => service().url);

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const SNACK = { type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] };
const SCORE = { type: 'rating', prompt: 'How hungry are you?' };

interface Published {
  key: string;
  teamId: string;
  /** srv_ id, and its UUID. */
  id: string;
  surveyId: string;
  /** Per question: qst_ id, UUID, and option UUIDs. */
  questions: { publicId: string; id: string; options: string[]; labels: string[] }[];
}

/** A survey published through v2 with granted credits; no workers run, so respondents are recorded through the collection service. */
async function publishedSurvey(questions: object[]): Promise<Published> {
  const em = service().em();
  const t = await makeTeam(em);
  const key = await t.key(['read', 'write', 'spend']);
  const created = await api('POST', '/v2/surveys', key, { name: 'Snack test', sampleSize: 10, questions });
  expect(created.status).toBe(200);
  const draft = await json(created);
  await grant(em, t.team.id, draft.cost.credits);
  expect((await api('POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': 'publish' })).status).toBe(200);
  return {
    key,
    teamId: t.team.id,
    id: draft.id,
    surveyId: fromPublicId('srv', draft.id)!,
    questions: draft.questions.map((q: any) => ({
      publicId: q.id,
      id: fromPublicId('qst', q.id)!,
      options: q.options.map((o: any) => fromPublicId('opt', o.id)!),
      labels: q.options.map((o: any) => o.label),
    })),
  };
}

async function submit(s: Published, who: string, answers: PanelAnswer[], traits = [{ trait: 'Gender', value: 'Female' }]): Promise<string[]> {
  return (await recordPanelSubmission(service().em(), s.surveyId, { panelRespondentId: who, traits, answers })).responseIds;
}

/** A [single_select, rating] survey with three respondents; returns their response UUIDs in question order. */
async function threeRespondents() {
  const s = await publishedSurvey([SNACK, SCORE]);
  const [snack, hunger] = s.questions;
  const one = (who: string, option: number, score: number) =>
    submit(s, who, [
      { questionId: snack.id, answer: { chosenOption: snack.options[option] }, explanation: `${who} picked ${option}` },
      { questionId: hunger.id, answer: { score }, explanation: `${who} scored ${score}` },
    ]);
  return { ...s, r1: await one('p1', 0, 4), r2: await one('p2', 1, 9), r3: await one('p3', 0, 6) };
}

const rsp = (uuid: string) => toPublicId('rsp', uuid);
const list = (s: Published, query = '', key: string | null = s.key) => api('GET', `/v2/surveys/${s.id}/responses${query}`, key);
const ids = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json(res)).data.map((r: any) => r.id);
};

describe('GET /v2/surveys/{id}/responses', () => {
  it('newest first in the list envelope, every answer field present, opt_ ids; cursor pages are stable', async () => {
    const s = await threeRespondents();
    const [snack, hunger] = s.questions;

    const res = await list(s, '?limit=4');
    expect(res.status).toBe(200);
    const page1 = await json(res);
    expect(page1).toEqual({ object: 'list', data: expect.any(Array), hasMore: true, nextCursor: expect.any(String) });
    expect(page1.data.map((r: any) => r.id)).toEqual([s.r3[1], s.r3[0], s.r2[1], s.r2[0]].map(rsp));
    expect(page1.data[1]).toEqual({
      object: 'response',
      id: rsp(s.r3[0]),
      survey: s.id,
      question: snack.publicId,
      status: 'valid',
      rejectionReason: null,
      pinned: false,
      explanation: 'p3 picked 0',
      chosenOption: toPublicId('opt', snack.options[0]),
      selectedOptions: null,
      ranking: null,
      matchup: null,
      clicks: null,
      statements: null,
      prices: null,
      score: null,
      media: null,
      mediaTranscription: null,
      respondent: [{ trait: 'Gender', value: 'Female' }],
      rating: null,
      createdAt: ISO,
    });
    expect(page1.data[0]).toMatchObject({ question: hunger.publicId, chosenOption: null, score: 6, explanation: 'p3 scored 6' });

    const page2 = await json(await list(s, `?limit=4&cursor=${page1.nextCursor}`));
    expect(page2).toEqual({ object: 'list', data: expect.any(Array), hasMore: false, nextCursor: null });
    expect(page2.data.map((r: any) => r.id)).toEqual([s.r1[1], s.r1[0]].map(rsp));
    expect(await json(await list(s, `?limit=4&cursor=${page1.nextCursor}`))).toEqual(page2);

    const all = await json(await list(s));
    expect([all.data.length, all.hasMore, all.nextCursor]).toEqual([6, false, null]);
    const exact = await json(await list(s, '?limit=6'));
    expect([exact.data.length, exact.hasMore, exact.nextCursor]).toEqual([6, false, null]);
  });

  it('maps every option reference to opt_ ids: matchup, ranking, selections and likert statements; prices come as sent', async () => {
    const s = await publishedSurvey([
      { type: 'head_to_head', prompt: 'Which name?', options: [{ label: 'Nova' }, { label: 'Orbit' }] },
      { type: 'ranked', prompt: 'Rank these', options: [{ label: 'Red' }, { label: 'Green' }, { label: 'Blue' }] },
      { type: 'multi_select', prompt: 'Which do you own?', options: [{ label: 'Car' }, { label: 'Bike' }, { label: 'Boat' }] },
      { type: 'likert', prompt: 'Do you agree?', likertScale: 'agreement5', options: [{ label: 'It is tasty' }, { label: 'It is cheap' }] },
      { type: 'price_sensitivity', prompt: 'What would you pay?', context: { type: 'text', value: 'A 500 g bag of crisps' } },
    ]);
    const [h2h, ranked, multi, likert, price] = s.questions;
    const prices = { tooCheap: 0.5, bargain: 1.25, expensive: 3, tooExpensive: 4.5 };
    const responseIds = await submit(s, 'p1', [
      { questionId: h2h.id, answer: { chosenOption: h2h.options[1], matchup: { option1: h2h.options[0], option2: h2h.options[1] } }, explanation: 'sounds bold' },
      {
        questionId: ranked.id,
        answer: {
          ranking: [
            { rank: 1, option: ranked.options[2] },
            { rank: 2, option: ranked.options[0] },
            { rank: 3, option: ranked.options[1] },
          ],
          chosenOption: ranked.options[2],
        },
        explanation: 'blue is calm',
      },
      { questionId: multi.id, answer: { selectedOptions: [multi.options[0], multi.options[2]] }, explanation: 'I live by a lake' },
      {
        questionId: likert.id,
        answer: {
          statements: [
            { id: likert.options[0], statement: 'It is tasty', value: 5 },
            { id: likert.options[1], statement: 'It is cheap', value: 2 },
          ],
        },
        explanation: 'tasty but pricey',
      },
      { questionId: price.id, answer: { prices }, explanation: 'about what I pay now' },
    ]);
    const body = await json(await list(s));
    const byId = new Map(body.data.map((r: any) => [r.id, r]));
    const get = (i: number) => byId.get(rsp(responseIds[i])) as any;
    const opt = (uuid: string) => toPublicId('opt', uuid);
    const answerFields = (r: any) => ({
      chosenOption: r.chosenOption,
      selectedOptions: r.selectedOptions,
      ranking: r.ranking,
      matchup: r.matchup,
      clicks: r.clicks,
      statements: r.statements,
      prices: r.prices,
      score: r.score,
      media: r.media,
      mediaTranscription: r.mediaTranscription,
    });
    const none = {
      chosenOption: null,
      selectedOptions: null,
      ranking: null,
      matchup: null,
      clicks: null,
      statements: null,
      prices: null,
      score: null,
      media: null,
      mediaTranscription: null,
    };
    expect(answerFields(get(0))).toEqual({ ...none, chosenOption: opt(h2h.options[1]), matchup: { option1: opt(h2h.options[0]), option2: opt(h2h.options[1]) } });
    expect(answerFields(get(1))).toEqual({
      ...none,
      chosenOption: opt(ranked.options[2]),
      ranking: [
        { rank: 1, option: opt(ranked.options[2]) },
        { rank: 2, option: opt(ranked.options[0]) },
        { rank: 3, option: opt(ranked.options[1]) },
      ],
    });
    expect(answerFields(get(2))).toEqual({ ...none, selectedOptions: [opt(multi.options[0]), opt(multi.options[2])] });
    expect(answerFields(get(3))).toEqual({
      ...none,
      statements: [
        { id: opt(likert.options[0]), statement: 'It is tasty', value: 5 },
        { id: opt(likert.options[1]), statement: 'It is cheap', value: 2 },
      ],
    });
    expect(answerFields(get(4))).toEqual({ ...none, prices });
    expect(get(4)).toMatchObject({ question: price.publicId, explanation: 'about what I pay now' });
  });

  it('filters by question, status and pinned; ratings and rejections made on v1 show here', async () => {
    const s = await threeRespondents();
    const [snack] = s.questions;
    expect(await ids(await list(s, `?question=${snack.publicId}`))).toEqual([s.r3[0], s.r2[0], s.r1[0]].map(rsp));

    // Flag p2 on v1 (same key): both of their responses are rejected.
    expect((await api('POST', `/v1/responses/${s.r2[0]}/rate`, s.key, { rating: 'not_helpful', comment: 'nonsense' })).status).toBe(200);
    expect((await api('POST', `/v1/responses/${s.r1[1]}/pin`, s.key)).status).toBe(200);

    expect(await ids(await list(s))).toEqual([s.r3[1], s.r3[0], s.r1[1], s.r1[0]].map(rsp));
    expect(await ids(await list(s, '?status=valid'))).toEqual([s.r3[1], s.r3[0], s.r1[1], s.r1[0]].map(rsp));
    const rejected = await json(await list(s, '?status=rejected'));
    expect(rejected.data.map((r: any) => [r.id, r.status, r.rejectionReason, r.rating])).toEqual([
      [rsp(s.r2[1]), 'rejected', 'flagged_not_helpful', null],
      [rsp(s.r2[0]), 'rejected', 'flagged_not_helpful', { rating: 'not_helpful', comment: 'nonsense' }],
    ]);
    expect((await json(await list(s))).data.map((r: any) => r.rejectionReason)).toEqual([null, null, null, null]);
    expect((await ids(await list(s, '?status=all'))).length).toBe(6);
    expect(await ids(await list(s, `?status=rejected&question=${snack.publicId}`))).toEqual([rsp(s.r2[0])]);

    const pinned = await json(await list(s, '?pinned=true'));
    expect(pinned.data.map((r: any) => [r.id, r.pinned])).toEqual([[rsp(s.r1[1]), true]]);
    expect(await ids(await list(s, '?pinned=false&status=all'))).toEqual([s.r3[1], s.r3[0], s.r2[1], s.r2[0], s.r1[0]].map(rsp));

    // A question of another survey simply matches nothing.
    const other = await publishedSurvey([SNACK]);
    expect(await ids(await list(s, `?question=${other.questions[0].publicId}`))).toEqual([]);
  });

  it('400 naming the parameter for bad ids, limit, cursor, status and pinned; 400 parameter_unknown; 404 for another team’s survey', async () => {
    const s = await threeRespondents();
    const bad = (res: Response, param: string, code = 'parameter_invalid') => expectV2Error(res, 400, 'invalid_request_error', code, param);
    await bad(await api('GET', `/v2/surveys/${s.surveyId}/responses`, s.key), 'id');
    await bad(await api('GET', `/v2/surveys/${s.id.replace('srv_', 'qst_')}/responses`, s.key), 'id');
    await bad(await api('GET', '/v2/surveys/srv_123/responses', s.key), 'id');
    await bad(await list(s, `?question=${s.questions[0].id}`), 'question');
    await bad(await list(s, `?question=${s.id}`), 'question');
    await bad(await list(s, '?limit=0'), 'limit');
    await bad(await list(s, '?limit=101'), 'limit');
    await bad(await list(s, '?cursor=not-a-cursor'), 'cursor');
    await bad(await list(s, '?status=pending'), 'status');
    await bad(await list(s, '?pinned=maybe'), 'pinned');
    await bad(await list(s, '?page=2'), 'page', 'parameter_unknown');

    const stranger = await makeTeam(service().em());
    await expectV2Error(await list(s, '', await stranger.key(['read'])), 404, 'invalid_request_error', 'resource_missing', 'id');
    await expectV2Error(await api('GET', `/v2/surveys/srv_${'0190a4a0000070008000000000000000'}/responses`, s.key), 404, 'invalid_request_error', 'resource_missing', 'id');
    // Well-formed (the path's pattern) but no UUID (version nibble 0): names no survey.
    await expectV2Error(await api('GET', `/v2/surveys/srv_${'0'.repeat(31)}1/responses`, s.key), 404, 'invalid_request_error', 'resource_missing', 'id');
  });

  it('needs the read scope: 403 insufficient_scope without it, api_key_unscoped for a legacy key, 401 without a token', async () => {
    const s = await publishedSurvey([SNACK]);
    const t = await makeTeam(service().em());
    await expectV2Error(await list(s, '', await t.key(['write', 'spend'])), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await list(s, '', await t.key([])), 403, 'permission_error', 'api_key_unscoped');
    await expectV2Error(await list(s, '', null), 401, 'authentication_error', 'authentication_required');
    const reader = await json(await list(s, '', s.key));
    expect(reader).toEqual({ object: 'list', data: [], hasMore: false, nextCursor: null });
  });
});

describe('OpenAPI', () => {
  it('documents GET /v2/surveys/{id}/responses with its query parameters and the response resource', async () => {
    const doc = await dereferencedDocument(service().url, 'v2');
    const op = doc.paths['/v2/surveys/{id}/responses'].get;
    expect(op.operationId).toBe('listSurveyResponses');
    expect(op.parameters.map((p: any) => `${p.in}:${p.name}`).sort()).toEqual(['path:id', 'query:cursor', 'query:limit', 'query:pinned', 'query:question', 'query:status']);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500', '503']);
    const list = op.responses['200'].content['application/json'].schema;
    expect(list.required).toEqual(['object', 'data', 'hasMore', 'nextCursor']);
    expect(list.properties.data.items.required).toEqual([
      'object',
      'id',
      'survey',
      'question',
      'status',
      'rejectionReason',
      'pinned',
      'explanation',
      'chosenOption',
      'selectedOptions',
      'ranking',
      'matchup',
      'clicks',
      'statements',
      'prices',
      'score',
      'media',
      'mediaTranscription',
      'respondent',
      'rating',
      'createdAt',
    ]);
    expect(list.properties.data.items.properties.rejectionReason).toMatchObject({
      anyOf: [{ type: 'string', enum: ['flagged_not_helpful', 'speeding', 'straight_lining', 'duplicate_explanations'] }, { type: 'null' }],
    });
  });
});
