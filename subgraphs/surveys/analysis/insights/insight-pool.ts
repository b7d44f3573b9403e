import { config } from '../../../../platform/config';
import { backgroundThreads } from '../../../../platform/thread-pool';
import type { QuestionInsight } from './insights';
import type { InsightTask } from './insight.worker';

/**
 * Insights are computed on a worker thread, never on the event loop (issue 38): at 100k
 * explanations the engine ran 15 s in one block, so the process's /healthz, its other jobs and
 * its job locks waited with it (the lock ran out at 15 s and the job was taken over). One thread
 * by default, at a lower scheduling priority, as the report renders: requests go first.
 * INSIGHT_THREADS=0 computes on the event loop; the engine (wink-nlp and its model) then loads on
 * the first insight, not with the domain.
 */
const pool = backgroundThreads<InsightTask, string | QuestionInsight[]>({
  filename: new URL('./insight.thread.mjs', import.meta.url),
  threads: () => config().INSIGHT_THREADS,
  onLoop: async () => (await import('./insight.worker')).default,
});

/** The language to read a survey's explanations in (languages.ts: detectLanguage), off the event loop. */
export const detectLanguageOffLoop = async (country: string, sample: string[]) => (await pool.run({ task: 'detect', country, sample })) as string;

/** Every question's insight (insights.ts: computeInsight), off the event loop. */
export const computeInsightsOffLoop = async (task: Omit<Extract<InsightTask, { task: 'compute' }>, 'task'>) => (await pool.run({ task: 'compute', ...task })) as QuestionInsight[];

/** Stops the pool's threads (shutdown); the next insight starts them again. */
export const closeInsightPool = () => pool.close();
