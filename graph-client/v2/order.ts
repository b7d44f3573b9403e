import { toPublicId } from '../../platform/ids';
import { ORDER_KINDS } from '../../subgraphs/billing';
import type { OrderFieldsFragment } from '../generated';
import { oneOf } from '../narrow';

/**
 * The v2 order object (spec: Order), as GET /v2/orders/{id} and the order webhook events'
 * `data.object` show it; http/api/v2/billing/serializers.ts checks it against the documented
 * schema.
 */
export function v2OrderOf(o: OrderFieldsFragment) {
  return {
    object: 'order' as const,
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
