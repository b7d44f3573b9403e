import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { toPublicId } from '../../../platform/ids';
import { SUBGRAPH_NAMES } from '../../../subgraphs';
import { bearer, expectV2Error } from '../../helpers/http';
import { seedExportSurvey } from '../../helpers/export-fixture';
import { padded, SAMPLES } from '../../helpers/media-samples';
import { makeTeamDirect } from '../../helpers/fixtures';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../../helpers/processes';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../../helpers/test-env';

const INTERNAL_TOKEN = 'internal-token-for-split-mode-tests-0123456789';
const OPERATOR_TOKEN = 'operator-token-for-split-mode-tests-0123456789';
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
  api = await spawnService({ ROLE: 'api', SUBGRAPH_URLS: urls, INTERNAL_TOKEN, OPERATOR_TOKEN });
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
    // status=all travels to the subgraph's route: the respondent rejected at collection, with the status columns.
    const all = await fetch(`${api.url}/v2/surveys/${toPublicId('srv', surveyId)}/exports/csv?layout=wide&status=all`, { headers: bearer(t.secret) });
    expect(all.status).toBe(200);
    const wide = await all.text();
    expect(wide.split('\n')[0]).toMatch(/^respondent_id,responded_at,status,rejection_reason,Age,Gender,/);
    expect(wide).toContain('\nrsd_01900300000070008300000000000004,2026-05-04T10:13:00.000Z,rejected,speeding,45-54,Male,');
    // The export route sits behind the internal token like /graphql.
    expect((await fetch(`${subgraphs.surveys.url}/internal/exports/surveys/${surveyId}/csv`)).status).toBe(401);
  });

  it('takes a respondent’s screen recording of over a megabyte through the gateway into the surveys subgraph', async () => {
    const t = await makeTeamDirect(db, 'Split Recording Team');
    const [surveyId, questionId, attemptId, token] = [randomUUID(), randomUUID(), randomUUID(), randomBytes(24).toString('base64url')];
    await db.query(
      `insert into surveys.surveys (id, team_id, name, country, sample_size, status, targeting, reporting, num_responses, livemode, created_at, updated_at, published_at)
       values ($1, $2, 'Split recording', 'US', 10, 'in-progress', '{}', '{}', 0, true, now(), now(), now())`,
      [surveyId, t.teamId],
    );
    await db.query(`insert into surveys.questions (id, survey_id, position, type, prompt, context) values ($1, $2, 1, 'screen_recording', 'Show us how you search', $3)`, [
      questionId,
      surveyId,
      JSON.stringify({ type: 'text', value: 'Use a shop you know.', mediaUrl: null }),
    ]);
    await db.query(
      `insert into surveys.attempts (id, token, survey_id, provider_respondent_id, state, started_at, answering_since) values ($1, $2, $3, 'split-1', 'answering', now(), now())`,
      [attemptId, token, surveyId],
    );
    const body = new FormData();
    body.set('recording', new Blob([padded(SAMPLES.webm, 1_500_000)], { type: 'video/webm' }), 'screen.webm');
    const res = await fetch(`${api.url}/r/a/${token}/recording`, { method: 'POST', body });
    expect(res.status, await res.clone().text()).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const { rows } = await db.query('select recording_url, (select bytes from media.assets where url = $2) as bytes from surveys.attempts where id = $1', [attemptId, url]);
    expect(rows).toEqual([{ recording_url: url, bytes: 1_500_000 }]);
  });

  it('serves operators the ids they print, and none of the facade plumbing, over remote subgraphs', async () => {
    const t = await makeTeamDirect(db, 'Split Operators');
    const gql = async (query: string) => {
      const res = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(OPERATOR_TOKEN) },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
    };
    expect(await gql(`{ team(id: "${toPublicId('tm', t.teamId)}") { id name } }`)).toEqual({ status: 200, body: { data: { team: { id: t.teamId, name: 'Split Operators' } } } });
    const malformed = await gql('{ team(id: "nope") { id } }');
    expect(malformed.status).toBe(200);
    expect(malformed.body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    const plumbing = await gql('mutation { authenticate(secret: "sk_live_x") { kind } }');
    expect(plumbing.status).toBe(400);
    expect(plumbing.body.errors?.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
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
