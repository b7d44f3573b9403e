import Stripe from 'stripe';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxApiKey, startStripeSandbox, teamAccount, type StripeSandbox } from '../../sandbox/stripe';
import { createPackOrder } from '../../subgraphs/billing/orders.service';
import { setPaymentProviders } from '../../subgraphs/billing/payments/providers';
import { createStripeProvider } from '../../subgraphs/billing/payments/stripe-provider';
import { receiveProviderEvent } from '../../subgraphs/billing/provider-events.service';
import { toPublicId } from '../../platform/ids';
import { makeTeam } from '../helpers/fixtures';
import { useTestService } from '../helpers/service';

const TEST_SECRET = 'whsec_test_side_0123456789abcdef';
const LIVE_SECRET = 'whsec_live_side_fedcba9876543210';
const service = useTestService();
const log = pino({ level: 'silent' });
const signer = new Stripe('sk_test_signer');

/** A checkout.session.completed for the order, signed with `secret`, as a forger or the provider would send it. */
function completed(order: { id: string; checkoutSessionId?: string | null }, secret: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: order.checkoutSessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_forged', metadata: { orderId: toPublicId('ord', order.id) } },
    },
  });
  return { body: Buffer.from(payload), signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Each team's sandbox key in each mode, as the service derives them (sandbox/stripe/keys.ts). */
const keysOf =
  (secret: string) =>
  ({ teamId, livemode }: { teamId: string; livemode: boolean }) =>
    sandboxApiKey(secret, teamAccount(teamId, livemode));

describe('provider events pay only orders of the mode their signer serves', () => {
  let testSide: StripeSandbox;
  let liveSide: StripeSandbox;
  beforeAll(async () => {
    [testSide, liveSide] = await Promise.all([startStripeSandbox({ port: 0, webhookSecret: TEST_SECRET }), startStripeSandbox({ port: 0, webhookSecret: LIVE_SECRET })]);
    // Live keys on a provider of their own (as with real Stripe); test keys on the sandbox.
    setPaymentProviders({
      test: createStripeProvider({ secretKey: 'sk_test_a', apiUrl: testSide.url, webhookSecret: TEST_SECRET, kind: 'sandbox', keyForTeam: keysOf(TEST_SECRET) }),
      live: createStripeProvider({ secretKey: 'sk_test_b', apiUrl: liveSide.url, webhookSecret: LIVE_SECRET, kind: 'stripe', keyForTeam: keysOf(LIVE_SECRET) }),
    });
  });
  afterAll(async () => {
    await Promise.all([testSide?.close(), liveSide?.close()]);
  });

  it('a sandbox-signed event is ignored for a live order; the live signer pays it once', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    const order = await createPackOrder(em, { teamId: t.team.id, livemode: true }, 'Forgery Co', { pack: 'credits_20', idempotencyKey: 'k1' });
    const forged = completed(order, TEST_SECRET, 'evt_forged_1');
    expect(await receiveProviderEvent(service().em(), forged.body, forged.signature, log)).toBe('ignored');
    const pending = await em.execute(`select status from billing.orders where id = ?`, [order.id]);
    expect(pending).toEqual([{ status: 'pending' }]);

    const real = completed(order, LIVE_SECRET, 'evt_real_1');
    expect(await receiveProviderEvent(service().em(), real.body, real.signature, log)).toBe('order_paid');
    expect(await receiveProviderEvent(service().em(), real.body, real.signature, log)).toBe('duplicate');
    const units = await em.execute(`select coalesce(sum(units), 0)::int as units from billing.ledger_entries where team_id = ? and livemode`, [t.team.id]);
    expect(units).toEqual([{ units: 2000 }]);
  });

  it('a retry of a key with another pack is a mismatch, not the first pack', async () => {
    const em = service().em();
    const t = await makeTeam(em);
    await createPackOrder(em, { teamId: t.team.id, livemode: false }, 'Pack Co', { pack: 'credits_20', idempotencyKey: 'k2' });
    await expect(createPackOrder(service().em(), { teamId: t.team.id, livemode: false }, 'Pack Co', { pack: 'credits_50', idempotencyKey: 'k2' })).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
  });
});
