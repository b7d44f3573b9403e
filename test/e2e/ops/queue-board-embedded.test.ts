import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNames } from '../../../workers/jobs/registry';
import { bearer } from '../../helpers/http';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../../helpers/processes';
import { TEST_OPERATOR_TOKEN } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

// The embedded default (embedded PostgreSQL 18, BullMQ's PostgreSQL backend): its own data directory, so its
// workers share nothing with the other tests.
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfs-embedded-board-'));
let service: ServiceProcess;

beforeAll(async () => {
  service = await spawnService({ DATA_DIR: dataDir, OPERATOR_TOKEN: TEST_OPERATOR_TOKEN });
  await waitUntilReady(service, 90_000);
}, 120_000);

afterAll(async () => {
  if (service) await stop(service);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The board's JSON API with the operator token. */
const board = (method: string, path: string, body?: unknown) =>
  fetch(`${service.url}/admin/queues/api${path}`, {
    method,
    headers: { ...bearer(TEST_OPERATOR_TOKEN), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

async function jobStatus(queue: string, id: string): Promise<string | null> {
  const res = await board('GET', `/queues/${queue}/${id}`);
  return res.status === 200 ? ((await res.json()) as { status: string }).status : null;
}

async function addJob(queue: string, name: string, data: unknown, options: Record<string, unknown> = {}): Promise<string> {
  const res = await board('POST', `/queues/${queue}/add`, { name, data, options });
  expect(res.status).toBe(200);
  return ((await res.json()) as { job: { id: string } }).job.id;
}

describe('Bull Board on the embedded default (no REDIS_URL: BullMQ on PostgreSQL)', () => {
  it('lists every queue of the job registry, and refuses callers without the operator token', async () => {
    expect((await fetch(`${service.url}/admin/queues/api/queues`)).status).toBe(401);
    const res = await board('GET', '/queues');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { queues: { name: string }[] }).queues.map((q) => q.name)).toEqual(queueNames);

    const login = await fetch(`${service.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: TEST_OPERATOR_TOKEN }).toString(),
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    const page = await fetch(`${service.url}/admin/queues`, { headers: { accept: 'text/html', cookie: login.headers.get('set-cookie')!.split(';')[0] } });
    expect(page.status).toBe(200);
  });

  it('replays a dead job: fix its data, retry it, and the worker completes it', async () => {
    const id = await addJob('exports', 'reports.render', { surveyId: 'not-a-uuid', languages: ['en'] });
    await waitFor(async () => (await jobStatus('exports', id)) === 'failed', { what: 'the invalid job to fail', timeoutMs: 20_000 });
    const dead = (await (await board('GET', `/queues/exports/${id}`)).json()) as { job: { failedReason: string } };
    expect(dead.job.failedReason).toMatch(/^invalid payload for reports\.render/);

    // A survey that does not exist: the handler skips it, and the job completes.
    expect((await board('PATCH', `/queues/exports/${id}/update-data`, { jobData: { surveyId: randomUUID(), languages: ['en'] } })).status).toBe(200);
    expect((await board('PUT', `/queues/exports/${id}/retry`)).status).toBe(204);
    await waitFor(async () => (await jobStatus('exports', id)) === 'completed', { what: 'the retried job to complete', timeoutMs: 20_000 });
  });

  it('pauses the queue, promotes a delayed job, removes it, and resumes', async () => {
    // Paused, the worker leaves the promoted job waiting, so it can be removed (an active one cannot).
    expect((await board('PUT', '/queues/exports/pause')).status).toBe(200);
    try {
      const id = await addJob('exports', 'reports.render', { surveyId: randomUUID(), languages: ['en'] }, { delay: 3_600_000 });
      expect(await jobStatus('exports', id)).toBe('delayed');
      expect((await board('PUT', `/queues/exports/${id}/promote`)).status).toBe(204);
      expect(await jobStatus('exports', id)).toBe('waiting');
      expect((await board('PUT', `/queues/exports/${id}/clean`)).status).toBe(204);
      expect((await board('GET', `/queues/exports/${id}`)).status).toBe(404);
    } finally {
      expect((await board('PUT', '/queues/exports/resume')).status).toBe(200);
    }
  });
});
