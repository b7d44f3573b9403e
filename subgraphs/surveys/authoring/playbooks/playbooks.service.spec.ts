import { describe, expect, it } from 'vitest';
import { PlaybookViolationError, PlaybooksError, stepParam } from './playbooks.errors';
import { checkStepInputs, findPlaybook, listPlaybooks, type PlaybookStepInput } from './playbooks.service';

const NAME_A_PRODUCT = 'pbk_6r1y4ln4692fi1darenmndxw';
const img = (n: number) => `https://cdn.example.com/${n}.png`;
const valid: PlaybookStepInput[] = [
  { blanks: { product_description: 'an oat-milk latte' }, options: [{ label: 'Nova' }, { label: 'Orbit' }] },
  { blanks: { brand_name: 'Nova', brand_description: 'Oat-milk coffee' }, options: [{ mediaUrl: img(1) }, { mediaUrl: img(2) }] },
  { blanks: { product_name: 'Nova' }, options: [{ mediaUrl: img(1) }, { mediaUrl: img(2) }, { mediaUrl: img(3) }] },
];

function errorOf(steps: PlaybookStepInput[]) {
  try {
    checkStepInputs(findPlaybook(NAME_A_PRODUCT)!, steps);
  } catch (e) {
    return e as PlaybooksError;
  }
  throw new Error('checkStepInputs accepted the steps');
}

describe('playbooks', () => {
  it('are loaded at import, each found by its id', () => {
    expect(listPlaybooks().length).toBeGreaterThanOrEqual(3);
    expect(findPlaybook(NAME_A_PRODUCT)?.steps.map((s) => s.title)).toEqual(['Name shortlist', 'Logo', 'Packaging']);
    expect(findPlaybook('pbk_000000000000000000000000')).toBeNull();
  });

  it('a start takes one input per step, within each step’s template', () => {
    expect(() => checkStepInputs(findPlaybook(NAME_A_PRODUCT)!, valid)).not.toThrow();
    const e = errorOf(valid.slice(0, 2));
    expect([e.kind, e.code, e.details.param]).toEqual(['invalid', 'playbook_steps_invalid', 'steps']);
    expect(e.message).toMatch(/has 3 steps; .*\(Name shortlist, Logo, Packaging\); got 2/);
  });

  it('lists the template violations of every step at once, each with its step and the start request’s field', () => {
    const e = errorOf([valid[0], { ...valid[1], blanks: { brand_name: 'Nova' } }, { ...valid[2], options: valid[2].options!.slice(0, 2), sampleSize: 10, country: 'jp' }]);
    expect(e).toBeInstanceOf(PlaybookViolationError);
    expect([e.kind, e.code, e.details.param]).toEqual(['unprocessable', 'template_limits_violated', 'steps[1].blanks.brand_description']);
    const { violations, blanks } = e as PlaybookViolationError;
    expect(violations.map((v) => [v.step, v.code, v.param])).toEqual([
      [2, 'blank_missing', 'steps[1].blanks.brand_description'],
      [3, 'option_count', 'steps[2].options'],
      [3, 'sample_size', 'steps[2].sampleSize'],
      [3, 'country', 'steps[2].country'],
    ]);
    expect(blanks).toEqual([
      { step: 2, name: 'brand_name', placeholder: 'Your brand name' },
      { step: 2, name: 'brand_description', placeholder: 'What the brand does, in one sentence' },
      { step: 3, name: 'product_name', placeholder: 'Your product name' },
    ]);
    expect(e.message).toMatch(/steps 2, 3 of playbook "Name a product": Step 2: Fill the blank "brand_description"/);
  });

  it('names a survey-rule failure by the start request’s field', () => {
    expect(stepParam(2, 'template.blanks.product_name')).toBe('steps[2].blanks.product_name');
    expect(stepParam(0, 'template.options[1]')).toBe('steps[0].options[1]');
    expect(stepParam(1, 'questions[0].options[1].mediaUrl')).toBe('steps[1].options[1].mediaUrl');
    expect(stepParam(1, 'questions[0].prompt')).toBe('steps[1].blanks');
    expect(stepParam(1, 'country')).toBe('steps[1].country');
    expect(stepParam(1, undefined)).toBe('steps[1]');
  });
});
