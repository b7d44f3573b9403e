import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERNAL_HEADERS } from '../../../gateway/internal-headers';
import { buildSubgraph } from '../../../platform/graphql/build-subgraph';
import { fromPublicId, newRequestId } from '../../../platform/ids';
import { createLogger } from '../../../platform/logger';
import { buildSubgraphServer } from '../../../app/runtime/subgraph-server';
import { subgraphs } from '../../../subgraphs';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { REQ_ID, apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * Correlated, redacted logs: one request id from the facade through the gateway and the
 * subgraphs (in-process and over HTTP) to the outbox row and every job it causes; and no
 * secret in any line. The service runs workers and the relay (ROLE=all: the `jobs` project).
 */
interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  job?: string;
  jobId?: string;
  queue?: string;
  subgraph?: string;
  [field: string]: unknown;
}

const written: string[] = [];
const destination = { write: (line: string) => void written.push(line) };
/** Every captured line, parsed: a line that is not JSON fails the test here. */
const logLines = () => written.map((line) => JSON.parse(line) as LogLine);
const linesOf = (requestId: string) => logLines().filter((l) => l.requestId === requestId);

const service = useTestService(
  {
    ROLE: 'all',
    COLLECTION_BATCH_SIZE: '10',
    COLLECTION_INTERVAL_MS: '0',
    OUTBOX_POLL_MS: '20',
    RATE_LIMITS_ENABLED: 'false',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'sfs-media-')),
  },
  { logs: { destination, level: 'debug' } },
);
const api = apiClient(() => service().url);

const DRAFT = { name: 'Logs', sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] }] };

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return service().em().execute<T[]>(sql, params);
}

/** The outbox row of this type and aggregate, once it exists. */
const outboxRow = (type: string, aggregateId: string) =>
  waitFor(
    async () => (await db<{ id: string; request_id: string | null }>('select id, request_id from platform.outbox where type = ? and aggregate_id = ?', [type, aggregateId]))[0],
    {
      timeoutMs: 20_000,
      what: `${type} of ${aggregateId}`,
    },
  );

/** The first line a job of this name wrote for this request (with this message, and these fields), once one exists. */
const jobLine = (requestId: string, job: string, msg: string, fields: Record<string, unknown> = {}) =>
  waitFor(() => linesOf(requestId).find((l) => l.job === job && l.msg === msg && Object.entries(fields).every(([k, v]) => l[k] === v)), {
    timeoutMs: 30_000,
    what: `a ${job} line "${msg}" for ${requestId}`,
  });

/** A survey published through v2 with a test key (credits granted), shared by the tests below. */
let published: Promise<{ requestId: string; surveyId: string; teamId: string; key: string }> | undefined;
function publishOnce() {
  published ??= (async () => {
    const em = service().em();
    const t = await makeTeam(em);
    await grant(em, t.team.id, 100, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });
    const created = await api('POST', '/v2/surveys', key, DRAFT);
    expect(created.status).toBe(200);
    const { id } = await json(created);
    const res = await api('POST', `/v2/surveys/${id}/publish`, key, undefined, { 'idempotency-key': 'logs-publish' });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id')!;
    expect(requestId).toMatch(REQ_ID);
    return { requestId, surveyId: fromPublicId('srv', id)!, teamId: t.team.id, key };
  })();
  return published;
}

describe('one requestId follows a request', () => {
  it('from the facade through the gateway and subgraph to the outbox rows and the jobs they cause', async () => {
    const { requestId, surveyId } = await publishOnce();

    // The facade's one line per request, and the surveys subgraph behind the in-process gateway.
    expect(linesOf(requestId)).toContainEqual(expect.objectContaining({ level: 'info', msg: 'request', method: 'POST', url: '/v2/surveys/:id/publish', status: 200 }));
    expect(linesOf(requestId)).toContainEqual(expect.objectContaining({ level: 'debug', msg: 'subgraph operation', subgraph: 'surveys' }));

    // The publish resolver's survey.published row names the request, and so does every job after it.
    // (The order it paid records order.paid in the same transaction, for the same request.)
    const publishedEvent = await outboxRow('survey.published', surveyId);
    expect(publishedEvent.request_id).toBe(requestId);
    const [paid] = await db<{ request_id: string }>(
      `select o.request_id from platform.outbox o join billing.orders b on b.id::text = o.aggregate_id where o.type = 'order.paid' and b.survey_id = ?`,
      [surveyId],
    );
    expect(paid.request_id).toBe(requestId);
    const dispatched = await jobLine(requestId, 'outbox.dispatch', 'outbox event', { type: 'survey.published' });
    expect(dispatched).toMatchObject({ queue: 'outbox', jobId: publishedEvent.id });
    expect(await jobLine(requestId, 'collection.run', 'job completed')).toMatchObject({ queue: 'collection', jobId: `collect-${surveyId}-0` });

    // The collection step filled the survey: its survey.completed row, and the report it asks for, keep the id.
    const completedEvent = await outboxRow('survey.completed', surveyId);
    expect(completedEvent.request_id).toBe(requestId);
    expect(await jobLine(requestId, 'reports.render', 'reports rendered')).toMatchObject({ queue: 'exports', jobId: `reports-${surveyId}-${completedEvent.id}` });
    expect(await jobLine(requestId, 'insights.compute', 'insights computed')).toMatchObject({ queue: 'insights', jobId: `insights-${surveyId}-${completedEvent.id}` });

    // Every line a job wrote names its queue, job and job id besides the request.
    const jobLines = linesOf(requestId).filter((l) => l.job !== undefined);
    expect(new Set(jobLines.map((l) => l.job))).toEqual(new Set(['outbox.dispatch', 'collection.run', 'reports.render', 'insights.compute']));
    for (const line of jobLines) expect(line).toEqual(expect.objectContaining({ queue: expect.any(String), jobId: expect.any(String) }));
  });

  it('into a subgraph served over HTTP (split mode): its lines and its outbox rows carry the forwarded id', async () => {
    const { surveyId, teamId } = await publishOnce();
    await outboxRow('survey.completed', surveyId);
    const internalToken = 'internal-token-for-the-logs-test-0123456789';
    const log = createLogger({ level: 'debug', destination, base: { role: 'subgraph', subgraph: 'surveys' } });
    const server = await buildSubgraphServer({
      subgraph: await buildSubgraph(subgraphs.find((s) => s.name === 'surveys')!),
      orm: service().orm!,
      log,
      internalToken,
      isShuttingDown: () => false,
    });
    try {
      // What the gateway's remote data source sends (gateway/remote-data-source.spec.ts): the token and the caller's request id.
      const requestId = newRequestId();
      const res = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', [INTERNAL_HEADERS.token]: internalToken, [INTERNAL_HEADERS.requestId]: requestId },
        payload: { query: 'mutation Reports($s: ID!, $t: ID) { requestSurveyReports(surveyId: $s, languages: ["es"], teamId: $t) }', variables: { s: surveyId, t: teamId } },
      });
      expect(res.json()).toEqual({ data: { requestSurveyReports: ['es'] } });
      expect(linesOf(requestId)).toContainEqual(expect.objectContaining({ level: 'debug', msg: 'subgraph operation', subgraph: 'surveys', operation: 'Reports' }));

      const [requested] = await db<{ id: string; request_id: string }>(
        `select id, request_id from platform.outbox where type = 'reports.requested' and aggregate_id = ? order by created_at desc limit 1`,
        [surveyId],
      );
      expect(requested.request_id).toBe(requestId);
      expect(await jobLine(requestId, 'outbox.dispatch', 'job completed')).toMatchObject({ jobId: requested.id });
      expect(await jobLine(requestId, 'reports.render', 'reports rendered')).toMatchObject({ languages: ['es'] });
    } finally {
      await server.app.close();
      await server.apollo.stop();
    }
  });
});

describe('redaction', () => {
  it('keeps API keys, OAuth tokens, webhook secrets and download tokens out of the lines of real requests', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const liveKey = await t.key(['read', 'write', 'spend']);
    const oauthToken = await t.oauthToken();
    const badKey = `sk_live_${'Q'.repeat(40)}`;
    const seen = [liveKey, oauthToken, badKey];

    expect((await api('GET', '/v2/me', liveKey)).status).toBe(200);
    expect((await api('GET', '/v1/users/me', oauthToken)).status).toBe(200);
    expect((await api('GET', '/v2/me', badKey)).status).toBe(401);
    expect((await api('GET', '/v1/users/me', badKey)).status).toBe(401);

    const endpoint = await json(await api('POST', '/v2/webhook-endpoints', liveKey, { url: 'https://hooks.example.com/in', enabledEvents: ['order.paid'] }));
    expect(endpoint.secret).toMatch(/^whsec_/);
    seen.push(endpoint.secret);

    // The CSV download URL and its signed `t` token; then the same token on a URL nothing serves,
    // whose request line shows the URL as asked (with the token masked).
    const { surveyId, key } = await publishOnce();
    await outboxRow('survey.completed', surveyId);
    const exportsRes = await api('GET', `/v1/surveys/${surveyId}/exports`, key);
    expect(exportsRes.status).toBe(200);
    const csvUrl = new URL((await json(exportsRes)).data.csv.url);
    const token = csvUrl.searchParams.get('t')!;
    expect(token.length).toBeGreaterThan(20);
    seen.push(token);
    expect((await fetch(`${service().url}${csvUrl.pathname}${csvUrl.search}`)).status).toBe(200);
    expect((await fetch(`${service().url}${csvUrl.pathname}?version=v2&t=${token}x`)).status).toBe(401);
    const missing = await fetch(`${service().url}/v1/nowhere?t=${token}&token=${TEST_OPERATOR_TOKEN}`, { headers: bearer(liveKey) });
    expect(missing.status).toBe(404);
    expect(linesOf(missing.headers.get('x-request-id')!)).toContainEqual(
      expect.objectContaining({ msg: 'request', url: '/v1/nowhere?t=[redacted]&token=[redacted]', status: 404 }),
    );

    // An error path: a handler logging what failed with the values in hand goes through the same logger.
    service().app.log.error(
      { err: new Error(`upstream refused ${liveKey}`), headers: { authorization: `Bearer ${oauthToken}` }, endpoint: { url: endpoint.url, secret: endpoint.secret } },
      `delivery signed with ${endpoint.secret} failed (${csvUrl.toString()})`,
    );
    const errorLine = logLines().findLast((l) => l.level === 'error')!;
    expect(errorLine.msg).toBe(`delivery signed with whsec_[redacted] failed (${csvUrl.origin}${csvUrl.pathname}?version=v2&t=[redacted])`);
    expect(errorLine.err).toMatchObject({ message: 'upstream refused sk_live_[redacted]' });

    const text = written.join('');
    for (const secret of seen) expect(text).not.toContain(secret);
  });

  it('writes no secret-looking value in any line of this file', () => {
    const text = written.join('');
    expect(written.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/\b(?:sk_(?:live|test)|oat|op|whsec)_[A-Za-z0-9_-]{8,}/);
    expect(text).not.toMatch(/[?&](?:t|token)=(?!\[redacted\])/);
    expect(text).not.toContain(TEST_OPERATOR_TOKEN);
    expect(text).not.toMatch(/Bearer (?!\[redacted\])/);
  });
});
