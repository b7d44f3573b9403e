import type { HelpLocale } from './help-articles';
import { cjkIndexText, cjkQueryText } from './help-text';

/**
 * How each locale is searched. en, es and ru have PostgreSQL text-search configurations with
 * stemming. Chinese and Japanese are written without spaces and have none: their text is
 * indexed as single characters plus overlapping character pairs under `simple`, and a query
 * asks for the pairs of its words (help-text.ts).
 */
export interface HelpEngine {
  config: 'english' | 'spanish' | 'russian' | 'simple';
  cjk: boolean;
  /** The text handed to to_tsvector. */
  indexText(text: string): string;
  /** The query text handed to PostgreSQL. */
  queryText(query: string): string;
}

const stemmed = (config: HelpEngine['config']): HelpEngine => ({ config, cjk: false, indexText: (t) => t, queryText: (q) => q });
const cjk: HelpEngine = { config: 'simple', cjk: true, indexText: cjkIndexText, queryText: cjkQueryText };

export const HELP_ENGINES: Record<HelpLocale, HelpEngine> = {
  en: stemmed('english'),
  es: stemmed('spanish'),
  ru: stemmed('russian'),
  zh: cjk,
  ja: cjk,
};
