import { quoteSurvey, type Quote } from './pricing';
import type { RecordedQuote } from './entities/survey.entity';
import type { SurveyView } from './survey-view';
import type { TeamScope } from './surveys.service';

/** The survey's price as it stands, for this caller's channel. Plans arrive later: every team is pay-as-you-go. */
export function currentQuote(view: SurveyView, scope: TeamScope): Quote {
  const { survey, questions } = view;
  return quoteSurvey({
    sampleSize: survey.sampleSize,
    country: survey.country,
    questions: questions.map((q) => ({ type: q.type })),
    targetingCount: survey.targeting.length,
    plan: 'payg',
    channel: scope.channel,
  });
}

/**
 * Prices the survey and records the quote on it (flushed by the caller): every read, create
 * and update records one, and publish honours the latest (spec: Publish rules).
 */
export function recordQuote(view: SurveyView, scope: TeamScope): void {
  view.survey.quote = currentQuote(view, scope) as unknown as RecordedQuote;
}
