import type { WordMeaning } from './meaning/word-vectors';

/**
 * What the insight engine reads from one explanation: its candidate key terms and, where the
 * language has a model, its sentiment. Two analysers produce it: wink-nlp for English
 * (english.ts) and PostgreSQL's text-search lexemes for the other languages (lexemes.ts).
 */

/** One candidate key term of a text. */
export interface Term {
  /** What terms are compared by: a lemma or stem, or lemmas joined by spaces for a phrase. */
  key: string;
  /** The words as written (lower-cased), for labels: "colours", "easier to read". */
  surface: string;
  /** The words a phrase shares with single-word terms ("easy to read" → ["read"]); a word: itself. */
  heads: string[];
  /** A word's stem ("relaxed", "relaxing" → "relax"): words of one stem are one theme. Phrases: none. */
  root?: string;
  /** A word read as a verb: verbs are not grouped by meaning (common verbs are alike in too many ways: "charge", "handle"). */
  verb?: boolean;
}

export interface AnalysedText {
  terms: Term[];
  /** -1..1; null where the analyser has no sentiment model for the language. */
  sentiment: number | null;
}

export interface Analyser {
  /** ISO 639-1 code of the language read, or "und" when it could not be determined. */
  language: string;
  /** How the text was read, as the insight reports it (`method`). */
  method: string;
  /** Whether `analyse` finds terms (false: no word segmentation for the language). */
  themes: boolean;
  /** Whether `analyse` gives sentiment. */
  sentiment: boolean;
  analyse(text: string): AnalysedText;
  /** A word key's meaning as a vector of length 1, for grouping words said alike; absent for languages without vectors. */
  readonly meaning?: (key: string) => WordMeaning | null;
  /** Whether two word keys are listed as related (synonyms, similar, derived); absent for languages without a lexicon. */
  readonly related?: (a: string, b: string) => boolean;
  /** Whether two word keys are listed as opposites ("cheap", "pricey"): never grouped, however alike their vectors. */
  readonly opposed?: (a: string, b: string) => boolean;
  /** The keys (and stems, where the analyser has them) of a text's words other than stop words, for words to leave out of themes (the prompt's, option labels'). */
  keysOf(text: string): string[];
}

/** Sentiment above this reads as positive, below its negative as negative, between as neutral. */
export const NEUTRAL_BAND = 0.05;
