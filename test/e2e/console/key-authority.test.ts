import { describe, expect, it } from 'vitest';
import { addUserToTeam, createApiKey } from '../../../subgraphs/accounts';
import { expectV2Error, apiClient } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { signUpPeople, type Person } from '../concurrency/console-people';

/**
 * An API key made in the console is its maker's: it acts within their current role in the team,
 * read at every use, as their OAuth grants do. A demotion narrows it on the next request, a
 * promotion gives back what it was made with, removal revokes it, and a person no longer in the
 * team authenticates nobody with it even where nothing revoked it.
 */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const api = apiClient(() => service().url);
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const DRAFT = { name: 'Key authority', questions: [{ type: 'rating', prompt: 'How much?' }] };
const surveysOf = async (teamId: string) => (await db<{ n: number }>('select count(*)::int as n from surveys.surveys where team_id = ?', [teamId]))[0].n;

/** An owner's team with an admin signed in to it, and a full key the admin made in the console. */
async function adminWithKey(tag: string): Promise<{ owner: Person; admin: Person; key: string }> {
  const [owner, admin] = await signUpPeople(service, 2, tag);
  await addUserToTeam(service().em(), { teamId: owner.teamId, email: admin.email, name: 'Ada Admin', role: 'admin' });
  expect((await admin.post('/console/account/team', { teamId: owner.teamId })).status).toBe(303);
  const res = await admin.post('/console/keys', { name: 'integration', mode: 'test', scopes: ['read', 'write', 'spend'] });
  const html = await res.text();
  expect(res.status, html).toBe(201);
  return { owner, admin, key: /(sk_test_[A-Za-z0-9_-]{40})/.exec(html)![1] };
}

describe('an API key acts within its maker’s current role', () => {
  it('demoted: reads still, writes refused (no row); promoted again: writes; removed: revoked and 401', async () => {
    const { owner, admin, key } = await adminWithKey('keyrole');
    const me = await api('GET', '/v2/me', key);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(admin.email);
    expect((await api('POST', '/v2/surveys', key, DRAFT)).status).toBe(200);
    const made = await surveysOf(owner.teamId);

    expect((await owner.post(`/console/team/members/${admin.userId}/role`, { role: 'member' })).status).toBe(303);
    expect((await api('GET', '/v2/me', key)).status).toBe(200);
    await expectV2Error(await api('POST', '/v2/surveys', key, DRAFT), 403, 'permission_error', 'insufficient_scope');
    expect(await surveysOf(owner.teamId)).toBe(made);

    expect((await owner.post(`/console/team/members/${admin.userId}/role`, { role: 'admin' })).status).toBe(303);
    expect((await api('POST', '/v2/surveys', key, DRAFT)).status).toBe(200);

    expect((await owner.post(`/console/team/members/${admin.userId}/remove`)).status).toBe(303);
    expect(await db('select revoked_at is not null as revoked from accounts.api_keys where team_id = ? and user_id = ?', [owner.teamId, admin.userId])).toEqual([
      { revoked: true },
    ]);
    await expectV2Error(await api('GET', '/v2/me', key), 401, 'authentication_error', 'authentication_required');
  });

  it('a maker no longer in the team authenticates nobody, even with the key not revoked', async () => {
    const { owner, admin, key } = await adminWithKey('keygone');
    expect((await api('GET', '/v2/me', key)).status).toBe(200);
    // Left without the console's removal (the key stays unrevoked): only the check at use stands.
    await db('delete from accounts.team_memberships where team_id = ? and user_id = ?', [owner.teamId, admin.userId]);
    // The principal cache is cleared by the membership change's NOTIFY, which arrives on its own time.
    await waitFor(async () => (await api('GET', '/v2/me', key)).status === 401, { what: 'the key refused' });
    expect(await db('select revoked_at is null as open from accounts.api_keys where team_id = ? and user_id = ?', [owner.teamId, admin.userId])).toEqual([{ open: true }]);
    expect((await api('GET', '/v1/users/me', key)).status).toBe(401);
  });

  it('a key is not made wider than its person’s role, nor for someone outside the team; nothing is written', async () => {
    const [owner, outsider] = await signUpPeople(service, 2, 'keymake');
    const { user: member } = await addUserToTeam(service().em(), { teamId: owner.teamId, email: `m-${owner.teamId}@example.com`, name: 'Mo Member' });
    const keys = async () => (await db<{ n: number }>('select count(*)::int as n from accounts.api_keys where team_id = ?', [owner.teamId]))[0].n;
    const before = await keys();
    await expect(createApiKey(service().em(), { teamId: owner.teamId, name: 'too wide', scopes: ['read', 'write'], userId: member.id })).rejects.toMatchObject({
      code: 'role_forbidden',
    });
    await expect(createApiKey(service().em(), { teamId: owner.teamId, name: 'legacy', scopes: [], userId: member.id })).rejects.toMatchObject({ code: 'role_forbidden' });
    await expect(createApiKey(service().em(), { teamId: owner.teamId, name: 'outsider', scopes: ['read'], userId: outsider.userId })).rejects.toMatchObject({
      code: 'member_not_found',
    });
    expect(await keys()).toBe(before);
    const { secret } = await createApiKey(service().em(), { teamId: owner.teamId, name: 'reader', scopes: ['read'], userId: member.id });
    expect((await api('GET', '/v2/me', secret)).status).toBe(200);
  });
});
