import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { recordEvent } from '../../platform/outbox/outbox';
import { OutboxEvent } from '../../platform/outbox/outbox-event.entity';
import { relayOutboxBatch, startOutboxRelay } from '../../workers/outbox-relay';
import { openJobQueues, type JobQueues } from '../../workers/jobs/registry';
import { isolatedRedisQueues, jobCount, obliterateAndClose } from '../fixtures/queues';
import { waitFor } from '../helpers/wait-for';

let orm: MikroORM;
let queues: JobQueues;
const connection = isolatedRedisQueues('outbox');
const log = logger();

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
  queues = openJobQueues(connection);
});

afterAll(async () => {
  await obliterateAndClose(queues, ['outbox']);
  await orm.close();
});

/** A type of its own per test, so relays here never touch other tests' rows. */
const newType = () => `test.outbox.${randomUUID()}`;
const rowsOf = (type: string) => orm.em.fork().find(OutboxEvent, { type });

describe('recordEvent', () => {
  it('writes nothing when the transaction rolls back', async () => {
    const type = newType();
    await expect(
      orm.em.fork().transactional(async (em) => {
        recordEvent(em, { type, payload: { n: 1 } });
        await em.flush();
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    expect(await rowsOf(type)).toHaveLength(0);
  });

  it('writes one row when the transaction commits', async () => {
    const type = newType();
    await orm.em.fork().transactional(async (em) => {
      recordEvent(em, { type, aggregateId: 'agg-1', payload: { n: 1 }, requestId: 'req_1' });
    });
    const rows = await rowsOf(type);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type, aggregateId: 'agg-1', payload: { n: 1 }, requestId: 'req_1', relayedAt: null });
  });
});

describe('relay', () => {
  it('enqueues each row once as outbox.dispatch with jobId = row id, even when relayed twice', async () => {
    const type = newType();
    const event = await orm.em.fork().transactional(async (em) => recordEvent(em, { type, aggregateId: 'srv-1', payload: { answers: [1, 2] }, requestId: 'req_2' }));
    const before = await jobCount(queues, 'outbox');

    expect(await relayOutboxBatch({ orm, queues, log, types: [type] })).toBe(1);
    const job = await queues.queue('outbox').getJob(event.id);
    expect(job?.name).toBe('outbox.dispatch');
    expect(job?.data).toEqual({
      eventId: event.id,
      type,
      aggregateId: 'srv-1',
      payload: { answers: [1, 2] },
      requestId: 'req_2',
      createdAt: event.createdAt.toISOString(),
    });
    expect((await rowsOf(type))[0].relayedAt).toBeInstanceOf(Date);
    expect(await relayOutboxBatch({ orm, queues, log, types: [type] })).toBe(0);

    // Crash between enqueue and marking: the row is unrelayed again and goes out again.
    await orm.em.getConnection().execute(`update platform.outbox set relayed_at = null where id = ?`, [event.id]);
    expect(await relayOutboxBatch({ orm, queues, log, types: [type] })).toBe(1);
    expect(await jobCount(queues, 'outbox')).toBe(before + 1);
  });

  it('runs as a loop that a wake-up triggers and close() stops', async () => {
    const type = newType();
    const relay = startOutboxRelay({ orm, connection, log, pollMs: 60_000, types: [type] });
    try {
      const event = await orm.em.fork().transactional(async (em) => recordEvent(em, { type, payload: {} }));
      relay.wake();
      await waitFor(() => queues.queue('outbox').getJob(event.id), { what: 'relayed job' });
      await waitFor(async () => (await rowsOf(type))[0].relayedAt, { what: 'relayed_at' });
    } finally {
      await relay.close();
    }
  });
});
