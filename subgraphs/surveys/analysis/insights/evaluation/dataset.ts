import { readFileSync } from 'node:fs';
import type { InsightInput, InsightQuestion } from '../insights';
import type { LabelledExplanation, Reason } from './metrics';

/**
 * The independent evaluation set of issue 43 (test/fixtures/insights-eval/, its README.md):
 * eight questions, their reasons fixed first, and 20 labelled explanations per question in each
 * half. Read only; nothing here is tuned on it.
 */

export type Half = 'tune' | 'heldout';

export interface EvalQuestion {
  id: string;
  type: 'head_to_head' | 'single_select' | 'rating' | 'likert';
  prompt: string;
  /** [] for rating and likert. */
  options: string[];
  scale?: 'stars5' | 'agreement5';
  /** likert only: the one statement rated. */
  statement?: string;
  reasons: (Reason & { means: string })[];
}

export interface EvalExplanation extends LabelledExplanation {
  question: string;
  /** An option as written, 1–5 stars, or an agreement label. */
  answer: string | number;
}

const DIR = new URL('../../../../../test/fixtures/insights-eval/', import.meta.url);
const read = <T>(file: string) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as T;

export function loadQuestions(): EvalQuestion[] {
  return read<EvalQuestion[]>('reasons.json');
}

export function loadExplanations(half: Half): EvalExplanation[] {
  return read<EvalExplanation[]>(`explanations.${half}.json`);
}

const AGREEMENT = ['strongly disagree', 'disagree', 'neither agree nor disagree', 'agree', 'strongly agree'];
/** The likert statement's option id: the set has one statement per likert question. */
const STATEMENT = 'statement';

/** The question as the engine takes it (insights.service.ts builds the same from the database). */
export function insightQuestion(q: EvalQuestion): InsightQuestion {
  const options = q.type === 'likert' ? [{ id: STATEMENT, label: q.statement ?? null }] : q.options.map((label, i) => ({ id: `option-${i + 1}`, label }));
  return { id: q.id, type: q.type, prompt: q.prompt, variant: q.type === 'rating' ? (q.scale ?? 'stars5') : null, options };
}

/**
 * The engine's input for one question and its explanations, in the file's order. `chosen` as
 * insights.service.ts's chosenBy gives it: the option picked; for likert the statements rated
 * furthest from the midpoint, which with one statement is always that statement.
 */
export function insightInput(q: EvalQuestion, explanations: EvalExplanation[]): InsightInput {
  const question = insightQuestion(q);
  const responses = explanations.map((e, i) => {
    if (q.type === 'likert' && !AGREEMENT.includes(String(e.answer))) throw new Error(`${q.id}: not an agreement label: ${e.answer}`);
    const option = question.options.find((o) => o.label === e.answer);
    const chosen = q.type === 'likert' ? [STATEMENT] : option ? [option.id] : [];
    // Zero-padded: the engine takes responses in id order, which is then the file's order.
    return { id: `${q.id}-${String(i + 1).padStart(3, '0')}`, text: e.text, chosen, score: q.type === 'rating' ? Number(e.answer) : null };
  });
  return { question, responses, computedAt: '2026-01-01T00:00:00.000Z' };
}

/** The texts whose words are the question's topic, not reasons: the prompt and the options' labels (likert: the statement). */
export function topicOf(q: EvalQuestion): string[] {
  return [q.prompt, ...insightQuestion(q).options.flatMap((o) => (o.label ? [o.label] : []))];
}
