import { quoteSurvey } from './pricing';
import type { RecordedQuote } from './entities/survey.entity';
import type { SurveyView } from './survey-view';
import type { TeamScope } from './surveys.service';

/**
 * Prices the survey as it stands and records the quote on it (flushed by the caller): every
 * read, create and update records one, and publish honours the latest (spec: Publish rules).
 * Plans arrive with billing; until then every team is pay-as-you-go.
 */
export function recordQuote(view: SurveyView, scope: TeamScope): void {
  const { survey, questions } = view;
  const quote = quoteSurvey({
    sampleSize: survey.sampleSize,
    country: survey.country,
    questions: questions.map((q) => ({ type: q.type })),
    targetingCount: survey.targeting.length,
    plan: 'payg',
    channel: scope.channel,
  });
  survey.quote = quote as unknown as RecordedQuote;
}
