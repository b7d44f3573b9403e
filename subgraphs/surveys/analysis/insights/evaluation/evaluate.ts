import { englishAnalyser } from '../english';
import { computeInsight } from '../insights';
import { insightInput, loadExplanations, loadQuestions, topicOf, type EvalQuestion, type Half } from './dataset';
import { pool, scoreQuestion, type Pooled, type QuestionScore } from './metrics';

/** The current engine on one half of the independent set: each question's insight and its figures (metrics.ts). */

export interface QuestionResult {
  question: EvalQuestion;
  explanations: number;
  score: QuestionScore;
  summary: string;
}

export function evaluateHalf(half: Half): { questions: QuestionResult[]; pooled: Pooled } {
  const all = loadExplanations(half);
  const questions = loadQuestions().map((question): QuestionResult => {
    const explanations = all.filter((e) => e.question === question.id);
    // English, as the service detects it for these texts (insights.service.ts).
    const insight = computeInsight(insightInput(question, explanations), englishAnalyser);
    const score = scoreQuestion({ reasons: question.reasons, topic: topicOf(question), explanations, themes: insight.themes });
    return { question, explanations: explanations.length, score, summary: insight.summary };
  });
  return { questions, pooled: pool(questions.map((q) => q.score)) };
}
