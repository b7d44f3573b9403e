import { DomainError, type ErrorKind } from '../../../platform/errors';

/** Inputs the price table cannot quote; each names the offending field in `param`. */
export type PricingErrorCode = 'sample_size_out_of_range' | 'unknown_country' | 'unknown_question_type' | 'no_questions' | 'invalid_targeting_count';

const KIND: Record<PricingErrorCode, ErrorKind> = {
  sample_size_out_of_range: 'invalid',
  unknown_country: 'invalid',
  unknown_question_type: 'invalid',
  no_questions: 'invalid',
  invalid_targeting_count: 'invalid',
};

export class PricingError extends DomainError {
  constructor(code: PricingErrorCode, message: string, param: string) {
    super('Pricing', KIND[code], code, message, { param });
  }
}
