import type { EntityManager } from '@mikro-orm/postgresql';
import { isGuid, newId } from '../../platform/ids';
import { hashSecret, lookupPrefixOf, secretMatches } from '../../platform/secrets';
import { AccountsError } from './accounts.errors';
import { OPERATOR_PREFIX } from './accounts.service';
import { OperatorSession } from './entities/operator-session.entity';
import { OperatorToken } from './entities/operator-token.entity';

/**
 * Operator sessions of the admin pages (docs/decisions.md, "Operations"). The facade checks the
 * token (OPERATOR_TOKEN or a CLI-created one) before it starts a session; a session is live while
 * it is neither ended nor expired and its token still is: a CLI token not revoked, or the
 * configured token still the one the login used.
 */

/** Longest session a login may ask for (ADMIN_SESSION_TTL_SECONDS allows up to 7 days). */
const MAX_TTL_SECONDS = 7 * 86_400;
/** Expired sessions are kept this long (for an operator reading the table), then removed at the next login. */
const KEEP_EXPIRED = '7 days';

/** Records a login made with `secret`; returns the session's id and expiry. */
export async function startOperatorSession(em: EntityManager, input: { secret: string; ttlSeconds: number }): Promise<OperatorSession> {
  if (!Number.isInteger(input.ttlSeconds) || input.ttlSeconds < 1 || input.ttlSeconds > MAX_TTL_SECONDS) {
    throw new AccountsError('session_invalid', `ttlSeconds must be a whole number from 1 to ${MAX_TTL_SECONDS}.`, 'ttlSeconds');
  }
  await em.getConnection().execute(`delete from accounts.operator_sessions where expires_at < now() - interval '${KEEP_EXPIRED}'`);
  const now = new Date();
  const session = em.create(OperatorSession, {
    id: newId(),
    operatorTokenId: await liveTokenIdOf(em, input.secret),
    secretHash: hashSecret(input.secret),
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
    endedAt: null,
  });
  await em.flush();
  return session;
}

const SESSION_IS_LIVE = `
select 1 from accounts.operator_sessions s
  left join accounts.operator_tokens t on t.id = s.operator_token_id
 where s.id = ? and s.ended_at is null and s.expires_at > now()
   and ((t.id is not null and t.revoked_at is null) or (s.operator_token_id is null and s.secret_hash = ?))`;

/**
 * True while the session is live. `configTokenHash` is the SHA-256 of the OPERATOR_TOKEN the
 * caller is configured with (null when none): sessions of a configured token need it to match.
 */
export async function operatorSessionIsLive(em: EntityManager, id: string, configTokenHash: string | null): Promise<boolean> {
  if (!isGuid(id)) return false;
  const rows = await em.getConnection().execute(SESSION_IS_LIVE, [id, configTokenHash ?? '']);
  return rows.length > 0;
}

/** Ends a session (logout). Ending one that is unknown or already ended does nothing. */
export async function endOperatorSession(em: EntityManager, id: string): Promise<void> {
  if (!isGuid(id)) return;
  await em.nativeUpdate(OperatorSession, { id, endedAt: null }, { endedAt: new Date() });
}

/** The id of the live CLI-created token `secret` is, or null (the configured token, or none). */
async function liveTokenIdOf(em: EntityManager, secret: string): Promise<string | null> {
  const prefix = lookupPrefixOf(OPERATOR_PREFIX, secret);
  if (!prefix) return null;
  const token = await em.findOne(OperatorToken, { lookupPrefix: prefix, revokedAt: null }, { populate: ['secretHash'] });
  return token && secretMatches(secret, token.secretHash) ? token.id : null;
}
