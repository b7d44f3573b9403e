import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { fromPublicId } from '../../platform/ids';
import { recordEvent } from '../../platform/outbox/outbox';
import { BillingError } from './billing.errors';
import { PACK_CREDITS_EXPIRE_AFTER_DAYS } from './credit-packs';
import { Order } from './entities/order.entity';
import { grantCredits } from './ledger.service';
import { allProviders, providerFor } from './payments/providers';
import { ProviderSignatureError, type PaymentProvider, type ProviderEvent } from './payments/provider';

export type ProviderEventOutcome = 'order_paid' | 'duplicate' | 'ignored';

/**
 * A provider webhook: verified over the raw bytes (against each configured provider's
 * secret), applied at most once per event id. A completed, paid checkout marks its pack
 * order paid, adds the pack's credits as a bucket and records `order.paid`, in one transaction.
 */
export async function receiveProviderEvent(em: EntityManager, rawBody: Buffer, signature: string, log: Logger): Promise<ProviderEventOutcome> {
  const { event, provider } = await verify(rawBody, signature);
  return em.transactional(async (tem) => {
    const inserted = await tem.execute<{ id: string }[]>('insert into billing.provider_events (id, type) values (?, ?) on conflict (id) do nothing returning id', [
      event.id,
      event.rawType,
    ]);
    if (inserted.length === 0) return 'duplicate';
    if (event.type !== 'checkout.session.completed' || event.status !== 'paid') return 'ignored';
    const orderId = fromPublicId('ord', event.metadata.orderId ?? '');
    const order = orderId ? await tem.findOne(Order, { id: orderId, checkoutSessionId: event.objectId }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!order) {
      log.warn({ eventId: event.id, session: event.objectId }, 'checkout completed for an unknown order');
      return 'ignored';
    }
    // An event only pays an order of the mode its signer serves: a sandbox-signed event never pays a live order.
    if (providerFor(order.livemode) !== provider) {
      log.warn({ eventId: event.id, orderId: order.id }, 'provider event signed for another mode; ignored');
      return 'ignored';
    }
    if (order.status === 'paid') return 'duplicate';
    markPackOrderPaid(tem, order, event.paymentIntentId);
    return 'order_paid';
  });
}

async function verify(rawBody: Buffer, signature: string): Promise<{ event: ProviderEvent; provider: PaymentProvider }> {
  for (const provider of allProviders()) {
    try {
      return { event: await provider.verifyEvent(rawBody, signature), provider };
    } catch (err) {
      if (!(err instanceof ProviderSignatureError)) throw err;
    }
  }
  throw new BillingError('provider_signature_invalid', 'The Stripe-Signature header does not verify for this payload.', 'Stripe-Signature');
}

function markPackOrderPaid(em: EntityManager, order: Order, paymentIntentId: string | null): void {
  const now = new Date();
  order.status = 'paid';
  order.paidAt = now;
  order.paymentIntentId = paymentIntentId;
  grantCredits(
    em,
    { teamId: order.teamId, livemode: order.livemode },
    {
      units: order.packUnits!,
      expiresAt: new Date(now.getTime() + PACK_CREDITS_EXPIRE_AFTER_DAYS * 86_400_000),
      source: 'pack',
      orderId: order.id,
      note: order.pack,
    },
  );
  recordEvent(em, { type: 'order.paid', aggregateId: order.id, payload: { orderId: order.id, teamId: order.teamId, kind: order.kind } });
}
