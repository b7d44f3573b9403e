import { describe, expect, it } from 'vitest';
import { PricingError } from './pricing.errors';
import { assertPriceable, quoteSurvey, quotesEqual, type QuoteInput } from './pricing';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const base: QuoteInput = {
  sampleSize: 100,
  country: 'US',
  questions: [{ type: 'head_to_head' }],
  targetingCount: 0,
  plan: 'payg',
  channel: 'app',
};
const quote = (over: Partial<QuoteInput>) => quoteSurvey({ ...base, ...over }, NOW);
const cents = (usd: number) => Math.round(usd * 100);

describe('quoteSurvey', () => {
  it('one head_to_head question, US, n=100, payg in the app: $60.00 = 30 credits, no discounts', () => {
    const q = quote({});
    expect(q).toMatchObject({
      amountUsd: 60,
      credits: 30,
      subtotalUsd: 60,
      subtotalCredits: 30,
      discounts: [],
      currency: 'USD',
      quotedAt: '2025-03-01T12:00:00.000Z',
      planRequired: null,
    });
    expect(q.breakdown).toMatchObject({ amountUsdCents: 6000, subtotalUsdCents: 6000, minimumApplied: false });
  });

  it('the same survey through the API gets 5% off as a line item', () => {
    const q = quote({ channel: 'api' });
    expect(q.amountUsd).toBe(57);
    expect(q.credits).toBe(28.5);
    expect(q.discounts).toEqual([{ kind: 'api', code: 'api', description: 'API discount', percentOff: 5, amountUsd: 3, credits: 1.5 }]);
  });

  it('mixed questions: the dearest in full, the rest at 50%; targeting +10% per trait; growth then API discount', () => {
    const q = quote({
      sampleSize: 200,
      questions: [{ type: 'single_select' }, { type: 'open_ended' }, { type: 'likert' }],
      targetingCount: 2,
      plan: 'growth',
      channel: 'api',
    });
    // (80 + 50/2 + 55/2) = 132.5 cents × 200 × 1.2 = $318.00
    expect(q.subtotalUsd).toBe(318);
    expect(q.subtotalCredits).toBe(159);
    expect(q.breakdown.questions.map((l) => l.percentCharged)).toEqual([50, 100, 50]);
    expect(q.discounts.map((d) => [d.kind, d.amountUsd, d.credits])).toEqual([
      ['plan', 31.8, 15.9],
      ['api', 14.32, 7.16], // 5% of 143.10 credits-hundredths 14310 = 715.5 → 716 (half up)
    ]);
    expect(q.amountUsd).toBe(271.88);
    expect(q.credits).toBe(135.94);
  });

  it('question order does not change the price', () => {
    const a = quote({ questions: [{ type: 'rating' }, { type: 'click_test' }, { type: 'ranked' }] });
    const b = quote({ questions: [{ type: 'ranked' }, { type: 'rating' }, { type: 'click_test' }] });
    expect(quotesEqual(a, b)).toBe(true);
    expect(a.amountUsd).toBe(150); // (90 + 25 + 35) cents × 100
  });

  it('JP with 3 targeting traits: ×1.3 country, +30% targeting, rounded once (177.45 → 177.46)', () => {
    const q = quote({ sampleSize: 150, country: 'JP', questions: [{ type: 'ranked' }], targetingCount: 3 });
    // 70 cents × 150 × 1.30 × 1.30 = $177.45 = 88.725 credits → 88.73 credits (half up) = $177.46
    expect(q.amountUsd).toBe(177.46);
    expect(q.credits).toBe(88.73);
    expect(q.breakdown).toMatchObject({ targetingSurchargePercent: 30, countryMultiplierPercent: 130 });
  });

  it('IN is cheaper (×0.6); enterprise 20% then API 5%', () => {
    const q = quote({ sampleSize: 500, country: 'IN', questions: [{ type: 'single_select' }], plan: 'enterprise', channel: 'api' });
    expect(q.subtotalUsd).toBe(150);
    expect(q.discounts.map((d) => d.amountUsd)).toEqual([30, 6]);
    expect(q.amountUsd).toBe(114);
    expect(q.credits).toBe(57);
  });

  it('screen_recording is dearer and needs the growth plan on payg', () => {
    const q = quote({ sampleSize: 50, questions: [{ type: 'screen_recording' }, { type: 'single_select' }] });
    expect(q.amountUsd).toBe(212.5); // (400 + 25) cents × 50
    expect(q.credits).toBe(106.25);
    expect(q.planRequired).toBe('growth');
    expect(quote({ sampleSize: 50, questions: [{ type: 'screen_recording' }], plan: 'growth' }).planRequired).toBeNull();
  });

  it('planRequired follows the sample size limits of each plan', () => {
    expect(quote({ sampleSize: 1000 }).planRequired).toBeNull();
    expect(quote({ sampleSize: 1001 }).planRequired).toBe('growth');
    expect(quote({ sampleSize: 3000 }).planRequired).toBe('enterprise');
    expect(quote({ sampleSize: 3000, plan: 'growth' }).planRequired).toBe('enterprise');
    expect(quote({ sampleSize: 5000, plan: 'enterprise' }).planRequired).toBeNull();
  });

  it('stacks plan, country, API in that order, each on what the previous left, rounded per line', () => {
    const q = quote({ country: 'CA', questions: [{ type: 'single_select' }], plan: 'growth', channel: 'api' });
    expect(q.subtotalUsd).toBe(50);
    expect(q.discounts.map((d) => [d.kind, d.code, d.percentOff, d.amountUsd, d.credits])).toEqual([
      ['plan', 'plan_growth', 10, 5, 2.5],
      ['country', 'country_ca_launch', 15, 6.76, 3.38], // 15% of 22.50 credits = 3.375 → 3.38
      ['api', 'api', 5, 1.92, 0.96], // 5% of 19.12 credits = 0.956 → 0.96
    ]);
    expect(q.amountUsd).toBe(36.32);
    expect(q.credits).toBe(18.16);
  });

  it('charges the $10.00 minimum as the subtotal; discounts still apply to it', () => {
    const q = quote({ sampleSize: 10, questions: [{ type: 'single_select' }] });
    expect(q.amountUsd).toBe(10);
    expect(q.credits).toBe(5);
    expect(q.breakdown.minimumApplied).toBe(true);
    const api = quote({ sampleSize: 10, questions: [{ type: 'single_select' }], channel: 'api' });
    expect(api.subtotalUsd).toBe(10);
    expect(api.amountUsd).toBe(9.5);
  });

  it('caps the targeting surcharge at 50%', () => {
    expect(quote({ targetingCount: 5 }).breakdown.targetingSurchargePercent).toBe(50);
    expect(quote({ targetingCount: 9 }).amountUsd).toBe(90);
  });

  it('credits are exactly USD / 2 and lines add up, in integer cents, over many surveys', () => {
    const types = ['single_select', 'multi_select', 'likert', 'rating', 'head_to_head', 'ranked', 'open_ended', 'price_sensitivity', 'click_test', 'screen_recording'];
    const countries = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'JP', 'IN'];
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 500; i++) {
      const q = quote({
        sampleSize: 10 + rnd(4991),
        country: countries[rnd(countries.length)],
        questions: Array.from({ length: 1 + rnd(10) }, () => ({ type: types[rnd(types.length)] })),
        targetingCount: rnd(8),
        plan: (['payg', 'growth', 'enterprise'] as const)[rnd(3)],
        channel: rnd(2) ? 'api' : 'app',
      });
      for (const [usd, credits] of [[q.amountUsd, q.credits], [q.subtotalUsd, q.subtotalCredits], ...q.discounts.map((d) => [d.amountUsd, d.credits])]) {
        expect(cents(usd)).toBe(2 * cents(credits));
        expect(usd).toBe(cents(usd) / 100);
        expect(credits).toBe(cents(credits) / 100);
      }
      expect(cents(q.subtotalUsd) - q.discounts.reduce((s, d) => s + cents(d.amountUsd), 0)).toBe(cents(q.amountUsd));
      expect(q.breakdown.amountUsdCents).toBe(cents(q.amountUsd));
    }
  });

  it.each([
    [{ sampleSize: 9 }, 'sample_size_out_of_range', 'sampleSize'],
    [{ sampleSize: 5001 }, 'sample_size_out_of_range', 'sampleSize'],
    [{ sampleSize: 100.5 }, 'sample_size_out_of_range', 'sampleSize'],
    [{ country: 'BR' }, 'unknown_country', 'country'],
    [{ country: 'us' }, 'unknown_country', 'country'],
    [{ questions: [] }, 'no_questions', 'questions'],
    [{ questions: [{ type: 'rating' }, { type: 'essay' }] }, 'unknown_question_type', 'questions[1].type'],
    [{ targetingCount: -1 }, 'invalid_targeting_count', 'targeting'],
  ] as const)('refuses %o with %s, and assertPriceable (the check before every write) refuses it alike', (over, code, param) => {
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
    };
    for (const err of [thrown(() => quote(over)), thrown(() => assertPriceable({ ...base, ...over }))]) {
      expect(err).toBeInstanceOf(PricingError);
      expect(err).toMatchObject({ kind: 'invalid', code, details: { param } });
    }
    expect(() => assertPriceable(base)).not.toThrow();
  });

  it('names the allowed values in the message', () => {
    expect(() => quote({ sampleSize: 1 })).toThrow('Sample size must be a whole number from 10 to 5000.');
    expect(() => quote({ country: 'BR' })).toThrow(/one of US, GB, CA, AU, DE, FR, ES, IT, JP, IN/);
  });
});

describe('quotesEqual', () => {
  it('compares price only, not the time of quoting', () => {
    const a = quoteSurvey(base, new Date('2025-01-01T00:00:00Z'));
    const b = quoteSurvey(base, new Date('2025-06-01T00:00:00Z'));
    expect(quotesEqual(a, b)).toBe(true);
    expect(quotesEqual(a, quoteSurvey({ ...base, sampleSize: 101 }))).toBe(false);
    expect(quotesEqual(a, { amountUsd: 60, credits: 30.01 })).toBe(false);
  });
});
