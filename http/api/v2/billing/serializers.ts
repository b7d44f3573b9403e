import { oneOf } from '../../../../graph-client/narrow';
import type { Static } from '@sinclair/typebox';
import { v2OrderOf } from '../../../../graph-client/v2/order';
import { toPublicId } from '../../../../platform/ids';
import type { CreditBalanceQuery, OrderFieldsFragment } from '../../../../graph-client/generated';
import type { CreditBalance, Order } from './schemas';

/** The v2 order (graph-client/v2/order.ts, shared with webhook bodies), typed by the documented schema here. */
export const serializeOrder: (o: OrderFieldsFragment) => Static<typeof Order> = v2OrderOf;

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
      source: oneOf(['grant', 'pack', 'refund'], k.source, 'a credit bucket source'),
      credits: k.credits,
      grantedCredits: k.grantedCredits,
      orderId: k.orderId ? toPublicId('ord', k.orderId) : null,
      expiresAt: k.expiresAt,
      createdAt: k.createdAt,
    })),
  };
}
