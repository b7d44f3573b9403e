import { describe, expect, it } from 'vitest';
import { TraitsError } from './traits.errors';
import { DEFAULT_TRAIT_COUNTRY, findUnknownTraits, listTraits, normalizeCountry, supportedCountries } from './traits.service';

const COUNTRIES = ['AU', 'CA', 'DE', 'ES', 'FR', 'GB', 'IN', 'IT', 'JP', 'US'];

describe('traits service', () => {
  it('lists the supported countries, sorted', () => {
    expect(supportedCountries()).toEqual(COUNTRIES);
    expect(DEFAULT_TRAIT_COUNTRY).toBe('US');
  });

  it.each(COUNTRIES)('%s has targeting and reporting traits with category-prefixed names', (cc) => {
    const targeting = listTraits(cc, 'targeting');
    expect(targeting.length).toBeGreaterThanOrEqual(25);
    expect(targeting.length).toBeLessThanOrEqual(100);
    for (const t of targeting) {
      expect(t.traitName).toBe(`${t.category}: ${t.traitName.slice(t.category.length + 2)}`);
      expect(t).toMatchObject({ kind: 'targeting', country: cc });
    }
    const reporting = listTraits(cc, 'reporting');
    expect(reporting.map((t) => t.permalink)).toEqual(expect.arrayContaining(['gender', 'age', 'region', 'household-income']));
    expect(reporting.every((t) => t.traitName === t.category && t.kind === 'reporting')).toBe(true);
  });

  it('uses the same permalink for a shared concept and the country in country-specific ones', () => {
    for (const cc of COUNTRIES) {
      const byPermalink = new Map(listTraits(cc, 'targeting').map((t) => [t.permalink, t.traitName]));
      expect(byPermalink.get('gender-female')).toBe('Gender: Female');
      expect(byPermalink.get('age-25-34')).toBe('Age: 25-34');
      expect(byPermalink.get('education-bachelors-degree')).toBe("Education: Bachelor's degree");
      for (const t of listTraits(cc, 'targeting').filter((x) => x.category === 'Region' || x.category === 'Household income')) {
        expect(t.permalink.startsWith(`${t.category === 'Region' ? 'region' : 'household-income'}-${cc.toLowerCase()}-`)).toBe(true);
      }
    }
    expect(listTraits('US', 'targeting')).toContainEqual({
      traitName: 'Region: California',
      permalink: 'region-us-california',
      category: 'Region',
      kind: 'targeting',
      country: 'US',
    });
    expect(listTraits('DE', 'targeting').map((t) => t.permalink)).toContain('region-de-bavaria');
    expect(listTraits('GB', 'targeting').map((t) => t.traitName)).toContain('Household income: £30,000-£44,999');
  });

  it('defaults to US and matches country codes case-insensitively', () => {
    expect(listTraits(undefined, 'targeting')).toBe(listTraits('US', 'targeting'));
    expect(listTraits(null, 'reporting')).toBe(listTraits('US', 'reporting'));
    expect(listTraits('jp', 'targeting')).toBe(listTraits('JP', 'targeting'));
    expect(normalizeCountry(' gb ')).toBe('GB');
  });

  it('refuses an unsupported country with country_unsupported on param country', () => {
    const err = (() => {
      try {
        listTraits('ZZ', 'targeting');
      } catch (e) {
        return e;
      }
    })() as TraitsError;
    expect(err).toBeInstanceOf(TraitsError);
    expect([err.kind, err.code, err.details.param]).toEqual(['invalid', 'country_unsupported', 'country']);
    expect(err.details.extra).toEqual({ supportedCountries: COUNTRIES });
    expect(err.message).toContain('"ZZ"');
    expect(() => findUnknownTraits('', 'targeting', [])).toThrow(TraitsError);
  });

  it('refuses a kind outside targeting and reporting', () => {
    expect(() => listTraits('US', 'both' as never)).toThrow(expect.objectContaining({ code: 'kind_invalid' }));
  });

  it('finds unknown permalinks per country and kind, each once, in the order given', () => {
    expect(findUnknownTraits('US', 'targeting', ['gender-female', 'region-us-texas'])).toEqual([]);
    expect(findUnknownTraits('us', 'targeting', [])).toEqual([]);
    // A Bavarian region is not a US trait; a reporting category is not a targeting trait.
    expect(findUnknownTraits('US', 'targeting', ['region-de-bavaria', 'gender', 'gender-male', 'region-de-bavaria'])).toEqual(['region-de-bavaria', 'gender']);
    expect(findUnknownTraits('DE', 'reporting', ['gender', 'region', 'gender-female'])).toEqual(['gender-female']);
  });
});
