import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { newId } from '../../platform/ids';
import { hashSecret } from '../../platform/secrets';
import { AccountsError } from './accounts.errors';
import { Invitation } from './entities/invitation.entity';
import { Team } from './entities/team.entity';
import { TeamMembership, type MemberRole } from './entities/team-membership.entity';
import { User } from './entities/user.entity';
import { revokeGrants } from './oauth-grants.service';
import { checkPassword } from './password-rules';
import { ARGON2, normalEmail, checkEmail, requiredText, startSession, type StartedSession } from './people.service';

/**
 * Team members in the console (docs/decisions.md, "Console"): owners and admins invite by a link
 * shown once and change roles; only owners make or unmake owners; a team keeps at least one owner;
 * members manage nothing.
 */

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 86_400_000;
const INVITATION_PREFIX = 'inv_';

/** Who acts: the signed-in person's id and role in the team. */
export interface Actor {
  userId: string;
  teamId: string;
  role: MemberRole;
}

function mayManage(actor: Actor): void {
  if (actor.role === 'member') throw new AccountsError('role_forbidden', 'Only owners and admins manage the team.');
}

/** The roles a person with this role may hand out (null: not in the team): owners any, admins all but owner, members none. */
function grantable(role: MemberRole | null): MemberRole[] {
  return role === 'owner' ? ['owner', 'admin', 'member'] : role === 'admin' ? ['admin', 'member'] : [];
}

/** Only owners hand out or take away the owner role. */
function mayGrant(actor: Actor, role: MemberRole): void {
  mayManage(actor);
  if (!grantable(actor.role).includes(role)) throw new AccountsError('role_forbidden', 'Only owners make or change owners.', 'role');
}

/**
 * Ends the open invitations a person sent that their role (null: no longer in the team) no longer
 * lets them give: a removed or demoted person's links stop with their authority, and the team page
 * no longer lists them. Acceptance checks the sender again (acceptInvitation).
 */
async function revokeInvitationsBeyond(em: EntityManager, teamId: string, userId: string, role: MemberRole | null): Promise<void> {
  const still = grantable(role);
  await em.nativeUpdate(
    Invitation,
    { teamId, invitedBy: userId, acceptedAt: null, revokedAt: null, ...(still.length ? { role: { $nin: still } } : {}) },
    { revokedAt: new Date() },
  );
}

export interface IssuedInvitation {
  invitation: Invitation;
  /** The link's secret; shown once. */
  secret: string;
}

/** Invites an email to the actor's team with a role. An invitation already open for the email is replaced. */
export async function inviteMember(em: EntityManager, actor: Actor, input: { email: string; role: MemberRole }): Promise<IssuedInvitation> {
  mayGrant(actor, input.role);
  const email = normalEmail(input.email);
  checkEmail(email);
  // The team's row locked: two invitations of one email at once are one after the other, so the
  // second replaces the first (revoke, then insert, unlocked, left both open).
  return em.transactional(async (tem) => {
    // No key update: rows that only reference the team (keys, surveys) are not held up by it.
    await tem.execute('select 1 from accounts.teams where id = ? for no key update', [actor.teamId]);
    const already = await tem.execute<{ n: number }[]>(
      'select count(*)::int as n from accounts.team_memberships m join accounts.users u on u.id = m.user_id where m.team_id = ? and u.email = ?',
      [actor.teamId, email],
    );
    if (already[0].n > 0) throw new AccountsError('already_member', `${email} is already in this team.`, 'email');
    const now = new Date();
    await tem.nativeUpdate(Invitation, { teamId: actor.teamId, email, acceptedAt: null, revokedAt: null }, { revokedAt: now });
    const secret = `${INVITATION_PREFIX}${randomBytes(32).toString('base64url')}`;
    const invitation = tem.create(Invitation, {
      id: newId(),
      teamId: actor.teamId,
      email,
      role: input.role,
      secretHash: hashSecret(secret),
      invitedBy: actor.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      acceptedAt: null,
      revokedAt: null,
    });
    await tem.flush();
    return { invitation, secret };
  });
}

/** The team's invitations not yet accepted, revoked or expired, newest first. */
export async function openInvitations(em: EntityManager, teamId: string): Promise<Invitation[]> {
  return em.find(Invitation, { teamId, acceptedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { createdAt: 'desc' } });
}

export async function revokeInvitation(em: EntityManager, actor: Actor, invitationId: string): Promise<void> {
  mayManage(actor);
  const n = await em.nativeUpdate(Invitation, { id: invitationId, teamId: actor.teamId, acceptedAt: null, revokedAt: null }, { revokedAt: new Date() });
  if (n === 0) throw new AccountsError('invitation_not_found', 'No such open invitation for this team.', 'id');
}

/** An open invitation by its link's secret, with its team, or null. */
export async function findInvitation(em: EntityManager, secret: string): Promise<{ invitation: Invitation; team: Team; hasAccount: boolean } | null> {
  if (!secret.startsWith(INVITATION_PREFIX) || secret.length > 100) return null;
  const invitation = await em.findOne(Invitation, { secretHash: hashSecret(secret), acceptedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } });
  if (!invitation) return null;
  const team = await em.findOneOrFail(Team, { id: invitation.teamId });
  const hasAccount = (await em.count(User, { email: invitation.email })) > 0;
  return { invitation, team, hasAccount };
}

/**
 * Accepts an invitation for a person: an existing user signed in as the invited email, or — when
 * no account has that email — a new one made with the name and password given. Either way the
 * person joins the team with the invited role, and gets a session for that team.
 */
export async function acceptInvitation(em: EntityManager, secret: string, who: { signedInUserId: string | null; name?: string; password?: string }): Promise<StartedSession> {
  const found = await findInvitation(em, secret);
  if (!found) throw new AccountsError('invitation_not_found', 'This invitation link is not valid any more. Ask for a new one.', 'invitation');
  const { invitation } = found;
  let userId: string | null = null;
  let newAccount: { name: string; passwordHash: string } | null = null;
  if (who.signedInUserId) {
    const user = await em.findOneOrFail(User, { id: who.signedInUserId });
    if (user.email !== invitation.email) throw new AccountsError('invitation_email_mismatch', `This invitation is for ${invitation.email}; sign in with that email to accept it.`);
    userId = user.id;
  } else {
    if (found.hasAccount) throw new AccountsError('invitation_email_mismatch', `An account with ${invitation.email} exists; sign in to accept.`);
    const name = requiredText(who.name ?? '', 'name', 'your name');
    checkPassword(who.password ?? '', [invitation.email, name]);
    // Hashed before the transaction (slow); the account is made only once the invitation is claimed,
    // so one link accepted several times at once makes one account, and the others a clear refusal.
    newAccount = { name, passwordHash: await hash(who.password!, ARGON2) };
  }
  return em.transactional(async (tem) => {
    // The sender's authority is checked now, not only when the link was made: their membership row
    // is held (before the invitation's, the order removal and role changes lock in) until commit.
    if (invitation.invitedBy) {
      const [sender] = await tem.execute<{ role: MemberRole }[]>('select role from accounts.team_memberships where team_id = ? and user_id = ? for share', [
        invitation.teamId,
        invitation.invitedBy,
      ]);
      if (!grantable(sender?.role ?? null).includes(invitation.role)) {
        throw new AccountsError(
          'invitation_not_found',
          'This invitation link is not valid any more: whoever sent it can no longer give this role. Ask for a new one.',
          'invitation',
        );
      }
    }
    const claimed = await tem.nativeUpdate(Invitation, { id: invitation.id, acceptedAt: null, revokedAt: null }, { acceptedAt: new Date() });
    if (claimed === 0) throw new AccountsError('invitation_not_found', 'This invitation link is not valid any more. Ask for a new one.', 'invitation');
    const memberId = userId ?? tem.create(User, { id: newId(), email: invitation.email, ...newAccount!, createdAt: new Date() }).id;
    await tem.flush();
    const existing = await tem.findOne(TeamMembership, { team: invitation.teamId, user: memberId });
    if (!existing) tem.create(TeamMembership, { team: invitation.teamId, user: memberId, role: invitation.role, createdAt: new Date() });
    await tem.flush();
    return startSession(tem, memberId, invitation.teamId);
  });
}

/** Changes a member's role. A team keeps at least one owner. */
export async function changeRole(em: EntityManager, actor: Actor, userId: string, role: MemberRole): Promise<void> {
  await em.transactional(async (tem) => {
    const target = await lockedMember(tem, actor.teamId, userId);
    mayGrant(actor, role);
    if (target.role === 'owner') mayGrant(actor, 'owner');
    if (target.role === 'owner' && role !== 'owner') await keepAnOwner(tem, actor.teamId);
    target.role = role;
    await tem.flush();
    await revokeInvitationsBeyond(tem, actor.teamId, userId, role);
  });
}

/** Removes a member (and ends their console sessions, OAuth grants, open invitations and API keys for this team). Owners are removed by owners only; never the last one. */
export async function removeMember(em: EntityManager, actor: Actor, userId: string): Promise<void> {
  await em.transactional(async (tem) => {
    const target = await lockedMember(tem, actor.teamId, userId);
    mayManage(actor);
    if (target.role === 'owner') {
      mayGrant(actor, 'owner');
      await keepAnOwner(tem, actor.teamId);
    }
    await tem.nativeDelete(TeamMembership, { team: actor.teamId, user: userId });
    await tem.execute('update accounts.console_sessions set ended_at = now() where user_id = ? and team_id = ? and ended_at is null', [userId, actor.teamId]);
    // Their OAuth grants end too (each use also checks the membership; this keeps a rejoin from reviving them).
    await revokeGrants(tem, { teamId: actor.teamId, userId });
    // And the invitations they sent: a link is the sender's authority, which ends here.
    await revokeInvitationsBeyond(tem, actor.teamId, userId, null);
    // And the API keys made for them (each use also checks the membership; a rejoin does not revive them).
    await tem.execute('update accounts.api_keys set revoked_at = now() where team_id = ? and user_id = ? and revoked_at is null', [actor.teamId, userId]);
  });
}

/** The member's row, locked with every membership of the team (so two demotions cannot leave no owner). */
async function lockedMember(em: EntityManager, teamId: string, userId: string): Promise<TeamMembership> {
  const all = await em.find(TeamMembership, { team: teamId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const target = all.find((m) => m.user.id === userId);
  if (!target) throw new AccountsError('member_not_found', 'No such member of this team.', 'userId');
  return target;
}

async function keepAnOwner(em: EntityManager, teamId: string): Promise<void> {
  const owners = await em.count(TeamMembership, { team: teamId, role: 'owner' });
  if (owners <= 1) throw new AccountsError('last_owner', 'A team needs an owner: make someone else an owner first.', 'role');
}
