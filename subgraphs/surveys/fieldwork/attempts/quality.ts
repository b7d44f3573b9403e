import type { QuestionType } from '../../answers';
import type { Answer } from '../../answers';
import { normalizeText } from './explanation-rules';

/** Why the respondent app rejected a complete respondent (the domain's REJECTION_REASONS, less the flag). */
export type QualityReason = 'speeding' | 'straight_lining' | 'duplicate_explanations';

export interface AnsweredQuestion {
  type: QuestionType;
  answer: Answer;
  explanation: string | null;
  /** Where the chosen option was shown (0 = first), for choice questions; null otherwise. */
  shownPosition: number | null;
}

export interface QualityInput {
  answers: readonly AnsweredQuestion[];
  /** From the first question shown to the last answer. */
  answeringMs: number;
  /** The fastest a person can read, choose and explain, per question. */
  floorMsPerQuestion: number;
}

const STRAIGHT_LIKERT = 8;
const STRAIGHT_CHOICES = 6;

/** Words of an explanation, for near-duplicate detection. */
const wordsOf = (s: string) => new Set(normalizeText(s).split(' ').filter(Boolean));

function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  const either = a.size + b.size - both;
  return either === 0 ? 1 : both / either;
}

/**
 * The automatic quality checks of a complete respondent (docs/decisions.md "Respondent app"), or
 * null when it passes:
 * - speeding: less time over the questions than the floor per question allows;
 * - straight_lining: at least eight likert statements all given the same value, or at least six
 *   choice questions all answered with the option in the same shown position (options are
 *   shuffled per person, so that position carries no meaning). The thresholds keep honest people
 *   safe: four statements alike is a common honest answer, and four head-to-heads all on the
 *   left happen by chance to one person in eight; six, to one in thirty-two at worst;
 * - duplicate_explanations: with three or more explanations, at least half of them nearly the
 *   same words as another of the respondent's (exact copies are already refused as they type).
 */
export function qualityRejection(input: QualityInput): QualityReason | null {
  const { answers } = input;
  if (input.answeringMs < input.floorMsPerQuestion * answers.length) return 'speeding';
  const likert = answers.flatMap((a) => (a.type === 'likert' ? (a.answer.statements ?? []).map((s) => s.value) : []));
  if (likert.length >= STRAIGHT_LIKERT && new Set(likert).size === 1) return 'straight_lining';
  const positions = answers.flatMap((a) => (a.shownPosition === null ? [] : [a.shownPosition]));
  if (positions.length >= STRAIGHT_CHOICES && new Set(positions).size === 1) return 'straight_lining';
  const texts = answers.flatMap((a) => (a.explanation ? [wordsOf(a.explanation)] : []));
  if (texts.length >= 3) {
    const copied = texts.filter((t, i) => texts.some((u, j) => j !== i && jaccard(t, u) >= 0.7)).length;
    if (copied * 2 >= texts.length) return 'duplicate_explanations';
  }
  return null;
}
