import { describe, expect, it } from 'vitest';
import { entryUrl, isEntryToken, newEntryToken, providerRedirect } from './provider-links';

const provider = {
  completeUrl: 'https://panel.example.com/end?status=complete&rid={id}&again={id}',
  screenoutUrl: 'https://panel.example.com/screenout/{id}',
  overquotaUrl: null,
};

describe('providerRedirect', () => {
  it('fills every {id} of the outcome’s URL with the respondent id', () => {
    expect(providerRedirect(provider, 'complete', 'r-123')).toBe('https://panel.example.com/end?status=complete&rid=r-123&again=r-123');
    expect(providerRedirect(provider, 'screenout', 'r-123')).toBe('https://panel.example.com/screenout/r-123');
  });

  it('URI-encodes the id, so it cannot leave its path segment or query value', () => {
    expect(providerRedirect(provider, 'complete', 'a&status=overquota#x')).toBe(
      'https://panel.example.com/end?status=complete&rid=a%26status%3Doverquota%23x&again=a%26status%3Doverquota%23x',
    );
    expect(providerRedirect(provider, 'screenout', '../../evil.example.com/?q=1')).toBe('https://panel.example.com/screenout/..%2F..%2Fevil.example.com%2F%3Fq%3D1');
    expect(providerRedirect(provider, 'screenout', 'ä b')).toBe('https://panel.example.com/screenout/%C3%A4%20b');
  });

  it('is null when the profile has no URL for the outcome', () => {
    expect(providerRedirect(provider, 'overquota', 'r-123')).toBeNull();
  });
});

describe('entryUrl', () => {
  it('is <base>/r/<token>?<param>={id}, the {id} left for the provider', () => {
    expect(entryUrl('https://sfs.example.com', 'tok', 'rid')).toBe('https://sfs.example.com/r/tok?rid={id}');
    expect(entryUrl('https://sfs.example.com/base//', 'tok', 'PSID')).toBe('https://sfs.example.com/base/r/tok?PSID={id}');
  });
});

describe('entry tokens', () => {
  it('are 24 random bytes in base64url: 32 characters, never the same', () => {
    const tokens = Array.from({ length: 100 }, newEntryToken);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(24);
      expect(isEntryToken(t)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(100);
    for (const s of ['', 'short', `${'a'.repeat(31)}=`, `${'a'.repeat(33)}`, `${'a'.repeat(31)}/`]) expect(isEntryToken(s)).toBe(false);
  });
});
