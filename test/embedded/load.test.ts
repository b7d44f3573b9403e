import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';
import { embeddedDataDir, lockExists, postmasterPids } from './embedded-service';
import { SAMPLE_SIZE, balance, call, draft, paidTeam, progress, publish, sumCredits } from './surveys-api';

/**
 * `npm start` with nothing configured, under the load that broke the PGlite default: paid
 * surveys published ten at a time while a reader polls them, then a clean stop.
 */
const SURVEYS = 60;
const GRANTED = 1000;
const home = embeddedDataDir('embedded-load');
let service: ServiceProcess;

beforeAll(async () => {
  service = await home.start();
}, 150_000);

afterAll(async () => {
  if (service) await home.stop(service);
});

/** Log lines of the protocol errors and lost connections the PGlite default produced under load. */
const PROTOCOL_ERRORS = /bind message supplies|prepared statement|portal "[^"]*" does not exist|protocol|Connection terminated|ECONNRESET/i;

describe('embedded default under load', () => {
  it(`publishes ${SURVEYS} paid test surveys 10 at a time beside a reader; every request answered, every survey complete, the ledger exact`, async () => {
    const { key } = await paidTeam(home.cli, GRANTED);
    const ids: string[] = [];
    for (let i = 0; i < SURVEYS; i++) ids.push(await draft(service.url, key, i));

    // The reader: GET /v2/surveys/{id} round the list until the publishing is over.
    let publishing = true;
    const reads: number[] = [];
    const reader = (async () => {
      for (let i = 0; publishing; i++) reads.push((await call(service.url, 'GET', `/v2/surveys/${ids[i % ids.length]}`, key)).status);
    })();

    const spent: number[] = [];
    try {
      for (let i = 0; i < SURVEYS; i += 10) {
        const batch = await Promise.all(ids.slice(i, i + 10).map((id) => publish(service.url, key, id, `load-${id}`)));
        for (const res of batch) {
          expect(res.status).toBe(200);
          spent.push(res.body.creditsUsed);
        }
      }
    } finally {
      publishing = false;
      await reader;
    }
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((s) => s !== 200)).toEqual([]);

    await waitFor(async () => (await progress(service.url, key, ids)).every((s) => s.status === 'completed'), {
      timeoutMs: 120_000,
      intervalMs: 500,
      what: 'every survey to complete',
    });
    expect(await progress(service.url, key, ids)).toEqual(ids.map(() => ({ status: 'completed', numResponses: SAMPLE_SIZE })));
    expect(await balance(service.url, key)).toBe(sumCredits([GRANTED, ...spent.map((x) => -x)]));
    expect(service.output()).not.toMatch(PROTOCOL_ERRORS);
  }, 240_000);

  it('refuses a second process on the same DATA_DIR at once, naming the directory and the running process', async () => {
    const second = await home.spawn();
    const code = await new Promise<number | null>((resolve) => second.child.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${home.dataDir} is in use by process ${service.child.pid} (embedded PostgreSQL at postgres://postgres:***@127.0.0.1:`);
    // The first one is untouched.
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('stops cleanly on SIGTERM after the load: exit 0, no lock, PostgreSQL stopped', async () => {
    expect(lockExists(home.dataDir)).toBe(true);
    expect(postmasterPids(home.dataDir).length).toBeGreaterThan(0);
    expect(await home.stop(service)).toBe(0);
    expect(lockExists(home.dataDir)).toBe(false);
    expect(existsSync(path.join(home.dataDir, 'pg18', 'postmaster.pid'))).toBe(false);
    expect(postmasterPids(home.dataDir)).toEqual([]);
    expect(service.output()).not.toMatch(/shutdown timed out/);
  }, 60_000);
});
