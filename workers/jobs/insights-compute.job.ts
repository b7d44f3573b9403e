import { computeSurveyInsights } from '../../subgraphs/surveys';
import type { JobHandler } from './handler';

/**
 * Reads a completed survey's explanations into the `ai` insight of each question and stores
 * them (subgraphs/surveys/analysis/insights), replacing the previous ones. A survey that reopened since
 * is skipped: its next completion asks again. A retry computes the same insights.
 */
export const computeInsights: JobHandler<'insights.compute'> = async ({ surveyId }, { orm, log }) => {
  const done = await computeSurveyInsights(orm.em.fork(), surveyId, { log });
  if (!done) return { skipped: 'survey not completed' };
  log.info({ surveyId, questions: done.questions, language: done.language }, 'insights computed');
  return done;
};
