import { config } from '../../platform/config';
import { backgroundThreads } from '../../platform/thread-pool';
import type { ReportModel } from './report.types';
import type { RenderKind } from './render.worker';

/**
 * Reports render on a small pool of worker threads, never on the event loop: a burst of
 * completions would otherwise hold every request of the process for seconds (issue 24's
 * measure: GET p50 from 12 ms to 0.8 s while 30 reports rendered). One thread by default:
 * rendering is CPU-bound, and the rest of the process keeps the other core. The threads run at
 * a lower scheduling priority: when the cores are busy, requests go first and reports take a
 * little longer, which nobody waits on. REPORT_RENDER_THREADS=0 renders on the event loop (the
 * report-burst bench's "before"); the renderer (vega, pdfkit, resvg) then loads on the first render.
 */
/** Report files a render thread draws before it is replaced (tasksPerPool). */
export const RENDERS_PER_THREAD = 8;

const pool = backgroundThreads<{ kind: RenderKind; model: ReportModel }, Uint8Array>({
  filename: new URL('./render.thread.mjs', import.meta.url),
  threads: () => config().REPORT_RENDER_THREADS,
  onLoop: async () => (await import('./render.worker')).default,
  // resvg (2.6) keeps ~20–40 MB of native memory per rendered PNG until its thread ends: a worker
  // grew 0.4 → 3 GiB over 120 reports. A fresh thread every 8 files bounds it (docs/performance.md).
  tasksPerPool: RENDERS_PER_THREAD,
});

/** Renders one report file in the pool; the bytes come back without a copy. */
export async function renderInPool(kind: RenderKind, model: ReportModel): Promise<Buffer> {
  const bytes = await pool.run({ kind, model });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the pool's threads (shutdown); the next render starts them again. */
export const closeRenderPool = () => pool.close();
