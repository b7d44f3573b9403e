import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer';

describe('bearerToken', () => {
  it.each([
    ['Bearer sk_live_abc', 'sk_live_abc'],
    ['bearer sk_live_abc', 'sk_live_abc'],
    ['  Bearer sk_live_abc  ', 'sk_live_abc'],
  ])('reads %j', (header, token) => expect(bearerToken(header)).toBe(token));

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', 'sk_live_abc'])('refuses %j', (header) => expect(bearerToken(header)).toBeNull());
});
