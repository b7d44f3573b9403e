import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/http';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../../helpers/processes';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfs-embedded-'));
let service: ServiceProcess;

/** The operator CLI as a user runs it beside `npm start`: same DATA_DIR, no DATABASE_URL. */
async function cli(...args: string[]) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'app/cli/cli.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(stdout);
}

// A fresh machine with nothing but Node: PostgreSQL 18 embedded from npm, BullMQ's PostgreSQL backend for queues.
beforeAll(async () => {
  service = await spawnService({ DATA_DIR: dataDir });
  await waitUntilReady(service, 90_000);
}, 120_000);

afterAll(async () => {
  if (service) await stop(service);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded default (no DATABASE_URL, no REDIS_URL)', () => {
  it('is ready with database, migrations, queues and every subgraph', async () => {
    const res = await fetch(`${service.url}/readyz`);
    expect(await res.json()).toEqual({
      status: 'ready',
      shuttingDown: false,
      checks: { database: true, migrations: true, queues: true, subgraphs: true },
    });
  });

  it('creates a key with the CLI while the service runs, and /v2/me answers for it', async () => {
    const team = await cli('team', 'create', '--name', 'Embedded Co');
    const user = await cli('user', 'add', '--team', team.id, '--email', 'emma@example.com', '--name', 'Emma', '--role', 'owner');
    const key = await cli('key', 'create', '--team', team.id, '--name', 'laptop', '--test');
    expect(key.secret).toMatch(/^sk_test_[A-Za-z0-9_-]{40}$/);
    const res = await fetch(`${service.url}/v2/me`, { headers: bearer(key.secret) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      object: 'me',
      team: { object: 'team', id: team.id, name: 'Embedded Co' },
      user: { object: 'user', id: user.id, email: 'emma@example.com', name: 'Emma' },
      apiKey: { object: 'api_key', name: 'laptop', scopes: ['read', 'write', 'spend'], livemode: false },
    });
  }, 60_000);

  it('shuts down cleanly on SIGTERM and releases the data directory', async () => {
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(true);
    expect(await stop(service)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
  });
});
