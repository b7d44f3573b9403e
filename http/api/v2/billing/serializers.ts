import type { Static } from '@sinclair/typebox';
import { ORDER_KINDS } from '../../../../subgraphs/billing';
import { oneOf } from '../../../../graph-client/narrow';
import { toPublicId } from '../../../../platform/ids';
import type { CreditBalanceQuery, OrderFieldsFragment } from '../../../../graph-client/generated';
import type { CreditBalance, Order } from './schemas';

export function serializeOrder(o: OrderFieldsFragment): Static<typeof Order> {
  return {
    object: 'order',
    id: toPublicId('ord', o.id),
    kind: oneOf(ORDER_KINDS, o.kind, 'an order kind'),
    status: o.status,
    livemode: o.livemode,
    amount: o.amount,
    currency: o.currency,
    pack: o.pack,
    credits: o.credits,
    surveyId: o.surveyId ? toPublicId('srv', o.surveyId) : null,
    creditsUsed: o.creditsUsed,
    cardCharged: o.cardCharged,
    checkoutUrl: o.checkoutUrl,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    refundedAt: o.refundedAt,
  };
}

export function serializeCreditBalance(b: CreditBalanceQuery['creditBalance']): Static<typeof CreditBalance> {
  return {
    object: 'credit_balance',
    credits: b.credits,
    amount: b.amount,
    currency: b.currency,
    livemode: b.livemode,
    buckets: b.buckets.map((k) => ({
      object: 'credit_bucket' as const,
      id: toPublicId('cbk', k.id),
      source: k.source as 'grant' | 'pack' | 'refund',
      credits: k.credits,
      grantedCredits: k.grantedCredits,
      orderId: k.orderId ? toPublicId('ord', k.orderId) : null,
      expiresAt: k.expiresAt,
      createdAt: k.createdAt,
    })),
  };
}
