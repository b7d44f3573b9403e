import { PricingError } from './pricing.errors';
import { PLANS, PRICE_TABLE, type Plan, type PriceTable } from './price-table';
import { USD_CENTS_PER_UNIT, divRoundHalfUp, unitsToCredits, unitsToUsd } from '../../../platform/money';

/** Where a survey was created or edited: 'api' for v1 and v2 REST, 'app' for everything else. */
export type Channel = 'api' | 'app';

export interface QuoteInput {
  sampleSize: number;
  country: string;
  questions: readonly { type: string }[];
  targetingCount: number;
  plan: Plan;
  channel: Channel;
}

export type DiscountKind = 'plan' | 'country' | 'api';

export interface DiscountLine {
  kind: DiscountKind;
  code: string;
  description: string;
  percentOff: number;
  /** Money taken off, in USD (positive). */
  amountUsd: number;
  /** The same in credits (positive). */
  credits: number;
}

export interface QuestionLine {
  type: string;
  usdCentsPerRespondent: number;
  /** 100 for the dearest question, extraQuestionPercent for the others. */
  percentCharged: number;
}

export interface QuoteBreakdown {
  priceTableVersion: string;
  sampleSize: number;
  country: string;
  questions: QuestionLine[];
  targetingSurchargePercent: number;
  countryMultiplierPercent: number;
  /** True when the computed price was below the minimum and the minimum was charged instead. */
  minimumApplied: boolean;
  /** Exact integer amounts for billing: total and subtotal in US cents (always even). */
  amountUsdCents: number;
  subtotalUsdCents: number;
}

export interface Quote {
  /** Total after discounts in USD: what a card would be charged if paying wholly by card. */
  amountUsd: number;
  /** The same price in credits (1 credit = 2 USD), exactly amountUsd / 2. */
  credits: number;
  subtotalUsd: number;
  subtotalCredits: number;
  /** Applied in this order: plan, country, API; each on what the previous left. */
  discounts: DiscountLine[];
  currency: 'USD';
  quotedAt: string;
  /** The cheapest plan that allows this survey when the team's plan does not; else null. */
  planRequired: Plan | null;
  breakdown: QuoteBreakdown;
}

/**
 * Prices a survey from the price table (docs/pricing.md). Pure: the caller stores the quote
 * (spec: a quote is recorded on every read, create and update; publish honours the latest).
 */
export function quoteSurvey(input: QuoteInput, now: Date = new Date(), table: PriceTable = PRICE_TABLE): Quote {
  const country = checkInput(input, table);
  const questions = questionLines(input.questions, table);
  const surcharge = Math.min(input.targetingCount * table.targeting.percentPerTrait, table.targeting.maxPercent);

  // cents × percent × percent × percent: one exact product, rounded once to a unit.
  const perRespondent = questions.reduce((sum, q) => sum + BigInt(q.usdCentsPerRespondent * q.percentCharged), 0n);
  const exact = BigInt(input.sampleSize) * perRespondent * BigInt(100 + surcharge) * BigInt(country.multiplierPercent);
  const computedUnits = Number(divRoundHalfUp(exact, BigInt(USD_CENTS_PER_UNIT) * 1_000_000n));
  const minimumUnits = table.minimumUsdCents / USD_CENTS_PER_UNIT;
  const subtotalUnits = Math.max(computedUnits, minimumUnits);

  let remaining = subtotalUnits;
  const discounts: DiscountLine[] = [];
  for (const d of applicableDiscounts(input, table)) {
    if (d.percentOff === 0) continue;
    const off = Number(divRoundHalfUp(BigInt(remaining) * BigInt(d.percentOff), 100n));
    remaining -= off;
    discounts.push({ ...d, amountUsd: unitsToUsd(off), credits: unitsToCredits(off) });
  }

  return {
    amountUsd: unitsToUsd(remaining),
    credits: unitsToCredits(remaining),
    subtotalUsd: unitsToUsd(subtotalUnits),
    subtotalCredits: unitsToCredits(subtotalUnits),
    discounts,
    currency: 'USD',
    quotedAt: now.toISOString(),
    planRequired: planRequired(input, table),
    breakdown: {
      priceTableVersion: table.version,
      sampleSize: input.sampleSize,
      country: input.country,
      questions,
      targetingSurchargePercent: surcharge,
      countryMultiplierPercent: country.multiplierPercent,
      minimumApplied: computedUnits < minimumUnits,
      amountUsdCents: remaining * USD_CENTS_PER_UNIT,
      subtotalUsdCents: subtotalUnits * USD_CENTS_PER_UNIT,
    },
  };
}

/** Same price (amount and credits), whatever the time of quoting: the publish check (quote_changed). */
export function quotesEqual(a: Pick<Quote, 'amountUsd' | 'credits'>, b: Pick<Quote, 'amountUsd' | 'credits'>): boolean {
  return a.amountUsd === b.amountUsd && a.credits === b.credits;
}

/** Validates the inputs the table prices; returns the country's row. */
export function checkInput(input: Pick<QuoteInput, 'sampleSize' | 'country' | 'targetingCount'>, table: PriceTable = PRICE_TABLE) {
  const { min, max } = table.sampleSize;
  if (!Number.isInteger(input.sampleSize) || input.sampleSize < min || input.sampleSize > max) {
    throw new PricingError('sample_size_out_of_range', `Sample size must be a whole number from ${min} to ${max}.`, 'sampleSize');
  }
  if (!Object.hasOwn(table.countries, input.country)) {
    throw new PricingError('unknown_country', `Country "${input.country}" is not offered; one of ${Object.keys(table.countries).join(', ')}.`, 'country');
  }
  if (!Number.isInteger(input.targetingCount) || input.targetingCount < 0) {
    throw new PricingError('invalid_targeting_count', 'The number of targeting traits must be a whole number, 0 or more.', 'targeting');
  }
  return table.countries[input.country];
}

/**
 * Throws the PricingError quoteSurvey would, without pricing: surveys are checked with this
 * before they are written (issue 36), so a survey that is stored can always be quoted.
 */
export function assertPriceable(input: Pick<QuoteInput, 'sampleSize' | 'country' | 'targetingCount' | 'questions'>, table: PriceTable = PRICE_TABLE): void {
  checkInput(input, table);
  questionLines(input.questions, table);
}

/**
 * The dearest question is charged in full and every other at extraQuestionPercent, so the
 * price does not depend on question order (reordering never changes a quote).
 */
function questionLines(questions: QuoteInput['questions'], table: PriceTable): QuestionLine[] {
  if (questions.length === 0) throw new PricingError('no_questions', 'A survey needs at least one question.', 'questions');
  const lines = questions.map((q, i) => {
    if (!Object.hasOwn(table.questionTypes, q.type)) {
      throw new PricingError('unknown_question_type', `Question type "${q.type}" has no price; one of ${Object.keys(table.questionTypes).join(', ')}.`, `questions[${i}].type`);
    }
    return { type: q.type, usdCentsPerRespondent: table.questionTypes[q.type].usdCentsPerRespondent };
  });
  const dearest = lines.reduce((best, l, i) => (l.usdCentsPerRespondent > lines[best].usdCentsPerRespondent ? i : best), 0);
  return lines.map((l, i) => ({ ...l, percentCharged: i === dearest ? 100 : table.extraQuestionPercent }));
}

function applicableDiscounts(input: QuoteInput, table: PriceTable): Omit<DiscountLine, 'amountUsd' | 'credits'>[] {
  const plan = planRow(input.plan, table);
  const country = table.countryDiscounts[input.country];
  return [
    { kind: 'plan', code: plan.code, description: plan.description, percentOff: plan.percentOff },
    ...(country ? [{ kind: 'country' as const, ...country }] : []),
    ...(input.channel === 'api' ? [{ kind: 'api' as const, ...table.apiDiscount }] : []),
  ];
}

function planRow(plan: Plan, table: PriceTable) {
  if (!(PLANS as readonly string[]).includes(plan)) throw new Error(`unknown plan: ${String(plan)}`);
  return table.plans[plan];
}

function allows(plan: Plan, input: QuoteInput, table: PriceTable): boolean {
  const p = table.plans[plan];
  if (input.sampleSize > p.maxSampleSize) return false;
  const types = p.questionTypes;
  return types === 'all' || input.questions.every((q) => types.includes(q.type));
}

function planRequired(input: QuoteInput, table: PriceTable): Plan | null {
  if (allows(input.plan, input, table)) return null;
  // The price table guarantees the top plan allows everything it prices.
  return PLANS.slice(PLANS.indexOf(input.plan) + 1).find((p) => allows(p, input, table)) ?? PLANS[PLANS.length - 1];
}
