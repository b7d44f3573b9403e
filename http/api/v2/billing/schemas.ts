import { BillingPortalSessionExample, CreditBalanceExample, CreditBucketExample, OrderCreatedExample, OrderExample, OrderListExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { CREDIT_PACKS } from '../../../../subgraphs/billing';
import { PathIdParams, prefixedId } from '../schemas';

const Usd = Type.Number({ description: 'US dollars' });
const Credits = Type.Number({ description: 'credits (1 credit = 2 USD)' });
const Timestamp = Type.String({ format: 'date-time' });

export const Order = Type.Object(
  {
    object: Type.Literal('order'),
    id: prefixedId('ord'),
    kind: Type.Union([Type.Literal('survey'), Type.Literal('credit_pack'), Type.Literal('followup')], { description: 'followup: a follow-up question, paid from credits' }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('refunded')], {
      description: 'pending until paid; survey orders are paid when publish answers 200; a follow-up not delivered is refunded to credits',
    }),
    livemode: Type.Boolean(),
    amount: Usd,
    currency: Type.String(),
    pack: Type.Union([Type.String(), Type.Null()], { description: 'credit-pack orders: the pack bought' }),
    credits: Type.Union([Credits, Type.Null()], { description: 'credit-pack orders: credits the pack adds' }),
    surveyId: Type.Union([prefixedId('srv'), Type.Null()], { description: 'survey orders: the survey published' }),
    creditsUsed: Credits,
    cardCharged: Usd,
    checkoutUrl: Type.Union([Type.String(), Type.Null()], { description: 'credit-pack orders: the hosted checkout page' }),
    createdAt: Timestamp,
    paidAt: Type.Union([Timestamp, Type.Null()]),
    refundedAt: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'Order', additionalProperties: false, title: 'Order', examples: [OrderExample] },
);

export const OrderCreated = Type.Composite(
  [Order, Type.Object({ orderId: prefixedId('ord', { description: 'Equal to id: the contract names the order of a create response orderId.' }) })],
  { $id: 'OrderCreated', additionalProperties: false, title: 'OrderCreated', examples: [OrderCreatedExample] },
);

export const OrderList = Type.Object(
  { object: Type.Literal('list'), data: Type.Array(Order), hasMore: Type.Boolean(), nextCursor: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'OrderList', additionalProperties: false, title: 'OrderList', examples: [OrderListExample] },
);

export const OrderCreateBody = Type.Object(
  {
    pack: Type.String({
      enum: CREDIT_PACKS.map((p) => p.pack),
      description: `The credit pack to buy: ${CREDIT_PACKS.map((p) => `${p.pack} (${p.credits} credits, ${p.amountCents / 100} USD)`).join(', ')}.`,
    }),
  },
  { additionalProperties: false, examples: [{ pack: 'credits_100' }] },
);

export const OrderIdParams = PathIdParams('ord', 'order');

export const OrderListQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })), cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

/** Credits from one source (a grant, a pack, a refund) that expire together. */
export const CreditBucket = Type.Object(
  {
    object: Type.Literal('credit_bucket'),
    id: prefixedId('cbk'),
    source: Type.Union([Type.Literal('grant'), Type.Literal('pack'), Type.Literal('refund')]),
    credits: Type.Number({ description: 'credits left' }),
    grantedCredits: Type.Number({ description: 'credits the bucket started with' }),
    orderId: Type.Union([prefixedId('ord'), Type.Null()]),
    expiresAt: Timestamp,
    createdAt: Timestamp,
  },
  { $id: 'CreditBucket', additionalProperties: false, title: 'CreditBucket', examples: [CreditBucketExample] },
);

export const CreditBalance = Type.Object(
  {
    object: Type.Literal('credit_balance'),
    credits: Credits,
    amount: Usd,
    currency: Type.String(),
    livemode: Type.Boolean(),
    buckets: Type.Array(CreditBucket, { description: 'live buckets, oldest expiry first: spent in this order' }),
  },
  { $id: 'CreditBalance', additionalProperties: false, title: 'CreditBalance', examples: [CreditBalanceExample] },
);

export const BillingPortalSession = Type.Object(
  { object: Type.Literal('billing_portal_session'), url: Type.String({ description: 'hosted page to add or replace the default card' }) },
  { $id: 'BillingPortalSession', additionalProperties: false, title: 'BillingPortalSession', examples: [BillingPortalSessionExample] },
);
