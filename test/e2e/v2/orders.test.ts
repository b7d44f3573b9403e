import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it, afterEach } from 'vitest';
import { fromPublicId, toPublicId } from '../../../platform/ids';
import { expectLedgerInvariant, grant, moneyState, sandboxKeyOf, submitCard, expectLedgerInvariantEverywhere } from '../../helpers/billing';
import { billingApi, SNACK_DRAFT } from '../../helpers/billing-api';
import { REQ_ID, expectV2Error, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));

/** The signing secret the service and the sandbox it starts share (platform/config.ts default). */
const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_0123456789abcdef0123456789abcdef';
const signer = new Stripe('sk_test_x');

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const ORD = /^ord_[0-9a-f]{32}$/;
const DAY_MS = 86_400_000;

const { api, team, checkoutUrlRe, portalUrlRe } = billingApi(service);

const createOrder = (key: string, body: unknown, idem: string | null) => api('POST', '/v2/orders', key, body, idem === null ? {} : { 'idempotency-key': idem });

/** A fresh pending credit-pack order (asserted 200), as its JSON body. */
async function newPackOrder(key: string, idem: string, pack = 'credits_20') {
  const res = await createOrder(key, { pack }, idem);
  expect(res.status).toBe(200);
  return json(res);
}

const getOrder = async (key: string, id: string) => json(await api('GET', `/v2/orders/${id}`, key));

/** Polls GET /v2/orders/{id} until it is paid; returns the paid order. */
const waitForPaid = (key: string, id: string) =>
  waitFor(
    async () => {
      const o = await getOrder(key, id);
      return o.status === 'paid' ? o : null;
    },
    { what: `order ${id} paid` },
  );

/** Pays an order's hosted checkout with a form POST, as a browser does. */
async function payCheckout(checkoutUrl: string) {
  const page = await submitCard(checkoutUrl, '4242424242424242');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<h1>Payment complete</h1>');
}

async function ordersOfTeam(teamId: string): Promise<number> {
  const rows = await service().em().execute<{ n: number }[]>('select count(*)::int as n from billing.orders where team_id = ?', [teamId]);
  return rows[0].n;
}

const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

/** The sandbox's record of the checkout.session.completed event for a session of a team's live account. */
async function completedEventOf(sessionId: string, teamId: string) {
  return waitFor(
    async () => {
      const res = await fetch(`${service().sandboxUrl}/_sandbox/events`, { headers: { authorization: `Bearer ${sandboxKeyOf(teamId)}` } });
      const { data } = await json(res);
      return (data as any[]).find((r) => r.type === 'checkout.session.completed' && r.event.data.object.id === sessionId);
    },
    { what: `checkout.session.completed for ${sessionId}` },
  );
}

const postWebhook = (payload: string, signature: string | null) =>
  fetch(`${service().url}/provider-webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });

const sign = (payload: string, secret = SANDBOX_WEBHOOK_SECRET, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

async function providerEventRows(eventId: string): Promise<number> {
  const rows = await service().em().execute<{ n: number }[]>('select count(*)::int as n from billing.provider_events where id = ?', [eventId]);
  return rows[0].n;
}

describe('POST /v2/orders', () => {
  it('creates a pending credit-pack order with a sandbox checkout URL, and replays the same bytes and session on the same key', async () => {
    const t = await team();
    const before = Date.now();
    const res = await createOrder(t.full, { pack: 'credits_20' }, 'buy-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toMatch(REQ_ID);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toEqual({
      object: 'order',
      id: expect.stringMatching(ORD),
      kind: 'credit_pack',
      status: 'pending',
      livemode: true,
      amount: 40,
      currency: 'USD',
      pack: 'credits_20',
      credits: 20,
      surveyId: null,
      creditsUsed: 0,
      cardCharged: 0,
      checkoutUrl: expect.stringMatching(checkoutUrlRe()),
      createdAt: expect.stringMatching(ISO),
      paidAt: null,
      refundedAt: null,
      orderId: body.id,
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const replay = await createOrder(t.full, { pack: 'credits_20' }, 'buy-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('content-type')).toMatch(/^application\/json/);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(text);

    // One order, holding the one checkout session the URL names.
    const rows = await service()
      .em()
      .execute<{ id: string; checkout_session_id: string; checkout_url: string }[]>('select id, checkout_session_id, checkout_url from billing.orders where team_id = ?', [
        t.team.id,
      ]);
    expect(rows).toEqual([{ id: fromPublicId('ord', body.id), checkout_session_id: sessionIdOf(body.checkoutUrl), checkout_url: body.checkoutUrl }]);

    // The sandbox serves the hosted page for that session.
    const page = await fetch(body.checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>20 survey credits</h1>');
    expect(html).toContain('$40.00');

    const { orderId: _, ...order } = body;
    const read = await api('GET', `/v2/orders/${body.id}`, t.read);
    expect(read.status).toBe(200);
    expect(await json(read)).toEqual(order);
  });

  it('same key, another pack: 409 idempotency_mismatch, no second order', async () => {
    const t = await team();
    const first = await newPackOrder(t.full, 'mm-1');
    await expectV2Error(await createOrder(t.full, { pack: 'credits_50' }, 'mm-1'), 409, 'invalid_request_error', 'idempotency_mismatch', 'Idempotency-Key');
    expect(await ordersOfTeam(t.team.id)).toBe(1);
    expect((await getOrder(t.full, first.id)).pack).toBe('credits_20');
    // Keys are per team: another team may use the same key for another pack.
    const other = await team();
    expect((await newPackOrder(other.full, 'mm-1', 'credits_50')).credits).toBe(50);
  });

  it('unknown pack: 400 parameter_invalid on pack, no order written; the key stays free', async () => {
    const t = await team();
    await expectV2Error(await createOrder(t.full, { pack: 'credits_21' }, 'pk-1'), 400, 'invalid_request_error', 'parameter_invalid', 'pack');
    expect(await ordersOfTeam(t.team.id)).toBe(0);
    // A 4xx is not stored: the same key is a fresh attempt.
    const res = await createOrder(t.full, { pack: 'credits_20' }, 'pk-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersOfTeam(t.team.id)).toBe(1);
  });

  it('body validation: missing and unknown fields', async () => {
    const t = await team();
    await expectV2Error(await createOrder(t.full, {}, 'v-1'), 400, 'invalid_request_error', 'parameter_missing', 'pack');
    await expectV2Error(await createOrder(t.full, { pack: 'credits_20', credits: 20 }, 'v-2'), 400, 'invalid_request_error', 'parameter_unknown', 'credits');
    expect(await ordersOfTeam(t.team.id)).toBe(0);
  });

  it('needs an Idempotency-Key of at most 255 characters', async () => {
    const t = await team();
    await expectV2Error(await createOrder(t.full, { pack: 'credits_20' }, null), 400, 'invalid_request_error', 'idempotency_key_required', 'Idempotency-Key');
    await expectV2Error(await createOrder(t.full, { pack: 'credits_20' }, 'k'.repeat(256)), 400, 'invalid_request_error', 'parameter_invalid', 'Idempotency-Key');
    expect(await ordersOfTeam(t.team.id)).toBe(0);
    expect((await createOrder(t.full, { pack: 'credits_20' }, 'k'.repeat(255))).status).toBe(200);
  });

  it('needs the spend scope: read-only, write-only and unscoped keys are refused; a spend-only key works', async () => {
    const t = await team();
    await expectV2Error(await createOrder(t.read, { pack: 'credits_20' }, 's-1'), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await createOrder(await t.key(['write']), { pack: 'credits_20' }, 's-1'), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await createOrder(await t.key(['read', 'write']), { pack: 'credits_20' }, 's-1'), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await createOrder(await t.key([]), { pack: 'credits_20' }, 's-1'), 403, 'permission_error', 'api_key_unscoped');
    expect(await ordersOfTeam(t.team.id)).toBe(0);

    const spend = await t.key(['spend']);
    const res = await createOrder(spend, { pack: 'credits_100' }, 's-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await json(res)).toMatchObject({ object: 'order', kind: 'credit_pack', status: 'pending', pack: 'credits_100', credits: 100, amount: 200 });
    // The spend-only key cannot read the order back.
    const order = (await json(await api('GET', '/v2/orders', t.read))).data[0];
    await expectV2Error(await api('GET', `/v2/orders/${order.id}`, spend), 403, 'permission_error', 'insufficient_scope');
  });
});

describe('paying a credit-pack order', () => {
  it('a completed checkout marks the order paid, adds a 365-day pack bucket, records order.paid and keeps the ledger balanced', async () => {
    const t = await team();
    const em = service().em();
    const { orderId: _, ...order } = await newPackOrder(t.full, 'pay-1');
    expect(await moneyState(em, t.team.id)).toEqual({ orders: 1, entries: 0, units: 0, orderEvents: 0 });

    await payCheckout(order.checkoutUrl);
    const paid = await waitForPaid(t.read, order.id);
    expect(paid).toEqual({ ...order, status: 'paid', paidAt: expect.stringMatching(ISO) });
    const paidAt = Date.parse(paid.paidAt);
    expect(paidAt).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
    expect(paidAt).toBeLessThanOrEqual(Date.now());

    const res = await api('GET', '/v2/credit-balance', t.read);
    expect(res.status).toBe(200);
    const balance = await json(res);
    expect(balance).toEqual({
      object: 'credit_balance',
      credits: 20,
      amount: 40,
      currency: 'USD',
      livemode: true,
      buckets: [
        {
          object: 'credit_bucket',
          id: expect.stringMatching(/^cbk_[0-9a-f]{32}$/),
          source: 'pack',
          credits: 20,
          grantedCredits: 20,
          orderId: order.id,
          expiresAt: expect.stringMatching(ISO),
          createdAt: expect.stringMatching(ISO),
        },
      ],
    });
    const [bucket] = balance.buckets;
    expect(Math.abs(Date.parse(bucket.expiresAt) - (paidAt + 365 * DAY_MS))).toBeLessThan(5_000);

    const uuid = fromPublicId('ord', order.id)!;
    const events = await em.execute<{ aggregate_id: string; payload: unknown }[]>(
      `select aggregate_id, payload from platform.outbox where type = 'order.paid' and payload->>'orderId' = ?`,
      [uuid],
    );
    expect(events).toEqual([{ aggregate_id: uuid, payload: { orderId: uuid, teamId: t.team.id, kind: 'credit_pack' } }]);

    const entries = await em.execute<{ kind: string; units: number; order_id: string; bucket_id: string }[]>(
      'select kind, units, order_id, bucket_id from billing.ledger_entries where team_id = ?',
      [t.team.id],
    );
    expect(entries).toEqual([{ kind: 'grant', units: 2000, order_id: uuid, bucket_id: fromPublicId('cbk', bucket.id) }]);
    expect(await moneyState(em, t.team.id)).toEqual({ orders: 1, entries: 1, units: 2000, orderEvents: 1 });
    await expectLedgerInvariant(em, t.team.id);

    // The replayed create answer still says pending (it is the frozen original), the order itself is paid.
    const replay = await createOrder(t.full, { pack: 'credits_20' }, 'pay-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(replay)).status).toBe('pending');
    // Paying the completed page again changes nothing.
    await payCheckout(order.checkoutUrl);
    expect(await moneyState(em, t.team.id)).toEqual({ orders: 1, entries: 1, units: 2000, orderEvents: 1 });
  });
});

describe('POST /provider-webhooks/stripe', () => {
  it('a re-sent event is a duplicate: 200 {received, outcome: duplicate}, credits unchanged', async () => {
    const t = await team();
    const em = service().em();
    const order = await newPackOrder(t.full, 'wh-1');
    await payCheckout(order.checkoutUrl);
    await waitForPaid(t.full, order.id);
    const record = await completedEventOf(sessionIdOf(order.checkoutUrl), t.team.id);
    expect(record.event.data.object.metadata).toEqual({ orderId: order.id, teamId: t.team.id });
    const before = await moneyState(em, t.team.id);
    expect(before).toEqual({ orders: 1, entries: 1, units: 2000, orderEvents: 1 });

    const payload = JSON.stringify(record.event);
    for (let i = 0; i < 2; i++) {
      const res = await postWebhook(payload, sign(payload));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ received: true, outcome: 'duplicate' });
    }
    expect(await moneyState(em, t.team.id)).toEqual(before);
    expect((await json(await api('GET', '/v2/credit-balance', t.read))).credits).toBe(20);
    await expectLedgerInvariant(em, t.team.id);
  });

  it('events that are not a paid checkout completion are acknowledged and ignored', async () => {
    const t = await team();
    const em = service().em();
    const order = await newPackOrder(t.full, 'wh-ign');
    await payCheckout(order.checkoutUrl);
    await waitForPaid(t.full, order.id);
    const before = await moneyState(em, t.team.id);
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'customer.updated',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const res = await postWebhook(payload, sign(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await moneyState(em, t.team.id)).toEqual(before);
  });

  it('a bad, stale or missing signature is a 400 in the v2 envelope and changes nothing', async () => {
    const t = await team();
    const em = service().em();
    // A paid order gives a genuine completion event to copy for a second, unpaid order.
    const paidOrder = await newPackOrder(t.full, 'sig-1');
    await payCheckout(paidOrder.checkoutUrl);
    await waitForPaid(t.full, paidOrder.id);
    const genuine = (await completedEventOf(sessionIdOf(paidOrder.checkoutUrl), t.team.id)).event;
    const unpaid = await newPackOrder(t.full, 'sig-2');
    const forged = {
      ...genuine,
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      data: { object: { ...genuine.data.object, id: sessionIdOf(unpaid.checkoutUrl), metadata: { orderId: unpaid.id, teamId: t.team.id } } },
    };
    const payload = JSON.stringify(forged);
    const before = await moneyState(em, t.team.id);
    expect(before).toEqual({ orders: 2, entries: 1, units: 2000, orderEvents: 1 });

    // Signed with another secret.
    await expectV2Error(
      await postWebhook(payload, sign(payload, 'whsec_not_the_sandbox_secret_0123456789')),
      400,
      'invalid_request_error',
      'parameter_invalid',
      'Stripe-Signature',
    );
    // Signed correctly, but for other bytes.
    await expectV2Error(await postWebhook(payload, sign(`${payload} `)), 400, 'invalid_request_error', 'parameter_invalid', 'Stripe-Signature');
    // Signed correctly, ten minutes ago (outside the 5-minute tolerance).
    await expectV2Error(
      await postWebhook(payload, sign(payload, SANDBOX_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)),
      400,
      'invalid_request_error',
      'parameter_invalid',
      'Stripe-Signature',
    );
    // Signed correctly, for an hour from now: the tolerance applies both ways.
    await expectV2Error(
      await postWebhook(payload, sign(payload, SANDBOX_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 3600)),
      400,
      'invalid_request_error',
      'parameter_invalid',
      'Stripe-Signature',
    );
    await expectV2Error(
      await postWebhook(payload, sign(payload, SANDBOX_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 301)),
      400,
      'invalid_request_error',
      'parameter_invalid',
      'Stripe-Signature',
    );
    // The same, with a current t in front: the SDK verifies the last t, so that is the one checked.
    const ahead = sign(payload, SANDBOX_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 3600);
    await expectV2Error(await postWebhook(payload, `t=${Math.floor(Date.now() / 1000)},${ahead}`), 400, 'invalid_request_error', 'parameter_invalid', 'Stripe-Signature');
    // A garbage header.
    await expectV2Error(await postWebhook(payload, 'not-a-signature'), 400, 'invalid_request_error', 'parameter_invalid', 'Stripe-Signature');
    // No header at all.
    await expectV2Error(await postWebhook(payload, null), 400, 'invalid_request_error', 'parameter_missing', 'Stripe-Signature');

    expect(await moneyState(em, t.team.id)).toEqual(before);
    expect(await providerEventRows(forged.id)).toBe(0);
    expect((await getOrder(t.full, unpaid.id)).status).toBe('pending');

    // Control: the only thing that stopped it was the signature (a refused event is not remembered as seen).
    const ok = await postWebhook(payload, sign(payload));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true, outcome: 'order_paid' });
    expect(await providerEventRows(forged.id)).toBe(1);
    expect((await getOrder(t.full, unpaid.id)).status).toBe('paid');
    expect(await moneyState(em, t.team.id)).toEqual({ orders: 2, entries: 2, units: 4000, orderEvents: 2 });
    await expectLedgerInvariant(em, t.team.id);
  });
});

describe('GET /v2/orders', () => {
  it('lists both kinds newest first, pages with limit=1 through all, and validates limit and cursor', async () => {
    const t = await team();
    const em = service().em();
    const first = await newPackOrder(t.full, 'list-1', 'credits_20');
    await grant(em, t.team.id, 30);
    const draft = await api('POST', '/v2/surveys', t.full, SNACK_DRAFT);
    expect(draft.status).toBe(200);
    const surveyId = (await json(draft)).id;
    const pub = await api('POST', `/v2/surveys/${surveyId}/publish`, t.full, undefined, { 'idempotency-key': 'list-pub' });
    expect(pub.status).toBe(200);
    const surveyOrderId = (await json(pub)).orderId;
    const last = await newPackOrder(t.full, 'list-2', 'credits_50');

    const surveyOrder = await getOrder(t.read, surveyOrderId);
    expect(surveyOrder).toEqual({
      object: 'order',
      id: surveyOrderId,
      kind: 'survey',
      status: 'paid',
      livemode: true,
      amount: 47.5,
      currency: 'USD',
      pack: null,
      credits: null,
      surveyId,
      creditsUsed: 23.75,
      cardCharged: 0,
      checkoutUrl: null,
      createdAt: expect.stringMatching(ISO),
      paidAt: expect.stringMatching(ISO),
      refundedAt: null,
    });
    const strip = ({ orderId: _, ...o }: any) => o;
    const expected = [strip(last), surveyOrder, strip(first)];

    const all = await api('GET', '/v2/orders', t.read);
    expect(all.status).toBe(200);
    expect(await json(all)).toEqual({ object: 'list', data: expected, hasMore: false, nextCursor: null });

    // limit=1: three pages, each cursor stable.
    const p1 = await json(await api('GET', '/v2/orders?limit=1', t.read));
    expect(p1).toEqual({ object: 'list', data: [expected[0]], hasMore: true, nextCursor: expect.any(String) });
    const p2 = await json(await api('GET', `/v2/orders?limit=1&cursor=${encodeURIComponent(p1.nextCursor)}`, t.read));
    expect(p2).toEqual({ object: 'list', data: [expected[1]], hasMore: true, nextCursor: expect.any(String) });
    const p3 = await json(await api('GET', `/v2/orders?limit=1&cursor=${encodeURIComponent(p2.nextCursor)}`, t.read));
    expect(p3).toEqual({ object: 'list', data: [expected[2]], hasMore: false, nextCursor: null });
    expect(await json(await api('GET', `/v2/orders?limit=1&cursor=${encodeURIComponent(p1.nextCursor)}`, t.read))).toEqual(p2);
    // limit=2 then the rest.
    const q1 = await json(await api('GET', '/v2/orders?limit=2', t.read));
    expect(q1).toEqual({ object: 'list', data: expected.slice(0, 2), hasMore: true, nextCursor: expect.any(String) });
    expect(await json(await api('GET', `/v2/orders?limit=2&cursor=${encodeURIComponent(q1.nextCursor)}`, t.read))).toEqual({
      object: 'list',
      data: expected.slice(2),
      hasMore: false,
      nextCursor: null,
    });
    // Exactly three with limit=3: no further page.
    expect(await json(await api('GET', '/v2/orders?limit=3', t.read))).toEqual({ object: 'list', data: expected, hasMore: false, nextCursor: null });

    await expectV2Error(await api('GET', '/v2/orders?limit=0', t.read), 400, 'invalid_request_error', 'parameter_invalid', 'limit');
    await expectV2Error(await api('GET', '/v2/orders?limit=101', t.read), 400, 'invalid_request_error', 'parameter_invalid', 'limit');
    await expectV2Error(await api('GET', '/v2/orders?limit=ten', t.read), 400, 'invalid_request_error', 'parameter_invalid', 'limit');
    await expectV2Error(await api('GET', '/v2/orders?cursor=not-a-cursor', t.read), 400, 'invalid_request_error', 'parameter_invalid', 'cursor');
    await expectV2Error(await api('GET', '/v2/orders?status=paid', t.read), 400, 'invalid_request_error', 'parameter_unknown', 'status');
    expect((await api('GET', '/v2/orders?limit=100', t.read)).status).toBe(200);

    // Another team sees none of them, and cannot read one by id.
    const other = await team();
    expect(await json(await api('GET', '/v2/orders', other.read))).toEqual({ object: 'list', data: [], hasMore: false, nextCursor: null });
    for (const id of [first.id, surveyOrderId]) {
      await expectV2Error(await api('GET', `/v2/orders/${id}`, other.read), 404, 'invalid_request_error', 'resource_missing', 'id');
    }
  });

  it('GET /v2/orders/{id}: a GUID or another prefix is 400 parameter_invalid, an unknown id 404 resource_missing', async () => {
    const t = await team();
    const order = await newPackOrder(t.full, 'ids-1');
    const uuid = fromPublicId('ord', order.id)!;
    const hex = uuid.replaceAll('-', '');
    for (const id of [uuid, `srv_${hex}`, `ORD_${hex}`, `ord_${hex.toUpperCase()}`, `ord_${hex.slice(1)}`]) {
      await expectV2Error(await api('GET', `/v2/orders/${id}`, t.read), 400, 'invalid_request_error', 'parameter_invalid', 'id');
    }
    await expectV2Error(
      await api('GET', `/v2/orders/${toPublicId('ord', '00000000-0000-7000-8000-000000000000')}`, t.read),
      404,
      'invalid_request_error',
      'resource_missing',
      'id',
    );
    expect((await api('GET', `/v2/orders/${order.id}`, t.read)).status).toBe(200);
    await expectV2Error(await api('GET', `/v2/orders/${order.id}`, await t.key(['write'])), 403, 'permission_error', 'insufficient_scope');
  });
});

describe('GET /v2/credit-balance', () => {
  it('lists live buckets oldest expiry first; an expired bucket leaves the balance with an expiry entry of what it held', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 10, { days: 90 });
    await grant(em, t.team.id, 7.5, { days: 10 });
    await grant(em, t.team.id, 2.25, { days: 40 });

    const res = await api('GET', '/v2/credit-balance', t.read);
    expect(res.status).toBe(200);
    const balance = await json(res);
    expect(balance).toMatchObject({ object: 'credit_balance', credits: 19.75, amount: 39.5, currency: 'USD', livemode: true });
    expect(balance.buckets.map((b: any) => [b.source, b.grantedCredits, b.credits, b.orderId])).toEqual([
      ['grant', 7.5, 7.5, null],
      ['grant', 2.25, 2.25, null],
      ['grant', 10, 10, null],
    ]);
    const expiries = balance.buckets.map((b: any) => Date.parse(b.expiresAt));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
    for (const [i, days] of [10, 40, 90].entries()) expect(Math.abs(expiries[i] - (Date.now() + days * DAY_MS))).toBeLessThan(60_000);

    // The 40-day bucket (2.25 credits) lapses.
    const expiring = balance.buckets[1];
    const bucketUuid = fromPublicId('cbk', expiring.id)!;
    await em.execute(`update billing.credit_buckets set expires_at = now() - interval '1 minute' where id = ?`, [bucketUuid]);

    const after = await json(await api('GET', '/v2/credit-balance', t.read));
    expect(after).toEqual({ ...balance, credits: 17.5, amount: 35, buckets: [balance.buckets[0], balance.buckets[2]] });
    const entries = await em.execute<{ kind: string; units: number }[]>(`select kind, units from billing.ledger_entries where bucket_id = ? order by created_at, kind desc`, [
      bucketUuid,
    ]);
    expect(entries).toEqual([
      { kind: 'grant', units: 225 },
      { kind: 'expiry', units: -225 },
    ]);
    const [row] = await em.execute<{ units_remaining: number }[]>('select units_remaining from billing.credit_buckets where id = ?', [bucketUuid]);
    expect(row.units_remaining).toBe(0);
    await expectLedgerInvariant(em, t.team.id);

    // Reading again writes no second expiry.
    expect(await json(await api('GET', '/v2/credit-balance', t.read))).toEqual(after);
    const expiryRows = await em.execute<{ n: number }[]>(`select count(*)::int as n from billing.ledger_entries where team_id = ? and kind = 'expiry'`, [t.team.id]);
    expect(expiryRows[0].n).toBe(1);
    expect(await moneyState(em, t.team.id)).toMatchObject({ entries: 4, units: 1750 });
  });

  it('a team with no credits has an empty balance; write-only and spend-only keys cannot read it', async () => {
    const t = await team();
    const res = await api('GET', '/v2/credit-balance', t.read);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ object: 'credit_balance', credits: 0, amount: 0, currency: 'USD', livemode: true, buckets: [] });
    await expectV2Error(await api('GET', '/v2/credit-balance', await t.key(['write'])), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await api('GET', '/v2/credit-balance', await t.key(['spend'])), 403, 'permission_error', 'insufficient_scope');
  });
});

describe('POST /v2/billing-portal-sessions', () => {
  it('a spend-only key gets a sandbox portal URL; a body is refused; read and write keys are refused', async () => {
    const t = await team();
    const spend = await t.key(['spend']);
    const res = await api('POST', '/v2/billing-portal-sessions', spend);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(res);
    expect(body).toEqual({ object: 'billing_portal_session', url: expect.stringMatching(portalUrlRe()) });
    const page = await fetch(body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<strong id="defaultCard">No card on file</strong>');

    await expectV2Error(
      await api('POST', '/v2/billing-portal-sessions', spend, { returnUrl: 'https://example.com' }),
      400,
      'invalid_request_error',
      'parameter_unknown',
      'returnUrl',
    );
    await expectV2Error(await api('POST', '/v2/billing-portal-sessions', t.read), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await api('POST', '/v2/billing-portal-sessions', await t.key(['write'])), 403, 'permission_error', 'insufficient_scope');
    await expectV2Error(await api('POST', '/v2/billing-portal-sessions', await t.key(['read', 'write'])), 403, 'permission_error', 'insufficient_scope');

    // Each call is a new session for the same customer: one customer row.
    const again = await json(await api('POST', '/v2/billing-portal-sessions', spend));
    expect(again.url).toMatch(portalUrlRe());
    expect(again.url).not.toBe(body.url);
    const customers = await service().em().execute<{ n: number }[]>('select count(*)::int as n from billing.customers where team_id = ?', [t.team.id]);
    expect(customers[0].n).toBe(1);
  });
});
