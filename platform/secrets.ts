import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Length of the random part of every secret we issue (base64url, 240 bits). */
const RANDOM_CHARS = 40;
/** Characters of the random part kept in clear as the lookup prefix. */
const LOOKUP_CHARS = 12;

export interface IssuedSecret {
  /** Shown to the caller once, never stored. */
  secret: string;
  /** Stored in clear, unique: finds the row without scanning hashes. */
  lookupPrefix: string;
  /** Stored: SHA-256 of the whole secret (hex). */
  hash: string;
}

/**
 * Issues a secret such as `sk_live_…`. Secrets are 240 random bits, so a fast hash is
 * enough: nothing to brute-force, unlike passwords (decisions.md).
 */
export function issueSecret(kindPrefix: string): IssuedSecret {
  const secret = kindPrefix + randomBytes(30).toString('base64url');
  return { secret, lookupPrefix: lookupPrefixOf(kindPrefix, secret)!, hash: hashSecret(secret) };
}

/** The lookup prefix of a presented secret, or null if it is not of that kind and shape. */
export function lookupPrefixOf(kindPrefix: string, secret: string): string | null {
  if (!secret.startsWith(kindPrefix)) return null;
  const rest = secret.slice(kindPrefix.length);
  if (rest.length !== RANDOM_CHARS || !/^[A-Za-z0-9_-]+$/.test(rest)) return null;
  return kindPrefix + rest.slice(0, LOOKUP_CHARS);
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Constant-time comparison of a presented secret against a stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Constant-time equality of two presented secrets of any length (compared as SHA-256 digests). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
