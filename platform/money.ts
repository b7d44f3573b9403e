/**
 * Money is counted in whole credit hundredths ("units"): 1 unit = 0.01 credit = 2 US cents.
 * Every amount is rounded to a unit exactly once, so USD = 2 × credits holds on every line
 * and a price can always be split between credits and a card without a stray cent.
 */
export const USD_CENTS_PER_UNIT = 2;

/** Units as a USD number with at most 2 decimals (integer ÷ 100 is the nearest double). */
export function unitsToUsd(units: number): number {
  return (units * USD_CENTS_PER_UNIT) / 100;
}

/** Units as credits with at most 2 decimals. */
export function unitsToCredits(units: number): number {
  return units / 100;
}

/** Credits (at most 2 decimals) as whole units. */
export function creditsToUnits(credits: number): number {
  return Math.round(credits * 100);
}

/** Units as US cents (what a card is charged). */
export function unitsToCents(units: number): number {
  return units * USD_CENTS_PER_UNIT;
}

/** US cents as a USD number. */
export function centsToUsd(cents: number): number {
  return cents / 100;
}

/** n ÷ d rounded half up, for n ≥ 0 and d > 0, exactly (bigint, no float drift). */
export function divRoundHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** Formats USD for people, e.g. 1250 cents → "$12.50". */
export function formatUsd(usd: number): string {
  return `$${usd.toFixed(2)}`;
}
