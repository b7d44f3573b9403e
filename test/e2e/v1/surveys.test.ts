import { describe, expect, it } from 'vitest';
import { toPublicId } from '../../../platform/ids';
import { latestQuote } from '../../../subgraphs/surveys/authoring/survey-quote';
import { Survey } from '../../../subgraphs/surveys/entities/survey.entity';
import { addUserToTeam } from '../../../subgraphs/accounts/accounts.service';
import { makeTeam } from '../../helpers/fixtures';
import { expectV1Error, apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const IMG = 'https://cdn.example.com/a.png';

const call = apiClient(() => service().url);
const v1Draft = (extra: Record<string, unknown> = {}) => ({
  name: 'Name test',
  questions: [{ type: 'head_to_head', prompt: 'Which name is better?', options: [{ value: 'Nova' }, { value: 'Orbit' }] }],
  ...extra,
});
async function team() {
  const t = await makeTeam(service().em());
  return { ...t, key: await t.key(['read', 'write', 'spend']) };
}
async function create(key: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/v1/surveys', key, v1Draft(extra));
  expect(res.status).toBe(201);
  return (await json(res)).data;
}

describe('POST /v1/surveys', () => {
  it('201 {success, data} with the v1 survey resource', async () => {
    const t = await team();
    const res = await call('POST', '/v1/surveys', t.key, v1Draft({ sampleSize: '150', country: 'de', surveyIntent: 'pick a name' }));
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.success).toBe(true);
    const s = body.data;
    expect(s.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(s).toMatchObject({
      name: 'Name test',
      country: 'DE',
      currency: 'USD',
      sampleSize: 150,
      numResponses: 0,
      status: 'unpublished',
      targeting: [],
      reporting: [],
      reportingDefaultsApplied: [],
      tags: [],
      projects: [],
      surveyUrl: `${service().url}/results/${s.id}`,
      surveyIntent: 'pick a name',
      template: null,
    });
    expect('externalId' in s).toBe(false); // omitted when unset
    expect(Object.keys(s.cost).sort()).toEqual([
      'amount',
      'balance',
      'canPayWithBalance',
      'creditsCostSubtotal',
      'currency',
      'discounts',
      'discountsMoney',
      'planRequired',
      'quotedCreditsCost',
    ]);
    expect(s.cost).toMatchObject({ balance: 0, canPayWithBalance: false, currency: 'USD', planRequired: '' });
    expect(s.cost.discounts).toEqual([['API discount', '5%']]);
    expect(Object.keys(s.completionEstimate).sort()).toEqual(['bucket', 'estimatedMinutes', 'status']);
    expect(s.questions[0]).toMatchObject({ type: 'head_to_head', value: 'Which name is better?', translation: null, responses: [], ai: {} });
    expect(s.questions[0].options.map((o: any) => [o.label, o.value, o.type])).toEqual([
      ['Nova', 'Nova', 'text'],
      ['Orbit', 'Orbit', 'text'],
    ]);
    expect(s.questions[0].results).toEqual({
      totalResponses: 0,
      winningOptionId: null,
      averageScore: null,
      options: s.questions[0].options.map((o: any) => ({ id: o.id, label: o.label, votes: 0, percentage: 0, rank: 0, isWinner: false })),
    });
  });

  it('400 {statusCode, error, code, param, message} for neither or both of questions and template', async () => {
    const t = await team();
    const neither = await call('POST', '/v1/surveys', t.key, { name: 'x' });
    expect(neither.status).toBe(400);
    expect(await json(neither)).toEqual({ statusCode: 400, error: 'Bad Request', code: 'parameter_missing', param: 'questions', message: expect.any(String) });
    const both = await call('POST', '/v1/surveys', t.key, v1Draft({ template: { id: `cmb_${'a'.repeat(24)}` } }));
    expect(await json(both)).toEqual({ statusCode: 400, error: 'Bad Request', code: 'parameter_invalid', param: 'template', message: expect.any(String) });
  });

  it('400 for isMiniPoll with externalId, control characters and an over-long externalId', async () => {
    const t = await team();
    const mini = await call('POST', '/v1/surveys', t.key, v1Draft({ isMiniPoll: true, externalId: 'crm-1' }));
    expect(mini.status).toBe(400);
    expect(await json(mini)).toEqual({ statusCode: 400, error: 'Bad Request', code: 'mini_poll_with_external_id', param: 'externalId', message: expect.any(String) });
    const ctrl = await json(await call('POST', '/v1/surveys', t.key, v1Draft({ externalId: 'a\tb' })));
    expect([ctrl.statusCode, ctrl.code, ctrl.param]).toEqual([400, 'external_id_invalid', 'externalId']);
    const long = await json(await call('POST', '/v1/surveys', t.key, v1Draft({ externalId: 'x'.repeat(256) })));
    expect([long.statusCode, long.code]).toEqual([400, 'external_id_invalid']);
    const trimmed = await create(t.key, { externalId: `  ${'y'.repeat(255)}  ` });
    expect(trimmed.externalId).toBe('y'.repeat(255));
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(1);
  });

  it('400 with details for a targeting trait unknown in the country', async () => {
    const t = await team();
    const res = await call('POST', '/v1/surveys', t.key, v1Draft({ country: 'JP', targeting: ['region-us-california'] }));
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'trait_unavailable',
      param: 'targeting[0]',
      message: expect.stringContaining('region-us-california'),
      details: [expect.stringContaining('region-us-california')],
    });
  });

  it('401 {error, message} without a token; 403 for a read-only key', async () => {
    await expectV1Error(
      await fetch(`${service().url}/v1/surveys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(v1Draft()) }),
      401,
      'Unauthorized',
    );
    const readOnly = await (await makeTeam(service().em())).key(['read']);
    await expectV1Error(await call('POST', '/v1/surveys', readOnly, v1Draft()), 403, 'Forbidden');
  });
});

describe('POST /v1/surveys with a template', () => {
  const NAME_TEST = 'cmb_fn64mwtre9gbl5phri287ig0';

  it('expands the template within its limits and names it on the survey', async () => {
    const t = await team();
    const res = await call('POST', '/v1/surveys', t.key, {
      template: { id: NAME_TEST, blanks: { product_description: 'an oat-milk latte' }, options: [{ value: 'Oatly Morning' }, { value: 'Cloud Latte' }] },
      sampleSize: '200',
    });
    expect(res.status).toBe(201);
    const s = (await json(res)).data;
    expect([s.sampleSize, s.country, s.template.id, s.template.name]).toEqual([200, 'US', NAME_TEST, 'Name test']);
    expect(s.template.constraints.sampleSizes).toEqual(['50', '100', '200', '400']);
    expect(s.questions.map((q: any) => [q.type, q.value, q.options.map((o: any) => o.label)])).toEqual([
      ['head_to_head', 'Which name would you prefer for this product: an oat-milk latte?', ['Oatly Morning', 'Cloud Latte']],
    ]);
    const listed = (await json(await call('GET', '/v1/surveys', t.key))).data[0];
    expect(listed.template).toEqual({ id: NAME_TEST, name: 'Name test' });
  });

  it('422 lists every violation with allowed and received values, and the blanks; nothing is written', async () => {
    const t = await team();
    const res = await call('POST', '/v1/surveys', t.key, {
      template: { id: NAME_TEST, options: [{ value: 'Only one' }] },
      sampleSize: '75',
      country: 'JP',
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', code: 'template_limits_violated', param: 'template.blanks.product_description' });
    expect(body.violations.map((v: any) => [v.code, v.param])).toEqual([
      ['blank_missing', 'template.blanks.product_description'],
      ['option_count', 'template.options'],
      ['sample_size', 'sampleSize'],
      ['country', 'country'],
    ]);
    expect(body.violations[2]).toMatchObject({ allowed: ['50', '100', '200', '400'], received: 75 });
    expect(body.blanks).toEqual([{ name: 'product_description', placeholder: 'A plant-based protein bar for runners' }]);
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(0);
  });

  it('400 for an unknown template id', async () => {
    const t = await team();
    const res = await call('POST', '/v1/surveys', t.key, { template: { id: 'cmb_000000000000000000000000' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ statusCode: 400, error: 'Bad Request', code: 'template_not_found', param: 'template.id', message: expect.any(String) });
  });
});

describe('projects and tags on surveys', () => {
  it('links a project (GUID or numeric id) and tags (legacy integers), shows them, and filters by them', async () => {
    const t = await team();
    const project = (await json(await call('POST', '/v1/projects', t.key, { name: 'Q3 launch' }))).data;
    const tag = (await json(await call('POST', '/v1/tags', t.key, { name: 'coffee' }))).data;
    const em = service().em();
    const [{ legacy_id: tagLegacy }] = await em.getConnection().execute('select legacy_id from surveys.tags where name = ? and team_id = ?', ['coffee', t.team.id]);
    const [{ legacy_id: projectLegacy }] = await em.getConnection().execute('select legacy_id from surveys.projects where id = ?', [project.id]);

    const linked = await create(t.key, { name: 'linked', projectId: project.id, tags: [{ id: Number(tagLegacy) }] });
    expect(linked.projects).toEqual([{ id: project.id, name: 'Q3 launch' }]);
    expect(linked.tags).toEqual([{ id: tag.id, name: 'coffee' }]);
    await create(t.key, { name: 'plain' });

    const names = async (query: string) => (await json(await call('GET', `/v1/surveys?${query}`, t.key))).data.map((s: any) => s.name);
    expect(await names(`tags=${tag.id}`)).toEqual(['linked']);
    expect(await names(`tags=${tagLegacy}`)).toEqual(['linked']);
    expect(await names(`project_ids=${project.id}`)).toEqual(['linked']);
    expect(await names(`project_ids=${projectLegacy}`)).toEqual(['linked']);
    const item = (await json(await call('GET', `/v1/surveys?tags=${tag.id}`, t.key))).data[0];
    expect([item.projects, item.tags]).toEqual([[{ id: project.id, name: 'Q3 launch' }], [{ id: tag.id, name: 'coffee' }]]);

    // Another team's project cannot be linked.
    const other = await team();
    const res = await call('POST', '/v1/surveys', other.key, v1Draft({ projects: [project.id] }));
    expect(res.status).toBe(400);
    expect((await json(res)).param).toBe('projects');
  });
});

describe('one survey on both surfaces', () => {
  it('a v1 draft appears on v2 with an srv_ id, and a v2 draft on v1 with its GUID', async () => {
    const t = await team();
    const v1 = await create(t.key, { name: 'From v1' });
    const onV2 = await json(await call('GET', `/v2/surveys/${toPublicId('srv', v1.id)}`, t.key));
    expect([onV2.id, onV2.name]).toEqual([toPublicId('srv', v1.id), 'From v1']);
    const v2 = await json(await call('POST', '/v2/surveys', t.key, { name: 'From v2', questions: [{ type: 'rating', prompt: 'Rate it' }] }));
    const guid = `${v2.id.slice(4, 12)}-${v2.id.slice(12, 16)}-${v2.id.slice(16, 20)}-${v2.id.slice(20, 24)}-${v2.id.slice(24)}`;
    const onV1 = await json(await call('GET', `/v1/surveys/${guid}`, t.key));
    expect([onV1.data.id, onV1.data.name]).toEqual([guid, 'From v2']);
  });
});

describe('GET and PATCH /v1/surveys/{id}', () => {
  it('another team’s survey is 404; externalId is set once on a draft', async () => {
    const t = await team();
    const other = await team();
    const s = await create(t.key);
    await expectV1Error(await call('GET', `/v1/surveys/${s.id}`, other.key), 404, 'Not Found');
    await expectV1Error(await call('PATCH', `/v1/surveys/${s.id}`, other.key, { name: 'x' }), 404, 'Not Found');
    await expectV1Error(await call('DELETE', `/v1/surveys/${s.id}`, other.key), 404, 'Not Found');
    expect((await json(await call('GET', `/v1/surveys/${s.id}`, t.key))).data.status).toBe('unpublished');
    expect((await json(await call('PATCH', `/v1/surveys/${s.id}`, t.key, { externalId: 'crm-9' }))).data.externalId).toBe('crm-9');
    expect((await call('PATCH', `/v1/surveys/${s.id}`, t.key, { externalId: 'crm-9' })).status).toBe(200);
    await expectV1Error(await call('PATCH', `/v1/surveys/${s.id}`, t.key, { externalId: 'crm-10' }), 409, 'Conflict');
    const published = await create(t.key);
    await service().em().nativeUpdate(Survey, { id: published.id }, { status: 'in-progress', publishedAt: new Date() });
    await expectV1Error(await call('PATCH', `/v1/surveys/${published.id}`, t.key, { externalId: 'late' }), 409, 'Conflict');
    expect((await json(await call('GET', `/v1/surveys/${s.id}`, t.key))).data.externalId).toBe('crm-9');
  });

  it('answers each v1 read with a fresh quote, and records it once the stored one is a minute old (issue 38)', async () => {
    const t = await team();
    const s = await create(t.key);
    const stored = (await latestQuote(service().em(), s.id))!;
    const read = (await json(await call('GET', `/v1/surveys/${s.id}`, t.key))).data;
    expect(read.cost.quotedCreditsCost).toBe(stored.credits);
    // The same price within the minute: the stored quote stays as it was.
    expect(await latestQuote(service().em(), s.id)).toEqual(stored);
    await service().em().getConnection().execute(`update surveys.quotes set quoted_at = quoted_at - interval '2 minutes' where survey_id = ?`, [s.id]);
    await call('GET', `/v1/surveys/${s.id}`, t.key);
    const after = (await latestQuote(service().em(), s.id))!;
    expect(Date.parse(after.quotedAt)).toBeGreaterThan(Date.parse(stored.quotedAt));
    expect([after.amountUsd, after.credits]).toEqual([stored.amountUsd, stored.credits]);
  });

  it('400 for a malformed id', async () => {
    const t = await team();
    const res = await call('GET', '/v1/surveys/not-a-guid', t.key);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: 'Bad Request', message: expect.any(String), details: [expect.stringContaining('params')] });
  });
});

describe('DELETE /v1/surveys/{id}', () => {
  it('deletes a draft (hidden everywhere) and archives a published survey, idempotently', async () => {
    const t = await team();
    const draft = await create(t.key, { name: 'draft' });
    const res = await call('DELETE', `/v1/surveys/${draft.id}`, t.key);
    expect([res.status, await json(res)]).toEqual([200, { success: true, data: { action: 'deleted' } }]);
    await expectV1Error(await call('GET', `/v1/surveys/${draft.id}`, t.key), 404, 'Not Found');
    expect((await call('GET', `/v2/surveys/${toPublicId('srv', draft.id)}`, t.key)).status).toBe(404);

    const live = await create(t.key, { name: 'live' });
    await service().em().nativeUpdate(Survey, { id: live.id }, { status: 'completed', publishedAt: new Date(), completedAt: new Date() });
    expect(await json(await call('DELETE', `/v1/surveys/${live.id}`, t.key))).toEqual({ success: true, data: { action: 'archived' } });
    expect(await json(await call('DELETE', `/v1/surveys/${live.id}`, t.key))).toEqual({ success: true, data: { action: 'archived' } });
    expect((await json(await call('GET', `/v1/surveys/${live.id}`, t.key))).data.status).toBe('archived');
    const listed = await json(await call('GET', '/v1/surveys', t.key));
    expect(listed.data).toEqual([]);
    const archived = await json(await call('GET', '/v1/surveys?status=archived', t.key));
    expect(archived.data.map((s: any) => s.name)).toEqual(['live']);
  });
});

describe('GET /v1/surveys', () => {
  it('lists items in the spec’s shape with pagination', async () => {
    const t = await team();
    const a = await create(t.key, { name: 'alpha', externalId: 'ext-A' });
    const res = await call('GET', '/v1/surveys', t.key);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(body.data).toEqual([
      {
        id: a.id,
        name: 'alpha',
        url: a.surveyUrl,
        status: 'unpublished',
        type: 'head_to_head',
        countryCode: 'US',
        sampleSize: 100,
        numResponses: 0,
        createdAt: expect.any(String),
        publishedAt: null,
        completedAt: null,
        creatorName: 'Olive Owner',
        targeting: [],
        tags: [],
        projects: [],
        externalId: 'ext-A',
        template: null,
        elements: [{ id: a.questions[0].id, question: 'Which name is better?', subtype: 'head_to_head', variant: null, position: 1 }],
      },
    ]);
  });

  it('filters by status, type, option_type, countries, audiences, text, externalId and published_after', async () => {
    const t = await team();
    const names = async (query: string) => (await json(await call('GET', `/v1/surveys?${query}`, t.key))).data.map((s: any) => s.name).sort();
    await create(t.key, { name: 'coffee naming', country: 'GB', externalId: 'Case-1' });
    await create(t.key, {
      name: 'logo pick',
      questions: [{ type: 'single_select', prompt: 'Pick a logo', options: [{ mediaUrl: IMG }, { value: 'none' }] }],
      targeting: ['gender-female'],
    });
    const pub = await create(t.key, { name: 'rated', questions: [{ type: 'rating', prompt: 'Rate our espresso' }] });
    await service()
      .em()
      .nativeUpdate(Survey, { id: pub.id }, { status: 'in-progress', publishedAt: new Date('2026-06-01T00:00:00Z') });

    expect(await names('status=in-progress')).toEqual(['rated']);
    expect(await names('status=unpublished,in-progress')).toEqual(['coffee naming', 'logo pick', 'rated']);
    expect(await names('type=rating,single_select')).toEqual(['logo pick', 'rated']);
    expect(await names('option_type=image')).toEqual(['logo pick']);
    expect(await names('countries=gb')).toEqual(['coffee naming']);
    expect(await names('audiences=gender-female')).toEqual(['logo pick']);
    expect(await names('text=espresso')).toEqual(['rated']);
    expect(await names('text=coffee')).toEqual(['coffee naming']);
    expect(await names('externalId=Case-1')).toEqual(['coffee naming']);
    expect(await names('externalId=case-1')).toEqual([]);
    expect(await names('published_after=2026-05-01T00:00:00Z')).toEqual(['rated']);
    expect(await names('published_after=2026-07-01T00:00:00Z')).toEqual([]);
  });

  it('filters by member_id (usr_ ids and legacy integers)', async () => {
    const t = await team();
    await create(t.key, { name: 'mine' });
    const names = async (query: string) => (await json(await call('GET', `/v1/surveys?${query}`, t.key))).data.map((s: any) => s.name);
    expect(await names(`member_id=${toPublicId('usr', t.user.id)}`)).toEqual(['mine']);
    expect(await names(`member_id=${toPublicId('usr', t.team.id)},17`)).toEqual([]);
    const bad = await call('GET', '/v1/surveys?member_id=bob', t.key);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ error: 'Bad Request', message: expect.stringContaining('bob'), details: [expect.stringContaining('member_id')] });
  });

  it('sorts by name, status and createdAt in both directions, and pages', async () => {
    const t = await team();
    for (const name of ['bravo', 'alpha', 'charlie']) await create(t.key, { name });
    const names = async (query: string) => (await json(await call('GET', `/v1/surveys?${query}`, t.key))).data.map((s: any) => s.name);
    expect(await names('')).toEqual(['charlie', 'alpha', 'bravo']);
    expect(await names('sort_by=createdAt&dir=asc')).toEqual(['bravo', 'alpha', 'charlie']);
    expect(await names('sort_by=name&dir=asc')).toEqual(['alpha', 'bravo', 'charlie']);
    expect(await names('sort_by=name')).toEqual(['charlie', 'bravo', 'alpha']);
    // status: alphabetical order of the status value.
    const em = service().em();
    await em.nativeUpdate(Survey, { teamId: t.team.id, name: 'alpha' }, { status: 'completed' });
    await em.nativeUpdate(Survey, { teamId: t.team.id, name: 'charlie' }, { status: 'in-progress' });
    expect(await names('sort_by=status&dir=asc')).toEqual(['alpha', 'charlie', 'bravo']);
    expect(await names('sort_by=status&dir=desc')).toEqual(['bravo', 'charlie', 'alpha']);
    const page2 = await json(await call('GET', '/v1/surveys?sort_by=name&dir=asc&page=2&limit=2', t.key));
    expect([page2.data.map((s: any) => s.name), page2.pagination]).toEqual([['charlie'], { page: 2, limit: 2, total: 3, totalPages: 2 }]);
    const beyond = await json(await call('GET', '/v1/surveys?page=9&limit=2', t.key));
    expect([beyond.data, beyond.pagination]).toEqual([[], { page: 9, limit: 2, total: 3, totalPages: 2 }]);
  });

  it('sorts by creator name', async () => {
    const t = await makeTeam(service().em());
    const oliveKey = await t.key(['read', 'write']);
    const { user: zoe } = await addUserToTeam(service().em(), { teamId: t.team.id, email: `zoe-${t.team.id}@example.com`, name: 'Zoe Zimmer', role: 'admin' });
    await create(await t.key(['read', 'write'], { userId: zoe.id }), { name: 'by zoe' });
    await create(oliveKey, { name: 'by olive' });
    const names = async (query: string) => (await json(await call('GET', `/v1/surveys?${query}`, oliveKey))).data.map((s: any) => [s.name, s.creatorName]);
    expect(await names('sort_by=creator&dir=asc')).toEqual([
      ['by olive', 'Olive Owner'],
      ['by zoe', 'Zoe Zimmer'],
    ]);
    expect(await names('sort_by=creator&dir=desc')).toEqual([
      ['by zoe', 'Zoe Zimmer'],
      ['by olive', 'Olive Owner'],
    ]);
  });

  it('400 with details for bad filter values; another team sees nothing', async () => {
    const t = await team();
    await create(t.key);
    for (const q of ['limit=0', 'limit=101', 'page=0', 'status=live', 'type=poll', 'sort_by=size', 'dir=up', 'published_after=yesterday', 'tags=tag_zz']) {
      const res = await call('GET', `/v1/surveys?${q}`, t.key);
      expect([q, res.status]).toEqual([q, 400]);
      const body = await json(res);
      expect(Object.keys(body).sort()).toEqual(['details', 'error', 'message']);
    }
    const other = await team();
    expect((await json(await call('GET', '/v1/surveys', other.key))).pagination.total).toBe(0);
  });
});
