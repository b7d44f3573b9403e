import { describe, expect, it } from 'vitest';
import { TRAIT_KINDS, listTraits, type TraitKind } from '../../../subgraphs/surveys/traits/traits.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, bearer, expectV2Error } from '../../helpers/http';
import { dereferencedDocument } from '../../helpers/openapi-document';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });
const v2Traits = (country: string, kinds: readonly TraitKind[] = TRAIT_KINDS) =>
  kinds.flatMap((kind) => listTraits(country, kind).map((t) => ({ object: 'trait', permalink: t.permalink, name: t.traitName, category: t.category, kind, country })));
const list = (data: unknown[]) => ({ object: 'list', data, hasMore: false, nextCursor: null });

describe('GET /v2/traits', () => {
  it('lists the US targeting then reporting traits in one list envelope', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v2/traits', bearer(await t.key(['read'])));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = (await res.json()) as { data: unknown[] };
    expect(body).toEqual(list(v2Traits('US')));
    expect(body.data).toContainEqual({
      object: 'trait',
      permalink: 'region-us-california',
      name: 'Region: California',
      category: 'Region',
      kind: 'targeting',
      country: 'US',
    });
    expect(body.data).toContainEqual({ object: 'trait', permalink: 'gender', name: 'Gender', category: 'Gender', kind: 'reporting', country: 'US' });
  });

  it('filters by country (any case) and kind', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read']);
    const de = await get('/v2/traits?country=de&kind=targeting', bearer(key));
    expect(de.status).toBe(200);
    const body = (await de.json()) as { data: { permalink: string }[] };
    expect(body).toEqual(list(v2Traits('DE', ['targeting'])));
    expect(body.data.map((x) => x.permalink)).toContain('region-de-bavaria');
    const jp = await get('/v2/traits?country=JP&kind=reporting', bearer(key));
    expect(await jp.json()).toEqual(list(v2Traits('JP', ['reporting'])));
    const both = await get('/v2/traits?country=IN', bearer(key));
    expect(await both.json()).toEqual(list(v2Traits('IN')));
  });

  it('works for a read-only key and for any key with read', async () => {
    const t = await makeTeam(service().em());
    expect((await get('/v2/traits?kind=reporting', bearer(await t.key(['read', 'write', 'spend'])))).status).toBe(200);
  });
});

describe('GET /v2/traits errors', () => {
  it('400 parameter_invalid on country for an unsupported country', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v2/traits?country=ZZ', bearer(await t.key(['read'])));
    const body = await expectV2Error(res, 400, 'invalid_request_error', 'parameter_invalid', 'country');
    expect(body.error.message).toBe('Traits are not available for country "ZZ". Supported countries: AU, CA, DE, ES, FR, GB, IN, IT, JP, US.');
  });

  it('400 parameter_invalid on country for a malformed code, and on kind for an unknown kind', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read']);
    await expectV2Error(await get('/v2/traits?country=U1', bearer(key)), 400, 'invalid_request_error', 'parameter_invalid', 'country');
    await expectV2Error(await get('/v2/traits?kind=both', bearer(key)), 400, 'invalid_request_error', 'parameter_invalid', 'kind');
  });

  it('400 parameter_unknown for paging and other unknown parameters', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read']);
    await expectV2Error(await get('/v2/traits?limit=10', bearer(key)), 400, 'invalid_request_error', 'parameter_unknown', 'limit');
    await expectV2Error(await get('/v2/traits?cursor=abc', bearer(key)), 400, 'invalid_request_error', 'parameter_unknown', 'cursor');
  });

  it('401 authentication_required without a key', async () => {
    await expectV2Error(await get('/v2/traits'), 401, 'authentication_error', 'authentication_required');
  });

  it('403 api_key_unscoped for a legacy key with no scopes', async () => {
    const t = await makeTeam(service().em());
    await expectV2Error(await get('/v2/traits', bearer(await t.key([]))), 403, 'permission_error', 'api_key_unscoped');
  });

  it('403 insufficient_scope for a write-only key', async () => {
    const t = await makeTeam(service().em());
    await expectV2Error(await get('/v2/traits', bearer(await t.key(['write']))), 403, 'permission_error', 'insufficient_scope');
  });
});

describe('v2 OpenAPI document', () => {
  it('describes GET /v2/traits with its query and list envelope', async () => {
    const doc = await dereferencedDocument(service().url, 'v2');
    const op = doc.paths['/v2/traits'].get;
    expect(op.operationId).toBe('listTraits');
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['country', 'kind']);
    expect(op.responses['200'].content['application/json'].schema.required).toEqual(['object', 'data', 'hasMore', 'nextCursor']);
  });
});
