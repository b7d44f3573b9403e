import { Type, type Static } from '@sinclair/typebox';
import { LIKERT_SCALES, MAX_QUESTIONS, QUESTION_TYPES, RATING_VARIANTS, TYPE_RULES, type QuestionType } from '../../subgraphs/surveys';
import type { GetSurveyQuery, QuestionInput, SurveyInput, SurveyQuoteInput } from '../../graph-client/generated';
import { ApiError } from '../../graph-client/errors';
import { CsrfField } from './forms';

/**
 * The survey editor's form (views/survey-edit.eta): flat field names, one per input, so the page
 * posts everything without script. Question i's fields are `q<i>.<field>`, its option j's
 * `q<i>.o<j>.<field>`; a chosen file comes as `….file` (multipart) beside the URL of the one
 * already there (`….media`, hidden).
 */
export const MAX_OPTIONS = 10;
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const Permalinks = Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }), Type.String({ maxLength: 200 })]));

export const DraftBody = Type.Object(
  {
    ...CsrfField,
    /** Which button sent the form: save (the default), or one that changes the form's rows. */
    action: Text(40),
    name: Text(200),
    country: Text(2),
    sampleSize: Text(12),
    targeting: Permalinks,
    reporting: Permalinks,
  },
  {
    patternProperties: {
      '^q[0-9]\\.(type|variant|scale|contextMedia)$': Type.String({ maxLength: 2048 }),
      '^q[0-9]\\.(prompt|context)$': Type.String({ maxLength: 2000 }),
      '^q[0-9]\\.o[0-9]\\.(label|media)$': Type.String({ maxLength: 2048 }),
      // Files (multipart): the bytes, empty when no file was chosen.
      '^q[0-9]\\.(contextFile|o[0-9]\\.file)$': Type.Unsafe<Buffer | string>({}),
    },
    additionalProperties: false,
  },
);
/** The named fields, and the per-question ones (patternProperties) as whatever came. */
export type DraftBody = Static<typeof DraftBody> & Record<string, unknown>;

export interface FormOption {
  label: string;
  media: string;
  file?: Buffer;
}

export interface FormQuestion {
  type: string;
  prompt: string;
  variant: string;
  scale: string;
  context: string;
  contextMedia: string;
  contextFile?: Buffer;
  options: FormOption[];
}

/** What the editor shows and posts; every value as typed, so a refused form comes back as it was. */
export interface DraftForm {
  name: string;
  country: string;
  sampleSize: string;
  targeting: string[];
  reporting: string[];
  questions: FormQuestion[];
}

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const file = (v: unknown) => (Buffer.isBuffer(v) && v.length > 0 ? v : undefined);

/** Whether a question type takes options at all (open ended, rating, click test… do not). */
export const takesOptions = (type: string) => (TYPE_RULES[type as QuestionType]?.options[1] ?? 0) > 0;

export const blankOption = (): FormOption => ({ label: '', media: '' });
export const blankQuestion = (): FormQuestion => ({
  type: 'single_select',
  prompt: '',
  variant: '',
  scale: '',
  context: '',
  contextMedia: '',
  options: [blankOption(), blankOption()],
});

export const blankDraft = (): DraftForm => ({ name: '', country: 'US', sampleSize: '100', targeting: [], reporting: [], questions: [blankQuestion()] });

/** The posted form as the editor's model. */
export function readDraftForm(body: DraftBody): DraftForm {
  const raw = body;
  const questions: FormQuestion[] = [];
  for (let i = 0; i < MAX_QUESTIONS; i++) {
    if (raw[`q${i}.type`] === undefined) continue;
    const options: FormOption[] = [];
    for (let j = 0; j < MAX_OPTIONS; j++) {
      const at = `q${i}.o${j}`;
      if (raw[`${at}.label`] === undefined && raw[`${at}.media`] === undefined) continue;
      options.push({ label: str(raw[`${at}.label`]), media: str(raw[`${at}.media`]), file: file(raw[`${at}.file`]) });
    }
    questions.push({
      type: str(raw[`q${i}.type`]),
      prompt: str(raw[`q${i}.prompt`]),
      variant: str(raw[`q${i}.variant`]),
      scale: str(raw[`q${i}.scale`]),
      context: str(raw[`q${i}.context`]),
      contextMedia: str(raw[`q${i}.contextMedia`]),
      contextFile: file(raw[`q${i}.contextFile`]),
      options,
    });
  }
  return {
    name: body.name ?? '',
    country: (body.country ?? 'US').toUpperCase(),
    sampleSize: body.sampleSize ?? '',
    targeting: list(body.targeting),
    reporting: list(body.reporting),
    questions,
  };
}

type Survey = GetSurveyQuery['survey'];

/** Options the editor shows and keeps: text and image ones (mockups, products and image sets are made through the API). */
export const editableInConsole = (survey: Pick<Survey, 'questions'>) => survey.questions.every((q) => q.options.every((o) => o.kind === 'text' || o.kind === 'image'));

/** A stored draft as the editor's form. */
export function draftFormOf(survey: Survey): DraftForm {
  return {
    name: survey.name,
    country: survey.country,
    sampleSize: String(survey.sampleSize),
    targeting: survey.targeting,
    reporting: survey.reporting,
    questions: survey.questions.map((q) => ({
      type: q.type,
      prompt: q.prompt,
      variant: q.variant ?? '',
      scale: q.likertScale ?? '',
      context: q.context?.value ?? '',
      contextMedia: q.context?.mediaUrl ?? '',
      options: q.options.map((o) => ({ label: o.label ?? '', media: o.mediaUrl ?? '' })),
    })),
  };
}

/** The row changes the form's buttons ask for (they re-render the form; Save keeps it). */
export type RowAction =
  | { kind: 'add-question' }
  | { kind: 'remove-question'; q: number }
  | { kind: 'add-option'; q: number }
  | { kind: 'remove-option'; q: number; o: number }
  | { kind: 'remove-context-image'; q: number }
  | { kind: 'remove-option-image'; q: number; o: number }
  | { kind: 'traits' };

/** `action` as a row change, or null for Save (also an unknown action: saving is what a plain submit means). */
export function rowAction(action: string | undefined): RowAction | null {
  const [kind, a, b] = (action ?? '').split(':');
  const q = Number(a);
  const o = Number(b);
  const index = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n < max;
  switch (kind) {
    case 'add-question':
    case 'traits':
      return { kind };
    case 'remove-question':
    case 'add-option':
    case 'remove-context-image':
      return index(q, MAX_QUESTIONS) ? { kind, q } : null;
    case 'remove-option':
    case 'remove-option-image':
      return index(q, MAX_QUESTIONS) && index(o, MAX_OPTIONS) ? { kind, q, o } : null;
    default:
      return null;
  }
}

/** The form after a row change (a copy). Limits are kept: no 11th question, no question left with none. */
export function applyRowAction(form: DraftForm, action: RowAction): DraftForm {
  const questions = form.questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o })) }));
  const question = 'q' in action ? questions[action.q] : undefined;
  switch (action.kind) {
    case 'add-question':
      if (questions.length < MAX_QUESTIONS) questions.push(blankQuestion());
      break;
    case 'remove-question':
      if (question) questions.splice(action.q, 1);
      if (!questions.length) questions.push(blankQuestion());
      break;
    case 'add-option':
      if (question && question.options.length < MAX_OPTIONS) question.options.push(blankOption());
      break;
    case 'remove-option':
      question?.options.splice(action.o, 1);
      break;
    case 'remove-context-image':
      if (question) question.contextMedia = '';
      break;
    case 'remove-option-image':
      if (question?.options[action.o]) question.options[action.o].media = '';
      break;
    case 'traits':
      break;
  }
  return { ...form, questions };
}

export interface ChosenFile {
  bytes: Buffer;
  /** The file input, and how a refusal names it ("Question 2, option 1"). */
  field: string;
  where: string;
  /** Puts the stored file's URL in its place (the form keeps it from then on). */
  put: (url: string) => void;
}

/** Every file chosen in the form, with where its URL goes once it is stored. */
export function chosenFiles(form: DraftForm): ChosenFile[] {
  return form.questions.flatMap((q, i) => [
    ...(q.contextFile
      ? [{ bytes: q.contextFile, field: `q${i}.contextFile`, where: `Question ${i + 1}, context image`, put: (url: string) => ((q.contextMedia = url), delete q.contextFile) }]
      : []),
    ...q.options.flatMap((o, j) =>
      o.file ? [{ bytes: o.file, field: `q${i}.o${j}.file`, where: `Question ${i + 1}, option ${j + 1}`, put: (url: string) => ((o.media = url), delete o.file) }] : [],
    ),
  ]);
}

const sampleSizeOf = (s: string) => (/^\s*\d{1,7}\s*$/.test(s) ? Number(s) : null);

/**
 * The survey input the form means. Fields that do not apply to a question's type are left out
 * (the page shows every field without script: a likert scale chosen for a rating question is
 * not that question's); empty option rows are left out. The domain judges the rest.
 */
export function surveyInputOf(form: DraftForm): SurveyInput {
  const sampleSize = sampleSizeOf(form.sampleSize);
  if (sampleSize === null) throw new ApiError('invalid', 'parameter_invalid', 'The sample size is a whole number of respondents.', 'sampleSize');
  return {
    name: form.name.trim() || null,
    country: form.country,
    sampleSize,
    targeting: form.targeting,
    reporting: form.reporting,
    questions: form.questions.map((q): QuestionInput => {
      const context = q.context.trim() || q.contextMedia ? { value: q.context.trim() || null, mediaUrl: q.contextMedia || null } : null;
      return {
        type: q.type,
        prompt: q.prompt,
        variant: q.type === 'rating' && q.variant ? q.variant : null,
        likertScale: q.type === 'likert' ? q.scale || null : null,
        context,
        options: takesOptions(q.type) ? q.options.filter((o) => o.label.trim() || o.media).map((o) => ({ label: o.label.trim() || null, mediaUrl: o.media || null })) : [],
      };
    }),
  };
}

/** What the live quote needs of the form. */
export function quoteInputOf(form: DraftForm): SurveyQuoteInput {
  const sampleSize = sampleSizeOf(form.sampleSize);
  return {
    country: form.country,
    sampleSize,
    questionTypes: form.questions.map((q) => q.type),
    targetingCount: form.targeting.length,
  };
}

/**
 * The form field a domain refusal names (`questions[1].options[0].value` → `q1.o0.label`), so the
 * page marks it; null when it names none the form has.
 */
export function fieldOf(param: string | null | undefined): string | null {
  if (!param) return null;
  const option = /^questions\[(\d+)\]\.options\[(\d+)\](\.mediaUrl)?/.exec(param);
  if (option) return `q${option[1]}.o${option[2]}.${option[3] ? 'file' : 'label'}`;
  const contextImage = /^questions\[(\d+)\]\.context\.mediaUrl/.exec(param);
  if (contextImage) return `q${contextImage[1]}.contextFile`;
  const question = /^questions\[(\d+)\](?:\.(\w+))?/.exec(param);
  if (question) {
    const field = question[2];
    const name =
      field === 'likertScale'
        ? 'scale'
        : field === 'context'
          ? 'context'
          : field === 'variant'
            ? 'variant'
            : field === 'type'
              ? 'type'
              : field === 'options'
                ? 'options'
                : 'prompt';
    return `q${question[1]}.${name}`;
  }
  const top = /^(name|country|sampleSize|targeting|reporting)/.exec(param);
  return top ? top[1] : null;
}

/** "Question 2: " for a refusal about a question, so a long form says where. */
export function whereOf(param: string | null | undefined): string {
  const question = /^questions\[(\d+)\]/.exec(param ?? '');
  return question ? `Question ${Number(question[1]) + 1}: ` : '';
}

export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  single_select: 'Single choice',
  multi_select: 'Multiple choice',
  ranked: 'Ranking',
  head_to_head: 'Head to head (two options)',
  likert: 'Likert scale',
  rating: 'Rating',
  open_ended: 'Open ended',
  click_test: 'Click test (on an image)',
  price_sensitivity: 'Price sensitivity',
  screen_recording: 'Screen recording',
};
export const LIKERT_SCALE_NAMES: Record<(typeof LIKERT_SCALES)[number], string> = {
  agreement5: 'Agreement, 5 points',
  agreement7: 'Agreement, 7 points',
  satisfaction5: 'Satisfaction, 5 points',
  likelihood5: 'Likelihood, 5 points',
  frequency5: 'Frequency, 5 points',
};
export const RATING_VARIANT_NAMES: Record<(typeof RATING_VARIANTS)[number], string> = { score10: 'Score 0 to 10', stars5: '1 to 5 stars' };
export { LIKERT_SCALES, QUESTION_TYPES, RATING_VARIANTS };
