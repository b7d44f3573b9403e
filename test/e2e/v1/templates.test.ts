import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../../subgraphs/surveys/authoring/templates/templates.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, bearer, expectV1Error } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });

/** The catalogue as v1 shows it: no question skeleton, blanks as {name, placeholder}. */
const v1Templates = () =>
  listTemplates().map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    constraints: t.constraints,
    blanks: t.blanks.map((b) => ({ name: b.name, placeholder: b.placeholder })),
  }));

describe('GET /v1/templates', () => {
  it('lists every template with its constraints and blanks, whole and in catalogue order', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/templates', bearer(await t.key(['read'])));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = (await res.json()) as { success: true; data: { templates: Record<string, unknown>[] } };
    expect(Object.keys(body)).toEqual(['success', 'data']);
    expect(Object.keys(body.data)).toEqual(['templates']);
    expect(body).toEqual({ success: true, data: { templates: v1Templates() } });
    expect(body.data.templates[0]).toEqual({
      id: 'cmb_fn64mwtre9gbl5phri287ig0',
      name: 'Name test',
      description: 'Two candidate names for a product, head to head: which one do people prefer?',
      constraints: {
        questionTypes: ['head_to_head'],
        optionTypes: ['text'],
        optionCount: { min: 2, max: 2 },
        sampleSizes: ['50', '100', '200', '400'],
        defaultSampleSize: '100',
        countries: ['US', 'GB', 'CA', 'AU'],
        defaultCountry: 'US',
      },
      blanks: [{ name: 'product_description', placeholder: 'A plant-based protein bar for runners' }],
    });
    expect(body.data.templates.length).toBeGreaterThanOrEqual(8);
    expect(body.data.templates.every((x) => /^cmb_[a-z0-9]{24}$/.test(x.id as string))).toBe(true);
  });

  it('401 {error, message} without a token or with an unknown one', async () => {
    await expectV1Error(await get('/v1/templates'), 401, 'Unauthorized');
    await expectV1Error(await get('/v1/templates', bearer('sk_live_' + 'x'.repeat(40))), 401, 'Unauthorized');
  });

  it('403 {error, message} for a scoped key without read', async () => {
    const t = await makeTeam(service().em());
    await expectV1Error(await get('/v1/templates', bearer(await t.key(['write']))), 403, 'Forbidden');
  });

  it('works with a legacy key without scopes and with an OAuth token', async () => {
    const t = await makeTeam(service().em());
    const legacy = await get('/v1/templates', bearer(await t.key([])));
    expect(legacy.status).toBe(200);
    expect(await legacy.json()).toEqual({ success: true, data: { templates: v1Templates() } });
    expect((await get('/v1/templates', bearer(await t.oauthToken()))).status).toBe(200);
  });

  it('400 with details for page, limit or any other query parameter: the catalogue is not paged', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/templates?page=2', bearer(await t.key(['read'])));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Bad Request',
      message: 'Received unknown parameter: page.',
      details: ['querystring must NOT have additional properties'],
    });
  });

  it('is described in the v1 OpenAPI document', async () => {
    const doc = (await (await get('/v1/openapi.json')).json()) as { paths: Record<string, any> };
    const op = doc.paths['/v1/templates'].get;
    expect(op.operationId).toBe('listTemplates');
    expect(op.tags).toEqual(['templates']);
    expect(Object.keys(op.responses['200'].content['application/json'].schema.properties)).toEqual(['success', 'data']);
  });
});
