import { DomainError, type ErrorKind } from '../../platform/errors';

export type SurveysErrorCode =
  | 'survey_not_found'
  | 'team_required'
  | 'invalid_question'
  | 'reasoning_question_not_allowed'
  | 'trait_unavailable'
  | 'external_id_invalid'
  | 'external_id_locked'
  | 'survey_not_editable'
  | 'mini_poll_with_external_id'
  | 'invalid_cursor'
  | 'survey_already_published'
  | 'quote_required'
  | 'quote_changed';

const KIND: Record<SurveysErrorCode, ErrorKind> = {
  survey_not_found: 'not_found',
  team_required: 'forbidden',
  invalid_question: 'invalid',
  reasoning_question_not_allowed: 'invalid',
  trait_unavailable: 'unprocessable',
  external_id_invalid: 'invalid',
  external_id_locked: 'conflict',
  survey_not_editable: 'conflict',
  mini_poll_with_external_id: 'invalid',
  invalid_cursor: 'invalid',
  survey_already_published: 'conflict',
  quote_required: 'conflict',
  quote_changed: 'conflict',
};

export class SurveysError extends DomainError {
  constructor(code: SurveysErrorCode, message: string, param?: string, extra?: Record<string, unknown>) {
    super('Surveys', KIND[code], code, message, { param, extra });
  }
}
