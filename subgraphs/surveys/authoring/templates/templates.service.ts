import type { OptionKind } from '../../entities/option.entity';
import { isMediaUrlAllowed, type OptionInput, type QuestionInput } from '../../answers';
import { MAX_TEXT_BLANK, MAX_URL_BLANK, expandSkeleton, parseTemplates, type Template, type TemplateBlank, type TemplateConstraints } from './templates.catalogue';
import { TemplateViolationError, TemplatesError, type TemplateViolation } from './templates.errors';
import raw from './templates.json';

export type { Template, TemplateBlank, TemplateConstraints };

// Loaded and validated once, at import: a bad data file stops the process at boot.
const TEMPLATES: readonly Template[] = parseTemplates(raw);
const BY_ID: ReadonlyMap<string, Template> = new Map(TEMPLATES.map((t) => [t.id, t]));

/** Every template, in catalogue order. */
export function listTemplates(): readonly Template[] {
  return TEMPLATES;
}

/** The template with this id, or null. */
export function findTemplate(id: string): Template | null {
  return BY_ID.get(id) ?? null;
}

/** The template with this id; throws TemplatesError template_not_found (param `template.id`). */
export function getTemplate(id: string): Template {
  const t = findTemplate(id);
  if (t) return t;
  throw new TemplatesError('template_not_found', `No template has the id "${id}"; GET /v1/templates lists them.`, { param: 'template.id' });
}

/** A template's blanks as clients see them (list and 422 bodies): name and placeholder. */
export function publicBlanks(t: Template): Pick<TemplateBlank, 'name' | 'placeholder'>[] {
  return t.blanks.map(({ name, placeholder }) => ({ name, placeholder }));
}

/** What a create request brings for a template: its blanks and options, and the survey's sample size and country. */
export interface TemplateRequest {
  /** Blank name → value. */
  blanks?: Readonly<Record<string, string>> | null;
  /** The options of the template's question. */
  options?: readonly OptionInput[] | null;
  /** One of the template's sampleSizes (as a string or a number); its default when omitted. */
  sampleSize?: string | number | null;
  /** One of the template's countries, any case; its default when omitted. */
  country?: string | null;
}

export interface AppliedTemplate {
  /** Ready for normalizeQuestions. */
  questions: QuestionInput[];
  sampleSize: number;
  /** Upper case. */
  country: string;
}

/** An option's kind, as question-rules infers it when not given. */
export function optionKindOf(o: OptionInput): OptionKind {
  return o.kind ?? (o.product ? 'product' : o.mockup ? 'mockup' : o.imageSet?.length ? 'imageSet' : o.mediaUrl ? 'image' : 'text');
}

const isHttpsUrl = (s: unknown) => typeof s === 'string' && s.length <= MAX_URL_BLANK && isMediaUrlAllowed(s);
const list = (xs: readonly string[]) => xs.join(', ');

/**
 * Checks a request against the template's limits and expands it into the survey's questions.
 * Throws one TemplateViolationError listing every violation (spec: 422 "listing every violation
 * with its allowed values"), so a client can fix all of them in one round.
 */
export function applyTemplate(template: Template, request: TemplateRequest): AppliedTemplate {
  const c = template.constraints;
  const violations: TemplateViolation[] = [...checkBlanks(template, request.blanks ?? {}), ...checkOptions(c, request.options ?? [])];

  const sampleSize = request.sampleSize == null ? c.defaultSampleSize : String(request.sampleSize).trim();
  if (!c.sampleSizes.includes(sampleSize)) {
    violations.push({
      code: 'sample_size',
      param: 'sampleSize',
      message: `Sample size ${String(request.sampleSize)} is not offered by this template; choose one of ${list(c.sampleSizes)}.`,
      allowed: c.sampleSizes,
      received: request.sampleSize,
    });
  }
  const country = request.country == null ? c.defaultCountry : request.country.trim().toUpperCase();
  if (!c.countries.includes(country)) {
    violations.push({
      code: 'country',
      param: 'country',
      message: `Country "${request.country}" is not offered by this template; choose one of ${list(c.countries)}.`,
      allowed: c.countries,
      received: request.country,
    });
  }
  if (violations.length > 0) throw new TemplateViolationError(template.name, violations, publicBlanks(template));

  const values = Object.fromEntries(template.blanks.map((b) => [b.name, request.blanks![b.name].trim()]));
  const options = (request.options ?? []).map((o) => ({ ...o }));
  return { questions: [expandSkeleton(template.question, values, options)], sampleSize: Number(sampleSize), country };
}

function checkBlanks(template: Template, given: Readonly<Record<string, string>>): TemplateViolation[] {
  const out: TemplateViolation[] = [];
  const names = template.blanks.map((b) => b.name);
  for (const b of template.blanks) {
    const param = `template.blanks.${b.name}`;
    const value = Object.hasOwn(given, b.name) ? given[b.name] : undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      out.push({ code: 'blank_missing', param, message: `Fill the blank "${b.name}" (${b.placeholder}).`, allowed: b.placeholder, received: value ?? null });
    } else if (b.format === 'https_url' && !isHttpsUrl(value.trim())) {
      out.push({ code: 'blank_invalid', param, message: `The blank "${b.name}" takes an https URL of up to ${MAX_URL_BLANK} characters.`, allowed: 'https URL', received: value });
    } else if (b.format === 'text' && value.trim().length > MAX_TEXT_BLANK) {
      out.push({
        code: 'blank_invalid',
        param,
        message: `The blank "${b.name}" takes up to ${MAX_TEXT_BLANK} characters.`,
        allowed: `1 to ${MAX_TEXT_BLANK} characters`,
        received: value,
      });
    }
  }
  for (const name of Object.keys(given)) {
    if (names.includes(name)) continue;
    out.push({
      code: 'blank_unknown',
      param: `template.blanks.${name}`,
      message: names.length ? `This template has no blank "${name}"; its blanks are ${list(names)}.` : `This template has no blanks; "${name}" is not one.`,
      allowed: names,
      received: name,
    });
  }
  return out;
}

function checkOptions(c: TemplateConstraints, given: readonly OptionInput[]): TemplateViolation[] {
  const out: TemplateViolation[] = [];
  const { min, max } = c.optionCount;
  if (given.length < min || given.length > max) {
    const want = max === 0 ? 'no options' : min === max ? `exactly ${min} options` : `${min} to ${max} options`;
    out.push({ code: 'option_count', param: 'template.options', message: `This template takes ${want}; got ${given.length}.`, allowed: { min, max }, received: given.length });
  }
  // A template without options already has its one violation above; each option's kind would only repeat it.
  if (max === 0) return out;
  given.forEach((o, i) => {
    const param = `template.options[${i}]`;
    const kind = optionKindOf(o);
    if (!c.optionTypes.includes(kind)) {
      out.push({
        code: 'option_type',
        param,
        message: `Option ${i} has kind ${kind}; this template takes ${list(c.optionTypes)} options.`,
        allowed: c.optionTypes,
        received: kind,
      });
      return;
    }
    const problem = optionProblem(o, kind);
    if (problem) out.push({ code: 'option_invalid', param, message: `Option ${i}: ${problem.message}`, allowed: problem.allowed, received: problem.received });
  });
  return out;
}

/** The request-level checks question-rules would make of an option, as a violation instead of a 400. */
function optionProblem(o: OptionInput, kind: OptionKind): { message: string; allowed: string; received: unknown } | null {
  if (kind === 'text' && !o.label?.trim()) return { message: 'a text option needs a value.', allowed: 'a non-empty value', received: o.label ?? null };
  if (kind === 'image' && !o.mediaUrl) return { message: 'an image option needs mediaUrl.', allowed: 'https URL', received: null };
  if (o.mediaUrl != null && !isHttpsUrl(o.mediaUrl)) return { message: 'mediaUrl must be an https URL.', allowed: 'https URL', received: o.mediaUrl };
  const set = o.imageSet ?? [];
  if (kind === 'imageSet' && (set.length < 2 || set.length > 10)) return { message: 'an imageSet takes 2 to 10 images.', allowed: '2 to 10 https URLs', received: set.length };
  const badUrl = set.find((u) => !isHttpsUrl(u));
  if (badUrl !== undefined) return { message: 'imageSet entries must be https URLs.', allowed: 'https URL', received: badUrl };
  if (kind === 'mockup' && !isHttpsUrl(o.mockup?.image)) return { message: 'a mockup needs an https image.', allowed: 'https URL', received: o.mockup?.image ?? null };
  if (kind === 'product' && !o.product?.asin) return { message: 'a product option needs an asin.', allowed: 'an ASIN', received: null };
  return null;
}
