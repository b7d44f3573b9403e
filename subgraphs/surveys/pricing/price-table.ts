import { z } from 'zod';
import raw from './price-table.json';

/** Plans in ascending order: planRequired names the first one after the team's that allows a survey. */
export const PLANS = ['payg', 'growth', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

const percent = z.number().int().min(0).max(100);
const positiveInt = z.number().int().positive();
const text = z.string().min(1);
const code = z.string().regex(/^[a-z][a-z0-9_]*$/);
const bucketName = z.string().regex(/^[a-z0-9][a-z0-9_]*$/);

const Discount = z.strictObject({ code, description: text, percentOff: percent });

const PlanSchema = z.strictObject({
  code,
  description: text,
  percentOff: percent,
  maxSampleSize: positiveInt,
  questionTypes: z.union([z.literal('all'), z.array(code).min(1)]),
});

const Bucket = z.strictObject({ bucket: bucketName, maxMinutes: positiveInt });

const PriceTableSchema = z
  .strictObject({
    version: text,
    currency: z.literal('USD'),
    /** Fixed by the spec (1 credit = 2 USD); here so the data file states it too. */
    usdCentsPerCredit: z.literal(200),
    sampleSize: z.strictObject({ min: positiveInt, max: positiveInt }),
    questionTypes: z.record(code, z.strictObject({ usdCentsPerRespondent: positiveInt })),
    extraQuestionPercent: percent,
    targeting: z.strictObject({ percentPerTrait: percent, maxPercent: z.number().int().min(0).max(1000) }),
    countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.strictObject({ multiplierPercent: positiveInt, respondentsPerHour: positiveInt })),
    minimumUsdCents: z.number().int().min(0).multipleOf(2),
    plans: z.strictObject({ payg: PlanSchema, growth: PlanSchema, enterprise: PlanSchema }),
    countryDiscounts: z.record(z.string().regex(/^[A-Z]{2}$/), Discount),
    apiDiscount: Discount,
    completion: z.strictObject({
      setupMinutes: z.number().int().min(0),
      reachPercentPerTrait: z.number().int().min(1).max(100),
      onTrackMinReachPercent: percent,
      feasibleMinReachPercent: percent,
      hardToReachAfterMinutes: positiveInt,
      buckets: z.array(Bucket).min(1),
      overflowBucket: bucketName,
    }),
  })
  .superRefine((t, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const types = Object.keys(t.questionTypes);
    if (types.length === 0) issue(['questionTypes'], 'needs at least one question type');
    if (Object.keys(t.countries).length === 0) issue(['countries'], 'needs at least one country');
    if (t.sampleSize.min > t.sampleSize.max) issue(['sampleSize'], 'min is above max');
    for (const plan of PLANS) {
      const p = t.plans[plan];
      if (p.maxSampleSize < t.sampleSize.min || p.maxSampleSize > t.sampleSize.max) {
        issue(['plans', plan, 'maxSampleSize'], 'outside sampleSize bounds');
      }
      if (p.questionTypes !== 'all') {
        p.questionTypes.forEach((q, i) => {
          if (!types.includes(q)) issue(['plans', plan, 'questionTypes', i], `unknown question type ${q}`);
        });
      }
    }
    // The top plan must allow every survey the table can price, so planRequired always has an answer.
    const top = t.plans[PLANS[PLANS.length - 1]];
    if (top.questionTypes !== 'all' || top.maxSampleSize !== t.sampleSize.max) {
      issue(['plans', PLANS[PLANS.length - 1]], 'the top plan must allow every question type and the largest sample');
    }
    for (const c of Object.keys(t.countryDiscounts)) {
      if (!(c in t.countries)) issue(['countryDiscounts', c], 'not a priced country');
    }
    t.completion.buckets.forEach((b, i) => {
      if (i > 0 && b.maxMinutes <= t.completion.buckets[i - 1].maxMinutes) {
        issue(['completion', 'buckets', i], 'maxMinutes must increase');
      }
    });
    if (t.completion.feasibleMinReachPercent > t.completion.onTrackMinReachPercent) {
      issue(['completion', 'feasibleMinReachPercent'], 'above onTrackMinReachPercent');
    }
  });

export type PriceTable = z.infer<typeof PriceTableSchema>;

export class PriceTableError extends Error {}

/** Validates price-table data; throws PriceTableError naming every bad field. */
export function parsePriceTable(data: unknown): PriceTable {
  const parsed = PriceTableSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new PriceTableError(`Invalid price table:\n  ${lines.join('\n  ')}`);
  }
  return deepFreeze(parsed.data);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The price table every surface quotes from (docs/pricing.md); parsed at import, so bad data fails at boot. */
export const PRICE_TABLE: PriceTable = parsePriceTable(raw);
