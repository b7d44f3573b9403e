/**
 * Fieldwork: collection, the simulated panel and real providers, respondents' attempts, the
 * responses with their ratings and follow-ups, and results. Other areas use it only through
 * this file.
 */
export { createSimulatedPanel, type PanelSurvey } from './panels/simulated';
export { surveyResults } from './results/results.service';
