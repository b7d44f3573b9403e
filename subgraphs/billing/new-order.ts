import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../platform/ids';
import { Order, type OrderKind } from './entities/order.entity';
import type { Wallet } from './ledger.service';

/** What makes one order differ from another when it is made; every other column starts empty. */
export type NewOrder = Wallet & { kind: OrderKind; amountCents: number } & Partial<Omit<Order, 'id' | 'teamId' | 'livemode' | 'kind' | 'amountCents'>>;

/**
 * A new order row in the unit of work (written on the next flush): pending, nothing paid or used,
 * no provider objects yet. The one place an order's columns get their first values, for the three
 * kinds (survey publishes, credit packs, follow-ups).
 */
export function newOrder(em: EntityManager, fields: NewOrder): Order {
  return em.create(Order, {
    id: newId(),
    status: 'pending',
    idempotencyKey: null,
    pack: null,
    packUnits: null,
    surveyId: null,
    creditUnitsUsed: 0,
    cardCents: 0,
    paymentMethodId: null,
    paymentIntentId: null,
    checkoutSessionId: null,
    checkoutUrl: null,
    createdAt: new Date(),
    paidAt: null,
    refundedAt: null,
    ...fields,
  });
}
