import type { QuestionType } from './question-rules';

/**
 * What one respondent answered to one question, by question type. Option references are the
 * options' internal UUIDs (the REST surfaces show them as v1 GUIDs or v2 `opt_` ids).
 *
 * - head_to_head: chosenOption, matchup (the pair as shown, option1 on the left)
 * - single_select: chosenOption
 * - multi_select: selectedOptions (one or more, distinct)
 * - ranked: ranking (every option exactly once, ranks 1..n), chosenOption = the rank-1 option
 * - likert: statements (one per option/statement, value on the question's scale 1..points)
 * - rating: score (score10: 0..10 integer; stars5: 1..5 integer)
 * - click_test: clicks (1..3, number 1..n in order; xCoord/yCoord in percent of the image's
 *   width/height, 0..100, so always inside the image whatever its pixel size)
 * - price_sensitivity: prices, Van Westendorp, tooCheap < bargain < expensive < tooExpensive, all > 0
 * - screen_recording: media (https URL of the recording) and mediaTranscription (non-empty)
 * - open_ended: nothing beyond the explanation, which is the answer
 */
export interface Answer {
  chosenOption?: string;
  selectedOptions?: string[];
  ranking?: { rank: number; option: string }[];
  matchup?: { option1: string; option2: string };
  clicks?: { number: number; xCoord: number; yCoord: number }[];
  statements?: { id: string; statement: string; value: number }[];
  prices?: { tooCheap: number; bargain: number; expensive: number; tooExpensive: number };
  score?: number;
  media?: string;
  mediaTranscription?: string;
}

/** A question as the panel and the validator see it. */
export interface AnswerQuestion {
  id: string;
  type: QuestionType;
  variant: string | null;
  prompt: string;
  context: { type: string; value: string | null; mediaUrl: string | null } | null;
  likertScale: string | null;
  options: { id: string; kind: string; label: string | null; mediaUrl: string | null }[];
}

/** One reporting trait of a respondent: trait = the category ("Age"), value = its value ("25-34"). */
export interface RespondentTrait {
  trait: string;
  value: string;
}

/** One row the results SQL counts (surveys.response_votes). */
export interface Vote {
  optionId: string | null;
  /** ranked: the option's position, 1 = first. */
  rank: number | null;
  /** likert: the statement's value; rating: the score. */
  value: number | null;
}
