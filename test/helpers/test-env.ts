/** Where the tests find PostgreSQL and Redis; CI and developers may override. */
export const TEST_ADMIN_DATABASE_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_DATABASE_NAME = process.env.TEST_DATABASE_NAME ?? 'sfs_test';
export const TEST_DATABASE_URL = TEST_ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${TEST_DATABASE_NAME}`);
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
