import { computeInsight, type InsightInput, type QuestionInsight } from './insights';
import { detectLanguage, lexemeAnalyser, loadEnglish, unreadAnalyser, type Lexeme } from './languages';
import type { Analyser } from './terms';

/** How the explanations are read: English with wink-nlp, another language through its PostgreSQL lexemes, or not at all. */
export type Reader = { kind: 'english' } | { kind: 'lexemes'; language: string; config: string; lexemes: Map<string, Lexeme[]> } | { kind: 'unread'; language: string };

export type InsightTask =
  { task: 'detect'; country: string; sample: string[] } | { task: 'compute'; reader: Reader; questions: Omit<InsightInput, 'computedAt'>[]; computedAt: string };

async function analyserOf(reader: Reader): Promise<Analyser> {
  if (reader.kind === 'english') return (await loadEnglish()).englishAnalyser;
  if (reader.kind === 'lexemes') return lexemeAnalyser(reader.language, reader.config, reader.lexemes);
  return unreadAnalyser(reader.language);
}

/**
 * The CPU-bound part of an insight (insight-pool.ts runs it on a worker thread): telling the
 * language apart, and reading every question's explanations. Plain data in and out.
 */
export default async function runInsightTask(t: InsightTask): Promise<string | QuestionInsight[]> {
  if (t.task === 'detect') return detectLanguage(t.country, t.sample);
  const analyser = await analyserOf(t.reader);
  return t.questions.map((q) => computeInsight({ ...q, computedAt: t.computedAt }, analyser));
}
