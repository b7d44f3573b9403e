import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { toPublicId } from '../../../platform/ids';
import { SUBGRAPH_NAMES } from '../../../subgraphs';
import { bearer, expectV2Error } from '../../helpers/http';
import { seedExportSurvey } from '../../helpers/export-fixture';
import { makeTeamDirect } from '../../helpers/fixtures';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../../helpers/processes';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../../helpers/test-env';

const INTERNAL_TOKEN = 'internal-token-for-split-mode-tests-0123456789';
let subgraphs: Record<string, ServiceProcess> = {};
let api: ServiceProcess;
let worker: ServiceProcess;
let db: pg.Client;

// Split mode: each subgraph in its own process and port, the gateway calling them over HTTP.
beforeAll(async () => {
  db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await db.connect();
  const procs = await Promise.all(SUBGRAPH_NAMES.map((name) => spawnService({ ROLE: 'subgraph', SUBGRAPH: name, DATABASE_URL: TEST_DATABASE_URL, INTERNAL_TOKEN })));
  subgraphs = Object.fromEntries(SUBGRAPH_NAMES.map((n, i) => [n, procs[i]]));
  await Promise.all(procs.map((p) => waitUntilReady(p)));
  const urls = SUBGRAPH_NAMES.map((n) => `${n}=${subgraphs[n].url}/graphql`).join(',');
  // The api process gets no DATABASE_URL: it must not need one.
  api = await spawnService({ ROLE: 'api', SUBGRAPH_URLS: urls, INTERNAL_TOKEN });
  worker = await spawnService({ ROLE: 'worker', DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `${inject('queuePrefix')}-split` });
  await Promise.all([waitUntilReady(api), waitUntilReady(worker)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([api, worker, ...Object.values(subgraphs)].filter(Boolean).map((p) => stop(p)));
  await db?.end();
});

describe('split mode', () => {
  it('serves GET /v2/me through remote subgraphs', async () => {
    const t = await makeTeamDirect(db, 'Split Team');
    const res = await fetch(`${api.url}/v2/me`, { headers: bearer(t.secret) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      object: 'me',
      team: { object: 'team', id: toPublicId('tm', t.teamId), name: 'Split Team' },
      user: { object: 'user', id: toPublicId('usr', t.userId), email: t.email, name: 'Sam Split' },
      apiKey: { object: 'api_key', name: 'split key', scopes: ['read', 'write', 'spend'], livemode: true },
    });
  });

  it('keeps the v2 envelope for errors that pass through remote subgraphs', async () => {
    await expectV2Error(await fetch(`${api.url}/v2/me`, { headers: bearer(`sk_live_${'Z'.repeat(40)}`) }), 401, 'authentication_error', 'authentication_required');
  });

  it('reports readiness of every subgraph through the gateway', async () => {
    const res = await fetch(`${api.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', shuttingDown: false, checks: { subgraphs: true } });
  });

  it('streams a CSV export from the surveys subgraph through the facade', async () => {
    const t = await makeTeamDirect(db, 'Split Export Team');
    const { surveyId } = await seedExportSurvey(db, t.teamId, 300);
    const res = await fetch(`${api.url}/v2/surveys/${toPublicId('srv', surveyId)}/exports/csv`, { headers: bearer(t.secret) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('respondent_id,response_id,question_id,question_number,question_type,question,answer,explanation,pinned,responded_at,Age,Gender');
    expect(lines[1]).toMatch(/^rsd_[0-9a-f]{32},rsp_[0-9a-f]{32},qst_[0-9a-f]{32},1,single_select,/);
    // The export route sits behind the internal token like /graphql.
    expect((await fetch(`${subgraphs.surveys.url}/internal/exports/surveys/${surveyId}/csv`)).status).toBe(401);
  });

  it('subgraphs refuse callers without the internal token', async () => {
    const res = await fetch(`${subgraphs.accounts.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ accountsStatus { name } }' }),
    });
    expect(res.status).toBe(401);
  });

  it('runs a worker process that checks its own dependencies', async () => {
    const res = await fetch(`${worker.url}/readyz`);
    expect(await res.json()).toEqual({ status: 'ready', shuttingDown: false, checks: { database: true, migrations: true, queues: true } });
  });

  it('every process exits 0 on SIGTERM', async () => {
    const codes = await Promise.all([api, worker, ...Object.values(subgraphs)].map((p) => stop(p)));
    expect(codes).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
