import { PRICE_TABLE, type PriceTable } from './price-table';
import { checkInput } from './pricing';

export const COMPLETION_STATUSES = ['on_track', 'feasible', 'hard_to_reach'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

export interface CompletionEstimate {
  /** e.g. under_1_hour, 1_to_4_hours, same_day, 1_to_3_days, over_3_days (price-table.json). */
  bucket: string;
  estimatedMinutes: number;
  status: CompletionStatus;
}

export interface CompletionInput {
  sampleSize: number;
  country: string;
  targetingCount: number;
}

/**
 * How long collection should take: a fixed setup time plus sampleSize at the country's
 * respondent rate, where each targeting trait leaves reachPercentPerTrait of the panel.
 * Deterministic and exact (bigint), so the same survey always shows the same estimate.
 */
export function estimateCompletion(input: CompletionInput, table: PriceTable = PRICE_TABLE): CompletionEstimate {
  const country = checkInput(input, table);
  const c = table.completion;
  const k = BigInt(input.targetingCount);
  const reachNum = BigInt(c.reachPercentPerTrait) ** k; // reach = reachNum / 100^k
  const reachDen = 100n ** k;
  const collectMinutes = ceilDiv(BigInt(input.sampleSize) * 60n * reachDen, BigInt(country.respondentsPerHour) * reachNum);
  const estimatedMinutes = c.setupMinutes + Number(collectMinutes);
  const bucket = c.buckets.find((b) => estimatedMinutes <= b.maxMinutes)?.bucket ?? c.overflowBucket;
  const reachAtLeast = (pct: number) => reachNum * 100n >= BigInt(pct) * reachDen;
  const status: CompletionStatus =
    estimatedMinutes > c.hardToReachAfterMinutes || !reachAtLeast(c.feasibleMinReachPercent) ? 'hard_to_reach' : reachAtLeast(c.onTrackMinReachPercent) ? 'on_track' : 'feasible';
  return { bucket, estimatedMinutes, status };
}

function ceilDiv(n: bigint, d: bigint): bigint {
  return (n + d - 1n) / d;
}
