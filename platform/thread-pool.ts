import { Piscina } from 'piscina';

export interface BackgroundThreadsOptions<T, R> {
  filename: URL;
  threads: () => number;
  onLoop: () => Promise<(task: T) => R | Promise<R>>;
  /**
   * Replace the threads after this many tasks: for native code that keeps memory until its
   * thread ends (resvg, workers/reports/render-pool.ts). The old pool finishes what it holds,
   * then stops; new tasks go to a new one. Unset: threads live until idle.
   */
  tasksPerPool?: number;
}

/**
 * CPU-bound work on a pool of worker threads (piscina), never on the event loop: started on the
 * first task, idle threads stopped after a minute, run at a lower scheduling priority (nice +10,
 * through @napi-rs/nice) so that requests go first when the cores are busy. `threads()` of 0 runs
 * each task on the event loop instead, through `onLoop` (loaded then, not with the caller).
 */
export function backgroundThreads<T, R>(o: BackgroundThreadsOptions<T, R>) {
  let pool: Piscina | null = null;
  let given = 0;
  const retiring = new Set<Promise<void>>();
  /** The pool a task goes to; with tasksPerPool, a fresh one once the current has had its share. */
  const current = (): Piscina => {
    if (pool && o.tasksPerPool && given >= o.tasksPerPool) {
      const old = pool;
      pool = null;
      // destroy() would cut off tasks in flight: wait for them (queued ones included), then stop.
      const done = settled(old).then(() => old.destroy());
      retiring.add(done);
      void done.finally(() => retiring.delete(done));
    }
    if (!pool) {
      pool = new Piscina({ filename: o.filename.href, minThreads: 0, maxThreads: o.threads(), idleTimeout: 60_000, niceIncrement: 10 });
      given = 0;
    }
    given += 1;
    return pool;
  };
  const inFlight = new Map<Piscina, Set<Promise<unknown>>>();
  const settled = (p: Piscina) => Promise.allSettled([...(inFlight.get(p) ?? [])]).then(() => undefined);
  return {
    async run(task: T): Promise<R> {
      if (o.threads() === 0) return (await o.onLoop())(task);
      const p = current();
      const running = p.run(task) as Promise<R>;
      const set = inFlight.get(p) ?? new Set();
      inFlight.set(p, set);
      set.add(running);
      try {
        return await running;
      } finally {
        set.delete(running);
        if (!set.size) inFlight.delete(p);
      }
    },
    /** Stops the threads (shutdown); the next task starts them again. */
    async close(): Promise<void> {
      const p = pool;
      pool = null;
      await Promise.all([p?.destroy(), ...retiring]);
    },
  };
}
