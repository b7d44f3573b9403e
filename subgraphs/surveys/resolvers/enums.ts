import { domainEnum } from '../../../platform/graphql/domain-enum';
import { SURVEY_STATUSES } from '../entities/survey.entity';
import { COMPLETION_STATUSES } from '../pricing/completion-estimate';
import { FOLLOWUP_STATUSES } from '../responses/entities/followup.entity';
import { RESPONSE_STATUS_FILTERS, RESPONSE_STATUSES } from '../responses/responses.service';

/** The surveys subgraph's status enums, over the domain's own lists. */
export const SurveyStatusValue = domainEnum('SurveyStatus', SURVEY_STATUSES, 'Where a survey is in its life: a draft, collecting, done, or archived.');
export const CompletionStatusValue = domainEnum('CompletionStatus', COMPLETION_STATUSES, 'How reachable the targeted respondents are.');
export const ResponseStatusValue = domainEnum('ResponseStatus', RESPONSE_STATUSES, 'Rejected: its respondent was flagged not_helpful or failed a quality check.');
export const ResponseStatusFilterValue = domainEnum('ResponseStatusFilter', RESPONSE_STATUS_FILTERS, 'Which responses a list shows: valid ones, rejected ones, or all.');
export const FollowupStatusValue = domainEnum('FollowupStatus', FOLLOWUP_STATUSES);
