import { OPTION_KINDS, type OptionKind, type OptionMockup, type OptionProduct } from '../entities/option.entity';
import type { QuestionContext } from '../entities/question.entity';
import { SurveysError } from '../surveys.errors';
import { isHostedMediaUrl } from '../../media';

export const QUESTION_TYPES = [
  'head_to_head',
  'ranked',
  'open_ended',
  'click_test',
  'single_select',
  'multi_select',
  'likert',
  'rating',
  'price_sensitivity',
  'screen_recording',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const LIKERT_SCALES = ['agreement5', 'agreement7', 'satisfaction5', 'likelihood5', 'frequency5'] as const;
/** What each point of a likert scale says, from 1 up. */
export const LIKERT_LABELS: Readonly<Record<(typeof LIKERT_SCALES)[number], readonly string[]>> = {
  agreement5: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  agreement7: ['Strongly disagree', 'Disagree', 'Somewhat disagree', 'Neither agree nor disagree', 'Somewhat agree', 'Agree', 'Strongly agree'],
  satisfaction5: ['Very dissatisfied', 'Dissatisfied', 'Neither satisfied nor dissatisfied', 'Satisfied', 'Very satisfied'],
  likelihood5: ['Very unlikely', 'Unlikely', 'Neither likely nor unlikely', 'Likely', 'Very likely'],
  frequency5: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
};
export const RATING_VARIANTS = ['score10', 'stars5'] as const;
export const MAX_QUESTIONS = 10;

interface TypeRule {
  options: readonly [min: number, max: number];
  kinds: readonly OptionKind[];
  /** What the question's context must carry. */
  needs?: 'image' | 'text' | 'text_or_media';
}

/** Per-type rules (docs/decisions.md, "Question types"). */
export const TYPE_RULES: Record<QuestionType, TypeRule> = {
  head_to_head: { options: [2, 2], kinds: ['text', 'image', 'imageSet', 'mockup', 'product'] },
  ranked: { options: [3, 10], kinds: ['text', 'image', 'mockup', 'product'] },
  open_ended: { options: [0, 0], kinds: [] },
  click_test: { options: [0, 0], kinds: [], needs: 'image' },
  single_select: { options: [2, 10], kinds: ['text', 'image'] },
  multi_select: { options: [2, 10], kinds: ['text', 'image'] },
  likert: { options: [1, 10], kinds: ['text'] },
  rating: { options: [0, 0], kinds: [] },
  price_sensitivity: { options: [0, 0], kinds: [], needs: 'text_or_media' },
  screen_recording: { options: [0, 0], kinds: [], needs: 'text' },
};

export interface OptionInput {
  kind?: OptionKind | null;
  label?: string | null;
  mediaUrl?: string | null;
  imageSet?: string[] | null;
  mockup?: Partial<OptionMockup> | null;
  product?: Partial<OptionProduct> | null;
}

export interface QuestionInput {
  type: string;
  variant?: string | null;
  prompt: string;
  context?: { type?: string | null; value?: string | null; mediaUrl?: string | null } | null;
  likertScale?: string | null;
  options?: OptionInput[] | null;
}

export interface NormalizedOption {
  kind: OptionKind;
  label: string | null;
  mediaUrl: string | null;
  imageSet: string[];
  mockup: OptionMockup | null;
  product: OptionProduct | null;
}

export interface NormalizedQuestion {
  type: QuestionType;
  variant: string | null;
  prompt: string;
  context: QuestionContext | null;
  likertScale: string | null;
  options: NormalizedOption[];
}

/**
 * Asking respondents to explain a choice duplicates the explanation every response already
 * carries (spec: "What the service does", 3) and uses up a question slot.
 */
const REASONING = [
  /\bwhy\s+did\s+you\s+(choose|pick|select|prefer|rank|rate|vote|click|answer)\b/i,
  /\bexplain\s+(your|the|why)\b/i,
  /\b(what\s+is|what's)\s+your\s+reason(ing)?\b/i,
  /\breason(s|ing)?\s+(for|behind)\s+your\b/i,
  /\bjustify\s+your\b/i,
  /\bwhat\s+made\s+you\s+(choose|pick|select|prefer)\b/i,
];

export function asksForReasoning(prompt: string): boolean {
  return REASONING.some((re) => re.test(prompt));
}

/**
 * A media URL a question may show: any https URL, or one of our own media storage (an upload's
 * URL), which in development may be http:// (isHostedMediaUrl, subgraphs/media/storage).
 */
export const isMediaUrlAllowed = (s: string) => /^https:\/\/[^\s]+$/i.test(s) || isHostedMediaUrl(s);

/** Validates one question against its type's rules; returns it normalized. `at` is the param path. */
export function normalizeQuestion(q: QuestionInput, at: string): NormalizedQuestion {
  const fail = (message: string, param = at) => new SurveysError('invalid_question', message, param);
  if (!(QUESTION_TYPES as readonly string[]).includes(q.type)) {
    throw fail(`Unknown question type "${q.type}"; one of ${QUESTION_TYPES.join(', ')}.`, `${at}.type`);
  }
  const type = q.type as QuestionType;
  const rule = TYPE_RULES[type];
  const prompt = q.prompt.trim();
  if (prompt.length === 0) throw fail('A question needs a prompt.', `${at}.prompt`);
  if (asksForReasoning(prompt)) {
    throw new SurveysError(
      'reasoning_question_not_allowed',
      'Every response already includes a written explanation of the respondent’s choice; a question asking for reasoning is not needed.',
      `${at}.prompt`,
    );
  }
  const context = normalizeContext(q.context, `${at}.context`, fail);
  if (rule.needs === 'image' && !(context?.mediaUrl && context.type === 'image')) {
    throw fail(`A ${type} question needs an image in context.mediaUrl.`, `${at}.context.mediaUrl`);
  }
  if (rule.needs === 'text' && !context?.value) throw fail(`A ${type} question needs its task in context.value.`, `${at}.context.value`);
  if (rule.needs === 'text_or_media' && !context?.value && !context?.mediaUrl) {
    throw fail(`A ${type} question needs the product in context.value or context.mediaUrl.`, `${at}.context`);
  }
  let likertScale: string | null = null;
  if (type === 'likert') {
    if (!q.likertScale || !(LIKERT_SCALES as readonly string[]).includes(q.likertScale)) {
      throw fail(`A likert question needs likertScale, one of ${LIKERT_SCALES.join(', ')}.`, `${at}.likertScale`);
    }
    likertScale = q.likertScale;
  } else if (q.likertScale) {
    throw fail('likertScale applies to likert questions only.', `${at}.likertScale`);
  }
  let variant = q.variant ?? null;
  if (type === 'rating') {
    variant ??= 'score10';
    if (!(RATING_VARIANTS as readonly string[]).includes(variant)) {
      throw fail(`A rating question's variant is one of ${RATING_VARIANTS.join(', ')}.`, `${at}.variant`);
    }
  }
  const given = q.options ?? [];
  const [min, max] = rule.options;
  if (given.length < min || given.length > max) {
    const want = min === max ? `exactly ${min}` : `${min} to ${max}`;
    throw fail(`A ${type} question takes ${want} options; got ${given.length}.`, `${at}.options`);
  }
  const options = given.map((o, i) => normalizeOption(o, `${at}.options[${i}]`, rule, type, fail));
  return { type, variant, prompt, context, likertScale, options };
}

function normalizeContext(c: QuestionInput['context'], at: string, fail: (m: string, p?: string) => SurveysError): QuestionContext | null {
  if (!c || (!c.value && !c.mediaUrl)) return null;
  if (c.mediaUrl && !isMediaUrlAllowed(c.mediaUrl)) throw fail('context.mediaUrl must be an https URL (or an uploaded media URL).', `${at}.mediaUrl`);
  const type = (c.type ?? (c.mediaUrl ? 'image' : 'text')) as QuestionContext['type'];
  if (!['text', 'image', 'video', 'url'].includes(type)) throw fail('context.type is one of text, image, video, url.', `${at}.type`);
  return { type, value: c.value?.trim() || null, mediaUrl: c.mediaUrl ?? null };
}

function normalizeOption(o: OptionInput, at: string, rule: TypeRule, type: QuestionType, fail: (m: string, p?: string) => SurveysError): NormalizedOption {
  const kind: OptionKind = o.kind ?? (o.product ? 'product' : o.mockup ? 'mockup' : o.imageSet?.length ? 'imageSet' : o.mediaUrl ? 'image' : 'text');
  if (!(OPTION_KINDS as readonly string[]).includes(kind) || !rule.kinds.includes(kind)) {
    throw fail(`A ${type} question takes ${rule.kinds.join(', ') || 'no'} options, not ${kind}.`, `${at}.kind`);
  }
  const label = o.label?.trim() || null;
  if (kind === 'text' && !label) throw fail('A text option needs a value.', `${at}.value`);
  if (kind === 'image' && !o.mediaUrl) throw fail('An image option needs mediaUrl.', `${at}.mediaUrl`);
  if (o.mediaUrl && !isMediaUrlAllowed(o.mediaUrl)) throw fail('mediaUrl must be an https URL (or an uploaded media URL).', `${at}.mediaUrl`);
  const imageSet = o.imageSet ?? [];
  if (kind === 'imageSet' && (imageSet.length < 2 || imageSet.length > 10)) throw fail('An imageSet option takes 2 to 10 images.', `${at}.imageSet`);
  if (imageSet.some((u) => !isMediaUrlAllowed(u))) throw fail('imageSet entries must be https URLs (or uploaded media URLs).', `${at}.imageSet`);
  if (kind === 'mockup' && !o.mockup?.image) throw fail('A mockup option needs mockup.image.', `${at}.mockup.image`);
  if (kind === 'product' && !o.product?.asin) throw fail('A product option needs product.asin.', `${at}.product.asin`);
  return {
    kind,
    label,
    mediaUrl: o.mediaUrl ?? null,
    imageSet,
    mockup: kind === 'mockup' ? fillNulls<OptionMockup>(o.mockup!, ['image', 'title', 'currency', 'price', 'rating', 'reviews', 'reviewScore', 'numRatings']) : null,
    product:
      kind === 'product'
        ? fillNulls<OptionProduct>(o.product!, ['asin', 'title', 'currency', 'image', 'price', 'salePrice', 'rating', 'reviews', 'reviewScore', 'numRatings'])
        : null,
  };
}

function fillNulls<T>(obj: Partial<T>, keys: (keyof T & string)[]): T {
  return Object.fromEntries(keys.map((k) => [k, obj[k] ?? null])) as T;
}

/** Validates a whole question list. */
export function normalizeQuestions(questions: QuestionInput[], at = 'questions'): NormalizedQuestion[] {
  if (questions.length < 1 || questions.length > MAX_QUESTIONS) {
    throw new SurveysError('invalid_question', `A survey has 1 to ${MAX_QUESTIONS} questions; got ${questions.length}.`, at);
  }
  return questions.map((q, i) => normalizeQuestion(q, `${at}[${i}]`));
}
