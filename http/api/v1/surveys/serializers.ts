import type { Static } from '@sinclair/typebox';
import { config } from '../../../../platform/config';
import { toPublicId } from '../../../../platform/ids';
import type { QuestionInsight } from '../../../../subgraphs/surveys';
import type { ResponseFieldsFragment, ResultFieldsFragment, SurveyFieldsFragment } from '../../../../graph-client/generated';
import { toV1Cost } from './cost';
import { serializeV1Response, serializeV1Results } from '../responses/serializers';
import type { V1ListItem, V1Survey } from './schemas';
import { serializeSurveyTemplate } from '../templates/serializers';

/** What has been collected for a survey: per-question results and the responses shown with each question. */
export interface Collected {
  results: ResultFieldsFragment[];
  responses: ResponseFieldsFragment[];
}

/** A question as GetSurvey returns it; `ai` (the JSON insight) only when asked for. */
type Question = SurveyFieldsFragment['questions'][number] & { ai?: unknown };

/** v1 shows tag ids as `tag_<32 hex>`. */
const tagRef = (t: { id: string; name: string }) => ({ id: toPublicId('tag', t.id), name: t.name });

/** The browser results page, addressed by the survey GUID (spec: Identifiers). */
export function surveyUrl(id: string): string {
  return `${config().PUBLIC_BASE_URL.replace(/\/$/, '')}/results/${id}`;
}

/** Before anything is collected (and on reads that do not load results): zeros, no winner. */
function emptyResults(q: Question) {
  return {
    totalResponses: 0,
    winningOptionId: null,
    averageScore: null,
    options: q.options.map((o) => ({ id: o.id, label: o.label, votes: 0, percentage: 0, rank: 0, isWinner: false })),
  };
}

function question(q: Question, collected?: Collected) {
  const results = collected?.results.find((r) => r.questionId === q.id);
  return {
    id: q.id,
    type: q.type,
    // Strings the contract types as strings are never null (docs/decisions.md, "Strings that have no value on v1").
    variant: q.variant ?? '',
    value: q.prompt,
    // No translation is made: null rather than a copy of the text (docs/decisions.md, "The ai insight").
    translation: null,
    likertScale: q.likertScale ?? '',
    options: q.options.map((o) => ({
      id: o.id,
      label: o.label,
      value: o.label ?? o.mediaUrl ?? '',
      type: o.kind,
      translation: null,
      imageSetDirection: o.kind === 'imageSet' ? 'horizontal' : null,
      mockupType: o.kind === 'mockup' ? 'product_card' : null,
      ...(o.product ? { product: o.product } : {}),
    })),
    ...(q.context ? { context: { type: q.context.type, value: q.context.value ?? q.context.mediaUrl ?? '', translation: null } } : {}),
    // GET /v1/surveys/{id} loads what was collected; create, update and publish show the empty shape.
    results: results ? serializeV1Results(results) : emptyResults(q),
    responses: collected ? collected.responses.filter((r) => r.questionId === q.id).map(serializeV1Response) : [],
    ai: insight(q.ai as QuestionInsight | null | undefined),
  };
}

/** The question's `ai`: the stored insight (its ids are UUIDs, which v1 shows as they are), or {} until computed. */
function insight(ai: QuestionInsight | null | undefined) {
  if (!ai) return {};
  return {
    summary: ai.summary,
    themes: ai.themes.map((t) => ({ label: t.label, count: t.count, share: t.share, phrases: t.phrases, quotes: t.quotes })),
    sentiment: ai.sentiment,
    perOption: ai.perOption.map((o) => ({ optionId: o.optionId, chosenBy: o.chosenBy, for: o.for, against: o.against })),
    language: ai.language,
    method: ai.method,
    computedAt: ai.computedAt,
    responses: ai.responses,
  };
}

export function serializeV1Survey(s: SurveyFieldsFragment & { questions: Question[] }, collected?: Collected): Static<typeof V1Survey> {
  return {
    id: s.id,
    name: s.name,
    country: s.country,
    currency: s.quote?.currency ?? 'USD',
    sampleSize: s.sampleSize,
    numResponses: s.numResponses,
    status: s.status,
    targeting: s.targeting,
    reporting: s.reporting,
    reportingDefaultsApplied: [],
    tags: s.tags.map(tagRef),
    projects: s.projects,
    surveyUrl: surveyUrl(s.id),
    surveyIntent: s.surveyIntent,
    ...(s.externalId !== null ? { externalId: s.externalId } : {}),
    template: s.template ? serializeSurveyTemplate(s.template) : s.templateName ? { id: null, name: s.templateName } : null,
    questions: s.questions.map((q) => question(q, collected)),
    cost: s.quote ? toV1Cost(s.quote, { credits: s.teamCredits }) : null,
    completionEstimate: s.completionEstimate,
    duplicatedFrom: s.duplicatedFrom,
  };
}

export function serializeV1ListItem(s: SurveyFieldsFragment & { creator?: { name: string } | null }): Static<typeof V1ListItem> {
  return {
    id: s.id,
    name: s.name,
    url: surveyUrl(s.id),
    status: s.status,
    type: s.questions[0]?.type ?? null,
    countryCode: s.country,
    sampleSize: s.sampleSize,
    numResponses: s.numResponses,
    createdAt: s.createdAt,
    publishedAt: s.publishedAt,
    completedAt: s.completedAt,
    creatorName: s.creator?.name ?? null,
    targeting: s.targeting,
    tags: s.tags.map(tagRef),
    projects: s.projects,
    ...(s.externalId !== null ? { externalId: s.externalId } : {}),
    // null, or {id, name}; id is null once the template can no longer be addressed.
    template: s.templateName ? { id: s.template?.id ?? null, name: s.templateName } : null,
    elements: s.questions.map((q, i) => ({ id: q.id, question: q.prompt, subtype: q.type, variant: q.variant, position: i + 1 })),
  };
}
