import { afterAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { fromPublicId } from '../../../platform/ids';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { deliveringTo, type Receipt, startReceiver } from '../../helpers/webhook-receiver';
import { verifySignature } from '../../../docs/webhooks/receiver.mjs';

/**
 * Deliveries to a loopback HTTPS receiver (allowed by OUTBOUND_ALLOW_CIDRS, its certificate
 * trusted through OUTBOUND_CA_FILE), with fast retries: 100 ms doubling. The 2 s timeout is
 * what one scripted attempt waits out; shorter ones made slow but healthy deliveries retry on
 * a loaded 2-core machine, so exact attempt lists failed. Endpoints are disabled after 5 s of
 * failures: long enough for the retry scenario (500, timeout, reset, 200: about 2.5 s) to finish first.
 */
const receiver = await startReceiver();
afterAll(() => receiver.close());
const service = useTestService(
  deliveringTo(receiver, {
    COLLECTION_BATCH_SIZE: '100',
    COLLECTION_INTERVAL_MS: '0',
    WEBHOOK_RETRY_BASE_MS: '100',
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_DISABLE_AFTER_SECONDS: '5',
  }),
);
const api = apiClient(() => service().url);
const stripe = new Stripe('sk_test_verifier', { telemetry: false });
const HEADER = /^t=\d{10},v1=[0-9a-f]{64}$/;

async function team() {
  const em = service().em();
  const t = await makeTeam(em);
  await grant(em, t.team.id, 200, { livemode: false });
  return { ...t, key: await t.key(['read', 'write', 'spend'], { livemode: false }) };
}

async function endpoint(key: string, path: string, enabledEvents: string[]) {
  const res = await api('POST', '/v2/webhook-endpoints', key, { url: receiver.url(path), enabledEvents });
  expect(res.status).toBe(200);
  return (await json(res)) as { id: string; secret: string };
}

/** Publishes a 10-respondent test-mode survey; returns its srv_ id. */
async function publish(key: string): Promise<string> {
  const created = await json(
    await api('POST', '/v2/surveys', key, { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] }),
  );
  expect((await api('POST', `/v2/surveys/${created.id}/publish`, key, undefined, { 'idempotency-key': `p-${created.id}` })).status).toBe(200);
  return created.id;
}

/** Verifies a receipt with Stripe's own verifier (the scheme is the same) and with the documented receiver; returns the event. */
function verified(r: Receipt, secret: string): any {
  const header = r.headers['x-service-signature'] as string;
  expect(header).toMatch(HEADER);
  const event = stripe.webhooks.constructEvent(r.body, header, secret);
  expect(verifySignature(r.body, header, secret)).toEqual(event);
  return event;
}

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return service().em().execute<T[]>(sql, params);
}

const attemptsOf = (endpointId: string) =>
  db<{ status_code: number | null; error: string | null; next_attempt_at: Date | null; created_at: Date }>(
    'select status_code, error, next_attempt_at, created_at from webhooks.attempts where endpoint_id = ? order by created_at, attempt',
    [fromPublicId('whk', endpointId)],
  );

describe('webhook delivery', () => {
  it('delivers order.paid and survey.completed, signed over the exact bytes, with the current v2 resources', async () => {
    const t = await team();
    const ep = await endpoint(t.key, '/all', ['order.paid', 'survey.completed']);
    const surveyId = await publish(t.key);

    const receipts = await waitFor(() => (receiver.receipts('/all').length >= 2 ? receiver.receipts('/all') : null), { timeoutMs: 20_000, what: 'two deliveries' });
    const events = receipts.map((r) => verified(r, ep.secret));
    expect(events.map((e) => e.type).sort()).toEqual(['order.paid', 'survey.completed']);
    for (const e of events) {
      expect(Object.keys(e).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
      expect(e.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(Date.parse(e.createdAt)).toBeGreaterThan(0);
    }
    const order = events.find((e) => e.type === 'order.paid')!.data.object;
    expect(order).toMatchObject({ object: 'order', kind: 'survey', status: 'paid', surveyId, livemode: false });
    const survey = events.find((e) => e.type === 'survey.completed')!.data.object;
    expect(survey).toMatchObject({ object: 'survey', id: surveyId, status: 'completed', numResponses: 10 });
    // One path to the v2 representation: each object is what GET answers the team's key, except
    // the time of the quote (every read records one).
    expect(order).toEqual(await json(await api('GET', `/v2/orders/${order.id}`, t.key)));
    const read = await json(await api('GET', `/v2/surveys/${surveyId}`, t.key));
    expect(Date.parse(read.cost.quotedAt)).toBeGreaterThanOrEqual(Date.parse(survey.cost.quotedAt));
    expect({ ...survey, cost: { ...survey.cost, quotedAt: null } }).toEqual({ ...read, cost: { ...read.cost, quotedAt: null } });
    expect(receipts.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);

    // A tampered body or a stale signature does not verify.
    const [first] = receipts;
    expect(() => stripe.webhooks.constructEvent(first.body.replace('"type"', '"tipe"'), first.headers['x-service-signature'] as string, ep.secret)).toThrow();
    const stale = (first.headers['x-service-signature'] as string).replace(/^t=(\d+)/, (_, t) => `t=${Number(t) - 301}`);
    expect(() => stripe.webhooks.constructEvent(first.body, stale, ep.secret)).toThrow();
    expect(() => verifySignature(first.body.replace('"type"', '"tipe"'), first.headers['x-service-signature'] as string, ep.secret)).toThrow('does not match');
    expect(() => verifySignature(first.body, stale, ep.secret)).toThrow('tolerance');

    await waitFor(async () => (await attemptsOf(ep.id)).length === 2, { what: 'both attempts recorded' });
    expect((await attemptsOf(ep.id)).map((a) => a.status_code)).toEqual([200, 200]);
  });

  it('retries after a 500, a timeout and a reset with the same envelope id, then records the success', async () => {
    const t = await team();
    const ep = await endpoint(t.key, '/flaky', ['order.paid']);
    receiver.script('/flaky', [500, 'timeout', 'reset']);
    await publish(t.key);

    const receipts = await waitFor(() => (receiver.receipts('/flaky').length >= 4 ? receiver.receipts('/flaky') : null), { timeoutMs: 20_000, what: 'four attempts' });
    const ids = receipts.map((r) => verified(r, ep.secret).id);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(receipts.map((r) => r.body)).size).toBe(1);
    await waitFor(async () => (await attemptsOf(ep.id)).length === 4, { what: 'four recorded attempts' });
    const attempts = await attemptsOf(ep.id);
    expect(attempts.map((a) => a.status_code)).toEqual([500, null, null, 200]);
    expect(attempts[0].error).toBe('HTTP 500');
    expect(attempts[1].error).toMatch(/^timeout/);
    expect(attempts[2].error).toMatch(/^connection_failed/);
    expect(attempts.slice(0, 3).every((a) => a.next_attempt_at !== null)).toBe(true);
    expect(attempts[3]).toMatchObject({ error: null, next_attempt_at: null });
    const [delivery] = await db<{ status: string; attempts: number }>('select status, attempts from webhooks.deliveries where endpoint_id = ?', [fromPublicId('whk', ep.id)]);
    expect(delivery).toEqual({ status: 'delivered', attempts: 4 });
    expect(receiver.receipts('/flaky')).toHaveLength(4);
  });

  it('honours a 429 Retry-After', async () => {
    const t = await team();
    await endpoint(t.key, '/busy', ['order.paid']);
    receiver.script('/busy', [{ status: 429, headers: { 'retry-after': '1' } }]);
    await publish(t.key);
    const receipts = await waitFor(() => (receiver.receipts('/busy').length >= 2 ? receiver.receipts('/busy') : null), { timeoutMs: 20_000, what: 'the retry' });
    expect(receipts[1].at - receipts[0].at).toBeGreaterThanOrEqual(950);
  });

  it('follows PATCHed enabledEvents', async () => {
    const t = await team();
    const ep = await endpoint(t.key, '/patched', ['survey.completed']);
    const first = await publish(t.key);
    await waitFor(() => receiver.receipts('/patched').length >= 1, { timeoutMs: 20_000, what: 'survey.completed' });
    expect(receiver.receipts('/patched').map((r) => verified(r, ep.secret).data.object.id)).toEqual([first]);

    expect((await api('PATCH', `/v2/webhook-endpoints/${ep.id}`, t.key, { enabledEvents: ['order.paid'] })).status).toBe(200);
    await publish(t.key);
    await waitFor(() => receiver.receipts('/patched').length >= 2, { timeoutMs: 20_000, what: 'order.paid' });
    // The second survey completes too; its survey.completed event exists but is not sent here.
    const completedEvents = async () =>
      (await db<{ n: number }>(`select count(*)::int as n from webhooks.events where team_id = ? and type = 'survey.completed'`, [t.team.id]))[0].n;
    await waitFor(async () => (await completedEvents()) === 2, { timeoutMs: 20_000, what: 'the second survey.completed event' });
    const [{ n: deliveries }] = await db<{ n: number }>('select count(*)::int as n from webhooks.deliveries where endpoint_id = ?', [fromPublicId('whk', ep.id)]);
    expect(deliveries).toBe(2);
    expect(receiver.receipts('/patched').map((r) => verified(r, ep.secret).type)).toEqual(['survey.completed', 'order.paid']);
  });

  it('DELETE stops queued retries', async () => {
    const t = await team();
    const ep = await endpoint(t.key, '/gone', ['order.paid']);
    receiver.script('/gone', Array(20).fill(500));
    await publish(t.key);
    await waitFor(() => receiver.receipts('/gone').length >= 2, { timeoutMs: 20_000, what: 'two failed attempts' });
    expect((await api('DELETE', `/v2/webhook-endpoints/${ep.id}`, t.key)).status).toBe(200);
    await waitFor(
      async () => (await db<{ status: string }>('select status from webhooks.deliveries where endpoint_id = ?', [fromPublicId('whk', ep.id)]))[0]?.status === 'cancelled',
      { timeoutMs: 10_000, what: 'the delivery cancelled' },
    );
    const received = receiver.receipts('/gone').length;
    expect((await attemptsOf(ep.id)).length).toBe(received);
  });

  // Retries at 0.1, 0.3, 0.7, 1.5, 3.1, 6.3, 12.7 s (±20%): the one at 6.3 s disables the endpoint, the next ends the delivery.
  it('disables an endpoint failing for longer than the limit, and redelivers on request after re-enabling', { timeout: 60_000 }, async () => {
    const t = await team();
    const ep = await endpoint(t.key, '/down', ['order.paid']);
    receiver.script('/down', Array(30).fill(503));
    await publish(t.key);
    const disabled = await waitFor(
      async () => {
        const body = await json(await api('GET', `/v2/webhook-endpoints/${ep.id}`, t.key));
        return body.status === 'disabled' ? body : null;
      },
      { timeoutMs: 40_000, what: 'the endpoint disabled' },
    );
    expect(disabled.disabledReason).toMatch(/^Every delivery since .+ failed; the last: HTTP 503$/);
    await waitFor(
      async () => (await db<{ status: string }>('select status from webhooks.deliveries where endpoint_id = ?', [fromPublicId('whk', ep.id)]))[0].status !== 'pending',
      { timeoutMs: 20_000, what: 'the delivery stopped' },
    );

    receiver.script('/down', []);
    expect((await api('PATCH', `/v2/webhook-endpoints/${ep.id}`, t.key, { status: 'enabled' })).status).toBe(200);
    // Re-enabling starts a fresh failure streak (the old one would disable it again at once).
    const [{ failing_since }] = await db<{ failing_since: Date | null }>('select failing_since from webhooks.endpoints where id = ?', [fromPublicId('whk', ep.id)]);
    expect(failing_since).toBeNull();
    const [event] = await db<{ id: string }>(`select id from webhooks.events where team_id = ? and type = 'order.paid'`, [t.team.id]);
    const before = receiver.receipts('/down').length;
    const res = await fetch(`${service().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
      body: JSON.stringify({
        query: 'mutation($e: ID!, $p: ID!) { redeliverWebhookEvent(eventId: $e, endpointId: $p) }',
        variables: { e: event.id, p: fromPublicId('whk', ep.id) },
      }),
    });
    expect(await res.json()).toEqual({ data: { redeliverWebhookEvent: 1 } });
    await waitFor(() => receiver.receipts('/down').length > before, { timeoutMs: 10_000, what: 'the redelivery' });
    const last = receiver.receipts('/down').at(-1)!;
    expect(verified(last, ep.secret).id).toBe(verified(receiver.receipts('/down')[0], ep.secret).id);
    await waitFor(
      async () => (await db<{ status: string }>('select status from webhooks.deliveries where endpoint_id = ?', [fromPublicId('whk', ep.id)]))[0].status === 'delivered',
      { what: 'delivered' },
    );
  });
});
