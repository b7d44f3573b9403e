import type { Static } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { PublishSurveyMutation, SurveyCoreFieldsFragment } from '../../../../graph-client/generated';
import { v2SurveyOf } from '../../../../graph-client/v2/survey';
import type { Survey, SurveyPublishResult } from './schemas';

/** The v2 survey (graph-client/v2/survey.ts, shared with webhook bodies), typed by the documented schema here. */
export const serializeSurvey: (s: SurveyCoreFieldsFragment) => Static<typeof Survey> = v2SurveyOf;

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
