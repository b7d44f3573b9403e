import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hash, verify } from '@node-rs/argon2';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { newId } from '../../platform/ids';
import { hashSecret } from '../../platform/secrets';
import { AccountsError } from './accounts.errors';
import { checkPassword, MAX_PASSWORD_LENGTH } from './password-rules';
import { ConsoleSession } from './entities/console-session.entity';
import { Team } from './entities/team.entity';
import { TeamMembership, type MemberRole } from './entities/team-membership.entity';
import { User } from './entities/user.entity';

/**
 * People in the console (docs/decisions.md, "Console"): sign-up makes a user, a team and the
 * user its owner; sign-in checks an argon2id password and starts a session. A session's secret
 * lives in the browser's cookie only; PostgreSQL keeps its SHA-256, so ending the row ends the
 * session on every replica.
 */

/** How long a console session lasts from sign-in. */
export const CONSOLE_SESSION_TTL_MS = 7 * 86_400_000;
const SESSION_PREFIX = 'cs_';

/** OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane). */
// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
export const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Compared against when the email is unknown, so a miss costs what a wrong password costs. */
let decoyHash: Promise<string> | null = null;

export interface StartedSession {
  session: ConsoleSession;
  /** The cookie's value; shown to nobody else and stored nowhere. */
  secret: string;
}

export interface ConsoleCaller {
  sessionId: string;
  user: User;
  team: Team;
  role: MemberRole;
}

export const normalEmail = (raw: string) => raw.trim().toLowerCase();

export function checkEmail(email: string): void {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new AccountsError('invalid_email', 'Enter an email address like ana@example.com.', 'email');
}

export function requiredText(value: string, param: string, what: string): string {
  const v = value.trim();
  if (!v || v.length > 200) throw new AccountsError('name_required', `Enter ${what} (up to 200 characters).`, param);
  return v;
}

/** A new person with a team of their own, as its owner, signed in. */
export async function signUp(em: EntityManager, input: { email: string; name: string; password: string; teamName: string }): Promise<StartedSession> {
  const email = normalEmail(input.email);
  checkEmail(email);
  const name = requiredText(input.name, 'name', 'your name');
  const teamName = requiredText(input.teamName, 'teamName', 'a team name');
  checkPassword(input.password, [email, name, teamName]);
  const passwordHash = await hash(input.password, ARGON2);
  try {
    return await em.transactional(async (tem) => {
      const now = new Date();
      const team = tem.create(Team, { id: newId(), name: teamName, plan: 'payg', createdAt: now });
      const user = tem.create(User, { id: newId(), email, name, passwordHash, createdAt: now });
      tem.create(TeamMembership, { team, user, role: 'owner', createdAt: now });
      await tem.flush();
      return startSession(tem, user.id, team.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AccountsError('email_taken', 'An account with this email exists; sign in instead.', 'email');
    throw err;
  }
}

/** Checks the password and starts a session for the person's first team. Wrong email or password: one answer. */
export async function signIn(em: EntityManager, input: { email: string; password: string }): Promise<StartedSession> {
  const refused = () => new AccountsError('invalid_credentials', 'The email or password is not right.', 'password');
  const email = normalEmail(input.email);
  const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
  if (!user?.passwordHash || input.password.length > MAX_PASSWORD_LENGTH) {
    decoyHash ??= hash(randomBytes(16).toString('hex'), ARGON2);
    await verify(await decoyHash, input.password.slice(0, MAX_PASSWORD_LENGTH));
    throw refused();
  }
  if (!(await verify(user.passwordHash, input.password))) throw refused();
  const membership = await em.findOne(TeamMembership, { user }, { orderBy: { createdAt: 'asc' } });
  if (!membership) throw refused();
  return startSession(em, user.id, membership.team.id);
}

export async function startSession(em: EntityManager, userId: string, teamId: string): Promise<StartedSession> {
  const secret = `${SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const session = em.create(ConsoleSession, {
    id: newId(),
    userId,
    teamId,
    secretHash: hashSecret(secret),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONSOLE_SESSION_TTL_MS),
    endedAt: null,
  });
  await em.flush();
  return { session, secret };
}

/** The person, team and role behind a live session's secret, or null. */
export async function consoleCaller(em: EntityManager, secret: string): Promise<ConsoleCaller | null> {
  if (!secret.startsWith(SESSION_PREFIX) || secret.length > 100) return null;
  const session = await em.findOne(ConsoleSession, { secretHash: hashSecret(secret), endedAt: null, expiresAt: { $gt: new Date() } });
  if (!session) return null;
  const membership = await em.findOne(TeamMembership, { user: session.userId, team: session.teamId }, { populate: ['user', 'team'] });
  if (!membership) return null;
  return { sessionId: session.id, user: membership.user, team: membership.team, role: membership.role };
}

/** Signs out: ends the session the secret names. Unknown or ended: nothing to do. */
export async function endConsoleSession(em: EntityManager, secret: string): Promise<void> {
  await em.nativeUpdate(ConsoleSession, { secretHash: hashSecret(secret), endedAt: null }, { endedAt: new Date() });
}

/**
 * Changes a person's password after checking the current one. Every console session of theirs
 * ends (on every device); the caller gets a new one for the team it acts for.
 */
export async function changePassword(em: EntityManager, input: { userId: string; teamId: string; current: string; next: string }): Promise<StartedSession> {
  const user = await em.findOneOrFail(User, { id: input.userId }, { populate: ['passwordHash'] });
  if (!user.passwordHash || input.current.length > MAX_PASSWORD_LENGTH || !(await verify(user.passwordHash, input.current))) {
    throw new AccountsError('invalid_credentials', 'The current password is not right.', 'current');
  }
  checkPassword(input.next, [user.email, user.name]);
  const passwordHash = await hash(input.next, ARGON2);
  return em.transactional(async (tem) => {
    // Only over the hash just verified: of changes sent at once, the first wins and the others
    // find the current password changed (else each would succeed and keep a session open).
    const changed = await tem.nativeUpdate(User, { id: user.id, passwordHash: user.passwordHash }, { passwordHash });
    if (changed === 0) throw new AccountsError('invalid_credentials', 'The current password is not right.', 'current');
    await tem.nativeUpdate(ConsoleSession, { userId: user.id, endedAt: null }, { endedAt: new Date() });
    return startSession(tem, user.id, input.teamId);
  });
}

export interface TeamOfPerson {
  id: string;
  name: string;
  role: MemberRole;
}

/** The teams a person belongs to, in the order they joined. */
export async function teamsOf(em: EntityManager, userId: string): Promise<TeamOfPerson[]> {
  const memberships = await em.find(TeamMembership, { user: userId }, { populate: ['team'], orderBy: { createdAt: 'asc' } });
  return memberships.map((m) => ({ id: m.team.id, name: m.team.name, role: m.role }));
}

/** Points a live session at another team of the person's. */
export async function switchSessionTeam(em: EntityManager, input: { sessionId: string; userId: string; teamId: string }): Promise<void> {
  const member = await em.findOne(TeamMembership, { user: input.userId, team: input.teamId });
  if (!member) throw new AccountsError('team_not_found', 'You are not in that team.', 'teamId');
  await em.nativeUpdate(ConsoleSession, { id: input.sessionId, userId: input.userId, endedAt: null }, { teamId: input.teamId });
}
