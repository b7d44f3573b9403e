/**
 * The surveys domain's public entry: what other domains, the workers, the facade and the
 * composition root may use. Everything else in this folder is the domain's own.
 * (Its tables are in module.ts and its GraphQL in schema.ts, for the composition root.)
 */
export { SurveysError } from './surveys.errors';
export { SURVEY_STATUSES, type SurveyStatus } from './entities/survey.entity';
// GraphQL's status enums: names for the graph, the domain strings as values (the facade maps names back).
export { CompletionStatusValue, FollowupStatusValue, ResponseStatusFilterValue, ResponseStatusValue, SurveyStatusValue } from './resolvers/enums';
export { REJECTION_REASONS, type RejectionReason } from './responses/rejection-reasons';
export { OPTION_KINDS, type OptionKind } from './entities/option.entity';
export { LIKERT_SCALES, QUESTION_TYPES, type OptionInput, type QuestionType } from './question-rules';
export { findSurveyForReference, surveyOwner } from './surveys.service';
export type { SurveyView } from './survey-view';
// Preview links (`/r/preview/<token>`): the respondent app without recording anything.
export { findSurveyByPreviewToken, previewUrl } from './survey-preview';
// Prices and their v1/v2 cost shapes.
export { creditBalanceSummary, toV1Cost, toV2Cost, type Quote } from './pricing';
export { pruneQuotes } from './survey-quote';
// Publish: one orchestration across surveys and billing (publish/publish.service.ts).
export { recoverStalePublishes } from './publish/publish.service';
// Collection and follow-ups, as the workers drive them.
export { collectingSurveys, collectionMode, collectStep } from './responses/collection.service';
export { panelFor } from './responses/panels';
export { answerFollowup, declineFollowup, expireFollowup, findFollowup, openFollowups, panelOutcome } from './responses/followups.service';
// Exports: CSV streams and stored reports.
export { csvReady, openSurveyCsv, type CsvExportOptions } from './exports/csv-export.service';
export type { CsvIdStyle, CsvLayout, CsvStatus } from './exports/csv-query';
export { reportSource, saveReport, surveysAwaitingReports } from './exports/reports.service';
// The `ai` insight of each question, computed when a survey completes (insights/).
export { computeSurveyInsights, surveysAwaitingInsights } from './insights/insights.service';
export type { QuestionInsight } from './insights/insights';
// Panel providers and their entry links (fieldwork/providers): the operator CLI and the respondent app.
export {
  createPanelProvider,
  entryLinkFor,
  entryLinkUrl,
  findPanelProvider,
  getPanelProvider,
  listPanelProviders,
  resolveEntryLink,
  rotateSigningSecret,
  updatePanelProvider,
  type PanelProviderInput,
  type PanelProviderPatch,
  type ResolvedEntryLink,
} from './fieldwork/providers/providers.service';
export { entryUrl, providerRedirect, REDIRECT_OUTCOMES, type RedirectOutcome } from './fieldwork/providers/provider-links';
export type { PanelProvider } from './fieldwork/providers/entities/panel-provider.entity';
export { entrySignature } from './fieldwork/providers/entry-signing';
// What a stranger with a share link may see of breakdowns.
export { MIN_SHARED_GROUP } from './sharing/small-groups';
