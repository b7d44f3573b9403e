/**
 * One question of a survey's report, as the domain reads it (reportSource) and the report
 * renderer (workers/reports) and the results pages' charts draw it: one shape for the three.
 */
export interface ReportOption {
  label: string;
  votes: number;
  /** 0..100, one decimal */
  percent: number;
}

export interface ReportBreakdown {
  /** The reporting trait, e.g. "Age". */
  trait: string;
  /** One row per trait value, e.g. "18-24", with each option's share among those respondents. */
  rows: { value: string; options: { label: string; percent: number }[] }[];
}

export interface ReportQuestion {
  /** 1-based */
  position: number;
  prompt: string;
  /** single_select, multi_select, ranked, likert, rating, head_to_head, open_ended, click_test, … */
  type: string;
  /** Empty for open_ended and the like: then no chart, only explanations. */
  options: ReportOption[];
  /** The winning option label; null when there is none or a tie. */
  winner: string | null;
  /** rating/likert, else null */
  averageScore: number | null;
  /** Representative written explanations; at most 3 are shown. */
  explanations: string[];
  /** The `ai` insight's summary of why people answered as they did; null when there is none. */
  insight?: string | null;
  breakdown: ReportBreakdown | null;
}
