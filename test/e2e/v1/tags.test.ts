import { describe, expect, it } from 'vitest';
import { fromPublicId, newId, toPublicId } from '../../../platform/ids';
import { Tag } from '../../../subgraphs/surveys/authoring/tags/entities/tag.entity';
import { TagsError } from '../../../subgraphs/surveys/authoring/tags/tags.errors';
import { resolveTagRefs, setSurveyTags, tagsOfSurveys } from '../../../subgraphs/surveys/authoring/tags/tags.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, expectV1Error, apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const TAG_ID = /^tag_[0-9a-f]{32}$/;

const api = apiClient(() => service().url);

async function team(name = 'Acme Research') {
  const t = await makeTeam(service().em(), name);
  return { ...t, full: await t.key(['read', 'write']) };
}

async function createTag(key: string, name: string): Promise<{ id: string; name: string }> {
  const res = await api('POST', '/v1/tags', key, { name });
  expect(res.status).toBe(201);
  return (await json(res)).data;
}

const uuidOf = (tagId: string) => fromPublicId('tag', tagId)!;
async function legacyIdOf(tagId: string): Promise<number> {
  return Number(
    (
      await service()
        .em()
        .findOneOrFail(Tag, { id: uuidOf(tagId) })
    ).legacyId,
  );
}

async function createSurvey(key: string): Promise<string> {
  const res = await api('POST', '/v2/surveys', key, {
    questions: [{ type: 'head_to_head', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }] }],
  });
  expect(res.status).toBe(200);
  return fromPublicId('srv', (await json(res)).id)!;
}

describe('POST /v1/tags', () => {
  it('creates a tag: {success, data: {id: tag_<32 hex>, name}}, the name trimmed', async () => {
    const t = await team();
    const res = await api('POST', '/v1/tags', t.full, { name: '  Packaging ' });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({ success: true, data: { id: expect.stringMatching(TAG_ID), name: 'Packaging' } });
    const row = await service()
      .em()
      .findOneOrFail(Tag, { id: uuidOf(body.data.id) });
    expect(row).toMatchObject({ teamId: t.team.id, name: 'Packaging' });
    expect(Number(row.legacyId)).toBeGreaterThan(0);
  });

  it('409 {error, message} for a name the team already has, whatever the case; another team may use it', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    await createTag(a.full, 'Pets');
    await expectV1Error(await api('POST', '/v1/tags', a.full, { name: 'pets' }), 409, 'Conflict');
    await expectV1Error(await api('POST', '/v1/tags', a.full, { name: ' PETS ' }), 409, 'Conflict');
    expect(await createTag(b.full, 'pets')).toMatchObject({ name: 'pets' });
    expect(await service().em().count(Tag, { teamId: a.team.id })).toBe(1);
  });

  it('400 with details for a missing, blank, too long or unknown field', async () => {
    const t = await team();
    const cases: [unknown, string][] = [
      [{}, "body must have required property 'name'"],
      [{ name: ' ' }, 'body.name must match pattern "\\S"'],
      [{ name: 'x'.repeat(101) }, 'body.name must NOT have more than 100 characters'],
      [{ name: 'a', color: 'red' }, 'body must NOT have additional properties'],
      [{ name: ['a', 'b'] }, 'body.name must be string'],
    ];
    for (const [body, detail] of cases) {
      const res = await api('POST', '/v1/tags', t.full, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toEqual({ error: 'Bad Request', message: expect.any(String), details: [detail] });
    }
  });

  it('needs the write scope; 401 without a token', async () => {
    const t = await team();
    await expectV1Error(await api('POST', '/v1/tags', await t.key(['read']), { name: 'x' }), 403, 'Forbidden');
    await expectV1Error(await api('POST', '/v1/tags', null, { name: 'x' }), 401, 'Unauthorized');
  });
});

describe('GET /v1/tags', () => {
  it('lists the team’s tags by name, ignoring case, with the pagination block', async () => {
    const t = await team();
    const zoo = await createTag(t.full, 'zoo');
    const apple = await createTag(t.full, 'Apple');
    const banana = await createTag(t.full, 'banana');
    const res = await api('GET', '/v1/tags', await t.key(['read']));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      success: true,
      data: { tags: [apple, banana, zoo], pagination: { page: 1, limit: 20, total: 3, totalPages: 1 } },
    });
  });

  it('search: a case-insensitive part of the name; % and _ are plain characters; total counts matches', async () => {
    const t = await team();
    for (const name of ['Summer sale', 'summertime', 'Winter', '100% cotton', 'a_b']) await createTag(t.full, name);
    const names = async (search: string) => {
      const body = await json(await api('GET', `/v1/tags?search=${encodeURIComponent(search)}`, t.full));
      expect(body.data.pagination.total).toBe(body.data.tags.length);
      return body.data.tags.map((x: any) => x.name);
    };
    expect(await names('SUMMER')).toEqual(['Summer sale', 'summertime']);
    expect(await names('er')).toEqual(['Summer sale', 'summertime', 'Winter']);
    expect(await names('%')).toEqual(['100% cotton']);
    expect(await names('_')).toEqual(['a_b']);
    expect(await names('nothing')).toEqual([]);
    const paged = await json(await api('GET', '/v1/tags?search=summer&limit=1&page=2', t.full));
    expect(paged.data).toEqual({ tags: [expect.objectContaining({ name: 'summertime' })], pagination: { page: 2, limit: 1, total: 2, totalPages: 2 } });
  });

  it('pages: a page past the last is empty with the right totals; an empty team has totalPages 0', async () => {
    const t = await team();
    for (const name of ['t1', 't2', 't3']) await createTag(t.full, name);
    const p2 = await json(await api('GET', '/v1/tags?limit=2&page=2', t.full));
    expect(p2.data.tags.map((x: any) => x.name)).toEqual(['t3']);
    expect(p2.data.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(await json(await api('GET', '/v1/tags?limit=2&page=9', t.full))).toEqual({
      success: true,
      data: { tags: [], pagination: { page: 9, limit: 2, total: 3, totalPages: 2 } },
    });
    const empty = await team('Empty');
    expect((await json(await api('GET', '/v1/tags', empty.full))).data.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
  });

  it('400 with details for limit 0, limit 101, page 0, a too long search and an unknown parameter', async () => {
    const t = await team();
    const cases: [string, string][] = [
      ['limit=0', 'querystring.limit must be >= 1'],
      ['limit=101', 'querystring.limit must be <= 100'],
      ['page=0', 'querystring.page must be >= 1'],
      [`search=${'x'.repeat(101)}`, 'querystring.search must NOT have more than 100 characters'],
      ['q=x', 'querystring must NOT have additional properties'],
    ];
    for (const [query, detail] of cases) {
      const res = await api('GET', `/v1/tags?${query}`, t.full);
      expect(res.status, query).toBe(400);
      expect(await json(res), query).toEqual({ error: 'Bad Request', message: expect.any(String), details: [detail] });
    }
  });

  it('shows another team nothing of this team', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    await createTag(a.full, 'Secret');
    expect((await json(await api('GET', '/v1/tags?search=secret', b.full))).data).toEqual({
      tags: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
  });

  it('works with a legacy key and an OAuth token; 403 without read; 401 without a token', async () => {
    const t = await team();
    expect((await api('GET', '/v1/tags', await t.key([]))).status).toBe(200);
    expect((await api('GET', '/v1/tags', await t.oauthToken())).status).toBe(200);
    await expectV1Error(await api('GET', '/v1/tags', await t.key(['write'])), 403, 'Forbidden');
    await expectV1Error(await api('GET', '/v1/tags', null), 401, 'Unauthorized');
  });
});

describe('PATCH /v1/tags/{id}', () => {
  it('renames a tag addressed by tag_<32 hex> or by its legacy integer', async () => {
    const t = await team();
    const tag = await createTag(t.full, 'Old');
    const byOpaque = await api('PATCH', `/v1/tags/${tag.id}`, t.full, { name: ' New ' });
    expect(byOpaque.status).toBe(200);
    expect(await json(byOpaque)).toEqual({ success: true, data: { id: tag.id, name: 'New' } });
    const byNumber = await api('PATCH', `/v1/tags/${await legacyIdOf(tag.id)}`, t.full, { name: 'Newer' });
    expect(byNumber.status).toBe(200);
    expect(await json(byNumber)).toEqual({ success: true, data: { id: tag.id, name: 'Newer' } });
    expect((await json(await api('GET', '/v1/tags', t.full))).data.tags).toEqual([{ id: tag.id, name: 'Newer' }]);
  });

  it('may change only the case of its own name; 409 for another tag’s name in any case', async () => {
    const t = await team();
    const pets = await createTag(t.full, 'pets');
    await createTag(t.full, 'Food');
    expect(await json(await api('PATCH', `/v1/tags/${pets.id}`, t.full, { name: 'Pets' }))).toEqual({ success: true, data: { id: pets.id, name: 'Pets' } });
    await expectV1Error(await api('PATCH', `/v1/tags/${pets.id}`, t.full, { name: 'FOOD' }), 409, 'Conflict');
    expect(
      (
        await service()
          .em()
          .findOneOrFail(Tag, { id: uuidOf(pets.id) })
      ).name,
    ).toBe('Pets');
  });

  it('404 {error, message} for an unknown id, a GUID, a malformed id and another team’s tag (either form)', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    const tag = await createTag(a.full, 'Mine');
    const notFound = async (id: string, key: string) => expectV1Error(await api('PATCH', `/v1/tags/${id}`, key, { name: 'x' }), 404, 'Not Found');
    await notFound(toPublicId('tag', newId()), a.full);
    await notFound(uuidOf(tag.id), a.full); // v1 tag ids are tag_… or integers, never GUIDs
    await notFound('tag_xyz', a.full);
    await notFound('999999999999', a.full);
    await notFound(tag.id, b.full);
    await notFound(String(await legacyIdOf(tag.id)), b.full);
    expect(
      (
        await service()
          .em()
          .findOneOrFail(Tag, { id: uuidOf(tag.id) })
      ).name,
    ).toBe('Mine');
  });

  it('400 for a blank name or an unknown field; 403 without write', async () => {
    const t = await team();
    const tag = await createTag(t.full, 'Keep');
    expect((await api('PATCH', `/v1/tags/${tag.id}`, t.full, { name: '' })).status).toBe(400);
    expect((await api('PATCH', `/v1/tags/${tag.id}`, t.full, { name: 'a', id: 1 })).status).toBe(400);
    await expectV1Error(await api('PATCH', `/v1/tags/${tag.id}`, await t.key(['read']), { name: 'x' }), 403, 'Forbidden');
  });
});

describe('tag functions for the survey service', () => {
  it('resolveTagRefs: tag_<32 hex> and legacy integers (numbers or strings), mixed, once each, in order', async () => {
    const t = await team();
    const red = await createTag(t.full, 'red');
    const blue = await createTag(t.full, 'blue');
    const nBlue = await legacyIdOf(blue.id);
    const em = service().em();
    expect(await resolveTagRefs(em, { teamId: t.team.id, livemode: true }, [nBlue, red.id, String(nBlue), ` ${red.id} `])).toEqual([uuidOf(blue.id), uuidOf(red.id)]);
    expect(await resolveTagRefs(em, { teamId: t.team.id, livemode: true }, [])).toEqual([]);
  });

  it('resolveTagRefs: unknown, GUID-form or another team’s tags are a bad parameter naming them', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    const mine = await createTag(a.full, 'mine');
    const theirs = await createTag(b.full, 'theirs');
    const nTheirs = await legacyIdOf(theirs.id);
    const refs = [mine.id, theirs.id, nTheirs, uuidOf(mine.id), 0, 'x'];
    const err = await resolveTagRefs(service().em(), { teamId: a.team.id, livemode: true }, refs, { param: 'tags' }).catch((e) => e);
    expect(err).toBeInstanceOf(TagsError);
    expect(err).toMatchObject({
      kind: 'invalid',
      code: 'tag_unknown',
      details: { param: 'tags', extra: { unknownTags: [theirs.id, String(nTheirs), uuidOf(mine.id), '0', 'x'] } },
    });
    expect(await resolveTagRefs(service().em(), { teamId: a.team.id, livemode: true }, refs, { ignoreUnknown: true })).toEqual([uuidOf(mine.id)]);
  });

  it('setSurveyTags replaces a survey’s tags; tagsOfSurveys reads them by name; another team’s tag is refused', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    const zeta = await createTag(a.full, 'zeta');
    const alpha = await createTag(a.full, 'Alpha');
    const theirs = await createTag(b.full, 'theirs');
    const s1 = await createSurvey(a.full);
    const s2 = await createSurvey(a.full);
    let em = service().em();
    await setSurveyTags(em, s1, [uuidOf(zeta.id), uuidOf(alpha.id)]);
    await em.flush();
    expect(await tagsOfSurveys(service().em(), [s1, s2])).toEqual(
      new Map([
        [
          s1,
          [
            { id: uuidOf(alpha.id), name: 'Alpha' },
            { id: uuidOf(zeta.id), name: 'zeta' },
          ],
        ],
        [s2, []],
      ]),
    );
    em = service().em();
    await setSurveyTags(em, s1, [uuidOf(alpha.id)]);
    await em.flush();
    expect((await tagsOfSurveys(service().em(), [s1])).get(s1)).toEqual([{ id: uuidOf(alpha.id), name: 'Alpha' }]);
    await expect(setSurveyTags(service().em(), s1, [uuidOf(theirs.id)])).rejects.toMatchObject({ code: 'tag_unknown', kind: 'invalid' });
  });
});

describe('v1 OpenAPI document', () => {
  it('describes the tag routes', async () => {
    const doc = (await json(await api('GET', '/v1/openapi.json', null))) as { paths: Record<string, any> };
    expect(doc.paths['/v1/tags'].get.operationId).toBe('listTags');
    expect(doc.paths['/v1/tags'].post.operationId).toBe('createTag');
    expect(doc.paths['/v1/tags/{id}'].patch.operationId).toBe('updateTag');
    expect(doc.paths['/v1/tags'].get.parameters.map((p: any) => p.name)).toEqual(['search', 'page', 'limit']);
  });
});
