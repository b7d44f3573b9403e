import { describe, expect, it } from 'vitest';
import { toPublicId } from '../../../platform/ids';
import { Survey } from '../../../subgraphs/surveys/entities/survey.entity';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV1Error, json } from '../../helpers/http';
import { dereferencedDocument } from '../../helpers/openapi-document';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const call = apiClient(() => service().url);
const NAME_TEST = 'cmb_fn64mwtre9gbl5phri287ig0';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write', 'spend']) };
}

const duplicate = (key: string, id: string, body?: unknown) => call('POST', `/v1/surveys/${id}/duplicate`, key, body);
const surveysOf = (teamId: string) => service().em().count(Survey, { teamId });

/** Links, quotes and rows of one survey, as counts. */
async function countsOf(surveyId: string) {
  const [row] = await service()
    .em()
    .execute<Record<string, string>[]>(
      `select (select count(*) from surveys.questions where survey_id = ?) as questions,
              (select count(*) from surveys.quotes where survey_id = ?) as quotes,
              (select count(*) from surveys.survey_projects where survey_id = ?) as projects,
              (select count(*) from surveys.survey_tags where survey_id = ?) as tags,
              (select count(*) from surveys.responses where survey_id = ?) as responses`,
      Array<string>(5).fill(surveyId),
    );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

describe('POST /v1/surveys/{id}/duplicate', () => {
  it('201 {success, data}: an archived survey made from a template becomes a draft with its template, projects and tags, not its externalId', async () => {
    const t = await team();
    const project = (await json(await call('POST', '/v1/projects', t.full, { name: 'Names' }))).data;
    const tag = (await json(await call('POST', '/v1/tags', t.full, { name: 'latte' }))).data;
    const created = await call('POST', '/v1/surveys', t.full, {
      template: { id: NAME_TEST, blanks: { product_description: 'an oat-milk latte' }, options: [{ value: 'Oatly Morning' }, { value: 'Cloud Latte' }] },
      sampleSize: '200',
      targeting: ['gender-female'],
      reporting: ['age'],
      surveyIntent: 'name the latte',
      externalId: 'crm-7',
      projectId: project.id,
      tags: [{ id: tag.id }],
    });
    expect(created.status).toBe(201);
    const sourceId = (await json(created)).data.id;
    // Published, completed, then archived by DELETE (its data kept).
    await service().em().nativeUpdate(Survey, { id: sourceId }, { status: 'completed', publishedAt: new Date(), completedAt: new Date(), numResponses: 200 });
    expect(await json(await call('DELETE', `/v1/surveys/${sourceId}`, t.full))).toEqual({ success: true, data: { action: 'archived' } });
    const source = (await json(await call('GET', `/v1/surveys/${sourceId}`, t.full))).data;
    expect([source.status, source.externalId, source.duplicatedFrom]).toEqual(['archived', 'crm-7', null]);
    const sourceCounts = await countsOf(sourceId);

    const res = await duplicate(t.full, sourceId);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(Object.keys(body)).toEqual(['success', 'data']);
    const copy = body.data;
    const { externalId: _dropped, ...rest } = source;
    expect(copy).toEqual({
      ...rest,
      id: expect.stringMatching(GUID),
      status: 'unpublished',
      numResponses: 0,
      surveyUrl: `${service().url}/results/${copy.id}`,
      questions: source.questions.map((q: any) => ({
        ...q,
        id: expect.stringMatching(GUID),
        options: q.options.map((o: any) => ({ ...o, id: expect.stringMatching(GUID) })),
        // The answer of a create: nothing collected, no breakdowns.
        results: {
          totalResponses: 0,
          winningOptionId: null,
          averageScore: null,
          options: q.options.map((o: any) => ({ id: expect.stringMatching(GUID), label: o.label, votes: 0, percentage: 0, rank: 0, isWinner: false })),
        },
      })),
      duplicatedFrom: sourceId,
    });
    expect('externalId' in copy).toBe(false);
    expect(copy.id).not.toBe(sourceId);
    expect([copy.template.id, copy.template.name, copy.projects, copy.tags]).toEqual([
      NAME_TEST,
      'Name test',
      [{ id: project.id, name: 'Names' }],
      [{ id: tag.id, name: 'latte' }],
    ]);
    expect([copy.targeting, copy.reporting, copy.sampleSize, copy.surveyIntent]).toEqual([['gender-female'], ['age'], 200, 'name the latte']);

    expect(await countsOf(copy.id)).toEqual({ questions: 1, quotes: 1, projects: 1, tags: 1, responses: 0 });
    expect(await countsOf(sourceId)).toEqual(sourceCounts);
    expect(await surveysOf(t.team.id)).toBe(2);
    const [row] = await service().em().execute('select status, external_id, duplicated_from, template_id, livemode from surveys.surveys where id = ?', [copy.id]);
    expect(row).toEqual({ status: 'unpublished', external_id: null, duplicated_from: sourceId, template_id: NAME_TEST, livemode: true });

    // The copy is the one unarchived survey; the list item keeps the spec's fields. v2 shows the source too.
    const listed = await json(await call('GET', '/v1/surveys', t.full));
    expect(listed.data.map((s: any) => [s.id, s.status, s.externalId, s.template, 'duplicatedFrom' in s])).toEqual([
      [copy.id, 'unpublished', undefined, { id: NAME_TEST, name: 'Name test' }, false],
    ]);
    const onV2 = await json(await call('GET', `/v2/surveys/${toPublicId('srv', copy.id)}`, t.full));
    expect(onV2.duplicatedFrom).toBe(toPublicId('srv', sourceId));
  });

  it('404 {error, message} for another team’s survey, the other mode’s, a deleted one and an unknown id; 400 for a malformed id or a body', async () => {
    const t = await team();
    const other = await team();
    const s = (await json(await call('POST', '/v1/surveys', t.full, { questions: [{ type: 'rating', prompt: 'Rate the name' }] }))).data;
    await expectV1Error(await duplicate(other.full, s.id), 404, 'Not Found');
    await expectV1Error(await duplicate(await t.key(['read', 'write'], { livemode: false }), s.id), 404, 'Not Found');
    await expectV1Error(await duplicate(t.full, '0197aaaa-0000-7000-8000-000000000000'), 404, 'Not Found');
    const gone = (await json(await call('POST', '/v1/surveys', t.full, { questions: [{ type: 'rating', prompt: 'Rate it' }] }))).data;
    expect(await json(await call('DELETE', `/v1/surveys/${gone.id}`, t.full))).toEqual({ success: true, data: { action: 'deleted' } });
    await expectV1Error(await duplicate(t.full, gone.id), 404, 'Not Found');

    const malformed = await duplicate(t.full, 'not-a-guid');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ error: 'Bad Request', message: expect.any(String), details: [expect.stringContaining('params')] });
    const withBody = await duplicate(t.full, s.id, { name: 'renamed' });
    expect(withBody.status).toBe(400);
    expect((await json(withBody)).error).toBe('Bad Request');
    expect([await surveysOf(t.team.id), await surveysOf(other.team.id)]).toEqual([2, 0]);
  });

  it('401 without a token; 403 without write', async () => {
    const t = await team();
    const s = (await json(await call('POST', '/v1/surveys', t.full, { questions: [{ type: 'rating', prompt: 'Rate the name' }] }))).data;
    await expectV1Error(await fetch(`${service().url}/v1/surveys/${s.id}/duplicate`, { method: 'POST' }), 401, 'Unauthorized');
    await expectV1Error(await duplicate(await t.key(['read']), s.id), 403, 'Forbidden');
    expect(await surveysOf(t.team.id)).toBe(1);
  });

  it('is in the v1 OpenAPI document', async () => {
    const doc = await dereferencedDocument(service().url, 'v1');
    const op = doc.paths['/v1/surveys/{id}/duplicate'].post;
    expect(op.operationId).toBe('duplicateSurvey');
    expect(Object.keys(op.responses).sort()).toEqual(['201', '400', '401', '403', '404', '429', '500', '503']);
    const survey = op.responses['201'].content['application/json'].schema.properties.data;
    expect(survey.required).toContain('duplicatedFrom');
    expect(survey.properties.duplicatedFrom.anyOf).toEqual([{ type: 'string', format: 'uuid' }, { type: 'null' }]);
  });
});
