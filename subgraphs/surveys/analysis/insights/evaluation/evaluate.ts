import { englishAnalyser } from '../english';
import type { InsightModel } from '../insight-model';
import { computeInsight } from '../insights';
import { insightInput, loadExplanations, loadQuestions, topicOf, type EvalQuestion, type Half } from './dataset';
import { pool, scoreQuestion, type Pooled, type QuestionScore } from './metrics';

/**
 * The current engine on one half of the independent set: each question's insight and its figures
 * (metrics.ts). With a model (INSIGHT_API_URL), each insight is the one a live survey would get:
 * the engine's, then the model's summary and labels; a question the model fails keeps the
 * engine's insight, as the service does, and the failure is reported.
 */

export interface QuestionResult {
  question: EvalQuestion;
  explanations: number;
  score: QuestionScore;
  summary: string;
  /** Why the model's answer was not used for this question; absent when it was, or without a model. */
  modelFailure?: string;
}

export async function evaluateHalf(half: Half, opts: { model?: InsightModel | null } = {}): Promise<{ questions: QuestionResult[]; pooled: Pooled }> {
  const all = loadExplanations(half);
  const questions: QuestionResult[] = [];
  for (const question of loadQuestions()) {
    const explanations = all.filter((e) => e.question === question.id);
    const input = insightInput(question, explanations);
    // English, as the service detects it for these texts (insights.service.ts).
    let insight = computeInsight(input, englishAnalyser);
    let modelFailure: string | undefined;
    if (opts.model) {
      try {
        insight = await opts.model.rewrite(input.question, input.responses, insight);
      } catch (e) {
        modelFailure = (e as Error).message;
      }
    }
    const score = scoreQuestion({ reasons: question.reasons, topic: topicOf(question), explanations, themes: insight.themes });
    questions.push({ question, explanations: explanations.length, score, summary: insight.summary, ...(modelFailure ? { modelFailure } : {}) });
  }
  return { questions, pooled: pool(questions.map((q) => q.score)) };
}
