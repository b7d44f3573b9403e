import { afterEach, describe, expect, it } from 'vitest';
import { chargesOf, customerIdOf, expectLedgerInvariant, expectLedgerInvariantEverywhere, grant, moneyState, sandboxStripe, submitCard } from '../../helpers/billing';
import { billingApi } from '../../helpers/billing-api';
import { json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * A team whose provider customer was deleted at the provider (in the Stripe dashboard, or a
 * sandbox that restarted): card paths answer as for a team without a card, and the next portal
 * or checkout session makes a new customer instead of failing with a 500.
 */

const service = useTestService();
afterEach(() => expectLedgerInvariantEverywhere(service().em()));
const { api, team, draftFor, checkoutUrlRe, portalUrlRe } = billingApi(service);
const stripe = (teamId: string) => sandboxStripe(service().sandboxUrl!, teamId);

const publish = (key: string, surveyId: string, idem: string) => api('POST', `/v2/surveys/${surveyId}/publish`, key, undefined, { 'idempotency-key': idem });

/** A billing-portal session through the API (asserted 200); returns its URL. */
async function portalUrl(key: string): Promise<string> {
  const res = await api('POST', '/v2/billing-portal-sessions', key);
  expect(res.status).toBe(200);
  const body = await json(res);
  expect(body).toEqual({ object: 'billing_portal_session', url: expect.stringMatching(portalUrlRe()) });
  return body.url;
}

/** Saves a card as the default from the portal page, as a person would. */
async function saveCardAt(url: string, cardNumber = '4242424242424242') {
  const page = await submitCard(url, cardNumber);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('id="saved"');
}

/** A team with a saved card whose customer was then deleted at the provider; returns the old customer id. */
async function teamWithForgottenCustomer() {
  const t = await team();
  const em = service().em();
  await saveCardAt(await portalUrl(t.full));
  const oldCustomerId = (await customerIdOf(em, t.team.id))!;
  expect(await stripe(t.team.id).customers.del(oldCustomerId)).toMatchObject({ id: oldCustomerId, deleted: true });
  return { t, em, oldCustomerId };
}

async function expectInsufficientCredits(res: Response, shortfall: { amount: number; credits: number }) {
  expect(res.status).toBe(402);
  const body = await json(res);
  expect(body.error).toMatchObject({ type: 'card_error', code: 'insufficient_credits', shortfall });
  expect(body.requestId).toBe(res.headers.get('x-request-id'));
}

const surveyStatus = async (key: string, id: string) => (await json(await api('GET', `/v2/surveys/${id}`, key))).status;

describe('a provider customer deleted at the provider', () => {
  it('publish with a shortfall: 402 insufficient_credits as without a card; nothing written or charged', async () => {
    const { t, em, oldCustomerId } = await teamWithForgottenCustomer();
    await grant(em, t.team.id, 5);
    const id = await draftFor(t.full);
    const before = await moneyState(em, t.team.id);

    await expectInsufficientCredits(await publish(t.full, id, 'gone-1'), { amount: 37.5, credits: 18.75 });
    expect(await moneyState(em, t.team.id)).toEqual(before);
    expect(await surveyStatus(t.full, id)).toBe('unpublished');
    expect((await stripe(t.team.id).paymentIntents.list({ customer: oldCustomerId })).data).toEqual([]);
    // The row is replaced when a portal or checkout session next needs a customer, not here.
    expect(await customerIdOf(em, t.team.id)).toBe(oldCustomerId);
    await expectLedgerInvariant(em, t.team.id);
  });

  it('billing portal: 200 for a new customer; a card saved there pays the next publish', async () => {
    const { t, em, oldCustomerId } = await teamWithForgottenCustomer();
    const id = await draftFor(t.full);
    await expectInsufficientCredits(await publish(t.full, id, 'gone-2'), { amount: 47.5, credits: 23.75 });

    const url = await portalUrl(t.full);
    const newCustomerId = (await customerIdOf(em, t.team.id))!;
    expect(newCustomerId).toMatch(/^cus_/);
    expect(newCustomerId).not.toBe(oldCustomerId);
    expect(await stripe(t.team.id).customers.retrieve(newCustomerId)).toMatchObject({ id: newCustomerId, metadata: { teamId: t.team.id } });
    expect(await (await fetch(url)).text()).toContain('<strong id="defaultCard">No card on file</strong>');

    await saveCardAt(url);
    // The portal saved the card on the new customer: the session belongs to it.
    const customer = await stripe(t.team.id).customers.retrieve(newCustomerId);
    expect(customer.deleted).toBeUndefined();
    expect((customer as { invoice_settings: { default_payment_method: string | null } }).invoice_settings.default_payment_method).toMatch(/^pm_/);

    const ok = await publish(t.full, id, 'gone-3');
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ status: 'paid', creditsUsed: 0, cardCharged: 47.5 });
    const charges = await chargesOf(stripe(t.team.id), em, t.team.id);
    expect(charges.map((c) => [c.customer, c.amount])).toEqual([[newCustomerId, 4750]]);
    expect(await moneyState(em, t.team.id)).toMatchObject({ orders: 1, orderEvents: 1 });
    expect(await stripe(t.team.id).customers.retrieve(oldCustomerId)).toMatchObject({ deleted: true });
    await expectLedgerInvariant(em, t.team.id);
  });

  it('POST /v2/orders: 200 with a checkout session of a new customer, which pays the pack', async () => {
    const { t, em, oldCustomerId } = await teamWithForgottenCustomer();
    const res = await api('POST', '/v2/orders', t.full, { pack: 'credits_20' }, { 'idempotency-key': 'buy-gone' });
    expect(res.status).toBe(200);
    const order = await json(res);
    expect(order).toMatchObject({ object: 'order', kind: 'credit_pack', status: 'pending', pack: 'credits_20', checkoutUrl: expect.stringMatching(checkoutUrlRe()) });

    const newCustomerId = await customerIdOf(em, t.team.id);
    expect(newCustomerId).not.toBe(oldCustomerId);
    const session = await stripe(t.team.id).checkout.sessions.retrieve(new URL(order.checkoutUrl).pathname.split('/').pop()!);
    expect(session.customer).toBe(newCustomerId);

    const paid = await submitCard(order.checkoutUrl, '4242424242424242');
    expect(await paid.text()).toContain('<h1>Payment complete</h1>');
    await waitFor(async () => (await json(await api('GET', `/v2/orders/${order.id}`, t.full))).status === 'paid', { what: `order ${order.id} paid` });
    expect((await json(await api('GET', '/v2/credit-balance', t.full))).credits).toBe(20);
    await expectLedgerInvariant(em, t.team.id);
  });

  it('a replacement deleted in turn is replaced again (the replacement key names the customer it replaces)', async () => {
    const { t, em, oldCustomerId } = await teamWithForgottenCustomer();
    await saveCardAt(await portalUrl(t.full));
    const second = (await customerIdOf(em, t.team.id))!;
    await stripe(t.team.id).customers.del(second);

    const id = await draftFor(t.full);
    await expectInsufficientCredits(await publish(t.full, id, 'twice-1'), { amount: 47.5, credits: 23.75 });
    await saveCardAt(await portalUrl(t.full));
    const third = (await customerIdOf(em, t.team.id))!;
    expect(new Set([oldCustomerId, second, third]).size).toBe(3);

    expect((await publish(t.full, id, 'twice-2')).status).toBe(200);
    expect((await chargesOf(stripe(t.team.id), em, t.team.id)).map((c) => [c.customer, c.amount])).toEqual([[third, 4750]]);
  });

  it('concurrent portal requests replace the customer once and all reach the same new customer', async () => {
    const { t, em, oldCustomerId } = await teamWithForgottenCustomer();
    const urls = await Promise.all(Array.from({ length: 5 }, () => portalUrl(t.full)));
    const newCustomerId = await customerIdOf(em, t.team.id);
    expect(newCustomerId).not.toBe(oldCustomerId);
    // A card saved in one session is the default every other session shows: one customer.
    await saveCardAt(urls[0], '4000002760003184');
    for (const url of urls.slice(1)) expect(await (await fetch(url)).text()).toContain('VISA •••• 3184');
  });
});
