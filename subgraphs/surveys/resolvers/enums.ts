import { registerEnumType } from 'type-graphql';
import { SURVEY_STATUSES } from '../entities/survey.entity';
import type { CompletionStatus } from '../pricing/completion-estimate';
import { FOLLOWUP_STATUSES } from '../responses/entities/followup.entity';
import type { ResponseStatusFilter } from '../responses/responses.service';

/**
 * The surveys subgraph's status enums. GraphQL names are upper snake case; each value is the
 * domain string resolvers return and receive, so the services keep their own vocabulary
 * (and the REST facade maps back to it: rest-facade/graph-enums.ts).
 */
export enum SurveyStatusValue {
  UNPUBLISHED = 'unpublished',
  IN_PROGRESS = 'in-progress',
  COMPLETED = 'completed',
  ARCHIVED = 'archived',
}
registerEnumType(SurveyStatusValue, { name: 'SurveyStatus', description: 'Where a survey is in its life: a draft, collecting, done, or archived.' });

export enum CompletionStatusValue {
  ON_TRACK = 'on_track',
  FEASIBLE = 'feasible',
  HARD_TO_REACH = 'hard_to_reach',
}
registerEnumType(CompletionStatusValue, { name: 'CompletionStatus', description: 'How reachable the targeted respondents are.' });

export enum ResponseStatusValue {
  VALID = 'valid',
  REJECTED = 'rejected',
}
registerEnumType(ResponseStatusValue, { name: 'ResponseStatus', description: 'Rejected: its respondent was flagged not_helpful or failed a quality check.' });

export enum ResponseStatusFilterValue {
  VALID = 'valid',
  REJECTED = 'rejected',
  ALL = 'all',
}
registerEnumType(ResponseStatusFilterValue, { name: 'ResponseStatusFilter', description: 'Which responses a list shows: valid ones, rejected ones, or all.' });

export enum FollowupStatusValue {
  PENDING = 'pending',
  ANSWERED = 'answered',
  DECLINED = 'declined',
  EXPIRED = 'expired',
}
registerEnumType(FollowupStatusValue, { name: 'FollowupStatus' });

// Keep the GraphQL enums in step with the domain lists.
const same = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
const COMPLETION_STATUSES: readonly CompletionStatus[] = ['on_track', 'feasible', 'hard_to_reach'];
const FILTERS: readonly ResponseStatusFilter[] = ['valid', 'rejected', 'all'];
if (
  !same(Object.values(SurveyStatusValue), SURVEY_STATUSES) ||
  !same(Object.values(FollowupStatusValue), FOLLOWUP_STATUSES) ||
  !same(Object.values(CompletionStatusValue), COMPLETION_STATUSES) ||
  !same(Object.values(ResponseStatusFilterValue), FILTERS)
) {
  throw new Error('a surveys status enum is out of step with its domain list');
}
