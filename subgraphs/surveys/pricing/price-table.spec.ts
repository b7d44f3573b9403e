import { describe, expect, it } from 'vitest';
import raw from './price-table.json';
import { QUESTION_TYPES } from '../answers/question-rules';
import { PLANS, PRICE_TABLE, PriceTableError, parsePriceTable } from './price-table';

const clone = () => structuredClone(raw) as any;

describe('price table', () => {
  it('parses the data file and freezes it', () => {
    expect(parsePriceTable(raw)).toEqual(raw);
    expect(Object.isFrozen(PRICE_TABLE.countries.US)).toBe(true);
  });

  it('prices every question type a survey can have, and the ten countries', () => {
    expect(Object.keys(PRICE_TABLE.questionTypes).sort()).toEqual([...QUESTION_TYPES].sort());
    expect(Object.keys(PRICE_TABLE.countries)).toEqual(['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'JP', 'IN']);
    expect(Object.keys(PRICE_TABLE.plans)).toEqual([...PLANS]);
  });

  it('fails fast, naming every bad field', () => {
    const t = clone();
    t.questionTypes.rating.usdCentsPerRespondent = 0.5;
    t.countries.jp = t.countries.JP;
    t.plans.payg.questionTypes = ['rating', 'essay'];
    t.minimumUsdCents = 999;
    t.extra = true;
    const err = (() => {
      try {
        parsePriceTable(t);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err).toBeInstanceOf(PriceTableError);
    expect(err?.message).toMatch(/questionTypes\.rating\.usdCentsPerRespondent/);
    expect(err?.message).toMatch(/countries\.jp/);
    expect(err?.message).toMatch(/minimumUsdCents/);
    expect(err?.message).toMatch(/extra/);
  });

  it('checks cross-references once the shape is right', () => {
    const t = clone();
    t.plans.payg.questionTypes = ['rating', 'essay'];
    t.countryDiscounts.BR = { code: 'country_br', description: 'Brazil', percentOff: 5 };
    t.plans.enterprise.maxSampleSize = 4000;
    t.completion.buckets[2].maxMinutes = 100;
    expect(() => parsePriceTable(t)).toThrow(
      /plans\.payg\.questionTypes\.1: unknown question type essay[\s\S]*plans\.enterprise: the top plan[\s\S]*countryDiscounts\.BR[\s\S]*completion\.buckets\.2/,
    );
  });

  it('refuses a credit value other than the spec’s 2 USD', () => {
    expect(() => parsePriceTable({ ...clone(), usdCentsPerCredit: 100 })).toThrow(/usdCentsPerCredit/);
  });
});
