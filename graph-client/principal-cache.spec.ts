import { describe, expect, it } from 'vitest';
import type { Principal } from '../platform/principal';
import { PrincipalCache } from './principal-cache';

const key: Principal = { kind: 'api_key', credentialId: 'k1', name: 'k', scopes: ['read'], livemode: false, team: { id: 't1', name: 'T' }, user: null };
const secret = 'sk_test_0123456789abcdefghijklmnopqrstuvwxyzABCD';

function cacheWith(listening: boolean) {
  const source = { listening };
  return { source, cache: new PrincipalCache(source) };
}

describe('PrincipalCache', () => {
  it('serves a stored principal while its source listens', () => {
    const { cache } = cacheWith(true);
    cache.store(secret, key, cache.begin());
    expect(cache.get(secret)).toBe(key);
    expect(cache.get(`${secret}x`)).toBeUndefined();
  });

  it('serves nothing, and stores nothing, while the source does not listen', () => {
    const { source, cache } = cacheWith(false);
    cache.store(secret, key, cache.begin());
    source.listening = true;
    expect(cache.get(secret)).toBeUndefined();
    cache.store(secret, key, cache.begin());
    source.listening = false;
    expect(cache.get(secret)).toBeUndefined();
  });

  it('drops an answer fetched across a clear (the change may have come after the read)', () => {
    const { cache } = cacheWith(true);
    const since = cache.begin();
    cache.clear();
    cache.store(secret, key, since);
    expect(cache.get(secret)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps OAuth principals', () => {
    const { cache } = cacheWith(true);
    cache.store(secret, { ...key, kind: 'oauth' }, cache.begin());
    expect(cache.size).toBe(0);
  });
});
