import { describe, expect, it } from 'vitest';
import { estimateCompletion } from './completion-estimate';
import { PricingError } from './pricing.errors';

const est = (sampleSize: number, country: string, targetingCount: number) => estimateCompletion({ sampleSize, country, targetingCount });

describe('estimateCompletion', () => {
  it.each([
    // 15 setup minutes + sampleSize at the country's rate, each trait leaving 60% of the panel
    [100, 'US', 0, { bucket: 'under_1_hour', estimatedMinutes: 30, status: 'on_track' }],
    [290, 'US', 0, { bucket: 'under_1_hour', estimatedMinutes: 59, status: 'on_track' }],
    [294, 'US', 0, { bucket: '1_to_4_hours', estimatedMinutes: 60, status: 'on_track' }],
    [1000, 'US', 0, { bucket: '1_to_4_hours', estimatedMinutes: 165, status: 'on_track' }],
    [150, 'JP', 3, { bucket: 'same_day', estimatedMinutes: 536, status: 'feasible' }],
    [5000, 'IN', 1, { bucket: '1_to_3_days', estimatedMinutes: 2515, status: 'on_track' }],
    [2000, 'US', 4, { bucket: '1_to_3_days', estimatedMinutes: 2330, status: 'hard_to_reach' }],
    [5000, 'JP', 2, { bucket: 'over_3_days', estimatedMinutes: 10432, status: 'hard_to_reach' }],
  ] as const)('n=%i %s with %i traits', (n, country, k, expected) => {
    expect(est(n, country, k)).toEqual(expected);
  });

  it('narrower targeting never makes collection faster', () => {
    for (let k = 0; k < 8; k++) {
      expect(est(500, 'DE', k + 1).estimatedMinutes).toBeGreaterThan(est(500, 'DE', k).estimatedMinutes);
    }
  });

  it('refuses what pricing refuses', () => {
    expect(() => est(5, 'US', 0)).toThrow(PricingError);
    expect(() => est(100, 'XX', 0)).toThrow(PricingError);
    expect(() => est(100, 'US', 1.5)).toThrow(PricingError);
  });
});
