import type { EntityManager } from '@mikro-orm/postgresql';
import { Option } from '../entities/option.entity';
import { Question } from '../entities/question.entity';
import type { Survey } from '../entities/survey.entity';
import type { NormalizedQuestion } from '../answers';
import { newId } from '../../../platform/ids';

export type QuestionView = Question & { options: Option[] };

/** A survey with its questions and their options, in position order. */
export interface SurveyView {
  survey: Survey;
  questions: QuestionView[];
}

/** Loads the questions and options of several surveys in two queries. */
export async function loadQuestions(em: EntityManager, surveyIds: string[]): Promise<Map<string, QuestionView[]>> {
  const out = new Map<string, QuestionView[]>(surveyIds.map((id) => [id, []]));
  if (!surveyIds.length) return out;
  const questions = await em.find(Question, { survey: { $in: surveyIds } }, { orderBy: { survey: 'asc', position: 'asc' } });
  const options = questions.length ? await em.find(Option, { question: { $in: questions.map((q) => q.id) } }, { orderBy: { question: 'asc', position: 'asc' } }) : [];
  const byQuestion = new Map<string, Option[]>();
  for (const o of options) byQuestion.set(o.question.id, [...(byQuestion.get(o.question.id) ?? []), o]);
  for (const q of questions) out.get(q.survey.id)!.push(Object.assign(q, { options: byQuestion.get(q.id) ?? [] }));
  return out;
}

/** Replaces a draft's questions (persisted on the next flush). */
export async function replaceQuestions(em: EntityManager, survey: Survey, questions: NormalizedQuestion[]): Promise<QuestionView[]> {
  const old = await em.find(Question, { survey });
  if (old.length) {
    await em.nativeDelete(Question, { survey });
    for (const q of old) em.getUnitOfWork().unsetIdentity(q);
  }
  return questions.map((q, position) => {
    const question = em.create(Question, {
      id: newId(),
      survey,
      position,
      type: q.type,
      variant: q.variant,
      prompt: q.prompt,
      context: q.context,
      likertScale: q.likertScale,
    });
    const options = q.options.map((o, i) =>
      em.create(Option, {
        id: newId(),
        question,
        position: i,
        kind: o.kind,
        label: o.label,
        mediaUrl: o.mediaUrl,
        imageSet: o.imageSet,
        mockup: o.mockup,
        product: o.product,
      }),
    );
    return Object.assign(question, { options });
  });
}
