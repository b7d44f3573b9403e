import { domainEnum } from '../../../../../platform/graphql/domain-enum';
import { FOLLOWUP_STATUSES } from '../entities/followup.entity';
import { RESPONSE_STATUS_FILTERS, RESPONSE_STATUSES } from '../responses.service';

/** The surveys subgraph's status enums of responses and follow-ups, over the domain's own lists. */
export const ResponseStatusValue = domainEnum('ResponseStatus', RESPONSE_STATUSES, 'Rejected: its respondent was flagged not_helpful or failed a quality check.');
export const ResponseStatusFilterValue = domainEnum('ResponseStatusFilter', RESPONSE_STATUS_FILTERS, 'Which responses a list shows: valid ones, rejected ones, or all.');
export const FollowupStatusValue = domainEnum('FollowupStatus', FOLLOWUP_STATUSES);
