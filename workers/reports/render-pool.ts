import { Piscina } from 'piscina';
import { config } from '../../platform/config';
import type { ReportModel } from './report.types';
import type { RenderKind } from './render.worker';

/**
 * Reports render on a small pool of worker threads, never on the event loop: a burst of
 * completions would otherwise hold every request of the process for seconds (issue 24's
 * measure: GET p50 from 12 ms to 0.8 s while 30 reports rendered). One thread by default:
 * rendering is CPU-bound, and the rest of the process keeps the other core. The threads run
 * at a lower scheduling priority (nice +10, through @napi-rs/nice): when the cores are busy,
 * requests go first and reports take a little longer, which nobody waits on.
 */
const RENDER_NICE_INCREMENT = 10;
let pool: Piscina | null = null;

function renderPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./render.thread.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: renderThreads(),
    idleTimeout: 60_000,
    niceIncrement: RENDER_NICE_INCREMENT,
  });
  return pool;
}

/** REPORT_RENDER_THREADS (default 1); 0 renders on the event loop (the report-burst bench's "before"). */
const renderThreads = () => config().REPORT_RENDER_THREADS;

/** Renders one report file in the pool; the bytes come back without a copy. */
export async function renderInPool(kind: RenderKind, model: ReportModel): Promise<Buffer> {
  // On the event loop, the renderer (vega, pdfkit, resvg) loads on the first render, not with the worker.
  const bytes: Uint8Array = renderThreads() === 0 ? await (await import('./render.worker')).default({ kind, model }) : ((await renderPool().run({ kind, model })) as Uint8Array);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the pool's threads (shutdown); the next render starts them again. */
export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
