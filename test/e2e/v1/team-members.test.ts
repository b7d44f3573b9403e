import { describe, expect, it } from 'vitest';
import { toPublicId } from '../../../platform/ids';
import { addUserToTeam } from '../../../subgraphs/accounts/accounts.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, bearer, expectV1Error } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

const service = useTestService();
const get = (path: string, key: string | null) => fetch(`${service().url}${path}`, { headers: key ? bearer(key) : {} });
const json = async (res: Response) => (await res.json()) as any;

/** A team with an owner, then an admin and a member who joined after. */
async function teamOfThree(name = 'Acme Research') {
  const t = await makeTeam(service().em(), name);
  const em = service().em();
  const suffix = t.team.id.slice(-12);
  const { user: admin } = await addUserToTeam(em, { teamId: t.team.id, email: `ada-${suffix}@example.com`, name: 'Ada Admin', role: 'admin' });
  const { user: member } = await addUserToTeam(em, { teamId: t.team.id, email: `mo-${suffix}@example.com`, name: 'Mo Member' });
  return { ...t, admin, member, read: await t.key(['read']) };
}

describe('GET /v1/users (teams listing)', () => {
  it('lists the caller’s team in the order people joined: usr_ ids, name, email, role', async () => {
    const t = await teamOfThree();
    const res = await get('/v1/users', t.read);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    expect(await json(res)).toEqual({
      success: true,
      data: {
        users: [
          { id: toPublicId('usr', t.user.id), name: 'Olive Owner', email: t.email, role: 'owner' },
          { id: toPublicId('usr', t.admin.id), name: 'Ada Admin', email: t.admin.email, role: 'admin' },
          { id: toPublicId('usr', t.member.id), name: 'Mo Member', email: t.member.email, role: 'member' },
        ],
        pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
      },
    });
  });

  it('the same person in two teams shows in each, with each team’s role', async () => {
    const a = await teamOfThree('Team A');
    const b = await makeTeam(service().em(), 'Team B');
    await addUserToTeam(service().em(), { teamId: b.team.id, email: a.admin.email, name: 'ignored', role: 'member' });
    const body = await json(await get('/v1/users', await b.key(['read'])));
    expect(body.data.users).toEqual([
      { id: toPublicId('usr', b.user.id), name: 'Olive Owner', email: b.email, role: 'owner' },
      { id: toPublicId('usr', a.admin.id), name: 'Ada Admin', email: a.admin.email, role: 'member' },
    ]);
    expect(body.data.users.map((u: any) => u.id)).not.toContain(toPublicId('usr', a.member.id));
  });

  it('pages: limit and page; a page past the last is empty with the right totals', async () => {
    const t = await teamOfThree();
    const p2 = await json(await get('/v1/users?limit=2&page=2', t.read));
    expect(p2.data).toEqual({
      users: [{ id: toPublicId('usr', t.member.id), name: 'Mo Member', email: t.member.email, role: 'member' }],
      pagination: { page: 2, limit: 2, total: 3, totalPages: 2 },
    });
    expect(await json(await get('/v1/users?limit=2&page=3', t.read))).toEqual({
      success: true,
      data: { users: [], pagination: { page: 3, limit: 2, total: 3, totalPages: 2 } },
    });
  });

  it('400 with details for limit 0, limit 101, page 0 and an unknown parameter', async () => {
    const t = await teamOfThree();
    const cases: [string, string][] = [
      ['limit=0', 'querystring.limit must be >= 1'],
      ['limit=101', 'querystring.limit must be <= 100'],
      ['page=0', 'querystring.page must be >= 1'],
      ['role=owner', 'querystring must NOT have additional properties'],
    ];
    for (const [query, detail] of cases) {
      const res = await get(`/v1/users?${query}`, t.read);
      expect(res.status, query).toBe(400);
      expect(await json(res), query).toEqual({ error: 'Bad Request', message: expect.any(String), details: [detail] });
    }
  });

  it('works with a legacy key and an OAuth token; 403 without read; 401 without a token', async () => {
    const t = await teamOfThree();
    expect((await get('/v1/users', await t.key([]))).status).toBe(200);
    expect((await get('/v1/users', await t.oauthToken())).status).toBe(200);
    await expectV1Error(await get('/v1/users', await t.key(['write'])), 403, 'Forbidden');
    await expectV1Error(await get('/v1/users', null), 401, 'Unauthorized');
  });

  it('leaves GET /v1/users/me as it was', async () => {
    const t = await teamOfThree();
    expect(await json(await get('/v1/users/me', t.read))).toEqual({ id: toPublicId('usr', t.user.id), name: 'Olive Owner', email: t.email });
  });

  it('is in the v1 OpenAPI document', async () => {
    const doc = await json(await get('/v1/openapi.json', null));
    expect(doc.paths['/v1/users'].get.operationId).toBe('listTeamMembers');
    expect(doc.paths['/v1/users'].get.parameters.map((p: any) => p.name)).toEqual(['page', 'limit']);
  });
});

describe('teamMembers on /graphql (operators)', () => {
  const graphql = (query: string, variables: Record<string, unknown>) =>
    fetch(`${service().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
      body: JSON.stringify({ query, variables }),
    }).then(json);
  const QUERY = 'query($teamId: ID, $limit: Int!) { teamMembers(teamId: $teamId, limit: $limit) { total nodes { userId role } } }';

  it('lists the team named by teamId', async () => {
    const t = await teamOfThree();
    expect(await graphql(QUERY, { teamId: t.team.id, limit: 2 })).toEqual({
      data: {
        teamMembers: {
          total: 3,
          nodes: [
            { userId: t.user.id, role: 'owner' },
            { userId: t.admin.id, role: 'admin' },
          ],
        },
      },
    });
  });

  it('needs teamId when there is no caller to take a team from', async () => {
    const body = await graphql(QUERY, { limit: 2 });
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions).toMatchObject({ code: 'team_required', kind: 'invalid', param: 'teamId' });
  });
});
