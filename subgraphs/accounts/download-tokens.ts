import type { EntityManager } from '@mikro-orm/postgresql';
import { errors, jwtVerify, SignJWT } from 'jose';
import { config } from '../../platform/config';
import type { Principal } from '../../platform/principal';
import { principalByCredential } from './accounts.service';

/**
 * Short-lived download tokens (the v1 CSV `t` query parameter): a compact JWT, HMAC-SHA256
 * (jose) over the credential that asked, the one resource it opens ("survey-csv:<uuid>") and
 * its expiry. It stands in for the Authorization header on that one download; the credential
 * is looked up again when it is used, so a revoked key's tokens stop working at once.
 */

const ALGORITHM = 'HS256';
/** Spec: a signed CSV token is at most 512 characters. */
export const MAX_DOWNLOAD_TOKEN_LENGTH = 512;

const key = () => new TextEncoder().encode(config().DOWNLOAD_TOKEN_SECRET);

export interface DownloadToken {
  token: string;
  expiresAt: Date;
}

export async function issueDownloadToken(principal: Principal, resource: string): Promise<DownloadToken> {
  const expiresAt = new Date(Date.now() + config().DOWNLOAD_TOKEN_TTL_SECONDS * 1000);
  const token = await new SignJWT({ knd: principal.kind, res: resource })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(principal.credentialId)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key());
  return { token, expiresAt };
}

/** The principal a token was issued to, when it is genuine, unexpired, for this resource, and its credential is still live. */
export async function authenticateDownloadToken(em: EntityManager, token: string, resource: string): Promise<Principal | null> {
  if (token.length > MAX_DOWNLOAD_TOKEN_LENGTH) return null;
  let claims: { sub?: string; knd?: unknown; res?: unknown };
  try {
    // jose checks exp only when present: a token without one must not last forever.
    ({ payload: claims } = await jwtVerify(token, key(), { algorithms: [ALGORITHM], requiredClaims: ['exp'] }));
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
  if (claims.res !== resource || !claims.sub || (claims.knd !== 'api_key' && claims.knd !== 'oauth')) return null;
  return principalByCredential(em, claims.knd, claims.sub);
}
