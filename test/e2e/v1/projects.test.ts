import { describe, expect, it } from 'vitest';
import { config } from '../../../platform/config';
import { fromPublicId, newId } from '../../../platform/ids';
import { createApiKey, createTeam } from '../../../subgraphs/accounts/accounts.service';
import { Survey } from '../../../subgraphs/surveys/entities/survey.entity';
import { Project } from '../../../subgraphs/surveys/authoring/projects/entities/project.entity';
import { ProjectsError } from '../../../subgraphs/surveys/authoring/projects/projects.errors';
import { projectsOfSurveys, resolveProjectRefs, setSurveyProjects } from '../../../subgraphs/surveys/authoring/projects/projects.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, expectV1Error, apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const api = apiClient(() => service().url);

async function team(name = 'Acme Research') {
  const t = await makeTeam(service().em(), name);
  return { ...t, full: await t.key(['read', 'write']) };
}

async function createProject(key: string, body: Record<string, unknown>) {
  const res = await api('POST', '/v1/projects', key, body);
  expect(res.status).toBe(201);
  return (await json(res)).data as Record<string, any>;
}

/** A draft survey through the public v2 API; its internal UUID. */
async function createSurvey(key: string): Promise<string> {
  const res = await api('POST', '/v2/surveys', key, {
    name: 'Pack test',
    questions: [{ type: 'head_to_head', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }] }],
  });
  expect(res.status).toBe(200);
  return fromPublicId('srv', (await json(res)).id)!;
}

async function legacyIdOf(projectId: string): Promise<number> {
  return Number((await service().em().findOneOrFail(Project, { id: projectId })).legacyId);
}

async function linkSurveys(surveyIds: string[], projectIds: string[]) {
  const em = service().em();
  for (const id of surveyIds) await setSurveyProjects(em, id, projectIds);
  await em.flush();
}

describe('POST /v1/projects', () => {
  it('creates a project: exact v1 fields, the creator’s name as user, a project page url', async () => {
    const t = await team();
    const res = await api('POST', '/v1/projects', t.full, { name: '  Spring packaging ', description: 'Pack tests', goal: 'Pick a pack' });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    const body = await json(res);
    expect(body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(GUID),
        name: 'Spring packaging',
        description: 'Pack tests',
        goal: 'Pick a pack',
        archived: false,
        bookmarked: false,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
        url: `${config().PUBLIC_BASE_URL}/projects/${body.data.id}`,
        user: 'Olive Owner',
        surveyCount: 0,
      },
    });
    expect(body.data.url).toBe(`${service().url}/projects/${body.data.id}`);
    const row = await service().em().findOneOrFail(Project, { id: body.data.id });
    expect(row).toMatchObject({ teamId: t.team.id, createdBy: t.user.id });
    expect(Number(row.legacyId)).toBeGreaterThan(0);
  });

  it('takes archived and bookmarked; description and goal default to empty strings', async () => {
    const t = await team();
    const p = await createProject(t.full, { name: 'Old', archived: true, bookmarked: true });
    expect(p).toMatchObject({ name: 'Old', description: '', goal: '', archived: true, bookmarked: true });
  });

  it('user is "" when the key has no person behind it', async () => {
    const em = service().em();
    const lonely = await createTeam(em, { name: 'Nobody Inc' });
    const { secret } = await createApiKey(em, { teamId: lonely.id, name: 'ci', scopes: ['read', 'write'] });
    expect(await createProject(secret, { name: 'Unowned' })).toMatchObject({ user: '' });
  });

  it('400 {error, message, details} for a missing, blank, too long or unknown field', async () => {
    const t = await team();
    const missing = await api('POST', '/v1/projects', t.full, { description: 'x' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      error: 'Bad Request',
      message: 'Missing required parameter: name.',
      details: ["body must have required property 'name'"],
    });
    const blank = await api('POST', '/v1/projects', t.full, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(await json(blank)).toEqual({ error: 'Bad Request', message: expect.any(String), details: ['body.name must match pattern "\\S"'] });
    const long = await api('POST', '/v1/projects', t.full, { name: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect((await json(long)).details).toEqual(['body.name must NOT have more than 200 characters']);
    const unknown = await api('POST', '/v1/projects', t.full, { name: 'A', color: 'red' });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({
      error: 'Bad Request',
      message: 'Received unknown parameter: color.',
      details: ['body must NOT have additional properties'],
    });
    const wrongType = await api('POST', '/v1/projects', t.full, { name: 'A', archived: 'yes' });
    expect(wrongType.status).toBe(400);
    expect((await json(wrongType)).details).toEqual(['body.archived must be boolean']);
    expect(await service().em().count(Project, { teamId: t.team.id })).toBe(0);
  });

  it('needs the write scope; 401 without a token', async () => {
    const t = await team();
    await expectV1Error(await api('POST', '/v1/projects', await t.key(['read']), { name: 'A' }), 403, 'Forbidden');
    await expectV1Error(await api('POST', '/v1/projects', null, { name: 'A' }), 401, 'Unauthorized');
    expect(await service().em().count(Project, { teamId: t.team.id })).toBe(0);
  });
});

describe('GET /v1/projects', () => {
  it('lists the team’s projects newest first with the pagination block (defaults page 1, limit 20)', async () => {
    const t = await team();
    const a = await createProject(t.full, { name: 'A' });
    const b = await createProject(t.full, { name: 'B' });
    const res = await api('GET', '/v1/projects', await t.key(['read']));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      success: true,
      data: { projects: [b, a], pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } },
    });
  });

  it('pages: limit, page, a page past the last is empty with the right totals', async () => {
    const t = await team();
    const made = [];
    for (const name of ['P1', 'P2', 'P3', 'P4', 'P5']) made.push(await createProject(t.full, { name }));
    const names = (body: any) => body.data.projects.map((p: any) => p.name);
    const p1 = await json(await api('GET', '/v1/projects?limit=2', t.full));
    expect(names(p1)).toEqual(['P5', 'P4']);
    expect(p1.data.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const p3 = await json(await api('GET', '/v1/projects?limit=2&page=3', t.full));
    expect(names(p3)).toEqual(['P1']);
    expect(p3.data.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
    const beyond = await api('GET', '/v1/projects?limit=2&page=4', t.full);
    expect(beyond.status).toBe(200);
    expect(await json(beyond)).toEqual({ success: true, data: { projects: [], pagination: { page: 4, limit: 2, total: 5, totalPages: 3 } } });
    const all = await json(await api('GET', '/v1/projects?limit=100', t.full));
    expect(all.data.pagination).toEqual({ page: 1, limit: 100, total: 5, totalPages: 1 });
  });

  it('an empty team: no projects, total 0, totalPages 0', async () => {
    const t = await team();
    expect(await json(await api('GET', '/v1/projects', t.full))).toEqual({
      success: true,
      data: { projects: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
    });
  });

  it('filters by bookmarked and archived, alone and together', async () => {
    const t = await team();
    await createProject(t.full, { name: 'plain' });
    await createProject(t.full, { name: 'starred', bookmarked: true });
    await createProject(t.full, { name: 'shelved', archived: true });
    await createProject(t.full, { name: 'starred-shelved', bookmarked: true, archived: true });
    const names = async (query: string) => {
      const body = await json(await api('GET', `/v1/projects${query}`, t.full));
      expect(body.data.pagination.total).toBe(body.data.projects.length);
      return body.data.projects.map((p: any) => p.name);
    };
    expect(await names('')).toEqual(['starred-shelved', 'shelved', 'starred', 'plain']);
    expect(await names('?bookmarked=true')).toEqual(['starred-shelved', 'starred']);
    expect(await names('?bookmarked=false')).toEqual(['shelved', 'plain']);
    expect(await names('?archived=true')).toEqual(['starred-shelved', 'shelved']);
    expect(await names('?archived=false')).toEqual(['starred', 'plain']);
    expect(await names('?bookmarked=true&archived=false')).toEqual(['starred']);
    expect(await names('?bookmarked=false&archived=true&limit=1')).toEqual(['shelved']);
  });

  it('400 with details for limit 0, limit 101, page 0, a non-boolean filter and an unknown parameter', async () => {
    const t = await team();
    const cases: [string, string][] = [
      ['limit=0', 'querystring.limit must be >= 1'],
      ['limit=101', 'querystring.limit must be <= 100'],
      ['page=0', 'querystring.page must be >= 1'],
      ['page=abc', 'querystring.page must be integer'],
      ['bookmarked=yes', 'querystring.bookmarked must be boolean'],
      ['archived=1', 'querystring.archived must be boolean'],
      ['search=x', 'querystring must NOT have additional properties'],
    ];
    for (const [query, detail] of cases) {
      const res = await api('GET', `/v1/projects?${query}`, t.full);
      expect(res.status, query).toBe(400);
      expect(await json(res), query).toEqual({ error: 'Bad Request', message: expect.any(String), details: [detail] });
    }
  });

  it('counts the surveys of each project that are not deleted', async () => {
    const t = await team();
    const p = await createProject(t.full, { name: 'Counted' });
    const other = await createProject(t.full, { name: 'Other' });
    const s1 = await createSurvey(t.full);
    const s2 = await createSurvey(t.full);
    const s3 = await createSurvey(t.full);
    await linkSurveys([s1, s2, s3], [p.id]);
    await linkSurveys([s3], [p.id, other.id]);
    await service().em().nativeUpdate(Survey, { id: s2 }, { deletedAt: new Date() });
    const body = await json(await api('GET', '/v1/projects', t.full));
    expect(body.data.projects.map((x: any) => [x.name, x.surveyCount])).toEqual([
      ['Other', 1],
      ['Counted', 2],
    ]);
  });

  it('shows another team nothing of this team', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    await createProject(a.full, { name: 'Secret' });
    expect(await json(await api('GET', '/v1/projects', b.full))).toEqual({
      success: true,
      data: { projects: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
    });
  });

  it('works with a read key, a legacy key and an OAuth token; 403 without read; 401 without a token', async () => {
    const t = await team();
    for (const key of [await t.key(['read']), await t.key([]), await t.oauthToken()]) {
      expect((await api('GET', '/v1/projects', key)).status).toBe(200);
    }
    await expectV1Error(await api('GET', '/v1/projects', await t.key(['write'])), 403, 'Forbidden');
    await expectV1Error(await api('GET', '/v1/projects', null), 401, 'Unauthorized');
  });
});

describe('PATCH /v1/projects/{id}', () => {
  it('changes the given fields only and moves updatedAt', async () => {
    const t = await team();
    const p = await createProject(t.full, { name: 'Draft name', description: 'keep me', goal: 'g' });
    await new Promise((r) => setTimeout(r, 5));
    const res = await api('PATCH', `/v1/projects/${p.id}`, t.full, { name: 'Final name', bookmarked: true, archived: true, goal: '' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      success: true,
      data: { ...p, name: 'Final name', goal: '', bookmarked: true, archived: true, updatedAt: expect.stringMatching(ISO) },
    });
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.parse(p.updatedAt));
    const listed = await json(await api('GET', '/v1/projects', t.full));
    expect(listed.data.projects).toEqual([body.data]);
  });

  it('addresses a project by its numeric id too', async () => {
    const t = await team();
    const p = await createProject(t.full, { name: 'Numbered' });
    const res = await api('PATCH', `/v1/projects/${await legacyIdOf(p.id)}`, t.full, { description: 'by number' });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ id: p.id, description: 'by number' });
  });

  it('404 {error, message} for an unknown id, a malformed id and another team’s project (by GUID or number)', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    const p = await createProject(a.full, { name: 'Mine' });
    await expectV1Error(await api('PATCH', `/v1/projects/${newId()}`, a.full, { name: 'x' }), 404, 'Not Found');
    await expectV1Error(await api('PATCH', '/v1/projects/not-a-project', a.full, { name: 'x' }), 404, 'Not Found');
    await expectV1Error(await api('PATCH', '/v1/projects/999999999999', a.full, { name: 'x' }), 404, 'Not Found');
    await expectV1Error(await api('PATCH', `/v1/projects/${p.id}`, b.full, { name: 'stolen' }), 404, 'Not Found');
    await expectV1Error(await api('PATCH', `/v1/projects/${await legacyIdOf(p.id)}`, b.full, { name: 'stolen' }), 404, 'Not Found');
    expect((await service().em().findOneOrFail(Project, { id: p.id })).name).toBe('Mine');
  });

  it('400 for an empty body, a blank name or an unknown field; 403 without write', async () => {
    const t = await team();
    const p = await createProject(t.full, { name: 'Keep' });
    const empty = await api('PATCH', `/v1/projects/${p.id}`, t.full, {});
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({ error: 'Bad Request', message: expect.any(String), details: ['body must NOT have fewer than 1 properties'] });
    expect((await api('PATCH', `/v1/projects/${p.id}`, t.full, { name: '' })).status).toBe(400);
    expect((await api('PATCH', `/v1/projects/${p.id}`, t.full, { owner: 'me' })).status).toBe(400);
    await expectV1Error(await api('PATCH', `/v1/projects/${p.id}`, await t.key(['read']), { name: 'x' }), 403, 'Forbidden');
  });
});

describe('project functions for the survey service', () => {
  it('resolveProjectRefs: GUIDs and numeric ids (numbers or strings), once each, in order', async () => {
    const t = await team();
    const p1 = await createProject(t.full, { name: 'One' });
    const p2 = await createProject(t.full, { name: 'Two' });
    const n2 = await legacyIdOf(p2.id);
    const em = service().em();
    expect(await resolveProjectRefs(em, { teamId: t.team.id, livemode: true }, [String(n2), p1.id.toUpperCase(), n2, p1.id])).toEqual([p2.id, p1.id]);
    expect(await resolveProjectRefs(em, { teamId: t.team.id, livemode: true }, [])).toEqual([]);
  });

  it('resolveProjectRefs: unknown or another team’s project is a bad parameter naming them', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    const mine = await createProject(a.full, { name: 'Mine' });
    const theirs = await createProject(b.full, { name: 'Theirs' });
    const em = service().em();
    const refs = [mine.id, theirs.id, 'nope', String(await legacyIdOf(theirs.id))];
    const err = await resolveProjectRefs(em, { teamId: a.team.id, livemode: true }, refs, { param: 'project_ids' }).catch((e) => e);
    expect(err).toBeInstanceOf(ProjectsError);
    expect(err).toMatchObject({
      kind: 'invalid',
      code: 'project_unknown',
      details: { param: 'project_ids', extra: { unknownProjects: [theirs.id, 'nope', String(await legacyIdOf(theirs.id))] } },
    });
    expect(await resolveProjectRefs(em, { teamId: a.team.id, livemode: true }, refs, { ignoreUnknown: true })).toEqual([mine.id]);
  });

  it('setSurveyProjects replaces links; projectsOfSurveys reads them by name; another team’s project is refused', async () => {
    const a = await team('Team A');
    const b = await team('Team B');
    const zeta = await createProject(a.full, { name: 'zeta' });
    const alpha = await createProject(a.full, { name: 'Alpha' });
    const theirs = await createProject(b.full, { name: 'Theirs' });
    const s1 = await createSurvey(a.full);
    const s2 = await createSurvey(a.full);
    await linkSurveys([s1], [zeta.id, alpha.id]);
    const em = service().em();
    expect(await projectsOfSurveys(em, [s1, s2])).toEqual(
      new Map([
        [
          s1,
          [
            { id: alpha.id, name: 'Alpha' },
            { id: zeta.id, name: 'zeta' },
          ],
        ],
        [s2, []],
      ]),
    );
    await linkSurveys([s1], [zeta.id]);
    expect((await projectsOfSurveys(service().em(), [s1])).get(s1)).toEqual([{ id: zeta.id, name: 'zeta' }]);
    await expect(setSurveyProjects(service().em(), s1, [theirs.id])).rejects.toMatchObject({ code: 'project_unknown', kind: 'invalid' });
    await linkSurveys([s1], []);
    expect((await projectsOfSurveys(service().em(), [s1])).get(s1)).toEqual([]);
  });

  it('setSurveyProjects links a survey created in the same unit of work', async () => {
    const t = await team();
    const p = await createProject(t.full, { name: 'Fresh' });
    const em = service().em();
    const now = new Date();
    const survey = em.create(Survey, {
      id: newId(),
      teamId: t.team.id,
      creatorUserId: null,
      name: 'Unflushed',
      country: 'US',
      sampleSize: 100,
      status: 'unpublished',
      targeting: [],
      reporting: [],
      externalId: null,
      surveyIntent: null,
      isMiniPoll: false,
      templateId: null,
      numResponses: 0,
      livemode: true,
      quote: null,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      completedAt: null,
      stoppedAt: null,
      deletedAt: null,
    } as any);
    await setSurveyProjects(em, survey.id, [p.id]);
    await em.flush();
    expect((await projectsOfSurveys(service().em(), [survey.id])).get(survey.id)).toEqual([{ id: p.id, name: 'Fresh' }]);
  });
});

describe('v1 OpenAPI document', () => {
  it('describes the project routes', async () => {
    const doc = (await json(await api('GET', '/v1/openapi.json', null))) as { paths: Record<string, any> };
    expect(doc.paths['/v1/projects'].get.operationId).toBe('listProjects');
    expect(doc.paths['/v1/projects'].post.operationId).toBe('createProject');
    expect(doc.paths['/v1/projects/{id}'].patch.operationId).toBe('updateProject');
    expect(doc.paths['/v1/projects'].get.parameters.map((p: any) => p.name)).toEqual(['page', 'limit', 'bookmarked', 'archived']);
  });
});
