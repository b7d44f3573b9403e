import { describe, expect, it } from 'vitest';
import { listTraits } from '../../../subgraphs/surveys/traits/traits.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, bearer, expectV1Error } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });
const v1Traits = (country: string, kind: 'targeting' | 'reporting') => listTraits(country, kind).map((t) => ({ trait_name: t.traitName, permalink: t.permalink }));
const SUPPORTED = 'AU, CA, DE, ES, FR, GB, IN, IT, JP, US';

describe('GET /v1/traits/targeting and /v1/traits/reporting', () => {
  it('lists US targeting traits when no country is given', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/traits/targeting', bearer(await t.key(['read'])));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = (await res.json()) as { trait_name: string; permalink: string }[];
    expect(body).toEqual(v1Traits('US', 'targeting'));
    expect(body).toContainEqual({ trait_name: 'Gender: Female', permalink: 'gender-female' });
    expect(body).toContainEqual({ trait_name: 'Region: California', permalink: 'region-us-california' });
    expect(body).toContainEqual({ trait_name: 'Household income: $50,000-$74,999', permalink: 'household-income-us-50000-74999' });
    expect(body.every((x) => Object.keys(x).join() === 'trait_name,permalink')).toBe(true);
  });

  it('lists US reporting traits when no country is given', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/traits/reporting', bearer(await t.key(['read'])));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual(v1Traits('US', 'reporting'));
    expect(body).toContainEqual({ trait_name: 'Gender', permalink: 'gender' });
    expect(body).toContainEqual({ trait_name: 'Age', permalink: 'age' });
  });

  it('lists the traits of a given country: JP has Japanese regions and yen incomes', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/traits/targeting?country=JP', bearer(await t.key(['read'])));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { trait_name: string; permalink: string }[];
    expect(body).toEqual(v1Traits('JP', 'targeting'));
    expect(body.filter((x) => x.permalink.startsWith('region-')).map((x) => x.trait_name)).toEqual([
      'Region: Hokkaido',
      'Region: Tohoku',
      'Region: Kanto',
      'Region: Chubu',
      'Region: Kansai',
      'Region: Chugoku',
      'Region: Shikoku',
      'Region: Kyushu-Okinawa',
    ]);
    expect(body).toContainEqual({ trait_name: 'Household income: ¥5,000,000-¥6,999,999', permalink: 'household-income-jp-5000000-6999999' });
    expect(body.some((x) => x.permalink.startsWith('region-us-'))).toBe(false);
  });

  it('accepts a lower-case country code', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/traits/reporting?country=de', bearer(await t.key(['read'])));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(v1Traits('DE', 'reporting'));
  });

  it('400 {error, message, details} for an unsupported country', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/traits/targeting?country=ZZ', bearer(await t.key(['read'])));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: 'Bad Request',
      message: `Traits are not available for country "ZZ". Supported countries: ${SUPPORTED}.`,
      details: [`querystring.country must be one of ${SUPPORTED}`],
    });
  });

  it('400 {error, message, details} for a country that is not a two-letter code', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/traits/reporting?country=USA', bearer(await t.key(['read'])));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Bad Request',
      message: 'Invalid country: must match pattern "^[A-Za-z]{2}$".',
      details: ['querystring.country must match pattern "^[A-Za-z]{2}$"'],
    });
  });

  it('400 with details for an unknown query parameter', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/traits/targeting?kind=targeting', bearer(await t.key(['read'])));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Bad Request',
      message: 'Received unknown parameter: kind.',
      details: ['querystring must NOT have additional properties'],
    });
  });

  it('401 {error, message} without a token', async () => {
    await expectV1Error(await get('/v1/traits/targeting'), 401, 'Unauthorized');
    await expectV1Error(await get('/v1/traits/reporting'), 401, 'Unauthorized');
  });

  it('works with a legacy key without scopes and with an OAuth token', async () => {
    const t = await makeTeam(service().em());
    const legacy = await get('/v1/traits/targeting?country=GB', bearer(await t.key([])));
    expect(legacy.status).toBe(200);
    expect(await legacy.json()).toEqual(v1Traits('GB', 'targeting'));
    const oauth = await get('/v1/traits/reporting', bearer(await t.oauthToken()));
    expect(oauth.status).toBe(200);
  });

  it('403 {error, message} for a scoped key without read', async () => {
    const t = await makeTeam(service().em());
    await expectV1Error(await get('/v1/traits/targeting', bearer(await t.key(['write']))), 403, 'Forbidden');
  });
});

describe('v1 OpenAPI document', () => {
  it('describes both trait routes', async () => {
    const doc = (await (await get('/v1/openapi.json')).json()) as { paths: Record<string, any> };
    expect(doc.paths['/v1/traits/targeting'].get.operationId).toBe('listTargetingTraits');
    expect(doc.paths['/v1/traits/reporting'].get.operationId).toBe('listReportingTraits');
    expect(doc.paths['/v1/traits/targeting'].get.parameters).toEqual([expect.objectContaining({ name: 'country', in: 'query', required: false })]);
  });
});
