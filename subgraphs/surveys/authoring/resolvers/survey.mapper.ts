import { estimateCompletion, PricingError, type CompletionEstimate, type Quote } from '../../pricing';
import { attachLatestQuotes } from '../survey-quote';
import type { SurveyRecordView } from '../survey-record';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteType, SurveyType } from './survey.types';
import { resolveTemplateReference } from '../templates/template.resolver';
import { previewUrl } from '../survey-preview';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Surveys as GraphQL types (internal UUIDs; the facades translate ids). Views that recorded no
 * quote in this call (publish's answer) show the latest recorded one, read in one query for the
 * lot. Projects and tags are field resolvers (survey-refs.ts): loaded only when selected.
 */
export async function toSurveyTypes(em: EntityManager, views: SurveyRecordView[]): Promise<SurveyType[]> {
  await attachLatestQuotes(
    em,
    views.filter((v) => !v.survey.quote && !v.survey.unpriceable).map((v) => v.survey),
  );
  return views.map((v) => toSurveyType(v));
}

export async function toQuotedSurveyType(em: EntityManager, view: SurveyRecordView): Promise<SurveyType> {
  return (await toSurveyTypes(em, [view]))[0];
}

export function toSurveyType({ survey, questions }: SurveyRecordView): SurveyType {
  const quote = survey.quote as unknown as Quote | null;
  return {
    id: survey.id,
    teamId: survey.teamId,
    livemode: survey.livemode,
    creatorUserId: survey.creatorUserId ?? null,
    creator: survey.creatorUserId ? { id: survey.creatorUserId } : null,
    name: survey.name,
    country: survey.country,
    sampleSize: survey.sampleSize,
    status: survey.status,
    targeting: survey.targeting,
    reporting: survey.reporting,
    externalId: survey.externalId ?? null,
    surveyIntent: survey.surveyIntent ?? null,
    isMiniPoll: survey.isMiniPoll,
    numResponses: survey.numResponses,
    templateId: survey.templateId ?? null,
    templateName: survey.templateName ?? null,
    template: survey.templateId ? resolveTemplateReference({ id: survey.templateId }) : null,
    // Entities carry it; the one-statement read (survey-record.ts) does not, and the field resolver loads it then.
    duplicatedFrom: (survey as { duplicatedFrom?: string | null }).duplicatedFrom,
    questions: questions.map((q) => ({
      id: q.id,
      surveyId: survey.id,
      position: q.position,
      type: q.type,
      variant: q.variant ?? null,
      prompt: q.prompt,
      context: q.context ?? null,
      likertScale: q.likertScale ?? null,
      options: q.options.map((o) => ({
        id: o.id,
        position: o.position,
        kind: o.kind,
        label: o.label ?? null,
        mediaUrl: o.mediaUrl ?? null,
        imageSet: o.imageSet,
        mockup: o.mockup ?? null,
        product: o.product ?? null,
      })),
    })),
    quote: quote && toQuoteType(quote),
    completionEstimate: completionOrNull(survey),
    createdAt: survey.createdAt.toISOString(),
    updatedAt: survey.updatedAt.toISOString(),
    publishedAt: iso(survey.publishedAt),
    completedAt: iso(survey.completedAt),
    stoppedAt: iso(survey.stoppedAt),
    previewUrl: previewUrl(survey.previewToken),
  };
}

/** A quote as the GraphQL Quote type. */
export function toQuoteType(quote: Quote): QuoteType {
  return {
    amount: quote.amountUsd,
    credits: quote.credits,
    subtotal: quote.subtotalUsd,
    subtotalCredits: quote.subtotalCredits,
    currency: quote.currency,
    discounts: quote.discounts.map((d) => ({ type: d.kind, code: d.code, description: d.description, percentOff: d.percentOff, amount: d.amountUsd, credits: d.credits })),
    planRequired: quote.planRequired ?? null,
    quotedAt: quote.quotedAt,
  };
}

/** The estimate, or null for a stored survey the price table refuses (its quote is null too; survey-quote.ts logs it). */
function completionOrNull(survey: SurveyRecordView['survey']): CompletionEstimate | null {
  try {
    return estimateCompletion({ sampleSize: survey.sampleSize, country: survey.country, targetingCount: survey.targeting.length });
  } catch (err) {
    if (err instanceof PricingError) return null;
    throw err;
  }
}
