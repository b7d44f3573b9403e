import { Piscina } from 'piscina';
import { config } from '../../../../platform/config';
import type { QuestionInsight } from './insights';
import type { InsightTask } from './insight.worker';

/**
 * Insights are computed on a worker thread, never on the event loop (issue 38): at 100k
 * explanations the engine ran 15 s in one block, so the process's /healthz, its other jobs and
 * its job locks waited with it (the lock ran out at 15 s and the job was taken over). One thread
 * by default, at a lower scheduling priority, as the report renders: requests go first.
 */
const INSIGHT_NICE_INCREMENT = 10;
let pool: Piscina | null = null;

function insightPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./insight.thread.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: insightThreads(),
    idleTimeout: 60_000,
    niceIncrement: INSIGHT_NICE_INCREMENT,
  });
  return pool;
}

/** INSIGHT_THREADS (default 1); 0 computes on the event loop. */
const insightThreads = () => config().INSIGHT_THREADS;

async function run(task: InsightTask): Promise<unknown> {
  // On the event loop, the engine (wink-nlp and its model) loads on the first insight, not with the domain.
  if (insightThreads() === 0) return (await import('./insight.worker')).default(task);
  return insightPool().run(task);
}

/** The language to read a survey's explanations in (languages.ts: detectLanguage), off the event loop. */
export const detectLanguageOffLoop = async (country: string, sample: string[]) => (await run({ task: 'detect', country, sample })) as string;

/** Every question's insight (insights.ts: computeInsight), off the event loop. */
export const computeInsightsOffLoop = async (task: Omit<Extract<InsightTask, { task: 'compute' }>, 'task'>) => (await run({ task: 'compute', ...task })) as QuestionInsight[];

/** Stops the pool's threads (shutdown); the next insight starts them again. */
export async function closeInsightPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
