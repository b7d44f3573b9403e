import type { QuestionType } from '../../answers';
import type { QuestionView, SurveyView } from '../../authoring';
import type { PanelSurvey } from './simulated/panel';
import type { AnswerQuestion } from '../../answers';

/** A stored question as the panel and the answer rules see it. */
export function toAnswerQuestion(q: QuestionView): AnswerQuestion {
  return {
    id: q.id,
    type: q.type as QuestionType,
    variant: q.variant ?? null,
    prompt: q.prompt,
    context: q.context ? { type: q.context.type, value: q.context.value, mediaUrl: q.context.mediaUrl } : null,
    likertScale: q.likertScale ?? null,
    options: q.options.map((o) => ({ id: o.id, kind: o.kind, label: o.label ?? null, mediaUrl: o.mediaUrl ?? null })),
  };
}

export function toPanelSurvey(view: SurveyView): PanelSurvey {
  const { survey } = view;
  return {
    id: survey.id,
    country: survey.country,
    targeting: survey.targeting,
    reporting: survey.reporting,
    questions: view.questions.map(toAnswerQuestion),
  };
}
