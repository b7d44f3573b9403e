import { describe, expect, it } from 'vitest';
import { toPublicId } from '../../../platform/ids';
import { addUserToTeam, createApiKey, createTeam, revokeApiKey } from '../../../subgraphs/accounts/accounts.service';
import { ApiKey } from '../../../subgraphs/accounts/entities/api-key.entity';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, bearer, expectV2Error } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

const service = useTestService();

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${service().url}${path}`, { headers });
describe('GET /v2/me', () => {
  it('returns the team, user and key of a live key', async () => {
    const t = await makeTeam(service().em(), 'Acme Research');
    const res = await get('/v2/me', bearer(await t.key(['read', 'write', 'spend'], { name: 'production' })));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    expect(await res.json()).toEqual({
      object: 'me',
      team: { object: 'team', id: toPublicId('tm', t.team.id), name: 'Acme Research' },
      user: { object: 'user', id: toPublicId('usr', t.user.id), email: t.email, name: 'Olive Owner' },
      apiKey: { object: 'api_key', name: 'production', scopes: ['read', 'write', 'spend'], livemode: true },
    });
  });

  it('reports livemode false for a test key and records last use', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const secret = await t.key(['read'], { livemode: false, name: 'sandbox' });
    expect(secret).toMatch(/^sk_test_[A-Za-z0-9_-]{40}$/);
    const res = await get('/v2/me', bearer(secret));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { apiKey: unknown }).apiKey).toEqual({ object: 'api_key', name: 'sandbox', scopes: ['read'], livemode: false });
    const row = await service().em().findOneOrFail(ApiKey, { name: 'sandbox', team: t.team.id });
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });

  it('names the key’s own user before the team owner, and a member when there is no owner', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const { user: member } = await addUserToTeam(em, { teamId: t.team.id, email: `m-${t.team.id}@example.com`, name: 'Mo Member' });
    const own = await (await get('/v2/me', bearer(await t.key(['read'], { userId: member.id })))).json();
    expect((own as { user: unknown }).user).toEqual({ object: 'user', id: toPublicId('usr', member.id), email: member.email, name: 'Mo Member' });

    const ownerless = await createTeam(em, { name: 'No Owner' });
    const { user: only } = await addUserToTeam(em, { teamId: ownerless.id, email: `o-${ownerless.id}@example.com`, name: 'Only Member', role: 'admin' });
    const { secret } = await createApiKey(em, { teamId: ownerless.id, name: 'k', scopes: ['read'] });
    const before = (await (await get('/v2/me', bearer(secret))).json()) as { user: unknown };
    expect(before.user).toEqual({ object: 'user', id: toPublicId('usr', only.id), email: only.email, name: 'Only Member' });
    // An owner added later still comes before the earlier member (a change made in the database:
    // the cached principal goes with its NOTIFY, milliseconds later).
    const { user: owner } = await addUserToTeam(em, { teamId: ownerless.id, email: `late-${ownerless.id}@example.com`, name: 'Late Owner', role: 'owner' });
    const after = await waitFor(
      async () => {
        const me = (await (await get('/v2/me', bearer(secret))).json()) as { user: { id: string } };
        return me.user.id === toPublicId('usr', owner.id) ? me : null;
      },
      { timeoutMs: 1000, intervalMs: 10, what: 'the late owner on /v2/me' },
    );
    expect(after.user).toEqual({ object: 'user', id: toPublicId('usr', owner.id), email: owner.email, name: 'Late Owner' });
  });

  it('omits user when the key has none and the team has no members', async () => {
    const em = service().em();
    const team = await createTeam(em, { name: 'Empty' });
    const { secret } = await createApiKey(em, { teamId: team.id, name: 'robot', scopes: ['read'] });
    const res = await get('/v2/me', bearer(secret));
    expect(await res.json()).toEqual({
      object: 'me',
      team: { object: 'team', id: toPublicId('tm', team.id), name: 'Empty' },
      apiKey: { object: 'api_key', name: 'robot', scopes: ['read'], livemode: true },
    });
  });

  it('accepts X-Service-Team naming the key’s own team', async () => {
    const t = await makeTeam(service().em());
    const res = await get('/v2/me', { ...bearer(await t.key(['read'])), 'x-service-team': toPublicId('tm', t.team.id) });
    expect(res.status).toBe(200);
  });

  it('gives every response its own request id', async () => {
    const t = await makeTeam(service().em());
    const secret = await t.key(['read']);
    const [a, b] = await Promise.all([get('/v2/me', bearer(secret)), get('/v2/me', bearer(secret))]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('v2 authentication and authorization errors', () => {
  it('401 authentication_required without an Authorization header', async () => {
    await expectV2Error(await get('/v2/me'), 401, 'authentication_error', 'authentication_required');
  });
  it('401 for a malformed header', async () => {
    await expectV2Error(await get('/v2/me', { authorization: 'Token abc' }), 401, 'authentication_error', 'authentication_required');
    await expectV2Error(await get('/v2/me', { authorization: 'Bearer' }), 401, 'authentication_error', 'authentication_required');
  });
  it('401 for an unknown key of the right shape and for junk', async () => {
    await expectV2Error(await get('/v2/me', bearer(`sk_live_${'A'.repeat(40)}`)), 401, 'authentication_error', 'authentication_required');
    await expectV2Error(await get('/v2/me', bearer('sk_live_short')), 401, 'authentication_error', 'authentication_required');
  });
  it('401 for a key with one character changed (hash checked, not just the prefix)', async () => {
    const t = await makeTeam(service().em());
    const secret = await t.key(['read']);
    const forged = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    await expectV2Error(await get('/v2/me', bearer(forged)), 401, 'authentication_error', 'authentication_required');
  });
  it('401 for a revoked key', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const secret = await t.key(['read'], { name: 'to-revoke' });
    expect((await get('/v2/me', bearer(secret))).status).toBe(200);
    const row = await em.findOneOrFail(ApiKey, { name: 'to-revoke', team: t.team.id });
    await revokeApiKey(em, row.id);
    // Revoked in the database, not through this facade: refused once the NOTIFY arrives (ms).
    const refused = await waitFor(async () => ((res) => (res.status === 401 ? res : null))(await get('/v2/me', bearer(secret))), { timeoutMs: 1000, intervalMs: 10, what: '401' });
    await expectV2Error(refused, 401, 'authentication_error', 'authentication_required');
  });
  it('401 for an OAuth access token (v1 only)', async () => {
    const t = await makeTeam(service().em());
    await expectV2Error(await get('/v2/me', bearer(await t.oauthToken())), 401, 'authentication_error', 'authentication_required');
  });
  it('403 api_key_unscoped for a legacy key with no scopes', async () => {
    const t = await makeTeam(service().em());
    await expectV2Error(await get('/v2/me', bearer(await t.key([]))), 403, 'permission_error', 'api_key_unscoped');
  });
  it('403 insufficient_scope for a key without read', async () => {
    const t = await makeTeam(service().em());
    await expectV2Error(await get('/v2/me', bearer(await t.key(['write', 'spend']))), 403, 'permission_error', 'insufficient_scope');
  });
  it('403 team_mismatch when X-Service-Team names another team', async () => {
    const t = await makeTeam(service().em());
    const other = await makeTeam(service().em(), 'Other');
    const res = await get('/v2/me', { ...bearer(await t.key(['read'])), 'x-service-team': toPublicId('tm', other.team.id) });
    await expectV2Error(res, 403, 'permission_error', 'team_mismatch', 'X-Service-Team');
  });
});

describe('v2 envelope for routing and validation', () => {
  it('404 resource_missing for an unknown route', async () => {
    const t = await makeTeam(service().em());
    await expectV2Error(await get('/v2/nothing-here', bearer(await t.key(['read']))), 404, 'invalid_request_error', 'resource_missing');
    await expectV2Error(await get('/nothing-here'), 404, 'invalid_request_error', 'resource_missing');
  });
  it('400 parameter_unknown for an unknown query parameter', async () => {
    const t = await makeTeam(service().em());
    await expectV2Error(await get('/v2/me?expand=team', bearer(await t.key(['read']))), 400, 'invalid_request_error', 'parameter_unknown', 'expand');
  });
});
