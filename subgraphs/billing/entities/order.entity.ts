import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const ORDER_KINDS = ['survey', 'credit_pack', 'followup'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A survey order (paid at publish: credits first, then the card), a credit-pack order (paid
 * through hosted checkout) or a follow-up order (credits only; `refunded` when not delivered). A pending survey order is publish's recovery point: it holds the
 * credits it will spend and the card amount, and its id keys the provider charge, so a retry
 * after a crash resumes it without charging twice.
 */
export const Order = defineEntity({
  name: 'Order',
  schema: 'billing',
  tableName: 'orders',
  properties: (p) => ({
    id: p.uuid().primary(),
    teamId: p.uuid().fieldName('team_id'),
    livemode: p.boolean(),
    kind: p.enum([...ORDER_KINDS]),
    status: p.enum([...ORDER_STATUSES]),
    idempotencyKey: p.text().nullable().fieldName('idempotency_key'),
    /** Price in US cents (a survey's quote, or a pack's price). */
    amountCents: p.integer().fieldName('amount_cents'),
    pack: p.text().nullable(),
    /** Credits a pack adds, in units. */
    packUnits: p.integer().nullable().fieldName('pack_units'),
    surveyId: p.uuid().nullable().fieldName('survey_id'),
    /** Survey orders: credits spent (held while pending), in units; and the card's share in cents. */
    creditUnitsUsed: p.integer().fieldName('credit_units_used'),
    cardCents: p.integer().fieldName('card_cents'),
    paymentMethodId: p.text().nullable().fieldName('payment_method_id'),
    paymentIntentId: p.text().nullable().fieldName('payment_intent_id'),
    checkoutSessionId: p.text().nullable().fieldName('checkout_session_id'),
    checkoutUrl: p.text().nullable().fieldName('checkout_url'),
    createdAt: p.datetime().fieldName('created_at'),
    paidAt: p.datetime().nullable().fieldName('paid_at'),
    refundedAt: p.datetime().nullable().fieldName('refunded_at'),
  }),
});
export type Order = InferEntity<typeof Order>;
