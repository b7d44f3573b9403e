import { afterEach, describe, expect, it } from 'vitest';
import { fromPublicId, toPublicId } from '../../../platform/ids';
import { Survey } from '../../../subgraphs/surveys/entities/survey.entity';
import { recordPanelSubmission } from '../../../subgraphs/surveys/fieldwork/collection/collection.service';
import { expectLedgerInvariantEverywhere, grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV2Error, json } from '../../helpers/http';
import { dereferencedDocument } from '../../helpers/openapi-document';
import { useTestService } from '../../helpers/service';

const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const api = apiClient(() => service().url);

const SRV = /^srv_[0-9a-f]{32}$/;
const PRODUCT_A = { asin: 'B0C1ALPHA1', title: 'Alpha bar', currency: 'USD', price: 2.5, reviewScore: 4.6, numRatings: 1234 };
const PRODUCT_B = { asin: 'B0C1BRAVO2', title: 'Bravo bar', reviews: 80 };
const QUESTIONS = [
  { type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] },
  { type: 'head_to_head', prompt: 'Which bar would you buy?', options: [{ product: PRODUCT_A }, { product: PRODUCT_B }] },
];

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write', 'spend']) };
}

const duplicate = (key: string, id: string, headers: Record<string, string> = {}) => api('POST', `/v2/surveys/${id}/duplicate`, key, undefined, headers);

/** Row counts that tell what a duplicate wrote, per survey (UUID). */
async function countsOf(surveyId: string) {
  const [row] = await service()
    .em()
    .execute<Record<string, string>[]>(
      `select (select count(*) from surveys.questions where survey_id = ?) as questions,
              (select count(*) from surveys.options o join surveys.questions q on q.id = o.question_id where q.survey_id = ?) as options,
              (select count(*) from surveys.respondents where survey_id = ?) as respondents,
              (select count(*) from surveys.responses where survey_id = ?) as responses,
              (select count(*) from surveys.response_ratings where survey_id = ?) as ratings,
              (select count(*) from billing.orders where survey_id = ?) as orders,
              (select count(*) from surveys.quotes where survey_id = ?) as quotes,
              (select count(*) from surveys.survey_projects where survey_id = ?) as projects,
              (select count(*) from surveys.survey_tags where survey_id = ?) as tags`,
      Array<string>(9).fill(surveyId),
    );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

const surveysOf = async (teamId: string) => service().em().count(Survey, { teamId });

/**
 * A completed survey with everything a duplicate must leave behind: an externalId, a paid order,
 * quotes, two respondents and a rating; and what it must take along: targeting, reporting, a
 * project and a tag.
 */
async function completedSurvey(t: Awaited<ReturnType<typeof team>>) {
  const em = service().em();
  const created = await api('POST', '/v2/surveys', t.full, {
    name: 'Snack bars',
    country: 'us',
    sampleSize: 10,
    targeting: ['gender-female'],
    reporting: ['gender', 'age'],
    surveyIntent: 'pick a bar',
    externalId: 'crm-42',
    questions: QUESTIONS,
  });
  expect(created.status).toBe(200);
  const draft = await json(created);
  const guid = fromPublicId('srv', draft.id)!;
  const project = (await json(await api('POST', '/v1/projects', t.full, { name: 'Q3 bars' }))).data;
  const tag = (await json(await api('POST', '/v1/tags', t.full, { name: 'snacks' }))).data;
  expect((await api('PATCH', `/v1/surveys/${guid}`, t.full, { projects: [project.id], tags: [{ id: tag.id }] })).status).toBe(200);
  await grant(em, t.team.id, 100);
  expect((await api('POST', `/v2/surveys/${draft.id}/publish`, t.full, undefined, { 'idempotency-key': `pub-${guid}` })).status).toBe(200);
  const [snack, bar] = draft.questions.map((q: any) => ({ id: fromPublicId('qst', q.id)!, options: q.options.map((o: any) => fromPublicId('opt', o.id)!) }));
  const responseIds: string[] = [];
  for (const who of ['p1', 'p2']) {
    const { responseIds: ids } = await recordPanelSubmission(em, guid, {
      panelRespondentId: who,
      traits: [{ trait: 'Gender', value: 'Female' }],
      answers: [
        { questionId: snack.id, answer: { chosenOption: snack.options[0] }, explanation: `${who} likes crisps` },
        { questionId: bar.id, answer: { chosenOption: bar.options[1], matchup: { option1: bar.options[0], option2: bar.options[1] } }, explanation: `${who} likes the bravo bar` },
      ],
    });
    responseIds.push(...ids);
  }
  expect((await api('POST', `/v1/responses/${responseIds[0]}/rate`, t.full, { rating: 'helpful', comment: 'clear' })).status).toBe(200);
  expect((await api('POST', `/v2/surveys/${draft.id}/stop`, t.full)).status).toBe(200);
  const source = await json(await api('GET', `/v2/surveys/${draft.id}`, t.full));
  expect(source).toMatchObject({ status: 'completed', numResponses: 2, externalId: 'crm-42', duplicatedFrom: null });
  return { source, guid, project, tag };
}

describe('POST /v2/surveys/{id}/duplicate', () => {
  it('copies a completed survey into a draft with a fresh quote: not its externalId, responses, orders, quotes or ratings', async () => {
    const t = await team();
    const { source, guid, project, tag } = await completedSurvey(t);
    const before = await countsOf(guid);
    expect(before).toEqual({ questions: 2, options: 4, respondents: 2, responses: 4, ratings: 1, orders: 1, quotes: before.quotes, projects: 1, tags: 1 });
    const started = Date.now();

    const res = await duplicate(t.full, source.id);
    expect(res.status).toBe(200);
    const copy = await json(res);
    expect(copy).toEqual({
      ...source,
      id: expect.stringMatching(SRV),
      status: 'unpublished',
      numResponses: 0,
      externalId: null,
      questions: source.questions.map((q: any) => ({
        ...q,
        id: expect.stringMatching(/^qst_[0-9a-f]{32}$/),
        options: q.options.map((o: any) => ({ ...o, id: expect.stringMatching(/^opt_[0-9a-f]{32}$/) })),
      })),
      cost: { ...source.cost, quotedAt: expect.any(String) },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publishedAt: null,
      completedAt: null,
      previewUrl: expect.stringMatching(/\/r\/preview\/[A-Za-z0-9_-]{20,}$/),
      duplicatedFrom: source.id,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.previewUrl).not.toBe(source.previewUrl);
    expect(copy.questions[1].options[0].product).toEqual({ ...PRODUCT_A, image: null, salePrice: null, rating: null, reviews: null });
    const ids = (s: any) => s.questions.flatMap((q: any) => [q.id, ...q.options.map((o: any) => o.id)]);
    expect(ids(copy).filter((id: string) => ids(source).includes(id))).toEqual([]);
    for (const at of [copy.createdAt, copy.updatedAt, copy.cost.quotedAt]) expect(Date.parse(at)).toBeGreaterThanOrEqual(started - 1000);

    // The database: a new draft row, its own questions, links and one quote; nothing else of the source.
    const copyGuid = fromPublicId('srv', copy.id)!;
    expect(await countsOf(copyGuid)).toEqual({ questions: 2, options: 4, respondents: 0, responses: 0, ratings: 0, orders: 0, quotes: 1, projects: 1, tags: 1 });
    expect(await countsOf(guid)).toEqual(before);
    const rows = await service()
      .em()
      .execute('select id, status, external_id, duplicated_from, livemode, num_responses, creator_user_id, team_id from surveys.surveys where team_id = ? order by id', [
        t.team.id,
      ]);
    expect(rows).toEqual([
      { id: guid, status: 'completed', external_id: 'crm-42', duplicated_from: null, livemode: true, num_responses: 2, creator_user_id: t.user.id, team_id: t.team.id },
      { id: copyGuid, status: 'unpublished', external_id: null, duplicated_from: guid, livemode: true, num_responses: 0, creator_user_id: t.user.id, team_id: t.team.id },
    ]);

    // Reads show the source too (the one-statement read and the list), and v1 the same links.
    const got = await json(await api('GET', `/v2/surveys/${copy.id}`, t.full));
    expect({ ...got, cost: undefined, updatedAt: undefined }).toEqual({ ...copy, cost: undefined, updatedAt: undefined });
    const list = await json(await api('GET', '/v2/surveys', t.full));
    expect(list.data.map((s: any) => [s.id, s.duplicatedFrom])).toEqual([
      [copy.id, source.id],
      [source.id, null],
    ]);
    const onV1 = (await json(await api('GET', `/v1/surveys/${copyGuid}`, t.full))).data;
    expect([onV1.duplicatedFrom, onV1.projects, onV1.tags, onV1.status]).toEqual([guid, [{ id: project.id, name: 'Q3 bars' }], [{ id: tag.id, name: 'snacks' }], 'unpublished']);
  });

  it('copies a copy: duplicatedFrom names the survey it was made from', async () => {
    const t = await team();
    const first = await json(await api('POST', '/v2/surveys', t.full, { name: 'Original', questions: QUESTIONS.slice(0, 1) }));
    const second = await json(await duplicate(t.full, first.id));
    const third = await json(await duplicate(t.full, second.id));
    expect([second.duplicatedFrom, third.duplicatedFrom, third.name]).toEqual([first.id, second.id, 'Original']);
    expect(await surveysOf(t.team.id)).toBe(3);
  });

  it('refuses an Idempotency-Key and a body, as POST /v2/surveys does; nothing is written', async () => {
    const t = await team();
    const s = await json(await api('POST', '/v2/surveys', t.full, { questions: QUESTIONS.slice(0, 1) }));
    await expectV2Error(await duplicate(t.full, s.id, { 'idempotency-key': 'dup-1' }), 400, 'invalid_request_error', 'parameter_unknown', 'Idempotency-Key');
    await expectV2Error(await api('POST', `/v2/surveys/${s.id}/duplicate`, t.full, { name: 'renamed' }), 400, 'invalid_request_error', 'parameter_unknown', 'name');
    expect(await surveysOf(t.team.id)).toBe(1);
  });

  it('needs the write scope', async () => {
    const t = await team();
    const s = await json(await api('POST', '/v2/surveys', t.full, { questions: QUESTIONS.slice(0, 1) }));
    await expectV2Error(await duplicate(await t.key(['read', 'spend']), s.id), 403, 'permission_error', 'insufficient_scope');
    expect(await surveysOf(t.team.id)).toBe(1);
  });

  it('404 resource_missing for another team’s or the other mode’s survey, a deleted one and an unknown id; 400 for a GUID and junk', async () => {
    const t = await team();
    const other = await team();
    const s = await json(await api('POST', '/v2/surveys', t.full, { questions: QUESTIONS.slice(0, 1) }));
    const guid = fromPublicId('srv', s.id)!;
    const testKey = await t.key(['read', 'write'], { livemode: false });
    for (const id of [guid, 'srv_nope']) {
      await expectV2Error(await duplicate(t.full, id), 400, 'invalid_request_error', 'parameter_invalid', 'id');
    }
    for (const [key, id] of [
      [other.full, s.id],
      [testKey, s.id],
      [t.full, toPublicId('srv', '0197aaaa-0000-7000-8000-000000000000')],
    ]) {
      const res = await duplicate(key, id);
      const body = await expectV2Error(res, 404, 'invalid_request_error', 'resource_missing', 'id');
      expect(body.error.message).toBe(`No such survey: '${id}'`);
    }
    const deleted = await json(await api('POST', '/v2/surveys', t.full, { questions: QUESTIONS.slice(0, 1) }));
    expect((await api('DELETE', `/v1/surveys/${fromPublicId('srv', deleted.id)}`, t.full)).status).toBe(200);
    await expectV2Error(await duplicate(t.full, deleted.id), 404, 'invalid_request_error', 'resource_missing', 'id');
    expect([await surveysOf(t.team.id), await surveysOf(other.team.id)]).toEqual([2, 0]);
  });

  it('keeps the source’s mode: a test survey copies into test', async () => {
    const t = await team();
    const testKey = await t.key(['read', 'write'], { livemode: false });
    const s = await json(await api('POST', '/v2/surveys', testKey, { questions: QUESTIONS.slice(0, 1) }));
    const copy = await json(await duplicate(testKey, s.id));
    expect(copy.duplicatedFrom).toBe(s.id);
    const [row] = await service()
      .em()
      .execute('select livemode, duplicated_from from surveys.surveys where id = ?', [fromPublicId('srv', copy.id)]);
    expect(row).toEqual({ livemode: false, duplicated_from: fromPublicId('srv', s.id) });
    expect((await json(await api('GET', '/v2/surveys', t.full))).data).toEqual([]);
  });

  it('is in the v2 OpenAPI document', async () => {
    const doc = await dereferencedDocument(service().url, 'v2');
    const op = doc.paths['/v2/surveys/{id}/duplicate'].post;
    expect(op.operationId).toBe('duplicateSurvey');
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500', '503']);
    expect(op.requestBody).toBeUndefined();
    const survey = op.responses['200'].content['application/json'].schema;
    expect(survey.required).toContain('duplicatedFrom');
    expect(survey.properties.duplicatedFrom.anyOf).toEqual([{ type: 'string', pattern: '^srv_[0-9a-f]{32}$' }, { type: 'null' }]);
  });
});
