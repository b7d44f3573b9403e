import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ZodError } from 'zod';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { startWorkers } from '../../workers/worker';
import { jobHandlers } from '../../workers/jobs/handlers';
import { openJobQueues, queueNames, type JobPayload } from '../../workers/jobs/registry';
import { upsertSchedules } from '../../workers/jobs/schedules';
import { isolatedRedisQueues, obliterateAndClose } from '../fixtures/queues';
import { waitFor } from '../helpers/wait-for';

let orm: MikroORM;
const log = logger();

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
});
afterAll(async () => {
  await orm.close();
});

const dispatchPayload = (): JobPayload<'outbox.dispatch'> => ({
  eventId: randomUUID(),
  type: 'test.workers',
  aggregateId: null,
  payload: { ok: true },
  requestId: null,
  createdAt: new Date().toISOString(),
});

/** Runs `body` with workers and queues on a prefix of their own, then removes them. */
async function withWorkers(handlers: Parameters<typeof startWorkers>[0]['handlers'], body: (queues: ReturnType<typeof openJobQueues>) => Promise<void>): Promise<void> {
  const connection = isolatedRedisQueues('workers');
  const queues = openJobQueues(connection);
  const workers = await startWorkers({ orm, log, connection, handlers });
  try {
    await body(queues);
  } finally {
    await workers.close();
    await obliterateAndClose(queues, queueNames);
  }
}

describe('startWorkers', () => {
  it('completes an outbox.dispatch job, rejects invalid payloads, schedules pruning', async () => {
    await withWorkers(undefined, async (queues) => {
      const payload = dispatchPayload();
      const id = await queues.enqueue('outbox.dispatch', payload, { jobId: payload.eventId });
      expect(id).toBe(payload.eventId);
      const job = await queues.queue('outbox').getJob(id);
      await waitFor(async () => (await job!.getState()) === 'completed', { what: 'completed job' });

      await expect(queues.enqueue('outbox.dispatch', { ...payload, eventId: 'not-a-uuid' }, { jobId: randomUUID() })).rejects.toBeInstanceOf(ZodError);

      // A payload that bypassed enqueue validation fails once, without retries.
      const bad = await queues.queue('outbox').add('outbox.dispatch', { nope: 1 }, { attempts: 5 });
      await waitFor(async () => (await bad.getState()) === 'failed', { what: 'failed job' });
      expect((await queues.queue('outbox').getJob(bad.id!))?.attemptsMade).toBe(1);

      const scheduler = await queues.queue('maintenance').getJobScheduler('maintenance.prune-outbox');
      expect(scheduler?.pattern).toBe('0 3 * * *');
      expect((await queues.queue('maintenance').getJobScheduler('maintenance.prune-idempotency-keys'))?.pattern).toBe('17 * * * *');
      const recover = await queues.queue('maintenance').getJobScheduler('maintenance.recover-publishes');
      expect(recover?.pattern).toBe('*/5 * * * *');
      expect(recover?.template?.data).toEqual({ olderThanSeconds: 600 });
    });
  });

  it('removes a retired recurring job that an earlier version scheduled (maintenance.prune-quotes)', async () => {
    const connection = isolatedRedisQueues('retired');
    const queues = openJobQueues(connection);
    try {
      const maintenance = queues.queue('maintenance');
      await maintenance.upsertJobScheduler('maintenance.prune-quotes', { pattern: '30 3 * * *', tz: 'UTC' }, { name: 'maintenance.prune-quotes', data: { olderThanHours: 48 } });
      expect((await maintenance.getJobScheduler('maintenance.prune-quotes'))?.pattern).toBe('30 3 * * *');
      await upsertSchedules(queues);
      expect(await maintenance.getJobScheduler('maintenance.prune-quotes')).toBeUndefined();
      expect((await maintenance.getJobSchedulers()).map((j) => j.key).sort()).toEqual([
        'maintenance.prune-idempotency-keys',
        'maintenance.prune-outbox',
        'maintenance.recover-publishes',
      ]);
      // A second boot finds nothing to remove.
      await upsertSchedules(queues);
      expect((await maintenance.getJobSchedulers()).length).toBe(3);
    } finally {
      await obliterateAndClose(queues, ['maintenance']);
    }
  });

  it('retries a job whose handler throws, with backoff, up to its attempts', async () => {
    let calls = 0;
    const handlers = {
      ...jobHandlers,
      'outbox.dispatch': async () => {
        calls += 1;
        throw new Error('downstream unavailable');
      },
    };
    await withWorkers(handlers, async (queues) => {
      const payload = dispatchPayload();
      await queues.enqueue('outbox.dispatch', payload, {
        jobId: payload.eventId,
        attempts: 3,
        backoff: { type: 'exponential', delay: 10 },
      });
      // The state first, then the job: a job read before its last attempt failed would show that attempt missing.
      const queue = queues.queue('outbox');
      await waitFor(async () => (await queue.getJobState(payload.eventId)) === 'failed', { what: 'job failed after retries' });
      const failed = (await queue.getJob(payload.eventId))!;
      expect(failed.attemptsMade).toBe(3);
      expect(failed.failedReason).toBe('downstream unavailable');
      expect(calls).toBe(3);
    });
  });

  it('lets an active job finish before close() resolves (graceful shutdown)', async () => {
    const connection = isolatedRedisQueues('workers-drain');
    const queues = openJobQueues(connection);
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = false;
    const workers = await startWorkers({
      orm,
      log,
      connection,
      schedule: false,
      handlers: {
        ...jobHandlers,
        'outbox.dispatch': async () => {
          started = true;
          await gate;
          order.push('job finished');
        },
      },
    });
    try {
      const payload = dispatchPayload();
      const id = await queues.enqueue('outbox.dispatch', payload, { jobId: payload.eventId });
      await waitFor(() => started, { what: 'the job to start' });
      const closing = workers.close().then(() => order.push('workers closed'));
      // While the handler is held, the job stays active and close() stays pending.
      expect(await (await queues.queue('outbox').getJob(id))!.getState()).toBe('active');
      expect(order).toEqual([]);
      release();
      await closing;
      expect(order).toEqual(['job finished', 'workers closed']);
      expect(await (await queues.queue('outbox').getJob(id))!.getState()).toBe('completed');
    } finally {
      await obliterateAndClose(queues, queueNames);
    }
  });

  it('refuses to boot when a job has no handler', async () => {
    const { 'maintenance.prune-outbox': _, ...partial } = jobHandlers;
    await expect(startWorkers({ orm, log, connection: isolatedRedisQueues('workers'), handlers: partial as typeof jobHandlers })).rejects.toThrow(
      'no handler for job(s): maintenance.prune-outbox',
    );
  });
});

describe('maintenance.prune-outbox', () => {
  it('deletes dispatched rows older than the cutoff only, never one still to dispatch', async () => {
    const [oldRelayed, newRelayed, oldPending, oldUndispatched] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const conn = orm.em.getConnection();
    await conn.execute(
      `insert into platform.outbox (id, type, payload, created_at, relayed_at, dispatched_at) values
        (?, 'test.prune', '{}', now() - interval '9 days', now() - interval '8 days', now() - interval '8 days'),
        (?, 'test.prune', '{}', now() - interval '9 days', now() - interval '1 day', now() - interval '1 day'),
        (?, 'test.prune', '{}', now() - interval '9 days', null, null),
        (?, 'test.prune', '{}', now() - interval '9 days', now() - interval '8 days', null)`,
      [oldRelayed, newRelayed, oldPending, oldUndispatched],
    );
    await withWorkers(undefined, async (queues) => {
      const id = await queues.enqueue('maintenance.prune-outbox', { olderThanDays: 7 }, { jobId: `prune-${randomUUID()}` });
      const job = await queues.queue('maintenance').getJob(id);
      await waitFor(async () => (await job!.getState()) === 'completed', { what: 'prune completed' });
    });
    const left = await conn.execute<{ id: string }[]>(`select id from platform.outbox where id in (?, ?, ?, ?) order by id`, [oldRelayed, newRelayed, oldPending, oldUndispatched]);
    expect(left.map((r) => r.id).sort()).toEqual([newRelayed, oldPending, oldUndispatched].sort());
    // The undispatched row is the reconciler's to resume; mark it so no later file's reconciler picks it up.
    await conn.execute('update platform.outbox set dispatched_at = now() where id = ?', [oldUndispatched]);
  });
});

describe('maintenance.prune-idempotency-keys', () => {
  it('deletes keys past their 24-hour retention only', async () => {
    const conn = orm.em.getConnection();
    const [team] = await conn.execute<{ id: string }[]>(`insert into accounts.teams (id, name) values (?, 'Prune team') returning id`, [randomUUID()]);
    await conn.execute(
      `insert into billing.idempotency_keys (team_id, livemode, key, fingerprint, status, expires_at) values
        (?, true, 'expired', 'f', 'completed', now() - interval '1 minute'),
        (?, true, 'live', 'f', 'completed', now() + interval '23 hours')`,
      [team.id, team.id],
    );
    await withWorkers(undefined, async (queues) => {
      const id = await queues.enqueue('maintenance.prune-idempotency-keys', {}, { jobId: `prune-keys-${randomUUID()}` });
      const job = await queues.queue('maintenance').getJob(id);
      await waitFor(async () => (await job!.getState()) === 'completed', { what: 'prune completed' });
    });
    const left = await conn.execute<{ key: string }[]>(`select key from billing.idempotency_keys where team_id = ?`, [team.id]);
    expect(left.map((r) => r.key)).toEqual(['live']);
  });
});
