import { describe, expect, it } from 'vitest';
import { fundingOf } from './survey-publish';

describe('fundingOf: what publishing takes from credits and from the card', () => {
  it('credits first, the rest in dollars on the card (one credit is $2.00)', () => {
    expect(fundingOf(23.75, 30)).toEqual({ credits: 23.75, card: 0, creditsLeft: 6.25 });
    expect(fundingOf(23.75, 10)).toEqual({ credits: 10, card: 27.5, creditsLeft: 0 });
    expect(fundingOf(23.75, 0)).toEqual({ credits: 0, card: 47.5, creditsLeft: 0 });
    expect(fundingOf(6.17, 6.17)).toEqual({ credits: 6.17, card: 0, creditsLeft: 0 });
  });

  it('counts in hundredths of a credit, as the ledger does (no float drift)', () => {
    expect(fundingOf(0.3, 0.1)).toEqual({ credits: 0.1, card: 0.4, creditsLeft: 0 });
    expect(fundingOf(100.01, 100)).toEqual({ credits: 100, card: 0.02, creditsLeft: 0 });
  });

  it('a negative balance (never expected) pays nothing', () => {
    expect(fundingOf(5, -1)).toEqual({ credits: 0, card: 10, creditsLeft: 0 });
  });
});
