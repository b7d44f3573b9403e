import { describe, expect, it } from 'vitest';
import { UnrecoverableError, type Job } from 'bullmq';
import pino from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { assertHandlersComplete, processJob } from './worker';
import { jobHandlers } from './jobs/handlers';
import { jobRegistry, queuesForRequest, requestIdOfJob, type EnqueueOptions, type JobQueues } from './jobs/registry';
import { createLogger } from '../platform/logger';

const ctx = { orm: {} as MikroORM, log: pino({ level: 'silent' }), queues: {} as JobQueues, graph: null };
const job = (name: string, data: unknown) => ({ name, data, id: '1' }) as Job;

describe('assertHandlersComplete', () => {
  it('accepts the shipped handlers', () => {
    expect(() => assertHandlersComplete(jobRegistry, jobHandlers)).not.toThrow();
  });

  it('names every job without a handler', () => {
    const { 'outbox.dispatch': _, ...partial } = jobHandlers;
    expect(() => assertHandlersComplete(jobRegistry, partial)).toThrow('no handler for job(s): outbox.dispatch');
  });
});

describe('processJob', () => {
  it('refuses a job name unknown on that queue as unrecoverable', async () => {
    await expect(processJob('outbox', job('maintenance.prune-outbox', { olderThanDays: 7 }), jobHandlers, ctx)).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('refuses an invalid payload as unrecoverable', async () => {
    await expect(processJob('maintenance', job('maintenance.prune-outbox', { olderThanDays: 0 }), jobHandlers, ctx)).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('passes the parsed payload to the handler and rethrows its errors', async () => {
    const seen: unknown[] = [];
    const handlers = {
      ...jobHandlers,
      'maintenance.prune-outbox': async (p: { olderThanDays: number }) => {
        seen.push(p);
        throw new Error('boom');
      },
    };
    await expect(processJob('maintenance', job('maintenance.prune-outbox', { olderThanDays: 7 }), handlers, ctx)).rejects.toThrow('boom');
    expect(seen).toEqual([{ olderThanDays: 7 }]);
  });
});

describe('the request behind a job', () => {
  /** Queues that record what is enqueued through them. */
  function recordingQueues() {
    const enqueued: { name: string; payload: unknown; opts?: EnqueueOptions }[] = [];
    const queues = {
      enqueue: async (name: string, payload: unknown, opts?: EnqueueOptions) => {
        enqueued.push({ name, payload, opts });
        return 'job-1';
      },
      queue: () => {
        throw new Error('not in this test');
      },
      close: async () => {},
    } as unknown as JobQueues;
    return { queues, enqueued };
  }

  it('is read from the job data, and only as a non-empty string', () => {
    expect(requestIdOfJob({ olderThanDays: 7, requestId: 'req_1' })).toBe('req_1');
    expect(requestIdOfJob({ requestId: null })).toBeNull();
    expect(requestIdOfJob({ requestId: '' })).toBeNull();
    expect(requestIdOfJob(undefined)).toBeNull();
  });

  it('binds the job logger (queue, job, jobId, requestId), the context and follow-on enqueues to it', async () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    const { queues, enqueued } = recordingQueues();
    const handlers = {
      ...jobHandlers,
      'maintenance.prune-outbox': async (_p: unknown, c: { log: typeof log; queues: JobQueues; requestId: string | null }) => {
        c.log.info('pruning');
        await c.queues.enqueue('maintenance.prune-idempotency-keys', {});
        return c.requestId;
      },
    };
    const result = await processJob('maintenance', { name: 'maintenance.prune-outbox', data: { olderThanDays: 7, requestId: 'req_abc' }, id: '9' } as Job, handlers, {
      ...ctx,
      log,
      queues,
    });
    expect(result).toBe('req_abc');
    expect(enqueued).toEqual([{ name: 'maintenance.prune-idempotency-keys', payload: {}, opts: { requestId: 'req_abc' } }]);
    const written = lines.map((l) => JSON.parse(l));
    expect(written.map((l) => l.msg)).toEqual(['pruning', 'job completed']);
    for (const line of written) expect(line).toMatchObject({ queue: 'maintenance', job: 'maintenance.prune-outbox', jobId: '9', requestId: 'req_abc' });
  });

  it('leaves jobs without a request unbound', async () => {
    const { queues, enqueued } = recordingQueues();
    expect(queuesForRequest(queues, null)).toBe(queues);
    await queuesForRequest(queues, 'req_1').enqueue('maintenance.prune-idempotency-keys', {}, { jobId: 'x', requestId: 'req_2' });
    expect(enqueued).toEqual([{ name: 'maintenance.prune-idempotency-keys', payload: {}, opts: { jobId: 'x', requestId: 'req_2' } }]);
  });
});
