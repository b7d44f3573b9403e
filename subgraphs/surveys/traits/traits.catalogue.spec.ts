import { describe, expect, it } from 'vitest';
import { loadCatalogue, parseCatalogue, slugify } from './traits.catalogue';

const file = (country: string, targeting: [string, string][], reporting: [string, string][] = [['Gender', 'gender']]) => ({
  country,
  countryName: country,
  targeting: targeting.map(([trait_name, permalink]) => ({ trait_name, permalink })),
  reporting: reporting.map(([trait_name, permalink]) => ({ trait_name, permalink })),
});

describe('trait catalogue', () => {
  it('loads and validates the shipped data files', () => {
    expect([...loadCatalogue().keys()].sort()).toEqual(['AU', 'CA', 'DE', 'ES', 'FR', 'GB', 'IN', 'IT', 'JP', 'US']);
  });

  it('slugs names into permalink parts', () => {
    expect(slugify("Bachelor's degree")).toBe('bachelors-degree');
    expect(slugify('Île-de-France')).toBe('ile-de-france');
    expect(slugify('Baden-Württemberg')).toBe('baden-wurttemberg');
    expect(slugify('Household income')).toBe('household-income');
  });

  it('accepts a well-formed country', () => {
    const c = parseCatalogue({
      'xx.json': file('XX', [
        ['Gender: Female', 'gender-female'],
        ['Region: North', 'region-xx-north'],
      ]),
    });
    expect(c.get('XX')!.targeting[1]).toEqual({ traitName: 'Region: North', permalink: 'region-xx-north', category: 'Region', kind: 'targeting', country: 'XX' });
    expect(c.get('XX')!.reporting).toEqual([{ traitName: 'Gender', permalink: 'gender', category: 'Gender', kind: 'reporting', country: 'XX' }]);
  });

  it.each([
    [
      'a duplicate permalink',
      file('XX', [
        ['Gender: Female', 'gender-female'],
        ['Gender: Woman', 'gender-female'],
      ]),
      'duplicate permalink gender-female',
    ],
    [
      'a duplicate name',
      file('XX', [
        ['Gender: Female', 'gender-female'],
        ['Gender: Female', 'gender-woman'],
      ]),
      'duplicate trait_name',
    ],
    ['a name without category', file('XX', [['Female', 'gender-female']]), 'no "Category: value" form'],
    ['a permalink outside its category', file('XX', [['Gender: Female', 'female']]), 'must start with gender-'],
    [
      'a region without the country',
      file('XX', [
        ['Gender: Male', 'gender-male'],
        ['Region: North', 'region-north'],
      ]),
      'must start with region-xx-',
    ],
    ['an upper-case permalink', file('XX', [['Gender: Female', 'Gender-Female']]), 'not a lower-case slug'],
    ['a reporting permalink that is not its slug', file('XX', [['Gender: Female', 'gender-female']], [['Gender', 'sex']]), 'must be gender'],
    ['a reporting category without targeting traits', file('XX', [['Gender: Female', 'gender-female']], [['Age', 'age']]), 'no targeting traits in category Age'],
    ['an unknown field', { ...file('XX', [['Gender: Female', 'gender-female']]), currency: 'EUR' }, 'Unrecognized key'],
  ])('refuses %s', (_what, data, message) => {
    expect(() => parseCatalogue({ 'xx.json': data })).toThrow(message);
  });

  it('refuses a file named after another country', () => {
    expect(() => parseCatalogue({ 'yy.json': file('XX', [['Gender: Female', 'gender-female']]) })).toThrow('name it xx.json');
  });

  it('refuses a shared permalink that names different traits in different countries', () => {
    const files = {
      'xx.json': file('XX', [['Gender: Female', 'gender-female']]),
      'yy.json': file('YY', [['Gender: Woman', 'gender-female']]),
    };
    expect(() => parseCatalogue(files)).toThrow('gender-female is "Gender: Woman" here but "Gender: Female" in XX');
  });
});
