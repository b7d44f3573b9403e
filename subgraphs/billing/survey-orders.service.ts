import { LockMode } from '@mikro-orm/core';
import { newOrder } from './new-order';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toPublicId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { recordEvent } from '../../platform/outbox/outbox';
import { BillingError } from './billing.errors';
import { smallestPackCovering } from './credit-packs';
import { createPortalSession, defaultCardOf, findCustomerId, viaProvider } from './customers.service';
import { Order } from './entities/order.entity';
import { ProviderCustomerMissingError } from './payments/provider';
import { availableUnits, lockWallet, spendCredits, type Wallet } from './ledger.service';
import { IDEMPOTENCY_RETENTION_HOURS } from './idempotency/idempotency.service';
import { USD_CENTS_PER_UNIT, centsToUsd, unitsToCents, unitsToCredits } from '../../platform/money';

/**
 * Funding a survey order at publish, in three steps with the pending order as the recovery
 * point between them (docs/decisions.md, "Publish"):
 *   1. openSurveyOrder  — plan credits first, then the card; write the pending order (committed)
 *   2. chargeSurveyOrder — charge the card's share off-session, keyed by the order id
 *   3. settleSurveyOrder — in the caller's transaction: spend the credits, mark the order paid,
 *                          record `order.paid`
 * Any failure before step 3 deletes the pending order: nothing is spent or charged.
 */

/** The pending (or already paid) order this key opened in the last 24 hours, if any. */
export async function findSurveyOrderByKey(em: EntityManager, wallet: Wallet, idempotencyKey: string): Promise<Order | null> {
  return em.findOne(Order, { ...wallet, idempotencyKey, kind: 'survey', createdAt: { $gt: keyWindowStart() } });
}

/** A survey order by id (the publish recovery resumes it). */
export async function getSurveyOrder(em: EntityManager, orderId: string): Promise<Order> {
  return em.findOneOrFail(Order, { id: orderId, kind: 'survey' });
}

/** Survey orders still pending after `olderThanSeconds`, oldest first: publishes that stopped midway. */
export async function stalePendingSurveyOrders(em: EntityManager, olderThanSeconds: number, limit: number): Promise<Order[]> {
  return em.find(Order, { kind: 'survey', status: 'pending', createdAt: { $lt: new Date(Date.now() - olderThanSeconds * 1000) } }, { orderBy: { createdAt: 'asc' }, limit });
}

/** Orders bound to a key are found by it for as long as the key lives (spec: 24 hours). */
export function keyWindowStart(): Date {
  return new Date(Date.now() - IDEMPOTENCY_RETENTION_HOURS * 3600_000);
}

/** Step 1: the pending order for this publish, planned from the team's credits and default card. */
export async function openSurveyOrder(
  em: EntityManager,
  wallet: Wallet,
  input: { surveyId: string; costUnits: number; idempotencyKey: string },
  /** Runs under the team's lock before the order is written: the caller re-checks the survey there. */
  guard: (tem: EntityManager) => Promise<void> = async () => {},
): Promise<Order> {
  const resumed = await findSurveyOrderByKey(em, wallet, input.idempotencyKey);
  if (resumed) return resumed;
  const plan = async (tem: EntityManager) => {
    const creditUnits = Math.min(await availableUnits(tem, wallet), input.costUnits);
    return { creditUnits, cardCents: unitsToCents(input.costUnits - creditUnits) };
  };
  // The card is looked up outside any transaction (a provider call); the plan is made again
  // under the team's lock, so two publishes never hold the same credits.
  const first = await plan(em);
  const card = first.cardCents > 0 ? await defaultCardOf(em, wallet) : null;
  if (first.cardCents > 0 && !card) throw insufficientCredits(first.cardCents);
  try {
    return await em.transactional(async (tem) => {
      await lockWallet(tem, wallet);
      await guard(tem);
      const { creditUnits, cardCents } = await plan(tem);
      if (cardCents > 0 && !card) throw insufficientCredits(cardCents);
      const order = newOrder(tem, {
        ...wallet,
        kind: 'survey',
        idempotencyKey: input.idempotencyKey,
        amountCents: unitsToCents(input.costUnits),
        surveyId: input.surveyId,
        creditUnitsUsed: creditUnits,
        cardCents,
        paymentMethodId: cardCents > 0 ? card!.card.paymentMethodId : null,
      });
      await tem.flush();
      return order;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new BillingError('idempotency_in_flight', 'Another request is publishing this survey right now; retry shortly.');
    }
    throw err;
  }
}

function insufficientCredits(cardCents: number): BillingError {
  const shortfallCredits = unitsToCredits(cardCents / USD_CENTS_PER_UNIT);
  const pack = smallestPackCovering(shortfallCredits);
  return new BillingError(
    'insufficient_credits',
    `The team's credits do not cover this survey and no card is saved: ${shortfallCredits} credits short. Buy the suggested pack, then publish again (the same Idempotency-Key works: a refused publish does not use it up).`,
    undefined,
    {
      shortfall: { amount: centsToUsd(cardCents), credits: shortfallCredits },
      suggestedPack: { pack: pack.pack, credits: pack.credits, amount: centsToUsd(pack.amountCents), currency: 'USD' },
    },
  );
}

/**
 * Step 2: charges the card's share off-session. The provider's idempotency key is the
 * order's, so a retry after a crash gets the original charge back instead of a second one.
 * A decline or a required authentication abandons the order (nothing spent) and is a 402.
 */
export async function chargeSurveyOrder(em: EntityManager, order: Order, teamName: string): Promise<string | null> {
  if (order.cardCents === 0 || order.status === 'paid') return order.paymentIntentId ?? null;
  const wallet = { teamId: order.teamId, livemode: order.livemode };
  const customerId = (await findCustomerId(em, wallet))!;
  const result = await viaProvider(
    (p) =>
      p.chargeOffSession({
        customerId,
        paymentMethodId: order.paymentMethodId!,
        amountCents: order.cardCents,
        currency: 'usd',
        description: `Survey order ${toPublicId('ord', order.id)}`,
        metadata: { orderId: toPublicId('ord', order.id), teamId: order.teamId, surveyId: order.surveyId ?? '' },
        idempotencyKey: `charge-${order.id}`,
      }),
    wallet,
  ).catch(async (err: unknown) => {
    // The provider forgot the customer (and its cards) since the order was planned: no card.
    if (!(err instanceof ProviderCustomerMissingError)) throw err;
    await abandonSurveyOrder(em, order);
    throw insufficientCredits(order.cardCents);
  });
  if (result.status === 'succeeded') return result.paymentIntentId;
  await abandonSurveyOrder(em, order);
  const shortfall = { amount: centsToUsd(order.cardCents), credits: unitsToCredits(order.cardCents / USD_CENTS_PER_UNIT) };
  const billingPortalUrl = await createPortalSession(em, wallet, teamName);
  if (result.status === 'declined') {
    throw new BillingError(
      'card_declined',
      `The saved card was declined (${result.declineCode}); nothing was charged. Update the card in the billing portal, then publish again (the same Idempotency-Key works: a refused publish does not use it up).`,
      undefined,
      {
        declineCode: result.declineCode,
        billingPortalUrl,
        shortfall,
      },
    );
  }
  throw new BillingError(
    'card_authentication_required',
    'The saved card needs the cardholder to authenticate; nothing was charged. Use the billing portal, then publish again (the same Idempotency-Key works: a refused publish does not use it up).',
    undefined,
    {
      billingPortalUrl,
      shortfall,
    },
  );
}

/** True while a publish of this survey is between opening its order and committing. */
export async function hasPendingSurveyOrder(em: EntityManager, surveyId: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>(`select 1 from billing.orders where survey_id = ? and status = 'pending'`, [surveyId]);
  return rows.length > 0;
}

/** Deletes a pending order whose funding failed, releasing the credits it held. */
export async function abandonSurveyOrder(em: EntityManager, order: Order): Promise<void> {
  await em.execute(`delete from billing.orders where id = ? and status = 'pending'`, [order.id]);
}

/**
 * Step 3, inside the caller's transaction: spends the held credits (oldest expiry first),
 * marks the order paid and records `order.paid`. Already paid: returns it unchanged.
 */
export async function settleSurveyOrder(em: EntityManager, orderId: string, paymentIntentId: string | null): Promise<Order> {
  const order = await em.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (order.status === 'paid') return order;
  await spendCredits(em, { teamId: order.teamId, livemode: order.livemode }, order.creditUnitsUsed, order.id);
  Object.assign(order, { status: 'paid', paidAt: new Date(), paymentIntentId });
  recordEvent(em, { type: 'order.paid', aggregateId: order.id, payload: { orderId: order.id, teamId: order.teamId, kind: order.kind } });
  return order;
}

/** Order amounts as the publish result shows them. */
export function publishFigures(order: Order) {
  return { creditsUsed: unitsToCredits(order.creditUnitsUsed), cardCharged: centsToUsd(order.cardCents), amount: centsToUsd(order.amountCents), currency: 'USD' };
}
