/**
 * Authoring: drafting surveys (create, edit, duplicate, preview), templates, playbooks,
 * projects, tags, sharing and publish. Other areas use it only through this file.
 */
export { SurveyStatusValue } from './resolvers/enums';
export { teamScope } from './resolvers/scope';
export { QuestionType } from './resolvers/survey.types';
export { MIN_SHARED_GROUP } from './sharing/small-groups';
export { planOf } from './survey-quote';
export { loadQuestions, type QuestionView, type SurveyView } from './survey-view';
export { findSurvey, findSurveyForReference } from './surveys.service';
