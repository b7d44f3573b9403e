/**
 * Analysis: what is made of a survey's responses — the CSV exports, the stored PDF and PNG
 * reports, and each question's `ai` insight. Other areas use it only through this file (the
 * domain's public entry, ../index.ts, takes it from here).
 */
export { csvReady, openSurveyCsv, type CsvExportOptions } from './exports/csv-export.service';
export type { CsvIdStyle, CsvLayout, CsvStatus } from './exports/csv-query';
export { reportSource, saveReport, surveysAwaitingReports } from './exports/reports.service';
export type { ReportBreakdown, ReportOption, ReportQuestion } from './exports/report-question';
export { computeSurveyInsights, ensureSurveyInsights, surveysAwaitingInsights } from './insights/insights.service';
export { closeInsightPool } from './insights/insight-pool';
export type { QuestionInsight } from './insights/insights';
export { isReason as isInsightReason } from './insights/summary';
