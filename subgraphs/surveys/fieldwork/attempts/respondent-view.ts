import { LIKERT_LABELS, type QuestionType } from '../../answers';
import type { QuestionView } from '../../authoring';
import { Rng } from '../panels/simulated/rng';
import type { AnswerQuestion } from '../../answers';
import { toAnswerQuestion } from '../panels/panel-survey';

/** An option as a respondent sees it: words, an image, and a line of detail (a price). */
export interface ShownOption {
  id: string;
  label: string | null;
  imageUrl: string | null;
  detail: string | null;
}

/** A question as one respondent sees it, options in the order shown to them. */
export interface ShownQuestion {
  id: string;
  /** 0-based place in the survey. */
  index: number;
  type: QuestionType;
  variant: string | null;
  prompt: string;
  context: { type: string; value: string | null; mediaUrl: string | null } | null;
  /** likert: what each point says, from 1 up. */
  scale: readonly string[];
  options: ShownOption[];
  /** The question as the answer rules check it. */
  rules: AnswerQuestion;
}

/** Types whose options are shown in an order drawn per respondent, so position carries no meaning. */
const SHUFFLED = new Set<QuestionType>(['head_to_head', 'ranked', 'single_select', 'multi_select']);

const price = (currency: string | null, amount: number | null) => (amount == null ? null : `${currency ?? 'USD'} ${amount.toFixed(2)}`);

function shownOption(o: QuestionView['options'][number]): ShownOption {
  const item = o.product ?? o.mockup;
  return {
    id: o.id,
    label: o.label ?? item?.title ?? null,
    imageUrl: o.mediaUrl ?? o.mockup?.image ?? o.product?.image ?? o.imageSet[0] ?? null,
    detail: item ? price(item.currency, o.product?.salePrice ?? item.price) : null,
  };
}

/**
 * The survey's questions as this respondent sees them. The order of options is drawn from the
 * seed (the attempt's id), so it is the same on every page load and when the answer is recorded
 * (head_to_head's `matchup` is the pair as shown).
 */
export function showQuestions(questions: readonly QuestionView[], seed: string): ShownQuestion[] {
  return questions.map((q, index) => {
    const type = q.type as QuestionType;
    const options = q.options.map(shownOption);
    return {
      id: q.id,
      index,
      type,
      variant: q.variant ?? null,
      prompt: q.prompt,
      context: q.context ? { type: q.context.type, value: q.context.value, mediaUrl: q.context.mediaUrl } : null,
      scale: q.likertScale ? (LIKERT_LABELS[q.likertScale as keyof typeof LIKERT_LABELS] ?? []) : [],
      options: SHUFFLED.has(type) ? Rng.of(seed, q.id).shuffle(options) : options,
      rules: toAnswerQuestion(q),
    };
  });
}
