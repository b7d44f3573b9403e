import { DomainError, type ErrorDetails, type ErrorKind } from '../../../../platform/errors';
import type { TemplateBlank } from '../templates/templates.catalogue';
import type { TemplateViolation } from '../templates/templates.errors';

export type PlaybooksErrorCode = 'playbook_not_found' | 'playbook_steps_invalid' | 'template_limits_violated';

const KIND: Record<PlaybooksErrorCode, ErrorKind> = {
  playbook_not_found: 'not_found',
  playbook_steps_invalid: 'invalid',
  // The same code and kind as a single survey's template violations: clients already branch on it.
  template_limits_violated: 'unprocessable',
};

export class PlaybooksError extends DomainError {
  constructor(code: PlaybooksErrorCode, message: string, details: ErrorDetails = {}) {
    super('Playbooks', KIND[code], code, message, details);
  }
}

/** A template violation of one step of a start request; `param` names the request field (`steps[1].blanks.brand_name`). */
export interface StepViolation extends TemplateViolation {
  /** The step's position (1, 2, …). */
  step: number;
}

/**
 * 422: steps of a start request fall outside their templates' limits. Lists every violation of
 * every step, and the blanks of the steps that have one; `param` is the first violation's.
 */
export class PlaybookViolationError extends PlaybooksError {
  constructor(
    playbookName: string,
    readonly violations: StepViolation[],
    readonly blanks: (Pick<TemplateBlank, 'name' | 'placeholder'> & { step: number })[],
  ) {
    const steps = [...new Set(violations.map((v) => v.step))];
    super(
      'template_limits_violated',
      `The request is outside the template limits of ${steps.length === 1 ? 'step' : 'steps'} ${steps.join(', ')} of playbook "${playbookName}": ${violations
        .map((v) => `Step ${v.step}: ${v.message}`)
        .join(' ')}`,
      { param: violations[0]?.param, extra: { violations, blanks } },
    );
  }
}

/**
 * A domain failure while creating one step's draft, told as that step's: the message starts
 * with the step and its title, and `param` names the field of the start request it came from.
 */
export function failureAtStep(e: DomainError, index: number, title: string): DomainError {
  return new DomainError(e.domain, e.kind, e.code, `Step ${index + 1} (${title}): ${e.message}`, {
    param: stepParam(index, e.details.param),
    extra: { ...e.details.extra, step: index + 1 },
  });
}

/**
 * The start request's field for a param of the survey create path: a template field
 * (`template.blanks.x`, `template.options[1]`), the survey's `sampleSize` or `country`, or the
 * expanded question (`questions[0].options[1].value`; its prompt and context come from the blanks).
 */
export function stepParam(index: number, param: string | undefined): string {
  const at = `steps[${index}]`;
  if (!param) return at;
  if (param.startsWith('template.')) return `${at}.${param.slice('template.'.length)}`;
  if (param === 'sampleSize' || param === 'country') return `${at}.${param}`;
  const option = /^questions\[0\]\.(options.*)$/.exec(param);
  if (option) return `${at}.${option[1]}`;
  if (param.startsWith('questions')) return `${at}.blanks`;
  return at;
}
