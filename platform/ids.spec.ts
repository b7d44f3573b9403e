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

describe('newId', () => {
  it('makes version 7 UUIDs that sort in the order they were made, also within a millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
