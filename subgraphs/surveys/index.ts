/**
 * The surveys domain's public entry: what other domains, the workers, the facade and the
 * composition root may use. Everything else in this folder is the domain's own.
 * (Its tables are in module.ts and its GraphQL in schema.ts, for the composition root.)
 */
export { SurveysError } from './surveys.errors';
export { SURVEY_STATUSES, type SurveyStatus } from './entities/survey.entity';
// GraphQL's status enums: names for the graph, the domain strings as values (the facade maps names back).
export { CompletionStatusValue, SurveyStatusValue } from './authoring/resolvers/enums';
export { FollowupStatusValue, ResponseStatusFilterValue, ResponseStatusValue } from './fieldwork/responses/resolvers/enums';
export { REJECTION_REASONS, type RejectionReason } from './fieldwork/responses/rejection-reasons';
export { OPTION_KINDS, type OptionKind } from './entities/option.entity';
export { LIKERT_LABELS, LIKERT_SCALES, MAX_QUESTIONS, QUESTION_TYPES, RATING_VARIANTS, TYPE_RULES, type OptionInput, type QuestionType } from './answers/question-rules';
export { findSurveyForReference, surveyOwner } from './authoring/surveys.service';
export type { SurveyView } from './authoring/survey-view';
// Preview links (`/r/preview/<token>`): the respondent app without recording anything.
export { findSurveyByPreviewToken, previewUrl } from './authoring/survey-preview';
// Prices and their v1/v2 cost shapes.
export { type Quote } from './pricing';
// Publish: one orchestration across surveys and billing (publish/publish.service.ts).
export { recoverStalePublishes } from './authoring/publish/publish.service';
// Collection and follow-ups, as the workers drive them.
export { collectingSurveys, collectionMode, collectStep } from './fieldwork/collection/collection.service';
export { panelFor } from './fieldwork/panels/panels';
export { answerFollowup, declineFollowup, expireFollowup, findFollowup, openFollowups, panelOutcome } from './fieldwork/responses/followups.service';
// Analysis: CSV streams, stored reports and the `ai` insight of each question, computed when a survey completes.
export {
  closeInsightPool,
  computeSurveyInsights,
  csvReady,
  ensureSurveyInsights,
  isInsightReason,
  openSurveyCsv,
  reportSource,
  saveReport,
  surveysAwaitingInsights,
  surveysAwaitingReports,
  type CsvExportOptions,
  type CsvIdStyle,
  type CsvLayout,
  type CsvStatus,
  type QuestionInsight,
  type ReportBreakdown,
  type ReportOption,
  type ReportQuestion,
} from './analysis';
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
export { MIN_SHARED_GROUP } from './authoring/sharing/small-groups';
