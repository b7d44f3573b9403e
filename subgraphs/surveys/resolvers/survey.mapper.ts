import type { Quote } from '../pricing';
import { estimateCompletion } from '../pricing';
import { attachLatestQuotes } from '../survey-quote';
import type { SurveyView } from '../survey-view';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SurveyType } from './survey.types';
import { projectsOfSurveys, type NamedRef } from '../projects/projects.service';
import { tagsOfSurveys } from '../tags/tags.service';
import { resolveTemplateReference } from '../templates/template.resolver';
import { previewUrl } from '../survey-preview';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A survey as the GraphQL Survey type (internal UUIDs; the facades translate ids). */
export interface SurveyRefs {
  projects: NamedRef[];
  tags: NamedRef[];
}

/** Surveys as GraphQL types, with their projects and tags loaded in two queries for the lot. */
export async function toSurveyTypes(em: EntityManager, views: SurveyView[]): Promise<SurveyType[]> {
  const ids = views.map((v) => v.survey.id);
  // Views that recorded no quote in this call (publish's answer) show the latest recorded one.
  const unquoted = views.filter((v) => !v.survey.quote).map((v) => v.survey);
  const [projects, tags] = await Promise.all([projectsOfSurveys(em, ids), tagsOfSurveys(em, ids), attachLatestQuotes(em, unquoted)]);
  return views.map((v) => toSurveyType(v, { projects: projects.get(v.survey.id) ?? [], tags: tags.get(v.survey.id) ?? [] }));
}

export async function toSurveyTypeWithRefs(em: EntityManager, view: SurveyView): Promise<SurveyType> {
  return (await toSurveyTypes(em, [view]))[0];
}

export function toSurveyType({ survey, questions }: SurveyView, refs: SurveyRefs = { projects: [], tags: [] }): SurveyType {
  const quote = survey.quote as unknown as Quote;
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
    projects: refs.projects,
    tags: refs.tags,
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
    quote: {
      amountUsd: quote.amountUsd,
      credits: quote.credits,
      subtotalUsd: quote.subtotalUsd,
      subtotalCredits: quote.subtotalCredits,
      currency: quote.currency,
      discounts: quote.discounts,
      planRequired: quote.planRequired ?? null,
      quotedAt: quote.quotedAt,
    },
    completionEstimate: estimateCompletion({ sampleSize: survey.sampleSize, country: survey.country, targetingCount: survey.targeting.length }),
    createdAt: survey.createdAt.toISOString(),
    updatedAt: survey.updatedAt.toISOString(),
    publishedAt: iso(survey.publishedAt),
    completedAt: iso(survey.completedAt),
    stoppedAt: iso(survey.stoppedAt),
    previewUrl: previewUrl(survey.previewToken),
  };
}
