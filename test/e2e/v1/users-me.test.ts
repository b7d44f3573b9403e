import { describe, expect, it } from 'vitest';
import { toPublicId } from '../../../platform/ids';
import { createApiKey, createTeam } from '../../../subgraphs/accounts/accounts.service';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, bearer, expectV1Error } from '../../helpers/http';
import { useTestService } from '../../helpers/service';

const service = useTestService();
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });

describe('GET /v1/users/me', () => {
  it('returns the user behind a scoped key', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/users/me', bearer(await t.key(['read', 'write', 'spend'])));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    expect(await res.json()).toEqual({ id: toPublicId('usr', t.user.id), name: 'Olive Owner', email: t.email });
  });

  it('accepts a legacy key with no scopes', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/users/me', bearer(await t.key([])));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: toPublicId('usr', t.user.id), name: 'Olive Owner', email: t.email });
  });

  it('accepts an OAuth access token', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/users/me', bearer(await t.oauthToken()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: toPublicId('usr', t.user.id), name: 'Olive Owner', email: t.email });
  });

  it('401 {error, message} without a token, with a malformed one and with an unknown one', async () => {
    await expectV1Error(await get('/v1/users/me'), 401, 'Unauthorized');
    await expectV1Error(await get('/v1/users/me', { authorization: 'Basic abc' }), 401, 'Unauthorized');
    await expectV1Error(await get('/v1/users/me', bearer(`oat_${'x'.repeat(40)}`)), 401, 'Unauthorized');
  });

  it('403 {error, message} for a scoped key without read', async () => {
    const t = await makeTeam(service().em());
    await expectV1Error(await get('/v1/users/me', bearer(await t.key(['write']))), 403, 'Forbidden');
  });

  it('404 when no person is behind the token', async () => {
    const em = service().em();
    const team = await createTeam(em, { name: 'Nobody Inc' });
    const { secret } = await createApiKey(em, { teamId: team.id, name: 'robot', scopes: ['read'] });
    await expectV1Error(await get('/v1/users/me', bearer(secret)), 404, 'Not Found');
  });

  it('400 {error, message, details} for an unknown query parameter', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v1/users/me?expand=team', bearer(await t.key(['read'])));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Bad Request',
      message: 'Received unknown parameter: expand.',
      details: ['querystring must NOT have additional properties'],
    });
  });

  it('404 {error, message} for an unknown v1 route', async () => {
    const t = await makeTeam(service().em());
    await expectV1Error(await get('/v1/nope', bearer(await t.key(['read']))), 404, 'Not Found');
  });
});
