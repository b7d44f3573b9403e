import type { Logger } from 'pino';
import type { AnyQueue, AnyWorker } from '../platform/queues/connection';

/**
 * A worker that has stopped taking jobs while jobs wait is replaced. Seen on a Redis Cluster
 * whose master died (issue 41): about one time in five a BullMQ worker of a queue on that master
 * never fetched again after the replica took over — no error, its connections `ready`, so
 * neither readiness nor the reconciler (which found the jobs present) noticed. Nothing else
 * makes a worker that takes nothing visible.
 *
 * A worker counts as wedged when it has no job in flight, has neither started a job nor found its
 * queue drained for `wedgedAfterMs`, and its queue holds a job ready to run: one waiting, or a
 * delayed one overdue by that long (a worker promotes delayed jobs as it fetches). A busy worker
 * (a long job in flight), an idle one over an empty queue, or one of a paused queue never is.
 *
 * "In flight" is the worker's own count, checked against the queue: a job whose lock was lost
 * (its worker's Redis died under it) is taken back as stalled and never reports completed or
 * failed to the worker that started it, so its count stays up. When the queue has no active job
 * at all, no worker anywhere holds one, and the count is stale.
 */
export interface WorkerSlot {
  readonly queue: string;
  worker: AnyWorker;
  /** When it last started a job or found its queue empty. */
  lastSeen: number;
  inFlight: number;
}

export interface WatchdogOptions {
  slots: WorkerSlot[];
  queueOf: (name: string) => AnyQueue;
  /** A new worker for the queue, not yet running (the watchdog follows its activity). */
  replace: (slot: WorkerSlot) => AnyWorker;
  log: Logger;
  wedgedAfterMs?: number;
  checkEveryMs?: number;
  /** Called after every pass over the slots (tests count them). */
  onChecked?: () => void;
}

/** Keeps a slot's activity as its worker reports it. */
function track(slot: WorkerSlot, worker: AnyWorker): void {
  worker.on('active', () => {
    if (slot.worker !== worker) return;
    slot.inFlight += 1;
    slot.lastSeen = Date.now();
  });
  const finished = () => {
    if (slot.worker === worker) slot.inFlight = Math.max(0, slot.inFlight - 1);
  };
  worker.on('completed', finished);
  worker.on('failed', finished);
  worker.on('drained', () => {
    if (slot.worker === worker) slot.lastSeen = Date.now();
  });
}

/** True when the queue holds a job ready to run for at least `ms`. */
async function hasReadyJob(queue: AnyQueue, ms: number): Promise<boolean> {
  // A paused queue's jobs wait on purpose.
  if (await queue.isPaused()) return false;
  const counts = await queue.getJobCounts('waiting', 'prioritized');
  if ((counts.waiting ?? 0) + (counts.prioritized ?? 0) > 0) return true;
  const [earliest] = await queue.getDelayed(0, 0);
  return !!earliest && earliest.timestamp + (earliest.opts.delay ?? 0) < Date.now() - ms;
}

/** True (and the count reset) when the slot counts jobs in flight but its queue has none active. */
async function heldJobsLost(slot: WorkerSlot, queue: AnyQueue, log: Logger): Promise<boolean> {
  const active = await queue.getActiveCount().catch(() => -1);
  if (active !== 0) return false;
  log.warn({ queue: slot.queue, inFlight: slot.inFlight }, 'worker counts jobs in flight but its queue has none active: they were taken over');
  slot.inFlight = 0;
  return true;
}

export function startWatchdog({ slots, queueOf, replace, log, wedgedAfterMs = 30_000, checkEveryMs = 10_000, onChecked }: WatchdogOptions): () => void {
  for (const slot of slots) track(slot, slot.worker);
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      for (const slot of slots) {
        if (Date.now() - slot.lastSeen < wedgedAfterMs) continue;
        if (slot.inFlight > 0 && !(await heldJobsLost(slot, queueOf(slot.queue), log))) continue;
        if (!(await hasReadyJob(queueOf(slot.queue), wedgedAfterMs).catch(() => false))) continue;
        log.warn({ queue: slot.queue, idleMs: Date.now() - slot.lastSeen }, 'worker took no job while jobs waited: replacing it');
        const wedged = slot.worker;
        slot.worker = replace(slot);
        track(slot, slot.worker);
        slot.lastSeen = Date.now();
        slot.inFlight = 0;
        // Forced: a wedged worker's close could wait forever; its jobs, if any, are retaken as stalled.
        void wedged.close(true).catch(() => undefined);
        slot.worker.run().catch((err: unknown) => slot.worker.emit('error', err as Error));
      }
    } finally {
      checking = false;
    }
    onChecked?.();
  };
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
