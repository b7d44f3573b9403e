import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '../../../../platform/config';
import { SurveysError } from '../../surveys.errors';

/**
 * Signed entry links (docs/decisions.md, "Respondent app"). A provider with a signing secret
 * sends people to `/r/<token>?<param>=<id>&exp=<unix seconds>&sig=<hex>`, where
 *
 *     sig = hex(HMAC-SHA256(key = the secret as UTF-8, message = "<token>:<exp>:<id>"))
 *
 * `<token>` is the entry link's token (so a signature opens one survey), `<id>` the respondent
 * id exactly as sent (before URL encoding). The respondent app checks it with
 * crypto.timingSafeEqual before it starts or resumes an attempt.
 */

export const SIGNATURE_PARAMS = { expiry: 'exp', signature: 'sig' } as const;
/** A signature may not promise more than this much time ahead: a leaked link does not last for ever. */
export const MAX_ENTRY_LIFETIME_SECONDS = 30 * 24 * 3600;

const DEV_KEY = 'dev-panel-secret-key-0123456789abcdef';
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)$/;

/** A new secret: `pps_` and 32 random bytes in hex. Shown once; kept only sealed. */
export function newSigningSecret(): string {
  return `pps_${randomBytes(32).toString('hex')}`;
}

/** The at-rest key: HKDF-SHA256 of PANEL_SECRET_KEY (production has no default). */
function sealingKey(): Buffer {
  const cfg = config();
  const secret = cfg.PANEL_SECRET_KEY ?? (cfg.NODE_ENV === 'production' ? null : DEV_KEY);
  if (!secret) throw new SurveysError('provider_signing_unavailable', 'Set PANEL_SECRET_KEY (32+ characters) to sign entry links in production.');
  return Buffer.from(hkdfSync('sha256', secret, 'sfs', 'panel-provider signing secret', 32));
}

/** AES-256-GCM, bound to the provider (its id is the additional data): `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(providerId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  cipher.setAAD(Buffer.from(providerId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

/** The secret, or null when it cannot be opened (another key, or tampered with): entries then fail closed. */
export function openSecret(providerId: string, sealed: string): string | null {
  const m = SEALED.exec(sealed);
  if (!m) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(m[1], 'base64url'));
    decipher.setAAD(Buffer.from(providerId));
    decipher.setAuthTag(Buffer.from(m[2], 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(m[3], 'base64url')), decipher.final()]).toString('utf8');
  } catch (err) {
    if (err instanceof SurveysError) throw err;
    return null;
  }
}

/** The hex HMAC a provider puts in `sig`. */
export function entrySignature(secret: string, token: string, respondentId: string, expiry: number | string): string {
  return createHmac('sha256', secret).update(`${token}:${expiry}:${respondentId}`, 'utf8').digest('hex');
}

export type EntryCheck = 'ok' | 'missing' | 'expired' | 'invalid';

/**
 * Whether an entry carries a good signature for this respondent id, now. `exp` is whole unix
 * seconds, in the future and at most MAX_ENTRY_LIFETIME_SECONDS ahead; `sig` 64 hex digits.
 */
export function checkEntrySignature(
  secret: string,
  token: string,
  respondentId: string,
  exp: string | undefined,
  sig: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): EntryCheck {
  if (exp === undefined || sig === undefined || exp === '' || sig === '') return 'missing';
  if (!/^\d{1,12}$/.test(exp) || !/^[0-9a-fA-F]{64}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(entrySignature(secret, token, respondentId, exp), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'invalid';
  const expiry = Number(exp);
  if (expiry > nowSeconds + MAX_ENTRY_LIFETIME_SECONDS) return 'invalid';
  return expiry <= nowSeconds ? 'expired' : 'ok';
}
