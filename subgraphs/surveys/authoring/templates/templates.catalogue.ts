import { z } from 'zod';
import { OPTION_KINDS, type OptionKind } from '../../entities/option.entity';
import { PRICE_TABLE } from '../../pricing/price-table';
import { LIKERT_SCALES, QUESTION_TYPES, TYPE_RULES, normalizeQuestion, type OptionInput, type QuestionType } from '../../answers';
import { supportedCountries } from '../../traits/traits.service';

/** A value the client fills in; referenced as `{{name}}` in the question skeleton. */
export interface TemplateBlank {
  name: string;
  /** Shown to the client as a hint (and in 422 bodies): "Your product name". */
  placeholder: string;
  /** `https_url` blanks fill a media URL and must be https URLs; `text` blanks fill text. */
  format: 'text' | 'https_url';
}

export interface TemplateConstraints {
  questionTypes: QuestionType[];
  optionTypes: OptionKind[];
  optionCount: { min: number; max: number };
  /** Whole numbers as strings (spec: sampleSizes is an array of string). */
  sampleSizes: string[];
  defaultSampleSize: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countries: string[];
  defaultCountry: string;
}

/** The template's one question, with `{{blank}}` references in prompt and context. */
export interface TemplateQuestion {
  type: QuestionType;
  variant?: string;
  prompt: string;
  context?: { type?: 'text' | 'image' | 'video' | 'url'; value?: string; mediaUrl?: string };
  likertScale?: string;
}

export interface Template {
  /** `cmb_` + 24 lower-case alphanumerics; stable across releases. */
  id: string;
  name: string;
  description: string;
  blanks: TemplateBlank[];
  question: TemplateQuestion;
  constraints: TemplateConstraints;
}

export const TEMPLATE_ID = /^cmb_[a-z0-9]{24}$/;
/** `{{name}}` in a skeleton; names are lower-case snake_case. */
export const BLANK_REFERENCE = /\{\{([a-z][a-z0-9_]*)\}\}/g;
/** Longest value a text blank takes (an https_url blank takes a URL of up to 2,048). */
export const MAX_TEXT_BLANK = 200;
export const MAX_URL_BLANK = 2048;

const text = z.string().trim().min(1);
const BlankRow = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'not lower-case snake_case'),
  placeholder: text,
  format: z.enum(['text', 'https_url']).default('text'),
});
const QuestionRow = z.strictObject({
  type: z.enum(QUESTION_TYPES),
  variant: text.optional(),
  prompt: text,
  context: z.strictObject({ type: z.enum(['text', 'image', 'video', 'url']).optional(), value: text.optional(), mediaUrl: text.optional() }).optional(),
  likertScale: z.enum(LIKERT_SCALES).optional(),
});
const ConstraintsRow = z.strictObject({
  questionTypes: z.array(z.enum(QUESTION_TYPES)).length(1),
  optionTypes: z.array(z.enum(OPTION_KINDS)),
  optionCount: z.strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  sampleSizes: z.array(z.string().regex(/^[1-9][0-9]*$/, 'not a whole number')).min(1),
  defaultSampleSize: z.string(),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'not an upper-case ISO 3166-1 alpha-2 code')).min(1),
  defaultCountry: z.string(),
});
const TemplateRow = z.strictObject({
  id: z.string().regex(TEMPLATE_ID, 'not cmb_ + 24 lower-case alphanumerics'),
  name: text,
  description: text,
  blanks: z.array(BlankRow),
  question: QuestionRow,
  constraints: ConstraintsRow,
});
const CatalogueFile = z.strictObject({ templates: z.array(TemplateRow).min(1) });

/** Sample options used at load to prove every template expands into a valid question. */
const SAMPLE_OPTION: Record<OptionKind, OptionInput> = {
  text: { label: 'Sample' },
  image: { mediaUrl: 'https://example.com/a.png' },
  imageSet: { imageSet: ['https://example.com/a.png', 'https://example.com/b.png'] },
  mockup: { mockup: { image: 'https://example.com/a.png' } },
  product: { product: { asin: 'B000000000' } },
};

/** The blank names a string references, in order (repeats kept). */
export function blankReferences(s: string | undefined): string[] {
  return s ? [...s.matchAll(BLANK_REFERENCE)].map((m) => m[1]) : [];
}

/** Replaces every `{{name}}` with its value. */
export function fillBlanks(s: string, values: Readonly<Record<string, string>>): string {
  return s.replace(BLANK_REFERENCE, (_, name: string) => values[name] ?? '');
}

type Issue = (path: (string | number)[], message: string) => void;

function checkTemplate(t: z.infer<typeof TemplateRow>, issue: Issue): void {
  const { question: q, constraints: c } = t;
  const rule = TYPE_RULES[q.type];
  // Blanks: unique, each referenced, every reference declared, URL blanks only as a whole media URL.
  const names = t.blanks.map((b) => b.name);
  names.forEach((n, i) => names.indexOf(n) !== i && issue(['blanks', i, 'name'], `duplicate blank ${n}`));
  const textRefs = [...blankReferences(q.prompt), ...blankReferences(q.context?.value)];
  const mediaRefs = blankReferences(q.context?.mediaUrl);
  for (const [where, s] of [
    ['prompt', q.prompt],
    ['context.value', q.context?.value],
    ['context.mediaUrl', q.context?.mediaUrl],
  ] as const) {
    if (s && /\{\{|\}\}/.test(s.replace(BLANK_REFERENCE, ''))) issue(['question', ...where.split('.')], 'malformed {{blank}} reference');
  }
  for (const ref of [...textRefs, ...mediaRefs]) if (!names.includes(ref)) issue(['question'], `references undeclared blank ${ref}`);
  t.blanks.forEach((b, i) => {
    if (!textRefs.includes(b.name) && !mediaRefs.includes(b.name)) issue(['blanks', i], `blank ${b.name} is never referenced`);
    if (b.format === 'https_url' && textRefs.includes(b.name)) issue(['blanks', i], `https_url blank ${b.name} used in text`);
    if (b.format === 'text' && mediaRefs.includes(b.name)) issue(['blanks', i], `text blank ${b.name} used as a media URL`);
  });
  const media = q.context?.mediaUrl;
  if (media && !(mediaRefs.length === 1 && media === `{{${mediaRefs[0]}}}`) && !/^https:\/\/\S+$/.test(media)) {
    issue(['question', 'context', 'mediaUrl'], 'must be an https URL or exactly one {{blank}}');
  }
  // Constraints: consistent with the question type's rules (question-rules.ts), pricing and the trait catalogue.
  if (c.questionTypes[0] !== q.type) issue(['constraints', 'questionTypes'], `must be ["${q.type}"], the question's type`);
  c.optionTypes.forEach((k, i) => {
    if (!rule.kinds.includes(k)) issue(['constraints', 'optionTypes', i], `${q.type} takes no ${k} options`);
    if (c.optionTypes.indexOf(k) !== i) issue(['constraints', 'optionTypes', i], `duplicate ${k}`);
  });
  const [min, max] = rule.options;
  if (c.optionCount.min > c.optionCount.max) issue(['constraints', 'optionCount'], 'min is above max');
  if (c.optionCount.min < min || c.optionCount.max > max) issue(['constraints', 'optionCount'], `${q.type} takes ${min} to ${max} options`);
  if (max > 0 !== c.optionTypes.length > 0) issue(['constraints', 'optionTypes'], max > 0 ? 'needs at least one option type' : `${q.type} takes no options`);
  const { min: sMin, max: sMax } = PRICE_TABLE.sampleSize;
  c.sampleSizes.forEach((s, i) => {
    if (Number(s) < sMin || Number(s) > sMax) issue(['constraints', 'sampleSizes', i], `outside ${sMin} to ${sMax}`);
    if (c.sampleSizes.indexOf(s) !== i) issue(['constraints', 'sampleSizes', i], `duplicate ${s}`);
  });
  if (!c.sampleSizes.includes(c.defaultSampleSize)) issue(['constraints', 'defaultSampleSize'], 'not one of sampleSizes');
  const traitCountries = supportedCountries();
  c.countries.forEach((cc, i) => {
    if (!(cc in PRICE_TABLE.countries)) issue(['constraints', 'countries', i], `${cc} is not priced`);
    if (!traitCountries.includes(cc)) issue(['constraints', 'countries', i], `${cc} has no trait catalogue`);
    if (c.countries.indexOf(cc) !== i) issue(['constraints', 'countries', i], `duplicate ${cc}`);
  });
  if (!c.countries.includes(c.defaultCountry)) issue(['constraints', 'defaultCountry'], 'not one of countries');
  // Finally the skeleton, filled with samples, must pass the same rules as any question.
  if (c.optionTypes.length > 0 || max === 0) {
    const values = Object.fromEntries(t.blanks.map((b) => [b.name, b.format === 'https_url' ? 'https://example.com/page.png' : 'Sample']));
    try {
      normalizeQuestion(
        expandSkeleton(
          q,
          values,
          Array.from({ length: c.optionCount.min }, () => SAMPLE_OPTION[c.optionTypes[0]]),
        ),
        'question',
      );
    } catch (e) {
      issue(['question'], `does not expand into a valid question: ${(e as Error).message}`);
    }
  }
}

/** The skeleton with its blanks filled and the given options: a QuestionInput for question-rules. */
export function expandSkeleton(q: TemplateQuestion, values: Readonly<Record<string, string>>, options: OptionInput[]) {
  return {
    type: q.type,
    variant: q.variant ?? null,
    prompt: fillBlanks(q.prompt, values),
    context: q.context
      ? {
          type: q.context.type ?? null,
          value: q.context.value ? fillBlanks(q.context.value, values) : null,
          mediaUrl: q.context.mediaUrl ? fillBlanks(q.context.mediaUrl, values) : null,
        }
      : null,
    likertScale: q.likertScale ?? null,
    options,
  };
}

/**
 * Validates the template catalogue file. Throws with every problem found: bad shape, duplicate
 * ids or names, blanks undeclared or unused, and constraints the question type, the price
 * table or the trait catalogue could not honour.
 */
export function parseTemplates(data: unknown): readonly Template[] {
  const parsed = CatalogueFile.superRefine((file, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    file.templates.forEach((t, i) => {
      const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path: ['templates', i, ...path], message });
      if (ids.has(t.id)) issue(['id'], `duplicate id ${t.id}`);
      if (names.has(t.name)) issue(['name'], `duplicate name ${t.name}`);
      ids.add(t.id);
      names.add(t.name);
      checkTemplate(t, issue);
    });
  }).safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`invalid template catalogue:\n  ${lines.join('\n  ')}`);
  }
  return deepFreeze(parsed.data.templates as Template[]);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
