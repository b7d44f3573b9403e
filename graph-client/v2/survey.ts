import { toPublicId } from '../../platform/ids';
import type { SurveyCoreFieldsFragment } from '../generated';
import { creditBalanceSummary, toV2Cost } from './cost';

/**
 * The v2 survey object (spec: Survey), as GET /v2/surveys/{id} and the survey webhook events'
 * `data.object` show it; http/api/v2/surveys/serializers.ts checks it against the documented
 * schema.
 */
export function v2SurveyOf(s: SurveyCoreFieldsFragment) {
  const quote = s.quote;
  return {
    object: 'survey' as const,
    id: toPublicId('srv', s.id),
    name: s.name,
    status: s.status,
    country: s.country,
    sampleSize: s.sampleSize,
    numResponses: s.numResponses,
    targeting: s.targeting,
    reporting: s.reporting,
    surveyIntent: s.surveyIntent,
    externalId: s.externalId,
    isMiniPoll: s.isMiniPoll,
    questions: s.questions.map((q) => ({
      object: 'question' as const,
      id: toPublicId('qst', q.id),
      type: q.type,
      variant: q.variant,
      prompt: q.prompt,
      context: q.context,
      likertScale: q.likertScale,
      options: q.options.map((o) => ({
        object: 'option' as const,
        id: toPublicId('opt', o.id),
        kind: o.kind,
        label: o.label,
        mediaUrl: o.mediaUrl,
        imageSet: o.imageSet,
        mockup: o.mockup,
        product: o.product,
      })),
    })),
    completionEstimate: s.completionEstimate,
    cost: quote && toV2Cost(quote),
    creditBalance: quote && creditBalanceSummary(s.teamCredits, quote),
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    publishedAt: s.publishedAt,
    completedAt: s.completedAt,
    previewUrl: s.previewUrl,
    duplicatedFrom: s.duplicatedFrom ? toPublicId('srv', s.duplicatedFrom) : null,
  };
}
