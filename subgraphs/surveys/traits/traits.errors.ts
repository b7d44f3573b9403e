import { DomainError, type ErrorDetails, type ErrorKind } from '../../../platform/errors';

export type TraitsErrorCode = 'country_unsupported' | 'kind_invalid';

const KIND: Record<TraitsErrorCode, ErrorKind> = {
  country_unsupported: 'invalid',
  kind_invalid: 'invalid',
};

export class TraitsError extends DomainError {
  constructor(code: TraitsErrorCode, message: string, details: ErrorDetails = {}) {
    super('Traits', KIND[code], code, message, details);
  }
}
