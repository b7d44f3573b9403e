import { describe, expect, it } from 'vitest';
import { normalizeQuestions } from '../../answers';
import { TemplateViolationError, TemplatesError, type TemplateViolation } from './templates.errors';
import { applyTemplate, findTemplate, getTemplate, listTemplates, type TemplateRequest } from './templates.service';

const NAME_TEST = 'cmb_fn64mwtre9gbl5phri287ig0';
const PACKAGING = 'cmb_4ce6608ag6rbhgtj49pk01k1';
const CLICK_TEST = 'cmb_7tlfb0otv5br7rxc14sa5m6g';
const PRICE_CHECK = 'cmb_e45xtrq71okv1srog01ekwaf';
const BRAND = 'cmb_ww9lgq80ae9r4ot4hq0k0fe5';
const img = (n: number) => `https://cdn.example.com/${n}.png`;

const byName = (name: string) => listTemplates().find((t) => t.name === name)!;
const nameTest = () => getTemplate(NAME_TEST);
const validNameTest: TemplateRequest = { blanks: { product_description: 'an oat-milk latte' }, options: [{ label: 'Nova' }, { label: 'Orbit' }] };

/** The violations applyTemplate throws, or fails the test. */
function violationsOf(id: string, request: TemplateRequest): TemplateViolation[] {
  try {
    applyTemplate(getTemplate(id), request);
  } catch (e) {
    expect(e).toBeInstanceOf(TemplateViolationError);
    const err = e as TemplateViolationError;
    expect(err.kind).toBe('unprocessable');
    expect(err.code).toBe('template_limits_violated');
    expect(err.details.param).toBe(err.violations[0].param);
    expect(err.details.extra).toEqual({ violations: err.violations, blanks: err.blanks });
    return err.violations;
  }
  throw new Error('applyTemplate accepted the request');
}

describe('template catalogue', () => {
  it('has the templates with stable cmb_ ids and unique names', () => {
    const all = listTemplates();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.every((t) => /^cmb_[a-z0-9]{24}$/.test(t.id))).toBe(true);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.name)).size).toBe(all.length);
    expect(byName('Name test').id).toBe(NAME_TEST);
    expect(byName('Brand perception').question.likertScale).toBe('agreement5');
  });

  it('finds a template by id; getTemplate refuses an unknown id with template_not_found on template.id', () => {
    expect(findTemplate(NAME_TEST)?.name).toBe('Name test');
    expect(findTemplate('cmb_000000000000000000000000')).toBeNull();
    expect(() => getTemplate('cmb_000000000000000000000000')).toThrowError(TemplatesError);
    try {
      getTemplate('cmb_000000000000000000000000');
    } catch (e) {
      const err = e as TemplatesError;
      expect([err.kind, err.code, err.details.param]).toEqual(['invalid', 'template_not_found', 'template.id']);
    }
  });

  it('every template expands, with valid blanks and options, into a question question-rules accepts', () => {
    const sample = {
      text: { label: 'Sample' },
      image: { mediaUrl: img(1) },
      imageSet: { imageSet: [img(1), img(2)] },
      mockup: { mockup: { image: img(1) } },
      product: { product: { asin: 'B000000001' } },
    };
    for (const t of listTemplates()) {
      const blanks = Object.fromEntries(t.blanks.map((b) => [b.name, b.format === 'https_url' ? img(9) : 'Acme']));
      const options = t.constraints.optionTypes.length ? Array.from({ length: t.constraints.optionCount.max }, () => sample[t.constraints.optionTypes[0]]) : [];
      const applied = applyTemplate(t, { blanks, options });
      expect(() => normalizeQuestions(applied.questions), t.name).not.toThrow();
      expect(applied.sampleSize).toBe(Number(t.constraints.defaultSampleSize));
      expect(applied.country).toBe(t.constraints.defaultCountry);
    }
  });
});

describe('applyTemplate', () => {
  it('expands blanks into the prompt and returns questions that pass normalizeQuestions', () => {
    const applied = applyTemplate(nameTest(), { ...validNameTest, sampleSize: '200', country: 'gb' });
    expect(applied).toEqual({
      questions: [
        {
          type: 'head_to_head',
          variant: null,
          prompt: 'Which name would you prefer for this product: an oat-milk latte?',
          context: null,
          likertScale: null,
          options: [{ label: 'Nova' }, { label: 'Orbit' }],
        },
      ],
      sampleSize: 200,
      country: 'GB',
    });
    const [q] = normalizeQuestions(applied.questions);
    expect(q.options.map((o) => [o.kind, o.label])).toEqual([
      ['text', 'Nova'],
      ['text', 'Orbit'],
    ]);
  });

  it('uses the template defaults for sample size and country, and accepts a numeric sample size', () => {
    expect(applyTemplate(nameTest(), validNameTest)).toMatchObject({ sampleSize: 100, country: 'US' });
    expect(applyTemplate(nameTest(), { ...validNameTest, sampleSize: 400 })).toMatchObject({ sampleSize: 400 });
  });

  it('fills blanks in the context too: a URL blank becomes the click test image; a text blank is trimmed', () => {
    const applied = applyTemplate(getTemplate(CLICK_TEST), { blanks: { task: '  start a free trial ', page_screenshot_url: img(3) } });
    expect(applied.questions[0]).toMatchObject({
      type: 'click_test',
      prompt: 'You want to start a free trial. Where on this page would you click first?',
      context: { type: 'image', value: null, mediaUrl: img(3) },
      options: [],
    });
    const price = applyTemplate(getTemplate(PRICE_CHECK), { blanks: { product_name: 'Nova', product_description: 'A protein bar.' } });
    expect(price.questions[0].context).toEqual({ type: 'text', value: 'Nova: A protein bar.', mediaUrl: null });
    expect(() => normalizeQuestions([...applied.questions, ...price.questions])).not.toThrow();
  });

  it('keeps the likert scale and accepts statements as text options', () => {
    const applied = applyTemplate(getTemplate(BRAND), {
      blanks: { brand_name: 'Acme' },
      options: [{ label: 'It is modern' }, { label: 'It is good value' }, { label: 'I trust it' }],
    });
    expect(normalizeQuestions(applied.questions)[0]).toMatchObject({ type: 'likert', likertScale: 'agreement5', prompt: 'How much do you agree with each statement about Acme?' });
  });

  it('blank_missing: an absent or blank value, with the placeholder as allowed', () => {
    for (const blanks of [undefined, {}, { product_description: '   ' }] as (Record<string, string> | undefined)[]) {
      expect(violationsOf(NAME_TEST, { ...validNameTest, blanks })).toEqual([
        {
          code: 'blank_missing',
          param: 'template.blanks.product_description',
          message: 'Fill the blank "product_description" (A plant-based protein bar for runners).',
          allowed: 'A plant-based protein bar for runners',
          received: blanks?.product_description ?? null,
        },
      ]);
    }
  });

  it('blank_unknown: a name the template does not have, with its blank names as allowed', () => {
    expect(violationsOf(NAME_TEST, { ...validNameTest, blanks: { ...validNameTest.blanks, brand: 'Acme' } })).toEqual([
      {
        code: 'blank_unknown',
        param: 'template.blanks.brand',
        message: 'This template has no blank "brand"; its blanks are product_description.',
        allowed: ['product_description'],
        received: 'brand',
      },
    ]);
  });

  it('blank_invalid: a URL blank that is not https, a text blank over 200 characters', () => {
    expect(violationsOf(CLICK_TEST, { blanks: { task: 'x'.repeat(201), page_screenshot_url: 'http://example.com/a.png' } })).toEqual([
      expect.objectContaining({ code: 'blank_invalid', param: 'template.blanks.task', allowed: '1 to 200 characters' }),
      expect.objectContaining({ code: 'blank_invalid', param: 'template.blanks.page_screenshot_url', allowed: 'https URL', received: 'http://example.com/a.png' }),
    ]);
  });

  it('option_count: too few, too many, or any for a template without options', () => {
    expect(violationsOf(PACKAGING, { blanks: { product_name: 'Nova' }, options: [{ mediaUrl: img(1) }, { mediaUrl: img(2) }] })).toEqual([
      {
        code: 'option_count',
        param: 'template.options',
        message: 'This template takes 3 to 6 options; got 2.',
        allowed: { min: 3, max: 6 },
        received: 2,
      },
    ]);
    expect(violationsOf(NAME_TEST, { ...validNameTest, options: [{ label: 'a' }, { label: 'b' }, { label: 'c' }] })).toEqual([
      expect.objectContaining({ code: 'option_count', message: 'This template takes exactly 2 options; got 3.', allowed: { min: 2, max: 2 }, received: 3 }),
    ]);
    // Options sent to a template that takes none: one violation, not one more per option.
    expect(violationsOf(PRICE_CHECK, { blanks: { product_name: 'Nova', product_description: 'Bar' }, options: [{ label: 'a' }, { label: 'b' }] })).toEqual([
      {
        code: 'option_count',
        param: 'template.options',
        message: 'This template takes no options; got 2.',
        allowed: { min: 0, max: 0 },
        received: 2,
      },
    ]);
  });

  it('option_type: an option kind outside optionTypes, with the list as allowed and the kind received', () => {
    expect(violationsOf(NAME_TEST, { ...validNameTest, options: [{ label: 'Nova' }, { mediaUrl: img(1) }] })).toEqual([
      {
        code: 'option_type',
        param: 'template.options[1]',
        message: 'Option 1 has kind image; this template takes text options.',
        allowed: ['text'],
        received: 'image',
      },
    ]);
    expect(violationsOf(PACKAGING, { blanks: { product_name: 'Nova' }, options: [{ mediaUrl: img(1) }, { product: { asin: 'B000000001' } }, { label: 'c' }] })).toEqual([
      expect.objectContaining({ code: 'option_type', param: 'template.options[1]', allowed: ['image', 'mockup'], received: 'product' }),
      expect.objectContaining({ code: 'option_type', param: 'template.options[2]', allowed: ['image', 'mockup'], received: 'text' }),
    ]);
  });

  it('option_invalid: an allowed kind without its content', () => {
    expect(violationsOf(NAME_TEST, { ...validNameTest, options: [{ label: 'Nova' }, { label: '  ' }] })).toEqual([
      expect.objectContaining({ code: 'option_invalid', param: 'template.options[1]', message: 'Option 1: a text option needs a value.' }),
    ]);
  });

  it('sample_size: a size the template does not offer, as a string or a number', () => {
    for (const sampleSize of ['150', 150, 'lots']) {
      expect(violationsOf(NAME_TEST, { ...validNameTest, sampleSize })).toEqual([
        {
          code: 'sample_size',
          param: 'sampleSize',
          message: `Sample size ${sampleSize} is not offered by this template; choose one of 50, 100, 200, 400.`,
          allowed: ['50', '100', '200', '400'],
          received: sampleSize,
        },
      ]);
    }
  });

  it('country: a country the template does not offer, matched case-insensitively', () => {
    expect(violationsOf(NAME_TEST, { ...validNameTest, country: 'jp' })).toEqual([
      {
        code: 'country',
        param: 'country',
        message: 'Country "jp" is not offered by this template; choose one of US, GB, CA, AU.',
        allowed: ['US', 'GB', 'CA', 'AU'],
        received: 'jp',
      },
    ]);
  });

  it('lists every violation together, in request order, with the template blanks; param is the first', () => {
    let err: TemplateViolationError | undefined;
    try {
      applyTemplate(nameTest(), { blanks: { slogan: 'x' }, options: [{ mediaUrl: img(1) }], sampleSize: '150', country: 'JP' });
    } catch (e) {
      err = e as TemplateViolationError;
    }
    expect(err).toBeInstanceOf(TemplateViolationError);
    expect(err!.violations.map((v) => [v.code, v.param])).toEqual([
      ['blank_missing', 'template.blanks.product_description'],
      ['blank_unknown', 'template.blanks.slogan'],
      ['option_count', 'template.options'],
      ['option_type', 'template.options[0]'],
      ['sample_size', 'sampleSize'],
      ['country', 'country'],
    ]);
    expect(err!.details.param).toBe('template.blanks.product_description');
    expect(err!.blanks).toEqual([{ name: 'product_description', placeholder: 'A plant-based protein bar for runners' }]);
    expect(err!.message).toMatch(/^The request is outside the limits of template "Name test" \(6 violations\): Fill the blank/);
  });
});
