import { describe, expect, it } from 'vitest';
import { hashSecret, issueSecret, lookupPrefixOf, sameSecret, secretMatches } from './secrets';

describe('secrets', () => {
  it('issues a prefixed 40-character secret whose lookup prefix and hash match it', () => {
    const s = issueSecret('sk_live_');
    expect(s.secret).toMatch(/^sk_live_[A-Za-z0-9_-]{40}$/);
    expect(s.lookupPrefix).toBe(s.secret.slice(0, 'sk_live_'.length + 12));
    expect(s.hash).toBe(hashSecret(s.secret));
    expect(s.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.hash).not.toContain(s.secret.slice(8));
  });

  it('issues different secrets every time', () => {
    expect(issueSecret('op_').secret).not.toBe(issueSecret('op_').secret);
  });

  it('finds no lookup prefix for another kind, a wrong length or bad characters', () => {
    const { secret } = issueSecret('sk_test_');
    expect(lookupPrefixOf('sk_live_', secret)).toBeNull();
    expect(lookupPrefixOf('sk_test_', secret + 'x')).toBeNull();
    expect(lookupPrefixOf('sk_test_', `sk_test_${'!'.repeat(40)}`)).toBeNull();
  });

  it('matches only the exact secret', () => {
    const { secret, hash } = issueSecret('sk_live_');
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a'), hash)).toBe(false);
    expect(secretMatches(secret, 'not-hex')).toBe(false);
  });

  it('compares two secrets of any length for equality only', () => {
    expect(sameSecret('operator-token-0123456789abcdef', 'operator-token-0123456789abcdef')).toBe(true);
    expect(sameSecret('operator-token-0123456789abcdef', 'operator-token-0123456789abcdeF')).toBe(false);
    expect(sameSecret('', 'operator-token-0123456789abcdef')).toBe(false);
  });
});
