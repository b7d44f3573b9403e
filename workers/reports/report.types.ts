import type { ReportQuestion } from '../../subgraphs/surveys';

/** The data a report shows; the caller has already counted votes and picked explanations. */
export type ReportLanguage = 'en' | 'es' | 'ru' | 'zh' | 'ja';

// A question's shape is the surveys domain's (reportSource reads it; the results pages chart it too).
export type { ReportBreakdown, ReportOption, ReportQuestion } from '../../subgraphs/surveys';

export interface ReportModel {
  title: string;
  surveyId: string;
  language: ReportLanguage;
  numResponses: number;
  /** ISO 8601, null while the survey is still collecting */
  completedAt: string | null;
  questions: ReportQuestion[];
}
