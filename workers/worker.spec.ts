import { describe, expect, it } from 'vitest';
import { UnrecoverableError, type Job } from 'bullmq';
import pino from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { assertHandlersComplete, processJob } from './worker';
import { jobHandlers } from './jobs/handlers';
import { jobRegistry, type JobQueues } from './jobs/registry';

const ctx = { orm: {} as MikroORM, log: pino({ level: 'silent' }), queues: {} as JobQueues };
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
    await expect(processJob('outbox', job('maintenance.prune-outbox', { olderThanDays: 7 }), jobHandlers, ctx)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
  });

  it('refuses an invalid payload as unrecoverable', async () => {
    await expect(processJob('maintenance', job('maintenance.prune-outbox', { olderThanDays: 0 }), jobHandlers, ctx)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
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
