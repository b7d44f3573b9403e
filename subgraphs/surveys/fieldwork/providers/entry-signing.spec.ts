import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkEntrySignature, entrySignature, MAX_ENTRY_LIFETIME_SECONDS, newSigningSecret, openSecret, sealSecret } from './entry-signing';

const TOKEN = 'A'.repeat(32);
const NOW = 1_800_000_000;

describe('entry signatures', () => {
  const secret = newSigningSecret();

  it('signs "<token>:<exp>:<id>" with HMAC-SHA256, hex, as the docs tell providers', () => {
    expect(secret).toMatch(/^pps_[0-9a-f]{64}$/);
    const expected = createHmac('sha256', secret)
      .update(`${TOKEN}:${NOW + 60}:panel id/ü`)
      .digest('hex');
    expect(entrySignature(secret, TOKEN, 'panel id/ü', NOW + 60)).toBe(expected);
  });

  it('checks good, missing, malformed, wrong, expired and too distant entries', () => {
    const exp = String(NOW + 60);
    const sig = entrySignature(secret, TOKEN, 'r1', exp);
    expect(checkEntrySignature(secret, TOKEN, 'r1', exp, sig, NOW)).toBe('ok');
    expect(checkEntrySignature(secret, TOKEN, 'r1', exp, sig.toUpperCase(), NOW)).toBe('ok');
    expect(checkEntrySignature(secret, TOKEN, 'r1', undefined, sig, NOW)).toBe('missing');
    expect(checkEntrySignature(secret, TOKEN, 'r1', exp, '', NOW)).toBe('missing');
    expect(checkEntrySignature(secret, TOKEN, 'r1', exp, sig.slice(2), NOW)).toBe('invalid');
    expect(checkEntrySignature(secret, TOKEN, 'r1', '1e9', sig, NOW)).toBe('invalid');
    expect(checkEntrySignature(secret, TOKEN, 'r2', exp, sig, NOW)).toBe('invalid');
    expect(checkEntrySignature(secret, 'B'.repeat(32), 'r1', exp, sig, NOW)).toBe('invalid');
    expect(checkEntrySignature(newSigningSecret(), TOKEN, 'r1', exp, sig, NOW)).toBe('invalid');
    expect(checkEntrySignature(secret, TOKEN, 'r1', exp, sig, NOW + 60)).toBe('expired');
    const far = String(NOW + MAX_ENTRY_LIFETIME_SECONDS + 1);
    expect(checkEntrySignature(secret, TOKEN, 'r1', far, entrySignature(secret, TOKEN, 'r1', far), NOW)).toBe('invalid');
  });

  it('seals the secret at rest, bound to its provider', () => {
    const sealed = sealSecret('provider-1', secret);
    expect(sealed).not.toContain(secret.slice(4));
    expect(openSecret('provider-1', sealed)).toBe(secret);
    expect(openSecret('provider-2', sealed)).toBeNull();
    expect(openSecret('provider-1', `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openSecret('provider-1', 'plain')).toBeNull();
  });
});
