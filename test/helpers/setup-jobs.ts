import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { queueConnection } from '../../platform/queues/connection';
import { openJobQueues, queueNames } from '../../workers/jobs/registry';
import { obliterateAndClose } from '../fixtures/queues';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env';

/**
 * Files of the jobs project run one at a time, each on a clean slate. Without this, the first
 * file whose relay starts inherits every event the e2e files left in the shared outbox (a
 * collection and a report render per published survey), and each file inherits the queued
 * retries and steps of the one before it: the timing every assertion then runs under depends
 * on the order files happen to run in.
 *  - Queues of its own: a prefix per file (spawned processes take it from QUEUE_PREFIX), removed after.
 *  - An outbox with nothing pending from earlier files: those events are marked relayed and
 *    dispatched (the reconciler, off in tests, would otherwise count them as lost).
 */
process.env.QUEUE_PREFIX = `${process.env.QUEUE_PREFIX}-${randomUUID().slice(0, 8)}`;
const prefix = process.env.QUEUE_PREFIX;

const db = new pg.Client({ connectionString: TEST_DATABASE_URL });
await db.connect();
await db.query(
  'update platform.outbox set relayed_at = coalesce(relayed_at, now()), dispatched_at = coalesce(dispatched_at, now()), claimed_until = null where dispatched_at is null',
);
await db.end();

afterAll(async () => {
  await obliterateAndClose(openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix })), queueNames);
});
