import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { queueBackendReachable, queueConnection } from '../../platform/queues/connection';
import { startWorkers } from '../../workers/worker';
import { openJobQueues, queueNames } from '../../workers/jobs/registry';
import { isolatedRedisQueues, obliterateAndClose } from '../fixtures/queues';
import { waitFor } from '../helpers/wait-for';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
});
afterAll(async () => {
  await orm.close();
});

describe('queueConnection', () => {
  it('prefers Redis, falls back to PostgreSQL, needs one of them', () => {
    expect(queueConnection({ redisUrl: 'redis://r:6379', databaseUrl: 'postgres://d/db', prefix: 'p' }).kind).toBe('redis');
    expect(queueConnection({ databaseUrl: 'postgres://d/db', prefix: 'p' })).toEqual({
      kind: 'postgres',
      databaseUrl: 'postgres://d/db',
      prefix: 'p',
    });
    expect(() => queueConnection({ prefix: 'p' })).toThrow();
  });
});

describe('queueBackendReachable', () => {
  it('answers for Redis and PostgreSQL, and is false for an unreachable backend', async () => {
    expect(await queueBackendReachable(isolatedRedisQueues('reach'))).toBe(true);
    expect(await queueBackendReachable(queueConnection({ databaseUrl: config().DATABASE_URL, prefix: 'x' }))).toBe(true);
    expect(await queueBackendReachable(queueConnection({ redisUrl: 'redis://127.0.0.1:1', prefix: 'x' }), 500)).toBe(false);
    expect(await queueBackendReachable(queueConnection({ databaseUrl: 'postgres://postgres@127.0.0.1:1/x', prefix: 'x' }), 500)).toBe(false);
  });
});

describe('PostgreSQL backend (the embedded default without REDIS_URL)', () => {
  it('runs a job end to end and dedupes by job id', async () => {
    const connection = queueConnection({ databaseUrl: config().DATABASE_URL, prefix: config().QUEUE_PREFIX });
    const queues = openJobQueues(connection);
    const workers = await startWorkers({ orm, log: logger(), connection });
    try {
      const eventId = randomUUID();
      const payload = {
        eventId,
        type: 'test.pg-backend',
        aggregateId: null,
        payload: {},
        requestId: null,
        createdAt: new Date().toISOString(),
      };
      await queues.enqueue('outbox.dispatch', payload, { jobId: eventId });
      await queues.enqueue('outbox.dispatch', payload, { jobId: eventId });
      await waitFor(async () => (await (await queues.queue('outbox').getJob(eventId))?.getState()) === 'completed', {
        what: 'completed job on the PostgreSQL backend',
      });
      const counts = await queues.queue('outbox').getJobCounts();
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(1);
      expect(await queues.queue('maintenance').getJobScheduler('maintenance.prune-outbox')).toBeTruthy();
    } finally {
      await workers.close();
      await obliterateAndClose(queues, queueNames);
    }
  });
});
