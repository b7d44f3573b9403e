/**
 * Coalesces many small calls into few large ones, without a timer: a call made while
 * `maxInFlight` batches are already running waits for one of them to end and then goes with
 * every call that arrived meanwhile (up to `maxBatch`). Calls made in the same turn of the event
 * loop leave together. An idle batcher therefore sends a lone call at once (one setImmediate
 * later), and a busy one sends fewer, fuller batches: the work per call falls as load rises.
 *
 * The webhook deliver job uses it so that fifty concurrent deliveries share a few statements
 * instead of each taking a pooled connection twice (workers/jobs/webhooks-deliver.job.ts).
 *
 * Each call gets its own result or its own error: when a batch of several fails, each of its
 * calls is run alone through `single` (when given), so one bad item cannot fail the others.
 */
export interface BatcherOptions<I, O> {
  /** Runs a batch; resolves with one result per item, in the items' order. */
  run: (items: I[]) => Promise<O[]>;
  /** Runs one item alone: after a batch of several failed, each item is retried this way. */
  single?: (item: I) => Promise<O>;
  /** Most items in one batch (default 100). */
  maxBatch?: number;
  /** Most batches running at once (default 1). */
  maxInFlight?: number;
  /** Items with the same key never share a batch nor run at once (a later one waits for the next batch). */
  key?: (item: I) => string;
}

export interface Batcher<I, O> {
  /** Resolves with the item's result once the batch holding it has run. */
  add(item: I): Promise<O>;
  /** Items waiting and batches running, for tests and diagnostics. */
  readonly pending: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export function createBatcher<I, O>(opts: BatcherOptions<I, O>): Batcher<I, O> {
  const maxBatch = opts.maxBatch ?? 100;
  const maxInFlight = opts.maxInFlight ?? 1;
  if (!(maxBatch >= 1 && maxInFlight >= 1)) throw new RangeError('maxBatch and maxInFlight must be at least 1');
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Keys of the items in running batches. */
  const running = new Set<string>();

  const schedule = () => {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    // setImmediate, not a microtask: the calls made by the other callbacks of this event-loop turn
    // (e.g. every HTTP answer read in one poll) join this batch.
    setImmediate(flush);
  };

  const take = (): { batch: Waiting<I, O>[]; keys: string[] } => {
    if (!opts.key) return { batch: queue.splice(0, maxBatch), keys: [] };
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (const w of queue) {
      const k = opts.key(w.item);
      if (batch.length < maxBatch && !keys.has(k) && !running.has(k)) {
        keys.add(k);
        batch.push(w);
      } else {
        rest.push(w);
      }
    }
    queue = rest;
    return { batch, keys: [...keys] };
  };

  const settle = async (batch: Waiting<I, O>[]) => {
    try {
      const results = await opts.run(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${results.length} results`);
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (err) {
      if (batch.length > 1 && opts.single) {
        const single = opts.single;
        await Promise.all(batch.map((w) => single(w.item).then(w.resolve, w.reject)));
      } else {
        for (const w of batch) w.reject(err);
      }
    }
  };

  const flush = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length) {
      const { batch, keys } = take();
      // Everything waiting shares a key with a running batch: its end schedules the next.
      if (!batch.length) return;
      for (const k of keys) running.add(k);
      inFlight++;
      void settle(batch).finally(() => {
        for (const k of keys) running.delete(k);
        inFlight--;
        schedule();
      });
    }
  };

  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    get pending() {
      return queue.length + inFlight;
    },
  };
}
