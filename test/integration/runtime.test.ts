import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../helpers/processes';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../helpers/test-env';

/** The pinned runtime (package.json devDependencies.node, Node 24 LTS) runs the tests and every process they start. */
const pinned = `v${JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node}`;
const METRICS_TOKEN = 'metrics-token-for-the-runtime-test-0123456789';
let svc: ServiceProcess | undefined;
afterAll(async () => {
  if (svc) await stop(svc);
});

describe('the pinned Node.js runtime', () => {
  it('runs the test process', () => {
    expect(process.version).toBe(pinned);
  });

  it('runs a started service (npm start’s node --import tsx), as its metrics report', async () => {
    svc = await spawnService({ ROLE: 'api', NODE_ENV: 'test', DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, METRICS_TOKEN });
    await waitUntilReady(svc);
    const metrics = await (await fetch(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(new RegExp(`^sfs_nodejs_version_info\\{version="${pinned.replaceAll('.', '\\.')}"`, 'm'));
  }, 120_000);
});
