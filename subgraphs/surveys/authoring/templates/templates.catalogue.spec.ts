import { describe, expect, it } from 'vitest';
import { parseTemplates } from './templates.catalogue';
import raw from './templates.json';

type Row = (typeof raw.templates)[number] & Record<string, any>;
const base = (): Row => structuredClone(raw.templates[0]) as Row;
const second = (): Row => structuredClone(raw.templates[1]) as Row;
const parse =
  (...templates: Row[]) =>
  () =>
    parseTemplates({ templates });

describe('parseTemplates', () => {
  it('accepts the shipped catalogue', () => {
    expect(parseTemplates(raw).length).toBe(raw.templates.length);
  });

  it('refuses a duplicate id and a malformed id', () => {
    expect(parse(base(), { ...second(), id: base().id })).toThrow(/templates\.1\.id: duplicate id/);
    expect(parse({ ...base(), id: 'cmb_ABC' })).toThrow(/templates\.0\.id: not cmb_/);
  });

  it('refuses an undeclared blank reference and an unused blank', () => {
    const undeclared = base();
    undeclared.question.prompt = 'Which name fits {{brand}}?';
    expect(parse(undeclared)).toThrow(/references undeclared blank brand/);
    const unused = base();
    unused.blanks.push({ name: 'extra', placeholder: 'Extra' });
    expect(parse(unused)).toThrow(/blank extra is never referenced/);
  });

  it('refuses constraints the question type cannot honour', () => {
    const t = base();
    t.question.type = 'single_select';
    t.constraints.optionTypes = ['text', 'product'];
    t.constraints.optionCount = { min: 1, max: 3 };
    t.constraints.questionTypes = ['ranked'];
    expect(parse(t)).toThrow(
      /questionTypes: must be \["single_select"\][\s\S]*optionTypes\.1: single_select takes no product options[\s\S]*optionCount: single_select takes 2 to 10 options/,
    );
  });

  it('refuses defaults outside their lists, unpriced sample sizes and countries without traits', () => {
    const t = base();
    t.constraints.sampleSizes = ['5', '100'];
    t.constraints.defaultSampleSize = '50';
    t.constraints.countries = ['US', 'BR'];
    t.constraints.defaultCountry = 'GB';
    expect(parse(t)).toThrow(
      /sampleSizes\.0: outside 10 to 5000[\s\S]*defaultSampleSize: not one of sampleSizes[\s\S]*countries\.1: BR is not priced[\s\S]*defaultCountry: not one of countries/,
    );
  });

  it('refuses a skeleton that would not make a valid question', () => {
    const t = base();
    t.question.prompt = 'Why did you choose that name for {{product_description}}?';
    expect(parse(t)).toThrow(/does not expand into a valid question/);
  });
});
