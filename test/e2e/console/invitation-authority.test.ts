import { beforeAll, describe, expect, it } from 'vitest';
import { addUserToTeam } from '../../../subgraphs/accounts';
import { newEmail } from '../../helpers/console';
import { useTestService } from '../../helpers/service';
import { anonymous, PASSWORD, postAs, signUpPeople, type Person } from '../concurrency/console-people';

/**
 * An invitation link carries its sender's authority, which is checked when the link is used, not
 * only when it was made: a sender removed from the team, or demoted below the role the link gives,
 * makes the link invalid (it is revoked with the change, and acceptance checks the sender again).
 */
const service = useTestService({});
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

/** An owner with a team of their own, and a second person of that team with `role`, signed in to it. */
async function teamWithSender(role: 'owner' | 'admin'): Promise<{ owner: Person; sender: Person }> {
  const [owner, sender] = await signUpPeople(service, 2, `inv-${role}`);
  await addUserToTeam(service().em(), { teamId: owner.teamId, email: sender.email, name: 'Sam Sender', role });
  expect((await sender.post('/console/account/team', { teamId: owner.teamId })).status).toBe(303);
  return { owner, sender };
}

async function invite(p: Person, role: 'owner' | 'admin' | 'member'): Promise<{ email: string; secret: string; id: string }> {
  const email = newEmail('invited');
  const res = await p.post('/console/team/invitations', { email, role });
  const html = await res.text();
  expect(res.status, html).toBe(201);
  const [{ id }] = await db<{ id: string }>('select id from accounts.invitations where email = ?', [email]);
  return { email, secret: /\/console\/invitations\/(inv_[A-Za-z0-9_-]{43})/.exec(html)![1], id };
}

/** The link opened (its status: 200 with the form, 404 once it is not valid) and its form posted as a browser would. */
async function accept(secret: string): Promise<{ page: number; res: Response }> {
  const { client, csrf } = await anonymous(service, '/console/sign-in');
  const { res: page } = await client.get(`/console/invitations/${secret}`);
  return { page: page.status, res: await postAs(client, csrf, `/console/invitations/${secret}`, { name: 'Ivy Invited', password: PASSWORD }) };
}

const state = async (inv: { id: string; email: string }) => {
  const [row] = await db<{ accepted: boolean; revoked: boolean }>(
    'select accepted_at is not null as accepted, revoked_at is not null as revoked from accounts.invitations where id = ?',
    [inv.id],
  );
  const [{ users }] = await db<{ users: number }>('select count(*)::int as users from accounts.users where email = ?', [inv.email]);
  return { ...row, users };
};

describe('invitations and their sender’s authority', () => {
  let removed: { owner: Person; sender: Person };
  beforeAll(async () => {
    removed = await teamWithSender('admin');
  }, 60_000);

  it('a removed sender’s open links are revoked with the removal and refused on use; the team gains nobody', async () => {
    const { owner, sender } = removed;
    const inv = await invite(sender, 'admin');
    const members = await db<{ n: number }>('select count(*)::int as n from accounts.team_memberships where team_id = ?', [owner.teamId]);
    expect((await owner.post(`/console/team/members/${sender.userId}/remove`)).status).toBe(303);
    expect(await state(inv)).toEqual({ accepted: false, revoked: true, users: 0 });

    const { page, res } = await accept(inv.secret);
    expect([page, res.status]).toEqual([404, 404]);
    expect(await state(inv)).toEqual({ accepted: false, revoked: true, users: 0 });
    expect(await db<{ n: number }>('select count(*)::int as n from accounts.team_memberships where team_id = ?', [owner.teamId])).toEqual([{ n: members[0].n - 1 }]);
  });

  it('a sender demoted from owner loses the links that give owner, keeps those their new role may give', async () => {
    const { owner, sender } = await teamWithSender('owner');
    const asOwner = await invite(sender, 'owner');
    const asAdmin = await invite(sender, 'admin');
    expect((await owner.post(`/console/team/members/${sender.userId}/role`, { role: 'admin' })).status).toBe(303);
    expect(await state(asOwner)).toEqual({ accepted: false, revoked: true, users: 0 });
    expect(await state(asAdmin)).toEqual({ accepted: false, revoked: false, users: 0 });

    const refused = await accept(asOwner.secret);
    expect([refused.page, refused.res.status]).toEqual([404, 404]);
    expect(await db('select 1 from accounts.team_memberships m join accounts.users u on u.id = m.user_id where u.email = ?', [asOwner.email])).toEqual([]);
    const joined = await accept(asAdmin.secret);
    expect([joined.page, joined.res.status]).toEqual([200, 303]);
    expect(
      await db('select m.role from accounts.team_memberships m join accounts.users u on u.id = m.user_id where m.team_id = ? and u.email = ?', [owner.teamId, asAdmin.email]),
    ).toEqual([{ role: 'admin' }]);
  });

  it('acceptance checks the sender again: a link still open when its sender lost the authority is refused and changes no row', async () => {
    const { owner, sender } = await teamWithSender('admin');
    const inv = await invite(sender, 'member');
    // The role changed without the console (as a demotion committing while the link was being
    // opened would look): the link is still open, so only acceptance's own check stands in the way.
    await db(`update accounts.team_memberships set role = 'member' where team_id = ? and user_id = ?`, [owner.teamId, sender.userId]);
    const { page, res } = await accept(inv.secret);
    expect([page, res.status]).toEqual([200, 404]);
    expect(await res.text()).toContain('whoever sent it can no longer give this role');
    expect(await state(inv)).toEqual({ accepted: false, revoked: false, users: 0 });
  });

  it('removal and acceptance at once: the person joined before the removal, or the link was refused — never joined on a revoked link', async () => {
    for (let round = 0; round < 4; round++) {
      const { owner, sender } = await teamWithSender('admin');
      const inv = await invite(sender, 'member');
      const { client, csrf } = await anonymous(service, `/console/invitations/${inv.secret}`);
      const [removal, joined] = await Promise.all([
        owner.post(`/console/team/members/${sender.userId}/remove`),
        postAs(client, csrf, `/console/invitations/${inv.secret}`, { name: 'Ivy Invited', password: PASSWORD }),
      ]);
      expect(removal.status).toBe(303);
      expect([303, 404]).toContain(joined.status);
      const after = await state(inv);
      const [{ n }] = await db<{ n: number }>(
        'select count(*)::int as n from accounts.team_memberships m join accounts.users u on u.id = m.user_id where m.team_id = ? and u.email = ?',
        [owner.teamId, inv.email],
      );
      if (joined.status === 303) expect({ ...after, n }).toEqual({ accepted: true, revoked: false, users: 1, n: 1 });
      else expect({ ...after, n }).toEqual({ accepted: false, revoked: true, users: 0, n: 0 });
    }
  });
});
