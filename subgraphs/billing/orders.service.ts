import type { EntityManager } from '@mikro-orm/postgresql';
import { newOrder } from './new-order';
import { config } from '../../platform/config';
import { keysetPage, type KeysetPage } from '../../platform/cursor';
import { toPublicId } from '../../platform/ids';
import { BillingError } from './billing.errors';
import { getPack } from './credit-packs';
import { viaProvider, withCustomer } from './customers.service';
import { Order } from './entities/order.entity';
import type { Owner } from '../../platform/owner';
import type { Wallet } from './ledger.service';
import { keyWindowStart } from './survey-orders.service';
import { creditsToUnits } from '../../platform/money';
import { lockUntilCommit } from '../../platform/db/advisory-lock';

/**
 * A credit-pack order and its hosted checkout session. The order is frozen on the
 * Idempotency-Key: a retry with the same key returns the same order, checkout URL and session
 * (the provider call is keyed by the order id, so a crash between the two steps resumes).
 */
export async function createPackOrder(em: EntityManager, wallet: Wallet, teamName: string, input: { pack: string; idempotencyKey: string }): Promise<Order> {
  const pack = getPack(input.pack);
  // Find-or-create under a lock on the key: identical calls at once make one order, not one each
  // (the REST facade's Idempotency-Key claim dedupes v1/v2; GraphQL callers reach this directly).
  const order = await em.transactional(async (tem) => {
    await lockUntilCommit(tem, `pack-order:${wallet.teamId}:${wallet.livemode}:${input.idempotencyKey}`);
    const found = await tem.findOne(Order, { ...wallet, idempotencyKey: input.idempotencyKey, kind: 'credit_pack', createdAt: { $gt: keyWindowStart() } });
    if (found) return found;
    const created = newOrder(tem, {
      ...wallet,
      kind: 'credit_pack',
      idempotencyKey: input.idempotencyKey,
      amountCents: pack.amountCents,
      pack: pack.pack,
      packUnits: creditsToUnits(pack.credits),
    });
    await tem.flush();
    return created;
  });
  if (order.pack !== pack.pack) {
    throw new BillingError('idempotency_mismatch', 'This Idempotency-Key was used to buy another pack; use a new key for a new order.', 'Idempotency-Key');
  }
  if (order.checkoutUrl) return order;
  const publicId = toPublicId('ord', order.id);
  const base = config().PUBLIC_BASE_URL;
  let session: { sessionId: string; url: string };
  try {
    session = await withCustomer(em, wallet, teamName, (customerId) =>
      viaProvider(
        (p) =>
          p.createCheckoutSession({
            customerId,
            amountCents: order.amountCents,
            currency: 'usd',
            productName: `${pack.credits} survey credits`,
            successUrl: `${base}/billing/return?order=${publicId}`,
            cancelUrl: `${base}/billing/return?order=${publicId}&canceled=1`,
            metadata: { orderId: publicId, teamId: wallet.teamId },
            clientReferenceId: publicId,
            // Per order and customer: a retry for a replaced customer is a new request, not a replay.
            idempotencyKey: `checkout-${order.id}-${customerId}`,
          }),
        wallet,
      ),
    );
  } catch (err) {
    // No checkout, no order: the error is not stored, so a retry with the key starts afresh.
    await em.execute(`delete from billing.orders where id = ? and status = 'pending' and checkout_url is null`, [order.id]);
    throw err;
  }
  order.checkoutSessionId = session.sessionId;
  order.checkoutUrl = session.url;
  await em.flush();
  return order;
}

/** The team and mode an order belongs to, or null. */
export async function orderOwner(em: EntityManager, orderId: string): Promise<Owner | null> {
  const order = await em.findOne(Order, { id: orderId });
  return order ? { teamId: order.teamId, livemode: order.livemode } : null;
}

/** Orders a team sees: every credit-pack order, and the others once paid (or refunded after). */
const LISTED = { $or: [{ kind: 'credit_pack' as const }, { status: { $ne: 'pending' as const } }] };

/**
 * The team's orders of every kind, newest first, cursor-paged. Pending survey orders are
 * publishes in flight and are not listed; refunded ones (a follow-up not delivered) are, as
 * `refunded` (docs/decisions.md).
 */
export async function listOrders(em: EntityManager, wallet: Wallet, opts: { limit: number; cursor?: string | null }): Promise<KeysetPage<Order>> {
  return keysetPage(
    opts,
    (message) => new BillingError('invalid_cursor', message, 'cursor'),
    (before, take) => em.find(Order, { ...wallet, ...LISTED, ...(before ? { id: { $lt: before } } : {}) }, { orderBy: { id: 'desc' }, limit: take }),
  );
}

/** One order of the team; another team's (or a publish still in flight) is not found. */
export async function getOrder(em: EntityManager, wallet: Wallet, orderId: string): Promise<Order> {
  const order = await em.findOne(Order, { id: orderId, ...wallet, ...LISTED });
  if (!order) throw new BillingError('order_not_found', `No such order: ${toPublicId('ord', orderId)}`, 'id');
  return order;
}
