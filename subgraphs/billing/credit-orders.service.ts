import { LockMode } from '@mikro-orm/core';
import { newOrder } from './new-order';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BillingError } from './billing.errors';
import { smallestPackCovering } from './credit-packs';
import { CreditBucket } from './entities/credit-bucket.entity';
import { LedgerEntry } from './entities/ledger-entry.entity';
import { Order } from './entities/order.entity';
import { availableUnits, grantCredits, lockWallet, spendCredits, type Wallet } from './ledger.service';
import { centsToUsd, unitsToCents, unitsToCredits, unitsToUsd } from '../../platform/money';

/** A refund bucket lives at least this long, so refunded credits can still be used. */
const REFUND_MIN_DAYS = 30;

/**
 * Pays a small purchase (a follow-up question) from credits alone, inside the caller's
 * transaction: the order is `paid` and its credits spent oldest expiry first, or — when the
 * credits not held by pending publishes fall short — insufficient_credits and nothing written.
 */
export async function payWithCredits(em: EntityManager, wallet: Wallet, input: { kind: 'followup'; units: number }): Promise<Order> {
  await lockWallet(em, wallet);
  const available = await availableUnits(em, wallet);
  if (available < input.units) {
    const short = input.units - available;
    const pack = smallestPackCovering(unitsToCredits(short));
    throw new BillingError('insufficient_credits', `The team's credits do not cover this: ${unitsToCredits(short)} credits short.`, undefined, {
      shortfall: { amount: unitsToUsd(short), credits: unitsToCredits(short) },
      suggestedPack: { pack: pack.pack, credits: pack.credits, amount: centsToUsd(pack.amountCents), currency: 'USD' },
    });
  }
  const now = new Date();
  const order = newOrder(em, { ...wallet, kind: input.kind, status: 'paid', amountCents: unitsToCents(input.units), creditUnitsUsed: input.units, createdAt: now, paidAt: now });
  em.persist(order);
  await spendCredits(em, wallet, input.units, order.id);
  return order;
}

/**
 * Returns a credit order's credits to the ledger as a refund bucket (inside the caller's
 * transaction). The bucket expires with the latest bucket the order spent from, and not
 * sooner than REFUND_MIN_DAYS. A second refund of the same order does nothing.
 */
export async function refundCreditOrder(em: EntityManager, orderId: string): Promise<boolean> {
  const order = await em.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (order.status !== 'paid' || order.creditUnitsUsed === 0) return false;
  const spent = await em.find(LedgerEntry, { orderId, kind: 'spend' }, { populate: ['bucket'] });
  const latest = Math.max(...spent.map((e) => (e.bucket as CreditBucket).expiresAt.getTime()), Date.now() + REFUND_MIN_DAYS * 86_400_000);
  const wallet = { teamId: order.teamId, livemode: order.livemode };
  grantCredits(em, wallet, { units: order.creditUnitsUsed, expiresAt: new Date(latest), source: 'refund', orderId, note: `refund of ${order.kind} order` });
  order.status = 'refunded';
  order.refundedAt = new Date();
  return true;
}
