import type { Analyser, Term } from './terms';

/**
 * Which language a question's explanations are read in, and with what. English is read with
 * wink-nlp (themes and sentiment). German, Spanish, French and Italian — the other languages
 * of the countries we sell — are read with PostgreSQL's text-search configuration of the language
 * (its stemmer and stop words): themes from word frequency, no sentiment, since no offline model
 * for it ships. Japanese has no configuration and is not split into words by spaces: the insight
 * says so instead of inventing themes.
 */

/** The language people in each country (subgraphs/surveys/traits/data) write explanations in. */
export const COUNTRY_LANGUAGES: Record<string, string> = { AU: 'en', CA: 'en', GB: 'en', IN: 'en', US: 'en', DE: 'de', ES: 'es', FR: 'fr', IT: 'it', JP: 'ja' };

/** PostgreSQL text-search configurations (pg_ts_config) of the languages read by word frequency. */
export const TEXT_SEARCH_CONFIGS: Record<string, string> = { de: 'german', es: 'spanish', fr: 'french', it: 'italian' };

/** Below this many words the text says too little to overrule the country. */
const DETECT_MIN_WORDS = 20;
const ENGLISH_SHARE = 0.25;
const NOT_ENGLISH_SHARE = 0.1;

/**
 * The language to read the explanations in: the country's, unless the text plainly says
 * otherwise — English stop words make up a quarter or more of English text (test-mode panels
 * answer in English everywhere) and almost none of other languages'.
 */
export async function detectLanguage(country: string, texts: string[]): Promise<string> {
  const expected = COUNTRY_LANGUAGES[country.toUpperCase()] ?? 'und';
  const { words, share } = (await loadEnglish()).englishStopShare(texts);
  if (words < DETECT_MIN_WORDS) return expected;
  if (share >= ENGLISH_SHARE) return 'en';
  if (share < NOT_ENGLISH_SHARE && expected === 'en') return 'und';
  return expected;
}

/** One word of a text as PostgreSQL's configuration reads it: null for a stop word. */
export interface Lexeme {
  token: string;
  lexeme: string | null;
}

/** Reads texts through their PostgreSQL lexemes (lexemesOf in insights.service.ts), words only. */
export function lexemeAnalyser(language: string, config: string, lexemes: Map<string, Lexeme[]>): Analyser {
  const termsOf = (text: string): Term[] =>
    (lexemes.get(text) ?? [])
      .filter((l): l is { token: string; lexeme: string } => l.lexeme !== null && l.lexeme.length >= 3 && !/\d/.test(l.lexeme))
      .map((l) => ({ key: l.lexeme, surface: l.token.toLowerCase(), heads: [l.lexeme], root: l.lexeme }));
  return {
    language,
    method: `postgresql-text-search:${config}; sentiment not computed`,
    themes: true,
    sentiment: false,
    analyse: (text) => ({ terms: termsOf(text), sentiment: null }),
    keysOf: (text) => termsOf(text).map((t) => t.key),
  };
}

/** A language nothing here can split into words: explanations are counted, not read for themes. */
export function unreadAnalyser(language: string): Analyser {
  const why = language === 'und' ? 'language not determined' : `no offline word segmentation for ${language}`;
  return {
    language,
    method: `none: ${why}`,
    themes: false,
    sentiment: false,
    analyse: () => ({ terms: [], sentiment: null }),
    keysOf: () => [],
  };
}

let english: Promise<typeof import('./english')> | null = null;
/**
 * The English reader (english.ts): wink-nlp and its model load on the first insight computed,
 * not with the surveys domain (they cost every process's start ~80 modules and the model).
 */
export function loadEnglish(): Promise<typeof import('./english')> {
  return (english ??= import('./english'));
}
