import { describe, expect, it } from 'vitest';
import { fromPublicId, toPublicId } from '../../../platform/ids';
import { OutboxEvent } from '../../../platform/outbox/outbox-event.entity';
import { latestQuote } from '../../../subgraphs/surveys/authoring/survey-quote';
import { Survey } from '../../../subgraphs/surveys/entities/survey.entity';
import { findSurveyByPreviewToken } from '../../../subgraphs/surveys';
import { makeTeam } from '../../helpers/fixtures';
import { expectV2Error, REQ_ID, apiClient, json } from '../../helpers/http';
import { dereferencedDocument } from '../../helpers/openapi-document';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const IMG = 'https://cdn.example.com/pack-a.png';

const api = apiClient(() => service().url);

const draft = (extra: Record<string, unknown> = {}) => ({
  name: 'Pack test',
  questions: [{ type: 'head_to_head', prompt: 'Which pack would you buy?', options: [{ label: 'Blue pack' }, { mediaUrl: IMG }] }],
  ...extra,
});

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write', 'spend']) };
}

describe('POST /v2/surveys', () => {
  it('creates a draft with prefixed ids, a cost quote and the credit balance', async () => {
    const t = await team();
    const res = await api('POST', '/v2/surveys', t.full, draft({ country: 'gb', sampleSize: 200, externalId: '  order-77 ' }));
    expect(res.status).toBe(200);
    const s = await json(res);
    expect(s).toMatchObject({
      object: 'survey',
      name: 'Pack test',
      status: 'unpublished',
      country: 'GB',
      sampleSize: 200,
      numResponses: 0,
      targeting: [],
      reporting: [],
      externalId: 'order-77',
      isMiniPoll: false,
      publishedAt: null,
      completedAt: null,
      creditBalance: { object: 'credit_balance', credits: 0, amount: 0, currency: 'USD', coversCost: false },
    });
    expect(s.id).toMatch(/^srv_[0-9a-f]{32}$/);
    expect(JSON.stringify(s)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/); // no GUID anywhere on v2
    expect(s.questions).toEqual([
      {
        object: 'question',
        id: expect.stringMatching(/^qst_[0-9a-f]{32}$/),
        type: 'head_to_head',
        variant: null,
        prompt: 'Which pack would you buy?',
        context: null,
        likertScale: null,
        options: [
          { object: 'option', id: expect.stringMatching(/^opt_/), kind: 'text', label: 'Blue pack', mediaUrl: null, imageSet: [], mockup: null, product: null },
          { object: 'option', id: expect.stringMatching(/^opt_/), kind: 'image', label: null, mediaUrl: IMG, imageSet: [], mockup: null, product: null },
        ],
      },
    ]);
    expect(s.cost.amount).toBeGreaterThan(0);
    expect(s.cost.credits).toBeCloseTo(s.cost.amount / 2, 2);
    expect(Array.isArray(s.cost.discounts)).toBe(true);
    expect(Date.parse(s.cost.quotedAt)).not.toBeNaN();
    // The quote is recorded on the survey (publish will honour it).
    const row = await service().em().findOneOrFail(Survey, { externalId: 'order-77', teamId: t.team.id });
    const quote = await latestQuote(service().em(), row.id);
    expect([quote?.amountUsd, quote?.credits, quote?.quotedAt]).toEqual([s.cost.amount, s.cost.credits, s.cost.quotedAt]);
  });

  it('refuses an Idempotency-Key (creates are reconciled with externalId)', async () => {
    const t = await team();
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft(), { 'idempotency-key': 'k1' }), 400, 'invalid_request_error', 'parameter_unknown', 'Idempotency-Key');
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(0);
  });

  it('names the missing, unknown and invalid parameter', async () => {
    const t = await team();
    await expectV2Error(await api('POST', '/v2/surveys', t.full, { name: 'x' }), 400, 'invalid_request_error', 'parameter_missing', 'questions');
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft({ colour: 'red' })), 400, 'invalid_request_error', 'parameter_unknown', 'colour');
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft({ sampleSize: 'lots' })), 400, 'invalid_request_error', 'parameter_invalid', 'sampleSize');
    const badType = draft({ questions: [{ type: 'poll', prompt: 'x' }] });
    await expectV2Error(await api('POST', '/v2/surveys', t.full, badType), 400, 'invalid_request_error', 'parameter_invalid', 'questions.0.type');
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(0);
  });

  it('applies the per-type rules and refuses questions that ask for reasoning', async () => {
    const t = await team();
    const three = draft({ questions: [{ type: 'head_to_head', prompt: 'Which?', options: [{ label: 'a' }, { label: 'b' }, { label: 'c' }] }] });
    await expectV2Error(await api('POST', '/v2/surveys', t.full, three), 400, 'invalid_request_error', 'parameter_invalid', 'questions[0].options');
    const why = draft({ questions: [draft().questions[0], { type: 'open_ended', prompt: 'Why did you choose that pack?' }] });
    const body = await expectV2Error(await api('POST', '/v2/surveys', t.full, why), 400, 'invalid_request_error', 'parameter_invalid', 'questions[1].prompt');
    expect(body.error.message).toMatch(/explanation/);
    const click = draft({ questions: [{ type: 'click_test', prompt: 'Where would you click?' }] });
    await expectV2Error(await api('POST', '/v2/surveys', t.full, click), 400, 'invalid_request_error', 'parameter_invalid', 'questions[0].context.mediaUrl');
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(0);
  });

  it('422 request_unprocessable for a trait unknown in the survey’s country', async () => {
    const t = await team();
    const res = await api('POST', '/v2/surveys', t.full, draft({ country: 'US', targeting: ['no-such-trait'] }));
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({
      error: { type: 'invalid_request_error', code: 'request_unprocessable', message: expect.stringContaining('no-such-trait'), param: 'targeting[0]', unknown: ['no-such-trait'] },
      requestId: res.headers.get('x-request-id'),
    });
  });

  it('refuses isMiniPoll with externalId, and control characters in externalId', async () => {
    const t = await team();
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft({ isMiniPoll: true, externalId: 'x' })), 400, 'invalid_request_error', 'parameter_invalid', 'externalId');
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft({ externalId: 'a\u0007b' })), 400, 'invalid_request_error', 'parameter_invalid', 'externalId');
    await expectV2Error(await api('POST', '/v2/surveys', t.full, draft({ externalId: '   ' })), 400, 'invalid_request_error', 'parameter_invalid', 'externalId');
  });

  it('needs the write scope', async () => {
    const t = await team();
    await expectV2Error(await api('POST', '/v2/surveys', await t.key(['read', 'spend']), draft()), 403, 'permission_error', 'insufficient_scope');
  });

  it('creates from a template, and 422 request_unprocessable lists every template violation', async () => {
    const t = await team();
    const id = 'cmb_fn64mwtre9gbl5phri287ig0';
    const ok = await api('POST', '/v2/surveys', t.full, { template: { id, blanks: { product_description: 'a trail mix' }, options: [{ label: 'Summit' }, { label: 'Ridge' }] } });
    expect(ok.status).toBe(200);
    expect((await json(ok)).questions[0].prompt).toBe('Which name would you prefer for this product: a trail mix?');
    const bad = await api('POST', '/v2/surveys', t.full, { template: { id, options: [{ label: 'Solo' }] }, sampleSize: 75 });
    expect(bad.status).toBe(422);
    const body = await json(bad);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'request_unprocessable', param: 'template.blanks.product_description' });
    expect(body.error.violations.map((v: any) => v.code)).toEqual(['blank_missing', 'option_count', 'sample_size']);
    expect(body.error.blanks).toEqual([{ name: 'product_description', placeholder: 'A plant-based protein bar for runners' }]);
    await expectV2Error(await api('POST', '/v2/surveys', t.full, { ...draft(), template: { id } }), 400, 'invalid_request_error', 'parameter_invalid', 'template');
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(1);
  });
});

describe('GET /v2/surveys/{id}', () => {
  it('answers every read with a fresh quote; the stored one stays while the price and the minute hold (issue 38)', async () => {
    const t = await team();
    const created = await json(await api('POST', '/v2/surveys', t.full, draft()));
    const first = await json(await api('GET', `/v2/surveys/${created.id}`, t.full));
    const second = await json(await api('GET', `/v2/surveys/${created.id}`, t.full));
    expect(Date.parse(first.cost.quotedAt)).toBeGreaterThanOrEqual(Date.parse(created.cost.quotedAt));
    expect(Date.parse(second.cost.quotedAt)).toBeGreaterThanOrEqual(Date.parse(first.cost.quotedAt));
    const row = await service().em().findOneOrFail(Survey, { teamId: t.team.id });
    expect((await latestQuote(service().em(), row.id))?.quotedAt).toBe(created.cost.quotedAt);
    expect({ ...second, cost: undefined, updatedAt: undefined }).toEqual({ ...created, cost: undefined, updatedAt: undefined });
  });

  it('answers 404 resource_missing for another team’s survey and an unknown id, 400 parameter_invalid for a GUID and junk', async () => {
    const t = await team();
    const other = await team();
    const created = await json(await api('POST', '/v2/surveys', t.full, draft()));
    const foreign = await expectV2Error(await api('GET', `/v2/surveys/${created.id}`, other.full), 404, 'invalid_request_error', 'resource_missing', 'id');
    const missing = await expectV2Error(await api('GET', `/v2/surveys/srv_${'0'.repeat(12)}7${'0'.repeat(19)}`, t.full), 404, 'invalid_request_error', 'resource_missing', 'id');
    // Indistinguishable: the same words for "another team's" and "no such survey".
    expect(foreign.error.message.replace(/srv_\w+|[0-9a-f-]{36}/g, '…')).toBe(missing.error.message.replace(/srv_\w+|[0-9a-f-]{36}/g, '…'));
    const guid = (await service().em().findOneOrFail(Survey, { teamId: t.team.id })).id;
    await expectV2Error(await api('GET', `/v2/surveys/${guid}`, t.full), 400, 'invalid_request_error', 'parameter_invalid', 'id');
    await expectV2Error(await api('GET', '/v2/surveys/srv_nope', t.full), 400, 'invalid_request_error', 'parameter_invalid', 'id');
    // Every route, with another team's key.
    await expectV2Error(await api('PATCH', `/v2/surveys/${created.id}`, other.full, { name: 'mine now' }), 404, 'invalid_request_error', 'resource_missing', 'id');
    await expectV2Error(await api('POST', `/v2/surveys/${created.id}/stop`, other.full), 404, 'invalid_request_error', 'resource_missing', 'id');
    const list = await json(await api('GET', '/v2/surveys', other.full));
    expect(list.data).toEqual([]);
  });

  it('shows the survey’s preview link: unguessable, one per survey, found by its token until the survey is deleted', async () => {
    const t = await team();
    const a = await json(await api('POST', '/v2/surveys', t.full, draft()));
    const b = await json(await api('POST', '/v2/surveys', t.full, draft()));
    const got = await json(await api('GET', `/v2/surveys/${a.id}`, t.full));
    expect(got.previewUrl).toMatch(/\/r\/preview\/[A-Za-z0-9_-]{20,}$/);
    expect(got.previewUrl.startsWith(`${service().url}/r/preview/`)).toBe(true);
    expect(got.previewUrl).toBe(a.previewUrl);
    expect(b.previewUrl).toMatch(/\/r\/preview\/[A-Za-z0-9_-]{20,}$/);
    expect(b.previewUrl).not.toBe(a.previewUrl);
    const listed = await json(await api('GET', '/v2/surveys', t.full));
    expect(listed.data.map((s: any) => s.previewUrl)).toEqual([b.previewUrl, a.previewUrl]);

    const token = a.previewUrl.split('/').pop();
    const em = service().em();
    expect(await findSurveyByPreviewToken(em, token)).toEqual({ id: fromPublicId('srv', a.id), livemode: true });
    expect(await findSurveyByPreviewToken(em, `${token}x`)).toBeNull();
    expect(await findSurveyByPreviewToken(em, '')).toBeNull();
    await em.nativeUpdate(Survey, { id: fromPublicId('srv', a.id)! }, { deletedAt: new Date() });
    expect(await findSurveyByPreviewToken(em, token)).toBeNull();

    const doc = await dereferencedDocument(service().url, 'v2');
    const schema = doc.paths['/v2/surveys/{id}'].get.responses['200'].content['application/json'].schema;
    expect(schema.required).toContain('previewUrl');
    expect(schema.properties.previewUrl).toMatchObject({ type: 'string', format: 'uri' });
  });
});

describe('GET /v2/surveys', () => {
  it('pages newest first with opaque, stable cursors', async () => {
    const t = await team();
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) ids.push((await json(await api('POST', '/v2/surveys', t.full, draft({ name })))).id);
    const page1 = await json(await api('GET', '/v2/surveys?limit=2', t.full));
    expect(page1.object).toBe('list');
    expect(page1.data.map((s: any) => s.name)).toEqual(['three', 'two']);
    expect(page1.hasMore).toBe(true);
    expect(typeof page1.nextCursor).toBe('string');
    const page2 = await json(await api('GET', `/v2/surveys?limit=2&cursor=${page1.nextCursor}`, t.full));
    expect(page2.data.map((s: any) => s.id)).toEqual([ids[0]]);
    expect([page2.hasMore, page2.nextCursor]).toEqual([false, null]);
    const again = await json(await api('GET', `/v2/surveys?limit=2&cursor=${page1.nextCursor}`, t.full));
    expect(again.data.map((s: any) => s.id)).toEqual([ids[0]]);
    const all = await json(await api('GET', '/v2/surveys', t.full));
    expect(all.data).toHaveLength(3);
  });

  it('400 parameter_invalid for a limit out of range and a foreign cursor', async () => {
    const t = await team();
    await expectV2Error(await api('GET', '/v2/surveys?limit=0', t.full), 400, 'invalid_request_error', 'parameter_invalid', 'limit');
    await expectV2Error(await api('GET', '/v2/surveys?limit=101', t.full), 400, 'invalid_request_error', 'parameter_invalid', 'limit');
    await expectV2Error(await api('GET', '/v2/surveys?cursor=bm90LWEtY3Vyc29y', t.full), 400, 'invalid_request_error', 'parameter_invalid', 'cursor');
  });

  it('needs the read scope', async () => {
    const t = await team();
    await expectV2Error(await api('GET', '/v2/surveys', await t.key(['write'])), 403, 'permission_error', 'insufficient_scope');
  });
});

describe('PATCH /v2/surveys/{id}', () => {
  it('edits a draft and re-quotes', async () => {
    const t = await team();
    const created = await json(await api('POST', '/v2/surveys', t.full, draft()));
    const res = await api('PATCH', `/v2/surveys/${created.id}`, t.full, { name: 'Renamed', sampleSize: 400 });
    expect(res.status).toBe(200);
    const s = await json(res);
    expect([s.name, s.sampleSize]).toEqual(['Renamed', 400]);
    expect(s.cost.amount).toBeGreaterThan(created.cost.amount);
  });

  it('sets externalId once: same value again succeeds, a change is 409', async () => {
    const t = await team();
    const created = await json(await api('POST', '/v2/surveys', t.full, draft()));
    expect((await json(await api('PATCH', `/v2/surveys/${created.id}`, t.full, { externalId: 'crm-1' }))).externalId).toBe('crm-1');
    expect((await api('PATCH', `/v2/surveys/${created.id}`, t.full, { externalId: 'crm-1' })).status).toBe(200);
    await expectV2Error(await api('PATCH', `/v2/surveys/${created.id}`, t.full, { externalId: 'crm-2' }), 409, 'invalid_request_error', 'external_id_locked', 'externalId');
  });

  it('refuses edits and a late externalId once the survey is published', async () => {
    const t = await team();
    const created = await json(await api('POST', '/v2/surveys', t.full, draft()));
    const em = service().em();
    await em.nativeUpdate(Survey, { teamId: t.team.id }, { status: 'in-progress', publishedAt: new Date() });
    await expectV2Error(await api('PATCH', `/v2/surveys/${created.id}`, t.full, { name: 'late' }), 409, 'invalid_request_error', 'survey_already_published');
    await expectV2Error(await api('PATCH', `/v2/surveys/${created.id}`, t.full, { externalId: 'late' }), 409, 'invalid_request_error', 'external_id_locked', 'externalId');
    expect((await service().em().findOneOrFail(Survey, { teamId: t.team.id })).name).toBe('Pack test');
  });
});

describe('POST /v2/surveys/{id}/stop', () => {
  it('completes an in-progress survey once; repeats and drafts are no-ops', async () => {
    const t = await team();
    const created = await json(await api('POST', '/v2/surveys', t.full, draft()));
    const onDraft = await api('POST', `/v2/surveys/${created.id}/stop`, t.full);
    expect(onDraft.status).toBe(200);
    expect(onDraft.headers.get('x-request-id')).toMatch(REQ_ID);
    expect((await json(onDraft)).status).toBe('unpublished');

    await service().em().nativeUpdate(Survey, { teamId: t.team.id }, { status: 'in-progress', publishedAt: new Date() });
    const stopped = await json(await api('POST', `/v2/surveys/${created.id}/stop`, t.full));
    expect(stopped.status).toBe('completed');
    expect(Date.parse(stopped.completedAt)).not.toBeNaN();
    const again = await json(await api('POST', `/v2/surveys/${created.id}/stop`, t.full));
    expect([again.status, again.completedAt]).toEqual(['completed', stopped.completedAt]);
    const uuid = (await service().em().findOneOrFail(Survey, { teamId: t.team.id })).id;
    expect(await service().em().count(OutboxEvent, { type: 'survey.completed', aggregateId: uuid })).toBe(1);
    expect(toPublicId('srv', uuid)).toBe(created.id);
  });
});
