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
  | 'quote_changed'
  | 'plan_required'
  | 'survey_not_collecting'
  | 'survey_full'
  | 'respondent_already_recorded'
  | 'invalid_response'
  | 'response_not_found'
  | 'flag_limit_reached'
  | 'followup_not_allowed'
  | 'followup_limit_reached'
  | 'followup_not_found'
  | 'followup_closed'
  | 'rating_not_found'
  | 'operator_only'
  | 'survey_not_completed'
  | 'invalid_report_language'
  | 'invalid_panel_provider'
  | 'panel_provider_not_found'
  | 'panel_provider_name_taken'
  | 'entry_link_not_found'
  | 'invalid_respondent_id'
  | 'attempt_not_found'
  | 'invalid_screener'
  | 'invalid_explanation'
  | 'preview_not_found'
  | 'share_link_not_found'
  | 'entry_signature_invalid'
  | 'provider_signing_unavailable';

const KIND: Record<SurveysErrorCode, ErrorKind> = {
  entry_link_not_found: 'not_found',
  invalid_respondent_id: 'invalid',
  attempt_not_found: 'not_found',
  invalid_screener: 'invalid',
  invalid_explanation: 'invalid',
  preview_not_found: 'not_found',
  share_link_not_found: 'not_found',
  entry_signature_invalid: 'forbidden',
  provider_signing_unavailable: 'unavailable',
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
  plan_required: 'forbidden',
  quote_required: 'conflict',
  quote_changed: 'conflict',
  survey_not_collecting: 'conflict',
  survey_full: 'conflict',
  respondent_already_recorded: 'conflict',
  invalid_response: 'invalid',
  response_not_found: 'not_found',
  flag_limit_reached: 'conflict',
  followup_not_allowed: 'conflict',
  followup_limit_reached: 'conflict',
  followup_not_found: 'not_found',
  followup_closed: 'conflict',
  rating_not_found: 'not_found',
  operator_only: 'forbidden',
  survey_not_completed: 'conflict',
  invalid_report_language: 'invalid',
  invalid_panel_provider: 'invalid',
  panel_provider_not_found: 'not_found',
  panel_provider_name_taken: 'conflict',
};

export class SurveysError extends DomainError {
  constructor(code: SurveysErrorCode, message: string, param?: string, extra?: Record<string, unknown>) {
    super('Surveys', KIND[code], code, message, { param, extra });
  }
}
