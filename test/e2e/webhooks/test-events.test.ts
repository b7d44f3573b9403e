import { afterAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { fromPublicId } from '../../../platform/ids';
import { Order } from '../../../http/api/v2/billing/schemas';
import { Survey } from '../../../http/api/v2/surveys/schemas';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, expectV2Error, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';
import { deliveringTo, type Receipt, startReceiver } from '../../helpers/webhook-receiver';

/**
 * POST /v2/webhook-endpoints/{id}/test: a signed event of a chosen kind, with a sample object,
 * to one endpoint, marked test in its envelope, its row and the delivery log. Deliveries go to a
 * loopback HTTPS receiver (allowed by OUTBOUND_ALLOW_CIDRS, its certificate trusted through
 * OUTBOUND_CA_FILE).
 */
const receiver = await startReceiver();
afterAll(() => receiver.close());
const service = useTestService(deliveringTo(receiver, { WEBHOOK_RETRY_BASE_MS: '100' }));
const api = apiClient(() => service().url);
const stripe = new Stripe('sk_test_verifier', { telemetry: false });
FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v));
FormatRegistry.Set('uri', (v) => URL.canParse(v));

async function team(livemode = false) {
  const t = await makeTeam(service().em());
  return { ...t, mint: t.key, key: await t.key(['read', 'write'], { livemode }) };
}

async function endpoint(key: string, path: string, enabledEvents: string[] = ['order.paid', 'survey.completed']) {
  const res = await api('POST', '/v2/webhook-endpoints', key, { url: receiver.url(path), enabledEvents });
  expect(res.status).toBe(200);
  return (await json(res)) as { id: string; secret: string };
}

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return service().em().execute<T[]>(sql, params);
}

/** What a team's webhook tables and the outbox hold: nothing a refused request may change. */
async function rowsOf(teamId: string) {
  const [r] = await db<{ events: number; deliveries: number; outbox: number }>(
    `select (select count(*)::int from webhooks.events where team_id = ?) as events,
            (select count(*)::int from webhooks.deliveries d join webhooks.events v on v.id = d.event_id where v.team_id = ?) as deliveries,
            (select count(*)::int from platform.outbox o join webhooks.events v on v.id::text = o.aggregate_id where o.type = 'webhook.test' and v.team_id = ?) as outbox`,
    [teamId, teamId, teamId],
  );
  return r;
}

const sendTest = (key: string, endpointId: string, body: unknown, headers: Record<string, string> = {}) =>
  api('POST', `/v2/webhook-endpoints/${endpointId}/test`, key, body, headers);

function verified(r: Receipt, secret: string): any {
  return stripe.webhooks.constructEvent(r.body, r.headers['x-service-signature'] as string, secret);
}

const receiptsOf = (path: string, n: number) =>
  waitFor(() => (receiver.receipts(path).length >= n ? receiver.receipts(path) : null), { timeoutMs: 20_000, what: `${n} deliveries to ${path}` });

describe('test webhook events', () => {
  it('sends a signed event of each kind to that endpoint only, marked test, with a sample object shaped as GET shows one', async () => {
    const t = await team();
    // Subscribed to order.paid only: a test event of any kind is sent (the person asked for it).
    const ep = await endpoint(t.key, '/test-one', ['order.paid']);
    const other = await endpoint(t.key, '/test-other');

    const sent: any[] = [];
    for (const type of ['order.paid', 'survey.completed']) {
      const res = await sendTest(t.key, ep.id, { type });
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      const body = await json(res);
      expect(body).toEqual({ object: 'webhook_event', id: expect.stringMatching(/^evt_[0-9a-f]{32}$/), type, test: true, livemode: false, createdAt: expect.any(String) });
      sent.push(body);
    }

    const receipts = await receiptsOf('/test-one', 2);
    expect(receipts).toHaveLength(2);
    const events = receipts.map((r) => verified(r, ep.secret));
    expect(events.map((e) => e.id).sort()).toEqual(sent.map((s) => s.id).sort());
    for (const [i, e] of events.entries()) {
      const answer = sent.find((s) => s.id === e.id);
      // The envelope's own key order, and the test marker: the bytes as stored are the bytes sent.
      expect(Object.keys(e)).toEqual(['id', 'type', 'createdAt', 'test', 'data']);
      expect(e).toMatchObject({ type: answer.type, createdAt: answer.createdAt, test: true });
      const [row] = await db<{ body: string; test: boolean; livemode: boolean; type: string }>('select body, test, livemode, type from webhooks.events where id = ?', [
        fromPublicId('evt', e.id),
      ]);
      expect(row).toEqual({ body: receipts[i].body, test: true, livemode: false, type: answer.type });
    }

    const order = events.find((e) => e.type === 'order.paid').data.object;
    expect([...Value.Errors(Order, order)]).toEqual([]);
    expect(order).toMatchObject({ object: 'order', status: 'paid', livemode: false });
    const survey = events.find((e) => e.type === 'survey.completed').data.object;
    expect([...Value.Errors(Survey, survey)]).toEqual([]);
    expect(survey).toMatchObject({ object: 'survey', status: 'completed' });
    // Sample ids name nothing: GET finds no such order or survey.
    expect((await api('GET', `/v2/orders/${order.id}`, t.key)).status).toBe(404);
    expect((await api('GET', `/v2/surveys/${survey.id}`, t.key)).status).toBe(404);

    // One event and one delivery each, to that endpoint only; each asked for through the outbox.
    await waitFor(
      async () =>
        (await db<{ status: string }>('select status from webhooks.deliveries where endpoint_id = ?', [fromPublicId('whk', ep.id)])).every((d) => d.status === 'delivered'),
      { what: 'both deliveries delivered' },
    );
    expect(await rowsOf(t.team.id)).toEqual({ events: 2, deliveries: 2, outbox: 2 });
    const [{ n: toOther }] = await db<{ n: number }>('select count(*)::int as n from webhooks.deliveries where endpoint_id = ?', [fromPublicId('whk', other.id)]);
    expect(toOther).toBe(0);
    expect(receiver.receipts('/test-other')).toEqual([]);

    // The delivery log marks them (operators' GraphQL; the console's is the same field).
    const gql = async (query: string, variables: Record<string, unknown>) =>
      json(
        await fetch(`${service().url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
          body: JSON.stringify({ query, variables }),
        }),
      );
    const log = await gql('query($t: ID!) { webhookEvents(teamId: $t) { id type test livemode } }', { t: t.team.id });
    expect(log.data.webhookEvents.map((e: { test: boolean }) => e.test)).toEqual([true, true]);
    const attempts = await gql('query($p: ID!) { webhookAttempts(endpointId: $p) { eventId statusCode test } }', { p: fromPublicId('whk', ep.id) });
    expect(attempts.data.webhookAttempts).toHaveLength(2);
    expect(attempts.data.webhookAttempts.every((a: { test: boolean; statusCode: number }) => a.test && a.statusCode === 200)).toBe(true);
  });

  it('a live endpoint gets a live sample order', async () => {
    const t = await team(true);
    const ep = await endpoint(t.key, '/test-live');
    const res = await sendTest(t.key, ep.id, { type: 'order.paid' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ livemode: true, test: true });
    const [r] = await receiptsOf('/test-live', 1);
    expect(verified(r, ep.secret).data.object).toMatchObject({ object: 'order', livemode: true });
  });

  it('refuses an unknown kind, another team’s endpoint, a read-only key, a disabled or deleted endpoint, and the other mode, changing nothing', async () => {
    const t = await team();
    const ep = await endpoint(t.key, '/test-refused');
    const other = await team();
    const reader = await t.mint(['read'], { livemode: false });
    const live = await t.mint(['read', 'write'], { livemode: true });
    const before = await rowsOf(t.team.id);
    expect(before).toEqual({ events: 0, deliveries: 0, outbox: 0 });

    await expectV2Error(await sendTest(t.key, ep.id, { type: 'survey.started' }), 400, 'invalid_request_error', 'parameter_invalid', 'type');
    await expectV2Error(await sendTest(t.key, ep.id, {}), 400, 'invalid_request_error', 'parameter_missing', 'type');
    await expectV2Error(await sendTest(t.key, ep.id, { type: 'order.paid', object: {} }), 400, 'invalid_request_error', 'parameter_unknown', 'object');
    await expectV2Error(await sendTest(other.key, ep.id, { type: 'order.paid' }), 404, 'invalid_request_error', 'resource_missing', 'id');
    await expectV2Error(await sendTest(live, ep.id, { type: 'order.paid' }), 404, 'invalid_request_error', 'resource_missing', 'id');
    await expectV2Error(await sendTest(reader, ep.id, { type: 'order.paid' }), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await sendTest(t.key, 'whk_00000000000000000000000000000000', { type: 'order.paid' }), 404, 'invalid_request_error', 'resource_missing', 'id');

    await db(`update webhooks.endpoints set status = 'disabled', disabled_at = now(), disabled_reason = 'test' where id = ?`, [fromPublicId('whk', ep.id)]);
    await expectV2Error(await sendTest(t.key, ep.id, { type: 'order.paid' }), 409, 'invalid_request_error', 'endpoint_disabled', 'id');
    expect((await api('PATCH', `/v2/webhook-endpoints/${ep.id}`, t.key, { status: 'enabled' })).status).toBe(200);
    expect((await api('DELETE', `/v2/webhook-endpoints/${ep.id}`, t.key)).status).toBe(200);
    await expectV2Error(await sendTest(t.key, ep.id, { type: 'order.paid' }), 404, 'invalid_request_error', 'resource_missing', 'id');

    expect(await rowsOf(t.team.id)).toEqual(before);
    expect(await rowsOf(other.team.id)).toEqual({ events: 0, deliveries: 0, outbox: 0 });
    expect(receiver.receipts('/test-refused')).toEqual([]);
  });

  it('N requests at once with one Idempotency-Key send one event; without a key, N events; other teams at once, one each', async () => {
    const N = 6;
    const t = await team();
    const ep = await endpoint(t.key, '/test-idem');
    const responses = await Promise.all(Array.from({ length: N }, () => sendTest(t.key, ep.id, { type: 'survey.completed' }, { 'idempotency-key': 'try-it-once' })));
    const statuses = responses.map((r) => r.status);
    // The first holds the key; the rest are told it is in flight, or (once it answered) get its answer.
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ok = await Promise.all(responses.filter((r) => r.status === 200).map(json));
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((b) => b.id)).size).toBe(1);
    for (const r of responses.filter((x) => x.status === 409)) {
      await expectV2Error(r, 409, 'invalid_request_error', 'idempotency_in_flight', 'Idempotency-Key');
    }
    const replay = await sendTest(t.key, ep.id, { type: 'survey.completed' }, { 'idempotency-key': 'try-it-once' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(replay)).toEqual(ok[0]);
    await expectV2Error(
      await sendTest(t.key, ep.id, { type: 'order.paid' }, { 'idempotency-key': 'try-it-once' }),
      409,
      'invalid_request_error',
      'idempotency_mismatch',
      'Idempotency-Key',
    );
    expect(await rowsOf(t.team.id)).toEqual({ events: 1, deliveries: 1, outbox: 1 });

    const many = await Promise.all(Array.from({ length: N }, () => sendTest(t.key, ep.id, { type: 'order.paid' })));
    expect(many.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(new Set((await Promise.all(many.map(json))).map((b) => b.id)).size).toBe(N);
    expect(await rowsOf(t.team.id)).toEqual({ events: N + 1, deliveries: N + 1, outbox: N + 1 });
    const received = await receiptsOf('/test-idem', N + 1);
    expect(new Set(received.map((r) => verified(r, ep.secret).id)).size).toBe(N + 1);

    // Different people at once: each team's request makes its own event for its own endpoint.
    const teams = await Promise.all(Array.from({ length: 4 }, () => team()));
    const eps = await Promise.all(teams.map((x, i) => endpoint(x.key, `/test-people-${i}`)));
    const answers = await Promise.all(teams.map((x, i) => sendTest(x.key, eps[i].id, { type: 'order.paid' })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const x of teams) expect(await rowsOf(x.team.id)).toEqual({ events: 1, deliveries: 1, outbox: 1 });
  });
});
