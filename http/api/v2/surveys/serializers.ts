import type { Static } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { PublishSurveyMutation, SurveyCoreFieldsFragment } from '../../../../graph-client/generated';
import { creditBalanceSummary, toV2Cost } from './cost';
import type { Survey, SurveyPublishResult } from './schemas';

export function serializeSurvey(s: SurveyCoreFieldsFragment): Static<typeof Survey> {
  const quote = s.quote;
  return {
    object: 'survey',
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

export function serializePublishResult(r: PublishSurveyMutation['publishSurvey']): Static<typeof SurveyPublishResult> {
  return {
    object: 'survey_publish',
    status: 'paid',
    orderId: toPublicId('ord', r.orderId),
    creditsUsed: r.creditsUsed,
    cardCharged: r.cardCharged,
    amount: r.amount,
    currency: r.currency,
    survey: serializeSurvey(r.survey),
  };
}
