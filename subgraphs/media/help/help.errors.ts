import { DomainError, type ErrorKind } from '../../../platform/errors';

export type HelpErrorCode = 'invalid_query' | 'invalid_page' | 'invalid_locale' | 'invalid_type' | 'invalid_article' | 'index_unavailable';

const KIND: Record<HelpErrorCode, ErrorKind> = {
  invalid_query: 'invalid',
  invalid_page: 'invalid',
  invalid_locale: 'invalid',
  invalid_type: 'invalid',
  // A bad article file is a defect of the release, found at indexing (boot), never a caller's mistake.
  invalid_article: 'internal',
  index_unavailable: 'unavailable',
};

/** The help domain's one error type. */
export class HelpError extends DomainError {
  constructor(code: HelpErrorCode, message: string, param?: string) {
    super('Help', KIND[code], code, message, { param });
  }
}
