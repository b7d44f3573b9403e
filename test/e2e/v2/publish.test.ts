import { describe, expect, it, afterEach } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { requestFingerprint } from '../../../http/api/idempotency';
import { chargesOf, expectLedgerInvariant, grant, moneyState, sandboxStripe, submitCard, expectLedgerInvariantEverywhere } from '../../helpers/billing';
import { billingApi, SNACK_PRICE } from '../../helpers/billing-api';
import { bearer, expectV2Error, expectV2ErrorWithExtras, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const { api, team, draftFor } = billingApi(service);
const stripe = (teamId: string) => sandboxStripe(service().sandboxUrl!, teamId);

const PRICE = SNACK_PRICE;

const publish = (key: string, surveyId: string, idem: string | null) =>
  api('POST', `/v2/surveys/${surveyId}/publish`, key, undefined, idem === null ? {} : { 'idempotency-key': idem });

/** Saves a card as the team's default through the billing portal, as a person would. */
async function saveCard(key: string, cardNumber: string) {
  const res = await api('POST', '/v2/billing-portal-sessions', key);
  expect(res.status).toBe(200);
  const { url } = await json(res);
  expect((await submitCard(url, cardNumber)).status).toBe(200);
}

async function surveyStatus(key: string, id: string) {
  return (await json(await api('GET', `/v2/surveys/${id}`, key))).status;
}

describe('POST /v2/surveys/{id}/publish', () => {
  it('pays wholly from credits, oldest expiry first, and replays the same 200 on the same key', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 10, { days: 60 });
    await grant(em, t.team.id, 20, { days: 10 });
    const id = await draftFor(t.full);

    const res = await publish(t.full, id, 'pub-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toMatchObject({ object: 'survey_publish', status: 'paid', creditsUsed: 23.75, cardCharged: 0, amount: 47.5, currency: 'USD' });
    expect(body.orderId).toMatch(/^ord_[0-9a-f]{32}$/);
    expect(body.survey).toMatchObject({ id, status: 'in-progress', creditBalance: { credits: 6.25, coversCost: false } });
    expect(body.survey.publishedAt).toEqual(expect.any(String));

    const balance = await json(await api('GET', '/v2/credit-balance', t.full));
    expect(balance).toMatchObject({ object: 'credit_balance', credits: 6.25, amount: 12.5, currency: 'USD', livemode: true });
    // The 10-day bucket (20 credits) went first; 3.75 came from the 60-day one.
    expect(balance.buckets.map((b: any) => [b.grantedCredits, b.credits])).toEqual([[10, 6.25]]);

    const replay = await publish(t.full, id, 'pub-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(text);

    const order = await json(await api('GET', `/v2/orders/${body.orderId}`, t.full));
    expect(order).toMatchObject({
      object: 'order',
      id: body.orderId,
      kind: 'survey',
      status: 'paid',
      amount: 47.5,
      creditsUsed: 23.75,
      cardCharged: 0,
      surveyId: id,
      pack: null,
      checkoutUrl: null,
    });
    expect(await moneyState(em, t.team.id)).toEqual({ orders: 1, entries: 4, units: 625, orderEvents: 1 });
    await expectLedgerInvariant(em, t.team.id);
  });

  it('charges the shortfall to the default card on the survey order itself (split tender)', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 10);
    await saveCard(t.full, '4242 4242 4242 4242');
    const id = await draftFor(t.full);

    const res = await publish(t.full, id, 'split');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'paid', creditsUsed: 10, cardCharged: 27.5, amount: 47.5 });
    const charges = await chargesOf(stripe(t.team.id), em, t.team.id);
    expect(charges.map((c) => c.amount)).toEqual([2750]);
    expect(charges[0].metadata.orderId).toMatch(/^ord_/);
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 1, units: 0, orderEvents: 1 });
    await expectLedgerInvariant(em, t.team.id);
  });

  it('insufficient_credits with no card: 402 with shortfall and the smallest covering pack; nothing changes; then the pack recovery flow', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 5);
    const id = await draftFor(t.full);
    const before = await moneyState(em, t.team.id);

    const res = await publish(t.full, id, 'short-1');
    const body = await expectV2ErrorWithExtras(res, 402, 'card_error', 'insufficient_credits');
    expect(body.error.shortfall).toEqual({ amount: 37.5, credits: 18.75 });
    expect(body.error.suggestedPack).toEqual({ pack: 'credits_20', credits: 20, amount: 40, currency: 'USD' });
    expect(await moneyState(em, t.team.id)).toEqual(before);
    expect(await surveyStatus(t.full, id)).toBe('unpublished');
    // A 402 does not bind the key: the same key is a fresh attempt (still short).
    expect((await publish(t.full, id, 'short-1')).status).toBe(402);

    const created = await api('POST', '/v2/orders', t.full, { pack: 'credits_20' }, { 'idempotency-key': 'buy-1' });
    expect(created.status).toBe(200);
    const order = await json(created);
    expect(order).toMatchObject({ object: 'order', kind: 'credit_pack', status: 'pending', pack: 'credits_20', credits: 20, amount: 40, orderId: order.id });
    expect(order.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/stripe-sandbox\/checkout\/cs_test_/);
    const again = await api('POST', '/v2/orders', t.full, { pack: 'credits_20' }, { 'idempotency-key': 'buy-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again)).toEqual(order);

    expect((await submitCard(order.checkoutUrl, '4242424242424242')).status).toBe(200);
    await waitForOrderPaid(t.full, order.id);
    expect((await json(await api('GET', '/v2/credit-balance', t.full))).credits).toBe(25);

    const ok = await publish(t.full, id, 'short-2');
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ creditsUsed: 23.75, cardCharged: 0 });
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 2, units: 125, orderEvents: 2 });
    await expectLedgerInvariant(em, t.team.id);
  });

  it('card_declined: 402 with decline code, portal URL and shortfall; nothing charged; replace the card in the portal, then publish', async () => {
    const t = await team();
    const em = service().em();
    await saveCard(t.full, '4000000000000002');
    const id = await draftFor(t.full);
    const before = await moneyState(em, t.team.id);

    const body = await expectV2ErrorWithExtras(await publish(t.full, id, 'dec-1'), 402, 'card_error', 'card_declined');
    expect(body.error).toMatchObject({ declineCode: 'generic_decline', shortfall: PRICE });
    expect(body.error.billingPortalUrl).toMatch(/\/portal\/bps_/);
    expect(await moneyState(em, t.team.id)).toEqual(before);
    expect(await chargesOf(stripe(t.team.id), em, t.team.id)).toEqual([]);
    expect(await surveyStatus(t.full, id)).toBe('unpublished');

    expect((await submitCard(body.error.billingPortalUrl, '4242424242424242')).status).toBe(200);
    const ok = await publish(t.full, id, 'dec-2');
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ creditsUsed: 0, cardCharged: 47.5 });
    expect((await chargesOf(stripe(t.team.id), em, t.team.id)).map((c) => c.amount)).toEqual([4750]);
  });

  it('card_authentication_required: 402 with portal URL and shortfall, no decline code; nothing charged', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 3.75);
    await saveCard(t.full, '4000002760003184');
    const id = await draftFor(t.full);
    const before = await moneyState(em, t.team.id);

    const body = await expectV2ErrorWithExtras(await publish(t.full, id, 'auth-1'), 402, 'card_error', 'card_authentication_required');
    expect(body.error.shortfall).toEqual({ amount: 40, credits: 20 });
    expect(body.error.billingPortalUrl).toMatch(/\/portal\/bps_/);
    expect(body.error.declineCode).toBeUndefined();
    expect(await moneyState(em, t.team.id)).toEqual(before);
    expect(await chargesOf(stripe(t.team.id), em, t.team.id)).toEqual([]);
    await expectLedgerInvariant(em, t.team.id);
  });

  it('quote_changed when the price differs from the last recorded quote; re-read, then publish', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 30);
    const id = await draftFor(t.full);
    // An internal tool reads the survey: its quote has no API discount, so the recorded price changes.
    const gql = await fetch(`${service().url}/graphql`, {
      method: 'POST',
      headers: { ...bearer(TEST_OPERATOR_TOKEN), 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($id: ID!, $team: ID) { survey(id: $id, teamId: $team) { id } }', variables: { id: fromPublicId('srv', id), team: t.team.id } }),
    });
    expect(gql.status).toBe(200);

    const body = await expectV2ErrorWithExtras(await publish(t.full, id, 'q-1'), 409, 'invalid_request_error', 'quote_changed');
    expect(body.error.quotedCost).toEqual({ amount: 50, credits: 25, quotedAt: expect.any(String) });
    expect(body.error.currentCost).toEqual(PRICE);
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 0, units: 3000 });

    await api('GET', `/v2/surveys/${id}`, t.full);
    expect((await publish(t.full, id, 'q-2')).status).toBe(200);
  });

  it('quote_required without a recent quote; survey_already_published once published', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 30);
    const id = await draftFor(t.full);
    await em.execute(
      `update surveys.quotes set quoted_at = now() - interval '25 hours', quote = jsonb_set(quote, '{quotedAt}', to_jsonb((now() - interval '25 hours')::text)) where survey_id = ?`,
      [fromPublicId('srv', id)],
    );
    await expectV2Error(await publish(t.full, id, 'r-1'), 409, 'invalid_request_error', 'quote_required');

    await api('GET', `/v2/surveys/${id}`, t.full);
    expect((await publish(t.full, id, 'r-2')).status).toBe(200);
    await expectV2Error(await publish(t.full, id, 'r-3'), 409, 'invalid_request_error', 'survey_already_published');
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 1, units: 625 });
  });

  it('needs an Idempotency-Key of at most 255 characters, and the spend scope', async () => {
    const t = await team();
    const id = await draftFor(t.full);
    await expectV2Error(await publish(t.full, id, null), 400, 'invalid_request_error', 'idempotency_key_required', 'Idempotency-Key');
    await expectV2Error(await publish(t.full, id, 'k'.repeat(256)), 400, 'invalid_request_error', 'parameter_invalid', 'Idempotency-Key');
    await expectV2Error(await publish(await t.key(['read', 'write']), id, 'scope-1'), 403, 'permission_error', 'insufficient_scope');
    expect(await surveyStatus(t.full, id)).toBe('unpublished');
  });

  it('idempotency_mismatch for the same key on another request, before anything is charged', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 60);
    const first = await draftFor(t.full);
    const second = await draftFor(t.full);
    expect((await publish(t.full, first, 'same-key')).status).toBe(200);
    const before = await moneyState(em, t.team.id);
    await expectV2Error(await publish(t.full, second, 'same-key'), 409, 'invalid_request_error', 'idempotency_mismatch', 'Idempotency-Key');
    expect(await moneyState(em, t.team.id)).toEqual(before);
    expect(await surveyStatus(t.full, second)).toBe('unpublished');
    // Keys are per team: another team may use the same key.
    const other = await team();
    await grant(em, other.team.id, 30);
    expect((await publish(other.full, await draftFor(other.full), 'same-key')).status).toBe(200);
  });

  it('idempotency_in_flight with Retry-After while the key is held; a lapsed lock (a crashed attempt) is taken over', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 30);
    const id = await draftFor(t.full);
    const fingerprint = requestFingerprint('POST', `/v2/surveys/${id}/publish`, undefined);
    await em.execute(
      `insert into billing.idempotency_keys (team_id, livemode, key, fingerprint, status, locked_until, expires_at) values (?, true, 'held', ?, 'started', now() + interval '30 seconds', now() + interval '1 day')`,
      [t.team.id, fingerprint],
    );
    const res = await publish(t.full, id, 'held');
    await expectV2Error(res, 409, 'invalid_request_error', 'idempotency_in_flight', 'Idempotency-Key');
    // About the work (a publish takes a second or two), not the 30 s left on the lock.
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 0 });

    await em.execute(`update billing.idempotency_keys set locked_until = now() - interval '1 second' where team_id = ? and key = 'held'`, [t.team.id]);
    expect((await publish(t.full, id, 'held')).status).toBe(200);
  });

  it('an expired key (over 24 h) is forgotten: the same key starts a new request', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 60);
    const first = await draftFor(t.full);
    const second = await draftFor(t.full);
    expect((await publish(t.full, first, 'old-key')).status).toBe(200);
    // A day passes: the key and the order it bound age past the 24-hour window.
    await em.execute(`update billing.idempotency_keys set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where team_id = ?`, [t.team.id]);
    await em.execute(`update billing.orders set created_at = now() - interval '25 hours' where team_id = ?`, [t.team.id]);
    const res = await publish(t.full, second, 'old-key');
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 2 });
  });

  it('50 concurrent publishes with one key: one charge and one spend; every other answer a replay or 409 in flight', async () => {
    const t = await team();
    const em = service().em();
    await grant(em, t.team.id, 10);
    await saveCard(t.full, '4242424242424242');
    const id = await draftFor(t.full);

    const answers = await Promise.all(Array.from({ length: 50 }, () => publish(t.full, id, 'storm')));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const fresh = answers.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    expect(fresh).toHaveLength(1);
    const ok = bodies.filter((_, i) => statuses[i] === 200);
    expect(new Set(ok).size).toBe(1);
    for (const [i, r] of answers.entries()) {
      if (r.status === 409) {
        expect(JSON.parse(bodies[i]).error.code).toBe('idempotency_in_flight');
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    expect((await chargesOf(stripe(t.team.id), em, t.team.id)).map((c) => c.amount)).toEqual([2750]);
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 1, units: 0, orderEvents: 1 });
    const spends = await em.execute(`select count(*)::int as n from billing.ledger_entries where team_id = ? and kind = 'spend'`, [t.team.id]);
    expect(spends[0].n).toBe(1);
    await expectLedgerInvariant(em, t.team.id);
  });
});

async function waitForOrderPaid(key: string, orderId: string) {
  const { waitFor } = await import('../../helpers/wait-for');
  await waitFor(async () => (await json(await api('GET', `/v2/orders/${orderId}`, key))).status === 'paid', { what: `order ${orderId} paid` });
}
