import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { OutboxEvent } from '../../platform/outbox/outbox-event.entity';
import { startOutboxRelay } from '../../workers/outbox-relay';
import { openJobQueues, type JobQueues } from '../../workers/jobs/registry';
import { isolatedRedisQueues, jobCount, obliterateAndClose } from '../fixtures/queues';
import { waitFor } from '../helpers/wait-for';

let orm: MikroORM;
let queues: JobQueues;
const connection = isolatedRedisQueues('outbox-restart');
const log = logger();

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
  queues = openJobQueues(connection);
});

afterAll(async () => {
  await obliterateAndClose(queues, ['outbox']);
  await orm.close();
});

/** Runs the writer fixture until it has committed an event, then SIGKILLs it. Returns the event id. */
async function commitThenKill(type: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/outbox-writer.ts', type], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      const { eventId } = JSON.parse(line) as { eventId: string };
      return eventId;
    }
    throw new Error('writer exited without committing');
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
}

it('relays an event committed just before the process was killed, as exactly one job', async () => {
  const type = `test.restart.${randomUUID()}`;
  const eventId = await commitThenKill(type);
  const row = await orm.em.fork().findOneOrFail(OutboxEvent, { id: eventId });
  expect(row.relayedAt).toBeNull();

  // "Restart": a fresh relay finds the committed row.
  const relayed = async () => (await orm.em.fork().findOneOrFail(OutboxEvent, { id: eventId })).relayedAt;
  const first = startOutboxRelay({ orm, connection, log, pollMs: 60_000, types: [type] });
  try {
    const job = await waitFor(() => queues.queue('outbox').getJob(eventId), { what: 'relayed job' });
    expect(job.data).toMatchObject({ eventId, type, aggregateId: 'srv-restart', payload: { answer: 42 } });
    await waitFor(relayed, { what: 'relayed_at' });
  } finally {
    await first.close();
  }
  expect(await jobCount(queues, 'outbox')).toBe(1);

  // A second crash-and-restart, this time after the enqueue but before marking: still one job.
  await orm.em.getConnection().execute(`update platform.outbox set relayed_at = null where id = ?`, [eventId]);
  const second = startOutboxRelay({ orm, connection, log, pollMs: 60_000, types: [type] });
  try {
    await waitFor(relayed, { what: 'relayed_at after the second relay' });
  } finally {
    await second.close();
  }
  expect(await jobCount(queues, 'outbox')).toBe(1);
});
