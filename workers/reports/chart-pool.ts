import { config } from '../../platform/config';
import { backgroundThreads } from '../../platform/thread-pool';
import type { ChartTask } from './chart.worker';

/**
 * The results pages' vote charts are drawn on their own worker thread, not on the event loop and
 * not behind the report renders (render-pool.ts), which take seconds each while a person waits on
 * a page. The same thread count as the renders (REPORT_RENDER_THREADS; 0 draws on the event loop,
 * loading vega on the first chart).
 */
const pool = backgroundThreads<ChartTask, string>({
  filename: new URL('./chart.thread.mjs', import.meta.url),
  threads: () => config().REPORT_RENDER_THREADS,
  onLoop: async () => (await import('./chart.worker')).default,
});

/** One question's vote chart as SVG, drawn off the event loop. */
export const drawVotesChartOffLoop = (question: ChartTask['question'], width: number) => pool.run({ question, width });

/** Stops the pool's thread (shutdown); the next chart starts it again. */
export const closeChartPool = () => pool.close();
