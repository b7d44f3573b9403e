import { describe, expect, it } from 'vitest';
import { divRoundHalfUp, formatUsd, unitsToCredits, unitsToUsd } from './money';

describe('money', () => {
  it('rounds half up exactly', () => {
    expect(divRoundHalfUp(8872n * 2n + 1n, 2n)).toBe(8873n); // 8872.5
    expect(divRoundHalfUp(33749n, 100n)).toBe(337n);
    expect(divRoundHalfUp(33750n, 100n)).toBe(338n);
    expect(divRoundHalfUp(10n ** 30n + 1n, 2n)).toBe(5n * 10n ** 29n + 1n);
  });
  it('converts units (credit hundredths) to USD and credits without drift', () => {
    expect(unitsToUsd(13594)).toBe(271.88);
    expect(unitsToCredits(13594)).toBe(135.94);
    expect(unitsToUsd(1)).toBe(0.02);
    expect(formatUsd(6.76)).toBe('$6.76');
    expect(formatUsd(5)).toBe('$5.00');
  });
});
