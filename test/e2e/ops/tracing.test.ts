import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { SUBGRAPH_NAMES } from '../../../subgraphs';
import { submitCard } from '../../helpers/billing';
import { makeTeamDirect } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { startOtlpReceiver, type ReceivedSpan } from '../../helpers/otlp-receiver';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../../helpers/processes';
import { scratchDatabase } from '../../helpers/scratch-database';
import { TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';
import { startReceiver } from '../../helpers/webhook-receiver';

/**
 * Traces (issue 40) from real processes, as operators run them: `app/main.ts` with the OTEL_*
 * variables, exporting OTLP/HTTP (JSON) to a receiver in this test. The service has a database
 * of its own (its relay and workers see only this file's work) and queues of its own.
 */
const METRICS_TOKEN = 'metrics-token-for-the-tracing-test-0123456789';
const URL_TOKEN = 'a-token-in-the-webhook-url-0123';
const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
let hooks: Awaited<ReturnType<typeof startReceiver>>;
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let service: ServiceProcess;
let db: pg.Client;
const api = apiClient(() => service.url);
const otel = (endpoint: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_TRACES_SAMPLER_ARG: '1',
  OTEL_BSP_SCHEDULE_DELAY: '100',
});

beforeAll(async () => {
  [otlp, hooks, scratch] = await Promise.all([startOtlpReceiver(), startReceiver(), scratchDatabase('tracing')]);
  db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  service = await spawnService({
    NODE_ENV: 'test',
    ROLE: 'all',
    LOG_LEVEL: 'info',
    DATABASE_URL: scratch.url,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-tracing-${randomUUID().slice(0, 8)}`,
    ...otel(otlp.url),
    COLLECTION_BATCH_SIZE: '10',
    COLLECTION_INTERVAL_MS: '0',
    OUTBOX_POLL_MS: '20',
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    OUTBOUND_CA_FILE: hooks.caFile,
    METRICS_TOKEN,
  });
  await waitUntilReady(service);
}, 120_000);

afterAll(async () => {
  if (service) await stop(service);
  await db?.end();
  await Promise.all([otlp?.close(), hooks?.close(), scratch?.drop()]);
});

/** A test-mode team with a saved card and no credits (publish charges the card) and a webhook endpoint. */
async function testModeTeam(name: string) {
  const t = await makeTeamDirect(db, name, { livemode: false });
  const portal = await json(await api('POST', '/v2/billing-portal-sessions', t.secret));
  expect((await submitCard(portal.url, '4242424242424242')).status).toBe(200);
  return t;
}

const named = (spans: ReceivedSpan[], kind: number, name: string) => spans.filter((s) => s.kind === kind && s.name === name);
const jobIdOf = (s: ReceivedSpan) => String(s.attributes['bullmq.job.id']);

describe('one test-mode publish', () => {
  let trace: ReceivedSpan[];
  let requestId: string;
  let surveyId: string;

  beforeAll(async () => {
    const t = await testModeTeam('Traced Co');
    // A token in the endpoint's URL, as receivers often want: it must not reach a span.
    const ep = await json(await api('POST', '/v2/webhook-endpoints', t.secret, { url: hooks.url(`/traced?token=${URL_TOKEN}`), enabledEvents: ['survey.completed'] }));
    expect(ep.id).toMatch(/^whk_/);
    const survey = await json(
      await api('POST', '/v2/surveys', t.secret, {
        sampleSize: 10,
        questions: [{ type: 'single_select', prompt: 'Tea or coffee?', options: [{ label: 'Tea' }, { label: 'Coffee' }] }],
      }),
    );
    surveyId = fromPublicId('srv', survey.id)!;
    const res = await api('POST', `/v2/surveys/${survey.id}/publish`, t.secret, undefined, { 'idempotency-key': 'traced-publish' });
    expect(res.status).toBe(200);
    expect((await json(res)).cardCharged).toBeGreaterThan(0);
    requestId = res.headers.get('x-request-id')!;
    await waitFor(() => hooks.receipts(`/traced?token=${URL_TOKEN}`).length === 1, { timeoutMs: 30_000, what: 'survey.completed delivered' });
    const root = await waitFor(() => otlp.spans().find((s) => s.kind === SERVER && s.attributes['sfs.request_id'] === requestId), { timeoutMs: 10_000, what: 'the publish span' });
    // The completion's jobs (the delivery, the report, the insight) end last, each exported
    // within a batch delay of its end.
    const inTrace = () => otlp.spans().filter((s) => s.traceId === root.traceId);
    await waitFor(
      () =>
        ['webhooks', 'exports', 'insights'].every((queue) => named(inTrace(), CONSUMER, `process ${queue}`).length === 1) &&
        named(inTrace(), CLIENT, 'POST').some((s) => s.attributes['url.full'] === hooks.url('/traced?token=REDACTED')),
      {
        timeoutMs: 30_000,
        what: "the completion's job spans",
      },
    );
    trace = inTrace();
  }, 90_000);

  it('starts at the facade route, named by its template and marked with the request id', () => {
    const roots = trace.filter((s) => s.parentSpanId === '');
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({
      service: 'survey-feedback',
      kind: SERVER,
      name: 'POST /v2/surveys/:id/publish',
      attributes: expect.objectContaining({
        'http.route': '/v2/surveys/:id/publish',
        'url.path': '/v2/surveys/:id/publish',
        'sfs.request_id': requestId,
        'http.response.status_code': 200,
      }),
    });
  });

  it("is found from the latency panel's link: the span's name is the series' method and route", async () => {
    // docker/grafana/dashboards/api.json links a route's p99 line to Jaeger's search for the
    // operation `${method} ${route}` of sfs_http_request_duration_seconds: that must be the span's name.
    const res = await fetch(`${service.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
    expect(res.status).toBe(200);
    const line = (await res.text()).split('\n').find((l) => l.startsWith('sfs_http_request_duration_seconds_count{') && l.includes('route="/v2/surveys/:id/publish"'));
    const labels = Object.fromEntries([...(line ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    const root = trace.find((s) => s.parentSpanId === '')!;
    expect(`${labels.method} ${labels.route}`).toBe(root.name);
  });

  it('goes through the gateway to the surveys and billing subgraphs, and to the SQL', () => {
    expect(trace).toContainEqual(expect.objectContaining({ name: 'gateway.request', attributes: expect.objectContaining({ 'graphql.operation.name': 'PublishSurvey' }) }));
    const fetched = new Set(trace.filter((s) => s.name === 'gateway.fetch').map((s) => s.attributes.service));
    expect(fetched).toEqual(new Set(['surveys', 'billing']));
    // Each in-process subgraph's operation, under the gateway's fetch to it.
    const fetchSpan = trace.find((s) => s.name === 'gateway.fetch' && s.attributes.service === 'surveys')!;
    expect(trace).toContainEqual(
      expect.objectContaining({ scope: '@opentelemetry/instrumentation-graphql', name: 'mutation PublishSurvey__surveys__0', parentSpanId: fetchSpan.spanId }),
    );
    const sql = trace.filter((s) => s.attributes['db.system.name'] === 'postgresql' && s.name.startsWith('pg.query'));
    expect(sql.length).toBeGreaterThan(10);
    // The ORM inlines values into its statements; the spans carry them masked.
    for (const s of sql) expect(String(s.attributes['db.query.text'])).not.toMatch(/'/);
  });

  it('includes the payment provider call as a client span, and the sandbox serving it', () => {
    const call = trace.find((s) => s.kind === CLIENT && s.attributes['url.full'] === `${service.url}/stripe-sandbox/v1/payment_intents`);
    expect(call).toBeDefined();
    expect(trace).toContainEqual(expect.objectContaining({ kind: SERVER, name: 'POST /stripe-sandbox/v1/payment_intents', parentSpanId: call!.spanId }));
  });

  it('continues through the outbox relay, every collection step, the completion and the webhook delivery', async () => {
    const events = (
      await db.query<{ id: string; type: string; traceparent: string | null }>(
        `select id, type, traceparent from platform.outbox
          where aggregate_id = $1::text or aggregate_id in (select id::text from billing.orders where survey_id::text = $1::text)`,
        [surveyId],
      )
    ).rows;
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['survey.published', 'order.paid', 'survey.completed']));
    // Each row keeps the context of the work that recorded it, in this trace.
    for (const e of events) expect(e.traceparent).toMatch(new RegExp(`^00-${trace[0].traceId}-[0-9a-f]{16}-01$`));
    // The relay enqueued each event's dispatch job, and a worker ran it, as spans of this trace.
    const added = named(trace, PRODUCER, 'add outbox.outbox.dispatch').map(jobIdOf);
    const ran = named(trace, CONSUMER, 'process outbox').map(jobIdOf);
    expect(new Set(added)).toEqual(new Set(events.map((e) => e.id)));
    expect(new Set(ran)).toEqual(new Set(events.map((e) => e.id)));

    // Every collection step that was enqueued ran, in this trace (one here: 10 respondents, batches of 10).
    const steps = named(trace, PRODUCER, 'add collection.collection.run').map(jobIdOf);
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(new Set(named(trace, CONSUMER, 'process collection').map(jobIdOf))).toEqual(new Set(steps));
    // The completion's jobs: the report and the insight, and the delivery with its POST.
    for (const queue of ['exports', 'insights', 'webhooks']) expect(named(trace, CONSUMER, `process ${queue}`)).toHaveLength(1);
    const delivery = named(trace, CONSUMER, 'process webhooks')[0];
    expect(trace).toContainEqual(
      expect.objectContaining({
        kind: CLIENT,
        name: 'POST',
        attributes: expect.objectContaining({ 'url.full': hooks.url('/traced?token=REDACTED'), 'http.response.status_code': 200 }),
      }),
    );
    // The receiver got the token; no span of any trace holds it.
    expect(JSON.stringify(otlp.spans())).not.toContain(URL_TOKEN);
    // Every job run names the request behind it, as the root does.
    for (const run of trace.filter((s) => s.kind === CONSUMER)) {
      expect(run.attributes).toMatchObject({
        'sfs.request_id': requestId,
        'messaging.system': 'bullmq',
        'messaging.operation.type': 'process',
        'messaging.message.id': run.attributes['bullmq.job.id'],
      });
      expect(run.name).toBe(`process ${String(run.attributes['messaging.destination.name'])}`);
    }
    expect(delivery.attributes['bullmq.job.id']).toMatch(/^whd-/);
  });

  it('writes trace_id and span_id on the log lines of traced work', () => {
    const lines = service
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const requestLine = lines.find((l) => l.msg === 'request' && l.requestId === requestId);
    expect(requestLine).toMatchObject({ trace_id: trace[0].traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(trace.map((s) => s.spanId)).toContain(requestLine!.span_id);
  });
});

describe('split mode', () => {
  const procs: ServiceProcess[] = [];
  afterAll(async () => {
    await Promise.all(procs.map((p) => stop(p)));
  });

  // Six processes start at once, each loading the service with its instrumentation: on a loaded
  // two-core machine that took over a minute.
  it('keeps one trace across the HTTP hops from the gateway to each subgraph process', { timeout: 300_000 }, async () => {
    const INTERNAL_TOKEN = 'internal-token-for-the-tracing-test-0123456789';
    const subgraphs = await Promise.all(
      SUBGRAPH_NAMES.map((name) => spawnService({ NODE_ENV: 'test', ROLE: 'subgraph', SUBGRAPH: name, DATABASE_URL: scratch.url, INTERNAL_TOKEN, ...otel(otlp.url) })),
    );
    procs.push(...subgraphs);
    await Promise.all(subgraphs.map((p) => waitUntilReady(p, 180_000)));
    const urls = SUBGRAPH_NAMES.map((n, i) => `${n}=${subgraphs[i].url}/graphql`).join(',');
    const edge = await spawnService({ NODE_ENV: 'test', ROLE: 'api', SUBGRAPH_URLS: urls, INTERNAL_TOKEN, ...otel(otlp.url) });
    procs.push(edge);
    await waitUntilReady(edge, 120_000);

    const t = await makeTeamDirect(db, 'Split Traced Co', { livemode: false });
    const res = await fetch(`${edge.url}/v2/me`, { headers: bearer(t.secret) });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    const root = await waitFor(() => otlp.spans().find((s) => s.kind === SERVER && s.attributes['sfs.request_id'] === requestId), { what: 'the /v2/me span' });
    expect(root).toMatchObject({ service: 'survey-feedback-api', name: 'GET /v2/me', parentSpanId: '' });
    // The accounts subgraph's process served the gateway's fetch: its server span is a child of the api's client span.
    const served = await waitFor(() => otlp.spans().find((s) => s.traceId === root.traceId && s.service === 'survey-feedback-accounts' && s.kind === SERVER), {
      what: "the accounts subgraph's span",
    });
    const caller = otlp.spans().find((s) => s.spanId === served.parentSpanId);
    expect(caller).toMatchObject({ service: 'survey-feedback-api', kind: CLIENT, traceId: root.traceId });
    expect(served).toMatchObject({ name: 'POST /graphql' });
    // And its SQL is in the same trace.
    await waitFor(() => otlp.spans().some((s) => s.traceId === root.traceId && s.service === 'survey-feedback-accounts' && s.name.startsWith('pg.query')), {
      what: "the subgraph's SQL",
    });
  });
});

describe('tracing off', () => {
  it('exports nothing and writes no trace ids, even with an endpoint set, when OTEL_SDK_DISABLED=true', { timeout: 60_000 }, async () => {
    const quiet = await startOtlpReceiver();
    const off = await spawnService({ NODE_ENV: 'test', ROLE: 'api', LOG_LEVEL: 'info', DATABASE_URL: scratch.url, ...otel(quiet.url), OTEL_SDK_DISABLED: 'true' });
    try {
      await waitUntilReady(off);
      const t = await makeTeamDirect(db, 'Untraced Co', { livemode: false });
      expect((await fetch(`${off.url}/v2/me`, { headers: bearer(t.secret) })).status).toBe(200);
    } finally {
      // A graceful stop exports whatever a tracer holds: nothing may arrive even then.
      expect(await stop(off)).toBe(0);
      await quiet.close();
    }
    expect(quiet.requests()).toEqual([]);
    const requestLines = off
      .output()
      .split('\n')
      .filter((l) => l.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line).not.toMatch(/trace_id|span_id/);
  });
});
