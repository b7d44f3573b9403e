import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, getPack, smallestPackCovering } from './credit-packs';

describe('credit packs', () => {
  it('prices a pack at 2 USD per credit and starts the ladder at credits_20', () => {
    expect(CREDIT_PACKS[0]).toEqual({ pack: 'credits_20', credits: 20, amountCents: 4000 });
    expect(getPack('credits_50')).toEqual({ pack: 'credits_50', credits: 50, amountCents: 10000 });
  });

  it('refuses an unknown pack with a 400 naming the param', () => {
    expect(() => getPack('credits_21')).toThrow(expect.objectContaining({ kind: 'invalid', code: 'unknown_pack', details: { param: 'pack', extra: undefined } }));
  });

  it('suggests the smallest pack that covers a shortfall', () => {
    expect(smallestPackCovering(0.01).pack).toBe('credits_20');
    expect(smallestPackCovering(20).pack).toBe('credits_20');
    expect(smallestPackCovering(20.01).pack).toBe('credits_50');
    expect(smallestPackCovering(99999).pack).toBe('credits_5000');
  });
});
