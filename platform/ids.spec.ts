import { describe, expect, it } from 'vitest';
import { fromPublicId, newId, toPublicId } from './ids';

describe('public ids', () => {
  it('round-trips a UUID through its prefixed form', () => {
    const id = newId();
    const pub = toPublicId('srv', id);
    expect(pub).toMatch(/^srv_[0-9a-f]{32}$/);
    expect(fromPublicId('srv', pub)).toBe(id);
  });
  it('refuses another prefix, a GUID and junk', () => {
    const id = newId();
    expect(fromPublicId('tm', toPublicId('srv', id))).toBeNull();
    expect(fromPublicId('srv', id)).toBeNull();
    expect(fromPublicId('srv', 'srv_zz')).toBeNull();
  });
});
