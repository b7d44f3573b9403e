import { Piscina } from 'piscina';

/**
 * CPU-bound work on a pool of worker threads (piscina), never on the event loop: started on the
 * first task, idle threads stopped after a minute, run at a lower scheduling priority (nice +10,
 * through @napi-rs/nice) so that requests go first when the cores are busy. `threads()` of 0 runs
 * each task on the event loop instead, through `onLoop` (loaded then, not with the caller).
 */
export function backgroundThreads<T, R>(o: { filename: URL; threads: () => number; onLoop: () => Promise<(task: T) => R | Promise<R>> }) {
  let pool: Piscina | null = null;
  return {
    async run(task: T): Promise<R> {
      if (o.threads() === 0) return (await o.onLoop())(task);
      pool ??= new Piscina({ filename: o.filename.href, minThreads: 0, maxThreads: o.threads(), idleTimeout: 60_000, niceIncrement: 10 });
      return (await pool.run(task)) as R;
    },
    /** Stops the threads (shutdown); the next task starts them again. */
    async close(): Promise<void> {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
