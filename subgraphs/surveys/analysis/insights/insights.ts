import { NEUTRAL_BAND, type Analyser } from './terms';
import { findThemes, topReasons, type FoundTheme, type ThemeCount } from './themes';
import { summarise } from './summary';

/**
 * The `ai` insight of one question: why respondents chose as they did, read from their
 * explanations. Pure and deterministic: the same answers give the same insight whatever their
 * order (responses are taken by id), with no randomness and no network. docs/decisions.md,
 * "The ai insight".
 */

export interface InsightQuestion {
  id: string;
  type: string;
  /** Its words are the topic every explanation shares, not reasons: they are left out of themes. */
  prompt: string;
  /** rating: score10 or stars5 (the score bands of the summary). */
  variant: string | null;
  options: { id: string; label: string | null }[];
}

export interface InsightResponse {
  id: string;
  /** The explanation (screen_recording: the transcription); blank ones are not read. */
  text: string;
  /**
   * The options or statements the answer picked: head_to_head and single_select the choice,
   * ranked the first place, multi_select every selected option, likert the statements rated
   * furthest from the midpoint (the ones an explanation talks about). Empty otherwise.
   */
  chosen: string[];
  /** rating: the score; otherwise null. */
  score: number | null;
}

export interface InsightInput {
  question: InsightQuestion;
  responses: InsightResponse[];
  /** ISO 8601; the caller's clock, so the engine stays pure. */
  computedAt: string;
}

export interface InsightTheme {
  label: string;
  /** Explanations that give this reason. */
  count: number;
  /** count / responses, three decimals. */
  share: number;
  /** The words and phrases the theme was found by, as written, most frequent first. */
  phrases: string[];
  /** Two representative response ids (one when the theme has fewer). */
  quotes: string[];
}

export interface OptionSentiment {
  optionId: string;
  /** Mean sentiment of the explanations of those who chose it, -1..1, three decimals (0 when none). */
  score: number;
  positive: number;
  negative: number;
  neutral: number;
}

export type { ThemeCount };

export interface OptionReasons {
  optionId: string;
  /** Explanations of respondents who chose the option. */
  chosenBy: number;
  /** The themes among those who chose it. */
  for: ThemeCount[];
  /** The themes among those who did not (the reasons they gave for something else). */
  against: ThemeCount[];
}

export interface QuestionInsight {
  /** Two or three sentences built from the themes and their counts. */
  summary: string;
  themes: InsightTheme[];
  /** Per option or statement; [] for types without them; null when not computed (no model for the language). */
  sentiment: OptionSentiment[] | null;
  /** head_to_head, single_select, ranked and multi_select; [] otherwise. */
  perOption: OptionReasons[];
  /** ISO 639-1 code of the language the explanations were read in; "und" when undetermined. */
  language: string;
  method: string;
  computedAt: string;
  /** Explanations read. */
  responses: number;
}

/** Types whose options are the things compared: their names are not reasons. */
const COMPARED = new Set(['head_to_head', 'single_select', 'ranked']);
/** Types whose options' whole labels, quoted in an explanation, name what is talked about (likert: the statement). */
const NAMED = new Set([...COMPARED, 'likert']);
const PER_OPTION = new Set(['head_to_head', 'single_select', 'ranked', 'multi_select']);
const WITH_OPTIONS = new Set([...PER_OPTION, 'likert']);
const MAX_THEMES = 10;
const REASONS_PER_OPTION = 3;
/** The length of explanation quoted first: long enough to say something, short enough to read. */
const QUOTE_LENGTH = 90;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function computeInsight(input: InsightInput, analyser: Analyser): QuestionInsight {
  const { question } = input;
  const responses = input.responses.filter((r) => r.text.trim() !== '').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const strip = textToRead(question);
  const read = responses.map((r) => analyser.analyse(strip(r.text)));
  const n = responses.length;

  // The prompt's and the options' words are what every explanation talks about, not why: never
  // a theme by themselves (issue 43), though a phrase may hold them ("keeps the granola fresh").
  const exclude = new Set<string>(analyser.keysOf(question.prompt));
  for (const o of question.options) for (const w of o.label ? analyser.keysOf(o.label) : []) exclude.add(w);
  const minCount = Math.max(2, Math.ceil(n * 0.03));
  const found = findThemes(
    responses.map((r, i) => ({ id: r.id, terms: read[i].terms })),
    { minCount, maxThemes: MAX_THEMES, exclude, meaning: analyser.meaning, related: analyser.related, opposed: analyser.opposed },
  );
  const themes = found.map((t) => theme(t, responses, n));

  const choosers = (optionId: string) => responses.flatMap((r, i) => (r.chosen.includes(optionId) ? [i] : []));
  const sentiment = !analyser.sentiment
    ? null
    : WITH_OPTIONS.has(question.type)
      ? question.options.map((o) =>
          optionSentiment(
            o.id,
            choosers(o.id).map((i) => read[i].sentiment ?? 0),
          ),
        )
      : [];
  const perOption = PER_OPTION.has(question.type)
    ? question.options.map((o) => {
        const chosen = new Set(choosers(o.id));
        const others = new Set(responses.map((_, i) => i).filter((i) => !chosen.has(i)));
        return { optionId: o.id, chosenBy: chosen.size, for: topReasons(found, chosen, REASONS_PER_OPTION), against: topReasons(found, others, REASONS_PER_OPTION) };
      })
    : [];

  const insight: QuestionInsight = {
    summary: '',
    themes,
    sentiment,
    perOption,
    language: analyser.language,
    method: analyser.method,
    computedAt: input.computedAt,
    responses: n,
  };
  insight.summary = summarise({ question, insight, found, responses, sentiments: read.map((r) => r.sentiment), minCount, themesRead: analyser.themes });
  return insight;
}

/**
 * What of an explanation is read (analysers that look words up by text, lexemes.ts, are given
 * these): whole option labels are taken out of a text ("I went with "Kraft paper bag"": the choice, not a
 * reason), leaving a break so no phrase spans the gap. Words of a label said another way stay
 * ("the green is calming" for "Matte green pouch").
 */
export function textToRead(question: InsightQuestion): (text: string) => string {
  return labelMentions(NAMED.has(question.type) ? question.options : []);
}

function labelMentions(options: { label: string | null }[]): (text: string) => string {
  const labels = options
    .map((o) => o.label?.trim() ?? '')
    .filter((l) => l.length >= 2)
    .sort((a, b) => b.length - a.length)
    .map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!labels.length) return (text) => text;
  const mention = new RegExp(`["“”'‘’]?(?<![\\p{L}\\p{N}])(?:${labels.join('|')})(?![\\p{L}\\p{N}])["“”'‘’]?`, 'giu');
  return (text) => text.replace(mention, ' ; ');
}

function theme(t: FoundTheme, responses: InsightResponse[], n: number): InsightTheme {
  const ranked = t.docs
    .map((d, k) => ({ id: responses[d].id, hits: t.hits[k], off: Math.abs(responses[d].text.length - QUOTE_LENGTH) }))
    .sort((a, b) => b.hits - a.hits || a.off - b.off || (a.id < b.id ? -1 : 1));
  return { label: t.label, count: t.docs.length, share: round3(t.docs.length / n), phrases: t.phrases, quotes: ranked.slice(0, 2).map((q) => q.id) };
}

function optionSentiment(optionId: string, scores: number[]): OptionSentiment {
  const positive = scores.filter((s) => s > NEUTRAL_BAND).length;
  const negative = scores.filter((s) => s < -NEUTRAL_BAND).length;
  const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
  return { optionId, score: round3(mean), positive, negative, neutral: scores.length - positive - negative };
}
