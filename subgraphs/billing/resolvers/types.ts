import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../platform/graphql/scalars';
import type { CreditBucket } from '../entities/credit-bucket.entity';
import type { Order } from '../entities/order.entity';
import { centsToUsd, unitsToCredits } from '../../../platform/money';
import { OrderStatusValue } from './enums';
import { PageOf } from '../../../platform/graphql/page';
import type { Wallet } from '../ledger.service';

@ObjectType('CreditBucket', { description: 'Credits granted together and expiring together (first in, first out).' })
export class CreditBucketType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'grant, pack or refund' }) source!: string;
  @Field(() => Float, { description: 'Credits left in the bucket.' }) credits!: number;
  @Field(() => Float, { description: 'Credits the bucket started with.' }) grantedCredits!: number;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => DateTimeScalar) expiresAt!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('CreditBalance')
export class CreditBalanceType {
  @Field(() => Float) credits!: number;
  @Field(() => Float, { description: 'USD value (1 credit = 2 USD); the currency is in `currency`.' }) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => Boolean) livemode!: boolean;
  @Field(() => [CreditBucketType], { description: 'Live buckets, oldest expiry first.' }) buckets!: CreditBucketType[];
  /** The wallet the balance is of (not in the schema): its card's field resolver asks the provider with it. */
  wallet!: Wallet;
}

@ObjectType('Order')
@Directive('@key(fields: "id")')
export class OrderType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'survey, credit_pack or followup' }) kind!: string;
  @Field(() => OrderStatusValue) status!: string;
  @Field(() => Boolean) livemode!: boolean;
  @Field(() => Float, { description: 'Total price, in `currency` (USD).' }) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => String, { nullable: true }) pack!: string | null;
  @Field(() => Float, { nullable: true, description: 'Credit pack orders: the credits the pack adds; null for other orders.' }) credits!: number | null;
  @Field(() => ID, { nullable: true }) surveyId!: string | null;
  @Field(() => Float, { description: 'Survey orders: credits spent.' }) creditsUsed!: number;
  @Field(() => Float, { description: 'Survey orders: the amount charged to the card, in `currency`.' }) cardCharged!: number;
  @Field(() => String, { nullable: true }) checkoutUrl!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar, { nullable: true }) paidAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) refundedAt!: string | null;
}

@ObjectType('OrderPage')
export class OrderPageType extends PageOf(OrderType) {}

@ObjectType('IdempotencyClaim', { description: 'started: go ahead; replay: send the stored response; mismatch; in_flight.' })
export class IdempotencyClaimType {
  @Field(() => String) state!: string;
  @Field(() => Int, { nullable: true }) responseStatus!: number | null;
  @Field(() => String, { nullable: true }) responseBody!: string | null;
  @Field(() => Int, { nullable: true }) retryAfterSeconds!: number | null;
}

@ObjectType('BillingPortalSession')
export class BillingPortalSessionType {
  @Field(() => String) url!: string;
}

@ObjectType('PaymentCard', { description: 'The card on file that publish charges when credits fall short: what a person recognises it by.' })
export class PaymentCardType {
  @Field(() => String, { description: 'visa, mastercard, amex, …' }) brand!: string;
  @Field(() => String) last4!: string;
}

export function toOrderType(o: Order): OrderType {
  return {
    id: o.id,
    kind: o.kind,
    status: o.status,
    livemode: o.livemode,
    amount: centsToUsd(o.amountCents),
    currency: 'USD',
    pack: o.pack ?? null,
    credits: o.packUnits == null ? null : unitsToCredits(o.packUnits),
    surveyId: o.surveyId ?? null,
    creditsUsed: unitsToCredits(o.creditUnitsUsed),
    cardCharged: centsToUsd(o.cardCents),
    checkoutUrl: o.checkoutUrl ?? null,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    refundedAt: o.refundedAt ? o.refundedAt.toISOString() : null,
  };
}

export function toBucketType(b: CreditBucket): CreditBucketType {
  return {
    id: b.id,
    source: b.source,
    credits: unitsToCredits(b.unitsRemaining),
    grantedCredits: unitsToCredits(b.unitsGranted),
    orderId: b.orderId ?? null,
    expiresAt: b.expiresAt.toISOString(),
    createdAt: b.createdAt.toISOString(),
  };
}
