import { DomainError, type ErrorDetails, type ErrorKind } from '../../../../platform/errors';
import type { TemplateBlank } from './templates.catalogue';

export type TemplatesErrorCode = 'template_not_found' | 'template_limits_violated';

const KIND: Record<TemplatesErrorCode, ErrorKind> = {
  // The id is a field of the create request, so an unknown one is a bad parameter, not a missing resource.
  template_not_found: 'invalid',
  template_limits_violated: 'unprocessable',
};

export class TemplatesError extends DomainError {
  constructor(code: TemplatesErrorCode, message: string, details: ErrorDetails = {}) {
    super('Templates', KIND[code], code, message, details);
  }
}

export type TemplateViolationCode = 'blank_missing' | 'blank_unknown' | 'blank_invalid' | 'option_count' | 'option_type' | 'option_invalid' | 'sample_size' | 'country';

/** One way a request falls outside a template's limits, with what was allowed and what came. */
export interface TemplateViolation {
  code: TemplateViolationCode;
  /** Request field: `template.blanks.product_name`, `template.options[1]`, `sampleSize`, `country`. */
  param: string;
  message: string;
  allowed: unknown;
  received: unknown;
}

/**
 * 422: the request is outside the template's limits (spec: POST /v1/surveys, rule 1). Lists every
 * violation, and the template's blanks so a client can fill them; `param` is the first violation's.
 */
export class TemplateViolationError extends TemplatesError {
  constructor(
    templateName: string,
    readonly violations: TemplateViolation[],
    readonly blanks: Pick<TemplateBlank, 'name' | 'placeholder'>[],
  ) {
    const n = violations.length;
    super(
      'template_limits_violated',
      `The request is outside the limits of template "${templateName}" (${n} violation${n === 1 ? '' : 's'}): ${violations.map((v) => v.message).join(' ')}`,
      { param: violations[0]?.param, extra: { violations, blanks } },
    );
  }
}
