import { DomainError, type ErrorDetails, type ErrorKind } from '../../../../platform/errors';

export type TagsErrorCode = 'tag_not_found' | 'tag_unknown' | 'tag_invalid' | 'tag_name_taken' | 'page_invalid';

const KIND: Record<TagsErrorCode, ErrorKind> = {
  tag_not_found: 'not_found',
  // A tag named inside another request (a survey's tags, a filter): a bad parameter.
  tag_unknown: 'invalid',
  tag_invalid: 'invalid',
  tag_name_taken: 'conflict',
  page_invalid: 'invalid',
};

export class TagsError extends DomainError {
  constructor(code: TagsErrorCode, message: string, details: ErrorDetails = {}) {
    super('Tags', KIND[code], code, message, details);
  }
}
