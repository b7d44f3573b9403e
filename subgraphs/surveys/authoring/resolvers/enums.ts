import { domainEnum } from '../../../../platform/graphql/domain-enum';
import { SURVEY_STATUSES } from '../../entities/survey.entity';
import { COMPLETION_STATUSES } from '../../pricing/completion-estimate';

/** The surveys subgraph's status enums of a survey, over the domain's own lists (fieldwork's are in fieldwork/responses/resolvers/enums.ts). */
export const SurveyStatusValue = domainEnum('SurveyStatus', SURVEY_STATUSES, 'Where a survey is in its life: a draft, collecting, done, or archived.');
export const CompletionStatusValue = domainEnum('CompletionStatus', COMPLETION_STATUSES, 'How reachable the targeted respondents are.');
