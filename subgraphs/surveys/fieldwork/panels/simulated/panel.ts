import type { Answer, AnswerQuestion, RespondentTrait } from '../../../answers';

/** A survey as a panel fields it. */
export interface PanelSurvey {
  id: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Targeting permalinks: within one category any may match (OR), across categories all (AND). */
  targeting: string[];
  /** Reporting trait permalinks (categories, e.g. "age", "gender"). */
  reporting: string[];
  questions: AnswerQuestion[];
}

/** One person's complete submission: an answer to every question of the survey. */
export interface PanelSubmission {
  /** The panel's own id for the person; unique within a survey. */
  panelRespondentId: string;
  /** The survey's reporting traits for this person, in the survey's reporting order. */
  traits: RespondentTrait[];
  answers: PanelAnswer[];
}

export interface PanelAnswer {
  questionId: string;
  answer: Answer;
  /** Required for every type except screen_recording (null there). */
  explanation: string | null;
}

export type FollowupOutcome =
  | { kind: 'answer'; afterMs: number; answer: string }
  | { kind: 'decline'; afterMs: number }
  /** The panel never answers; the service refunds when the follow-up expires. */
  | { kind: 'expire' };

export interface FollowupRequest {
  surveyId: string;
  /** The respondent's submission sequence number in the survey (0-based). */
  seq: number;
  panelRespondentId: string;
  traits: RespondentTrait[];
  /** The question the original response answered, and that response. */
  question: AnswerQuestion;
  answer: Answer;
  explanation: string | null;
  /** The follow-up question the client asks. */
  followup: string;
}

/**
 * Where respondents come from. The simulated panel (test mode and the sandbox) draws people
 * deterministically; a real panel integration records submissions through GraphQL instead.
 */
export interface Panel {
  /** The seq-th (0-based) respondent of the survey. Same survey, seq and seed: same result. */
  draw(survey: PanelSurvey, seq: number): PanelSubmission;
  /** What the respondent does with a follow-up question. */
  followup(request: FollowupRequest): FollowupOutcome;
}
