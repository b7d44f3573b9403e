import 'reflect-metadata';
import { inject } from 'vitest';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env';

// Tests read configuration through platform/config like the service does.
process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = TEST_DATABASE_URL;
process.env.REDIS_URL = TEST_REDIS_URL;
process.env.QUEUE_PREFIX = inject('queuePrefix');
process.env.LOG_LEVEL ??= 'silent';
process.env.APOLLO_TELEMETRY_DISABLED = '1';
process.env.STRIPE_SUPPRESS_NOTICES = 'true';
// The reconciler re-enqueues every stranded piece of work of the database it runs on; on the
// shared test database that would be other files' work. The fault tier turns it on against a
// database of its own (test/fault).
process.env.RECONCILE_INTERVAL_MS ??= '0';
