import type { EntityManager } from '@mikro-orm/postgresql';
import { newDraft } from './new-draft';
import type { NormalizedQuestion, QuestionType } from '../answers';
import { projectsOfSurveys, setSurveyProjects } from './projects/projects.service';
import { setSurveyTags, tagsOfSurveys } from './tags/tags.service';
import { recordQuote } from './survey-quote';
import { assertSurveyValid } from './survey-rules';
import { replaceQuestions, type QuestionView, type SurveyView } from './survey-view';
import { findSurvey, type TeamScope } from './surveys.service';

/**
 * Copies a survey of the owner, in any status, into a new draft of the same team and mode
 * (docs/decisions.md, "Surveys"): its name, questions and options, country, sample size,
 * targeting, reporting, intent, mini-poll flag, template reference, projects and tags. Not its
 * externalId (spec: not copied when a survey is duplicated), responses, orders, quotes or
 * ratings. The copy records its source in `duplicatedFrom` and gets a fresh quote.
 */
export async function duplicateSurvey(em: EntityManager, scope: TeamScope, surveyId: string): Promise<SurveyView> {
  const { survey: source, questions } = await findSurvey(em, scope, surveyId);
  const projects = (await projectsOfSurveys(em, [source.id])).get(source.id) ?? [];
  const tags = (await tagsOfSurveys(em, [source.id])).get(source.id) ?? [];
  // The copy is checked as a new draft (a survey stored before the checks may not pass them): refused, nothing is written.
  assertSurveyValid({ ...source, questions });
  return em.transactional(async (tem) => {
    const copy = newDraft(tem, {
      teamId: source.teamId,
      creatorUserId: scope.userId,
      name: source.name,
      country: source.country,
      sampleSize: source.sampleSize,
      targeting: [...source.targeting],
      reporting: [...source.reporting],
      surveyIntent: source.surveyIntent,
      isMiniPoll: source.isMiniPoll,
      templateId: source.templateId,
      templateName: source.templateName,
      // The source's mode, not the caller's: an operator (both modes) copies a test survey into test.
      livemode: source.livemode,
      duplicatedFrom: source.id,
    });
    // As stored: the source passed the question rules when it was written, so they are not run again.
    const view = { survey: copy, questions: await replaceQuestions(tem, copy, questions.map(storedQuestion)) };
    await setSurveyProjects(
      tem,
      copy.id,
      projects.map((p) => p.id),
    );
    await setSurveyTags(
      tem,
      copy.id,
      tags.map((t) => t.id),
    );
    await tem.flush();
    await recordQuote(tem, view, scope);
    return view;
  });
}

/** A stored question in the shape replaceQuestions writes (JSON values copied, never shared with the source's entities). */
function storedQuestion(q: QuestionView): NormalizedQuestion {
  return {
    type: q.type as QuestionType,
    variant: q.variant ?? null,
    prompt: q.prompt,
    context: q.context ? { ...q.context } : null,
    likertScale: q.likertScale ?? null,
    options: q.options.map((o) => ({
      kind: o.kind,
      label: o.label ?? null,
      mediaUrl: o.mediaUrl ?? null,
      imageSet: [...o.imageSet],
      mockup: o.mockup ? { ...o.mockup } : null,
      product: o.product ? { ...o.product } : null,
    })),
  };
}

/** The source of each survey (null when it was not duplicated), every id present. */
export async function duplicatedFromOf(em: EntityManager, surveyIds: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>(surveyIds.map((id) => [id, null]));
  if (!surveyIds.length) return out;
  const rows = await em
    .getConnection()
    .execute<{ id: string; duplicated_from: string | null }[]>('select id, duplicated_from from surveys.surveys where id in (?)', [[...surveyIds]]);
  for (const r of rows) out.set(r.id, r.duplicated_from);
  return out;
}
