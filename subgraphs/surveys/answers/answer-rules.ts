import { isHostedMediaUrl } from '../../media';
import { LIKERT_SCALES, type QuestionType } from './question-rules';
import type { Answer, AnswerQuestion, Vote } from './answer';

/** The most an explanation may hold, after trimming. */
export const MAX_EXPLANATION_LENGTH = 2000;

/** The Answer fields each question type uses; every other field must be absent. */
const FIELDS: Record<QuestionType, readonly (keyof Answer)[]> = {
  head_to_head: ['chosenOption', 'matchup'],
  single_select: ['chosenOption'],
  multi_select: ['selectedOptions'],
  ranked: ['ranking', 'chosenOption'],
  likert: ['statements'],
  rating: ['score'],
  click_test: ['clicks'],
  price_sensitivity: ['prices'],
  screen_recording: ['media', 'mediaTranscription'],
  open_ended: [],
};

/** Points on each likert scale. Throws for a scale that is not one of LIKERT_SCALES. */
export function likertPoints(scale: string): number {
  if (!(LIKERT_SCALES as readonly string[]).includes(scale)) throw new Error(`unknown likert scale "${scale}"`);
  return scale === 'agreement7' ? 7 : 5;
}

// Answers arrive from outside (GraphQL input, a panel integration), so nothing about their
// runtime shape is trusted: every check below tests the type as well as the value.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown, min: number, max: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** null counts as absent: GraphQL input objects carry explicit nulls for fields not sent. */
const present = (v: unknown) => v !== undefined && v !== null;

function isHttpsUrl(s: unknown): boolean {
  if (!isString(s) || /\s/.test(s)) return false;
  try {
    return new URL(s).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks one response against its question (rules per type: the doc comment of Answer).
 * Returns null when valid, else a short message naming the first problem found.
 */
export function validateAnswer(q: AnswerQuestion, answer: Answer, explanation: string | null): string | null {
  if (!isObject(answer)) return 'answer must be an object';
  const allowed: readonly string[] = FIELDS[q.type];
  if (!allowed) return `unknown question type ${q.type}`;
  for (const [key, value] of Object.entries(answer)) {
    if (present(value) && !allowed.includes(key)) return `${key} does not apply to ${q.type} questions`;
  }
  return checkExplanation(q, explanation) ?? checkFields(q, answer);
}

function checkExplanation(q: AnswerQuestion, explanation: string | null): string | null {
  const text = explanation ?? '';
  if (!isString(text)) return 'explanation must be a string';
  // A screen recording is explained by its transcription; a second text would say the same twice.
  if (q.type === 'screen_recording') return text.trim() === '' ? null : 'a screen_recording response has no explanation';
  if (text.trim() === '') return 'explanation is required';
  if (text.trim().length > MAX_EXPLANATION_LENGTH) return `explanation must be at most ${MAX_EXPLANATION_LENGTH} characters`;
  return null;
}

function checkFields(q: AnswerQuestion, a: Answer): string | null {
  const ids = q.options.map((o) => o.id);
  const isOption = (v: unknown) => isString(v) && ids.includes(v);
  switch (q.type) {
    case 'single_select':
      return isOption(a.chosenOption) ? null : "chosenOption must be one of the question's options";
    case 'head_to_head': {
      const m = a.matchup;
      if (!isObject(m) || !isString(m.option1) || !isString(m.option2)) return 'matchup must have option1 and option2';
      if (ids.length !== 2 || m.option1 === m.option2 || !isOption(m.option1) || !isOption(m.option2)) {
        return "matchup must pair the question's two options";
      }
      return isOption(a.chosenOption) ? null : "chosenOption must be one of the question's options";
    }
    case 'multi_select': {
      const s = a.selectedOptions;
      if (!Array.isArray(s) || s.length === 0) return 'selectedOptions must list at least one option';
      if (!s.every(isOption)) return "selectedOptions must be the question's options";
      return new Set(s).size === s.length ? null : 'selectedOptions must be distinct';
    }
    case 'ranked':
      return checkRanking(q, a);
    case 'likert':
      return checkStatements(q, a);
    case 'rating': {
      const variant = q.variant ?? 'score10';
      if (variant === 'score10') return isInt(a.score, 0, 10) ? null : 'score must be an integer from 0 to 10';
      if (variant === 'stars5') return isInt(a.score, 1, 5) ? null : 'score must be an integer from 1 to 5';
      return `unknown rating variant ${variant}`;
    }
    case 'click_test':
      return checkClicks(a);
    case 'price_sensitivity':
      return checkPrices(a);
    case 'screen_recording':
      // A recording the respondent app uploaded is on our own media storage (http:// in development).
      if (!isHttpsUrl(a.media) && !(isString(a.media) && isHostedMediaUrl(a.media))) return 'media must be an https URL';
      return isString(a.mediaTranscription) && a.mediaTranscription.trim() !== '' ? null : 'mediaTranscription is required';
    case 'open_ended':
      return null;
  }
}

function checkRanking(q: AnswerQuestion, a: Answer): string | null {
  const r = a.ranking;
  const n = q.options.length;
  if (!Array.isArray(r) || r.length !== n) return 'ranking must rank every option exactly once';
  if (!r.every((e) => isObject(e) && isString(e.option) && Number.isInteger(e.rank))) return 'ranking entries need rank and option';
  const options = new Set(r.map((e) => e.option));
  if (options.size !== n || !q.options.every((o) => options.has(o.id))) return 'ranking must rank every option exactly once';
  const ranks = new Set(r.map((e) => e.rank));
  if (ranks.size !== n || !r.every((e) => e.rank >= 1 && e.rank <= n)) return `ranks must be exactly 1 to ${n}`;
  const first = r.find((e) => e.rank === 1)!.option;
  return a.chosenOption === first ? null : 'chosenOption must be the rank-1 option';
}

function checkStatements(q: AnswerQuestion, a: Answer): string | null {
  if (!q.likertScale || !(LIKERT_SCALES as readonly string[]).includes(q.likertScale)) return 'the question has no valid likert scale';
  const points = likertPoints(q.likertScale);
  const s = a.statements;
  if (!Array.isArray(s) || s.length !== q.options.length) return 'statements must hold one entry per option';
  const seen = new Set<string>();
  for (const st of s) {
    if (!isObject(st)) return 'statements entries must be objects';
    const option = q.options.find((o) => o.id === st.id);
    if (!option || seen.has(option.id)) return 'statements must hold one entry per option';
    seen.add(option.id);
    if (st.statement !== (option.label ?? '')) return "a statement's text must be its option's label";
    if (!isInt(st.value, 1, points)) return `statement values must be integers from 1 to ${points}`;
  }
  return null;
}

function checkClicks(a: Answer): string | null {
  const c = a.clicks;
  if (!Array.isArray(c) || c.length < 1 || c.length > 3) return 'clicks must hold 1 to 3 clicks';
  for (const [i, click] of c.entries()) {
    if (!isObject(click) || click.number !== i + 1) return 'clicks must be numbered 1, 2, 3 in order';
    const inside = (v: unknown) => isFiniteNumber(v) && v >= 0 && v <= 100;
    if (!inside(click.xCoord) || !inside(click.yCoord)) return 'click coordinates must be percentages from 0 to 100';
  }
  return null;
}

function checkPrices(a: Answer): string | null {
  const p = a.prices;
  if (!isObject(p)) return 'prices is required';
  const values = [p.tooCheap, p.bargain, p.expensive, p.tooExpensive];
  if (!values.every((v) => isFiniteNumber(v) && v > 0)) return 'prices must all be positive numbers';
  const increasing = values.every((v, i) => i === 0 || v > values[i - 1]);
  return increasing ? null : 'prices must increase: tooCheap < bargain < expensive < tooExpensive';
}

/** The rows the results SQL counts for a valid answer (surveys.response_votes). */
export function votesOf(q: AnswerQuestion, answer: Answer): Vote[] {
  switch (q.type) {
    case 'head_to_head':
    case 'single_select':
      return answer.chosenOption ? [{ optionId: answer.chosenOption, rank: null, value: null }] : [];
    case 'multi_select':
      return (answer.selectedOptions ?? []).map((optionId) => ({ optionId, rank: null, value: null }));
    case 'ranked':
      return (answer.ranking ?? []).map((e) => ({ optionId: e.option, rank: e.rank, value: null }));
    case 'likert':
      return (answer.statements ?? []).map((s) => ({ optionId: s.id, rank: null, value: s.value }));
    case 'rating':
      return answer.score == null ? [] : [{ optionId: null, rank: null, value: answer.score }];
    default:
      return [];
  }
}
