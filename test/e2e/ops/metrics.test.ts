import { afterAll, describe, expect, it } from 'vitest';
import { config, setConfig } from '../../../platform/config';
import { SUBGRAPH_NAMES } from '../../../subgraphs';
import { queueNames } from '../../../workers/jobs/registry';
import { grant, submitCard } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, startTestService, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { startReceiver } from '../../helpers/webhook-receiver';

/**
 * GET /metrics after real traffic through the whole service (ROLE=all): REST requests, gateway
 * operations, jobs, an outbox relay, a webhook delivery retried once, a paid and a declined
 * publish. Every assertion reads the Prometheus exposition the way a scraper would.
 */
const METRICS_TOKEN = 'metrics-scrape-token-for-tests-0123456789';
const receiver = await startReceiver();
afterAll(() => receiver.close());
const ENV = {
  METRICS_TOKEN,
  OUTBOX_POLL_MS: '20',
  COLLECTION_BATCH_SIZE: '100',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
  OUTBOUND_CA_FILE: receiver.caFile,
  WEBHOOK_RETRY_BASE_MS: '100',
  WEBHOOK_TIMEOUT_MS: '300',
};
const service = useTestService({ ...ENV, ROLE: 'all' });
const api = apiClient(() => service().url);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text exposition into samples (comments skipped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`unparseable exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

async function scrape(token = METRICS_TOKEN): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(`${service().url}/metrics`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await res.text();
  return { text, samples: parse(text) };
}

/** The samples of `name` whose labels include `labels`. */
const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
/** The single sample of `name` with exactly these labels; its value. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = find(samples, name, labels).filter((s) => Object.keys(s.labels).length === Object.keys(labels).length);
  expect(found, `${name}${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0].value;
}

describe('GET /metrics', () => {
  it('requires METRICS_TOKEN or an operator token', async () => {
    const url = `${service().url}/metrics`;
    const none = await fetch(url);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await none.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    expect((await fetch(url, { headers: bearer(`${METRICS_TOKEN}x`) })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: METRICS_TOKEN } })).status).toBe(401);
    expect((await fetch(url, { headers: bearer('op_not-a-real-operator-token') })).status).toBe(401);
    await scrape(METRICS_TOKEN);
    await scrape(TEST_OPERATOR_TOKEN);
  });

  it('reports HTTP, GraphQL, jobs, queues, outbox, webhooks, payments and the database pool after real traffic', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    await grant(em, t.team.id, 200, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });

    // REST: a v2 GET, a v1 GET, a route with an id, and a path no route matches.
    expect((await api('GET', '/v2/me', key)).status).toBe(200);
    expect((await api('GET', '/v1/users/me', key)).status).toBe(200);
    expect((await api('GET', `/v2/surveys/srv_${'0'.repeat(32)}`, key)).status).toBe(404);
    expect((await api('GET', `/v2/no-such-thing/${'a'.repeat(32)}`, key)).status).toBe(404);

    // Operators' /graphql: an anonymous operation and a name outside the facade's set.
    for (const query of ['{ __typename }', 'query SomeoneElsesName_123 { __typename }']) {
      const res = await fetch(`${service().url}/graphql`, {
        method: 'POST',
        headers: { ...bearer(TEST_OPERATOR_TOKEN), 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      expect(res.status).toBe(200);
    }

    // A webhook endpoint whose first delivery fails (500, retried) and whose second succeeds.
    expect((await api('POST', '/v2/webhook-endpoints', key, { url: receiver.url('/metrics-hook'), enabledEvents: ['order.paid'] })).status).toBe(200);
    receiver.script('/metrics-hook', [500]);

    // A publish paid from credits: the order.paid event goes outbox → relay → outbox.dispatch → webhooks.deliver.
    const survey = await json(
      await api('POST', '/v2/surveys', key, { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] }),
    );
    expect((await api('POST', `/v2/surveys/${survey.id}/publish`, key, undefined, { 'idempotency-key': `m-${survey.id}` })).status).toBe(200);

    // A publish declined: another team, no credits, a card that declines.
    const poor = await makeTeam(em, 'Declined Research');
    const poorKey = await poor.key(['read', 'write', 'spend'], { livemode: false });
    const portal = await json(await api('POST', '/v2/billing-portal-sessions', poorKey));
    expect((await submitCard(portal.url, '4000000000000002')).status).toBe(200);
    const draft = await json(
      await api('POST', '/v2/surveys', poorKey, { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] }),
    );
    const declined = await api('POST', `/v2/surveys/${draft.id}/publish`, poorKey, undefined, { 'idempotency-key': `d-${draft.id}` });
    expect(declined.status).toBe(402);
    expect((await json(declined)).error.code).toBe('card_declined');

    await waitFor(() => receiver.receipts('/metrics-hook').length >= 2, { timeoutMs: 20_000, what: 'the retried delivery' });
    const { text, samples } = await waitFor(
      async () => {
        const s = await scrape();
        const delivered = find(s.samples, 'sfs_webhook_deliveries_total', { outcome: 'delivered', status_class: '2xx' })[0]?.value ?? 0;
        const runs = find(s.samples, 'sfs_job_duration_seconds_count', { job_name: 'webhooks.deliver', outcome: 'completed' })[0]?.value ?? 0;
        return delivered >= 1 && runs >= 1 ? s : null;
      },
      { timeoutMs: 10_000, what: 'the delivery counted' },
    );

    // HTTP: route templates, never raw paths.
    const http = 'sfs_http_request_duration_seconds_count';
    expect(value(samples, http, { route: '/v2/me', method: 'GET', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, http, { route: '/v1/users/me', method: 'GET', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, http, { route: '/v2/surveys/:id', method: 'GET', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, http, { route: 'unmatched', method: 'GET', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, http, { route: '/v2/surveys/:id/publish', method: 'POST', status_code: '402' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'sfs_http_request_duration_seconds_bucket', { route: '/v2/me', method: 'GET', status_code: '200', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'sfs_http_request_duration_seconds_sum', { route: '/v2/me', method: 'GET', status_code: '200' })).toBeGreaterThan(0);
    for (const s of find(samples, http)) expect(s.labels.route).toMatch(/^(\/[a-z0-9/:*._-]*|unmatched)$/);

    // GraphQL at the gateway: named operations, bounded names, and the time spent per subgraph.
    const ops = 'sfs_graphql_operation_duration_seconds_count';
    // The key's first request authenticates; the principal cache answers the others (unless an accounts change emptied it).
    expect(value(samples, ops, { operation: 'Authenticate', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, ops, { operation: 'PublishSurvey', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, ops, { operation: 'PublishSurvey', outcome: 'error' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, ops, { operation: 'anonymous', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, ops, { operation: 'other', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(find(samples, ops, { operation: 'SomeoneElsesName_123' })).toEqual([]);
    const fetches = 'sfs_graphql_subgraph_fetch_duration_seconds_count';
    expect(value(samples, fetches, { subgraph: 'accounts', outcome: 'ok' })).toBeGreaterThanOrEqual(3);
    expect(value(samples, fetches, { subgraph: 'surveys', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    for (const s of find(samples, fetches)) expect(SUBGRAPH_NAMES).toContain(s.labels.subgraph);

    // Jobs: durations by registry name and outcome; the failed delivery attempt is a failed run.
    const jobs = 'sfs_job_duration_seconds_count';
    expect(value(samples, jobs, { job_name: 'outbox.dispatch', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, jobs, { job_name: 'collection.run', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, jobs, { job_name: 'webhooks.deliver', outcome: 'failed' })).toBeGreaterThanOrEqual(1);

    // Queue gauges: every registry queue, every state.
    for (const queue of queueNames) {
      for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
        expect(value(samples, 'sfs_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
      }
    }
    expect(value(samples, 'sfs_queue_jobs', { queue: 'webhooks', state: 'completed' })).toBeGreaterThanOrEqual(1);

    // Webhook outcomes: the 500 (retry) and the success.
    expect(value(samples, 'sfs_webhook_deliveries_total', { outcome: 'retry', status_class: '5xx' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'sfs_webhook_deliveries_total', { outcome: 'delivered', status_class: '2xx' })).toBeGreaterThanOrEqual(1);

    // Payments: counted once per publish attempt, by outcome.
    expect(value(samples, 'sfs_payments_total', { flow: 'publish', outcome: 'succeeded' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'sfs_payments_total', { flow: 'publish', outcome: 'card_declined' })).toBeGreaterThanOrEqual(1);

    // Outbox and database pool.
    expect(value(samples, 'sfs_outbox_backlog')).toBeGreaterThanOrEqual(0);
    const age = value(samples, 'sfs_outbox_oldest_unrelayed_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(3600);
    expect(value(samples, 'sfs_db_pool_connections_max')).toBe(config().DATABASE_POOL_MAX);
    const used = value(samples, 'sfs_db_pool_connections_used');
    const free = value(samples, 'sfs_db_pool_connections_free');
    expect(used).toBeGreaterThanOrEqual(0);
    expect(free).toBeGreaterThanOrEqual(0);
    expect(used + free).toBeLessThanOrEqual(config().DATABASE_POOL_MAX);
    expect(value(samples, 'sfs_db_pool_pending_acquires')).toBeGreaterThanOrEqual(0);

    // Default process metrics, prefixed.
    expect(value(samples, 'sfs_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(find(samples, 'sfs_nodejs_eventloop_lag_seconds')).toHaveLength(1);

    // No label value is an id, a URL or a raw path.
    const ID_LIKE = [
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i, // UUID
      /\b[a-z]{2,4}_[0-9a-zA-Z]{16,}/, // srv_…, tm_…, req_…, sk_test_…
      /[0-9a-f]{16,}/i, // long hex
      /:\/\//, // URLs
    ];
    const values = samples.flatMap((s) => Object.values(s.labels));
    for (const re of ID_LIKE) expect(values.filter((v) => re.test(v))).toEqual([]);
    expect(text).not.toContain(survey.id);
    expect(text).not.toContain(t.team.id);
    expect(text).not.toContain('/metrics-hook');
  });

  it('is served by every role: subgraph and worker processes too; METRICS_ENABLED=false removes it', async () => {
    // Each starts in this process beside the ROLE=all service; the process configuration (which
    // that service's jobs read) differs only in the role meanwhile, and is restored after.
    const previous = config();
    const check = async (env: Record<string, string>, expected: number) => {
      const svc = await startTestService({ ...ENV, ...env });
      try {
        const res = await fetch(`${svc.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
        expect(res.status, JSON.stringify(env)).toBe(expected);
        if (expected === 200) {
          expect(find(parse(await res.text()), 'sfs_db_pool_connections_max')).toHaveLength(1);
        }
        expect((await fetch(`${svc.url}/metrics`)).status).toBe(expected === 200 ? 401 : 404);
      } finally {
        await svc.shutdown();
        setConfig(previous);
      }
    };
    const internal = { INTERNAL_TOKEN: 'internal-token-for-metrics-tests-0123456789' };
    await check({ ROLE: 'subgraph', SUBGRAPH: 'accounts', ...internal }, 200);
    await check({ ROLE: 'worker' }, 200);
    await check({ ROLE: 'api', METRICS_ENABLED: 'false' }, 404);
  });
});
