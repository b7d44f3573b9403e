import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { faultPoint } from '../../../../platform/faults';
import { observePayment } from '../../../../platform/metrics/metrics';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { getTeam } from '../../../accounts';
import { BillingError, chargeSurveyOrder, findSurveyOrderByKey, getSurveyOrder, openSurveyOrder, settleSurveyOrder, stalePendingSurveyOrders, type Order } from '../../../billing';
import { Survey, type RecordedQuote } from '../../entities/survey.entity';
import { quotesEqual } from '../../pricing';
import { creditsToUnits } from '../../../../platform/money';
import { currentQuote, latestQuote, planOf } from '../survey-quote';
import type { Plan } from '../../pricing';
import { findSurvey, type TeamScope } from '../surveys.service';
import { SurveysError } from '../../surveys.errors';
import type { SurveyView } from '../survey-view';

/** A recorded quote older than this must be refreshed by reading the survey (quote_required). */
export const QUOTE_TTL_MS = 24 * 3600 * 1000;

export interface PublishScope extends TeamScope {
  teamName: string;
}

/** The cost a caller was shown, in the units a survey's quote states it. */
export interface ExpectedCost {
  amount: number;
  credits: number;
}

export interface PublishOutcome {
  order: Order;
  view: SurveyView;
}

/**
 * Publishes a draft (spec: Publish rules): the last recorded quote must equal the current
 * price; credits are spent first, oldest expiry first; any shortfall is charged off-session
 * to the default card on the survey order itself; then, in one transaction, the credits are
 * spent, the order is paid, the survey goes `in-progress` and `order.paid` and
 * `survey.published` are recorded (collection starts from the latter, after commit).
 * The same Idempotency-Key resumes an interrupted publish instead of starting another.
 * The survey's own mode picks the wallet: a test draft is paid from the test wallet only.
 * With `expected` (the cost an agent was shown, issue 39) a price other than that is refused
 * too: it is checked against the recorded quote, which the order is written under.
 */
export async function publishSurvey(
  em: EntityManager,
  scope: PublishScope,
  surveyId: string,
  idempotencyKey: string,
  expected: ExpectedCost | null = null,
): Promise<PublishOutcome> {
  const view = await findSurvey(em, scope, surveyId);
  // The price publish honours: the latest quote a read, create or update recorded.
  (view.survey as { quote: RecordedQuote | null }).quote = await latestQuote(em, surveyId);
  const wallet = { teamId: view.survey.teamId, livemode: view.survey.livemode };
  const earlier = await findSurveyOrderByKey(em, wallet, idempotencyKey);
  if (earlier && earlier.surveyId !== surveyId) {
    throw new SurveysError('survey_already_published', 'This Idempotency-Key was used to publish another survey.', 'Idempotency-Key');
  }
  if (earlier?.status === 'paid') return { order: earlier, view };
  if (!earlier) assertPublishable(view, { channel: scope.channel, plan: await planOf(em, scope) }, expected);

  // Funding is the payment: counted once, as succeeded or as its 402/502 code (platform/metrics).
  const { order, paymentIntentId } = await observePayment('publish', async () => {
    const input = { surveyId, costUnits: costUnitsOf(view), idempotencyKey };
    const order = await openSurveyOrder(em, wallet, input, (tem) => assertUnchangedSince(tem, view));
    faultPoint('publish.after_open');
    return { order, paymentIntentId: await chargeSurveyOrder(em, order, scope.teamName) };
  });
  faultPoint('publish.after_charge');
  const paid = await completePublish(em, order, paymentIntentId);
  return { order: paid, view: await findSurvey(em.fork(), scope, surveyId) };
}

/**
 * The last step for a funded order, in one transaction: spend its credits, mark it paid, set
 * the survey `in-progress` and record `order.paid` and `survey.published`. Safe to run twice
 * (a retry racing the recovery job): the second finds the order paid and the survey published.
 */
async function completePublish(em: EntityManager, order: Order, paymentIntentId: string | null): Promise<Order> {
  return em.transactional(async (tem) => {
    const survey = await tem.findOneOrFail(Survey, { id: order.surveyId! }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const settled = await settleSurveyOrder(tem, order.id, paymentIntentId);
    if (survey.status === 'unpublished') {
      const now = new Date();
      Object.assign(survey, { status: 'in-progress', publishedAt: now, updatedAt: now });
      recordEvent(tem, { type: 'survey.published', aggregateId: survey.id, payload: { surveyId: survey.id, teamId: survey.teamId, orderId: order.id, livemode: order.livemode } });
    }
    return settled;
  });
}

export interface RecoveryOutcome {
  /** Pending orders funded and published. */
  published: number;
  /** Pending orders whose card failed on resumption: deleted, nothing spent or charged. */
  abandoned: number;
  /** Pending orders that could not be finished this time (left pending for the next run). */
  failed: number;
}

/**
 * Finishes publishes that stopped between opening their order and committing (a crash) and
 * whose client has not retried: the pending order would otherwise hold its credits, and block
 * the survey, for ever. Each is resumed exactly as a retry with its key would be: the card
 * charge is replayed by the provider's idempotency key (never a second charge), then the
 * publish commits; a card that now fails abandons the order. The client's key replays the
 * paid order afterwards. Called by the maintenance job `maintenance.recover-publishes`.
 */
export async function recoverStalePublishes(em: EntityManager, olderThanSeconds: number, log: Logger, limit = 100): Promise<RecoveryOutcome> {
  const stale = await stalePendingSurveyOrders(em, olderThanSeconds, limit);
  const outcome: RecoveryOutcome = { published: 0, abandoned: 0, failed: 0 };
  for (const { id } of stale) {
    try {
      outcome[await resumePublish(em.fork(), id)] += 1;
    } catch (err) {
      // One order that cannot be finished (provider down, credits gone) must not block the others.
      log.error({ err, orderId: id }, 'interrupted publish not recovered');
      outcome.failed += 1;
    }
  }
  return outcome;
}

async function resumePublish(em: EntityManager, orderId: string): Promise<'published' | 'abandoned'> {
  const order = await getSurveyOrder(em, orderId);
  const { name } = await getTeam(em, order.teamId);
  let paymentIntentId: string | null;
  try {
    paymentIntentId = await observePayment('publish_recovery', () => chargeSurveyOrder(em, order, name));
  } catch (err) {
    if (err instanceof BillingError && CARD_FAILURES.has(err.code)) return 'abandoned';
    throw err;
  }
  await completePublish(em, order, paymentIntentId);
  return 'published';
}

/** Card failures: chargeSurveyOrder has already deleted the pending order when it throws these. */
const CARD_FAILURES = new Set(['card_declined', 'card_authentication_required', 'insufficient_credits']);

function assertPublishable(view: SurveyView, pricing: { channel: TeamScope['channel']; plan: Plan }, expected: ExpectedCost | null): void {
  const { survey } = view;
  if (survey.status !== 'unpublished') throw alreadyPublished(survey.status);
  const current = currentQuote(view, pricing);
  // The quote says so before publish does (planRequired): refused, not charged at list price (docs/decisions.md).
  if (current.planRequired) {
    throw new SurveysError(
      'plan_required',
      `This survey needs the ${current.planRequired} plan (its question types or sample size are beyond the ${pricing.plan} plan); change the plan or the survey, then publish.`,
    );
  }
  const recorded = survey.quote;
  if (!recorded || Date.now() - Date.parse(recorded.quotedAt) > QUOTE_TTL_MS) {
    throw new SurveysError('quote_required', 'This survey has no quote from the last 24 hours; read it (GET) to record one, then publish again (the same Idempotency-Key works).');
  }
  if (!quotesEqual(recorded, current)) throw quoteChanged(recorded, current, 'The price changed since the survey was last read');
  if (expected && !quotesEqual(recorded, { amountUsd: expected.amount, credits: expected.credits })) {
    throw quoteChanged(recorded, current, 'The price is not the cost you were shown');
  }
}

const alreadyPublished = (status: string) => new SurveysError('survey_already_published', `This survey is already ${status}; a survey is published once.`);

/** 409 quote_changed with both prices (spec: error details). */
function quoteChanged(quoted: RecordedQuote, current: Pick<RecordedQuote, 'amountUsd' | 'credits'>, what: string): SurveysError {
  return new SurveysError('quote_changed', `${what}; read it again, then publish again (the same Idempotency-Key works).`, undefined, {
    quotedCost: { amount: quoted.amountUsd, credits: quoted.credits, quotedAt: quoted.quotedAt },
    currentCost: { amount: current.amountUsd, credits: current.credits },
  });
}

/**
 * Under the lock the order is written with: the survey is still a draft and its latest
 * recorded quote is still the price checked above. A PATCH or DELETE that committed in
 * between is caught here; once the order is written, they refuse (hasPendingSurveyOrder).
 */
async function assertUnchangedSince(em: EntityManager, checked: SurveyView): Promise<void> {
  const survey = await em.findOne(Survey, { id: checked.survey.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!survey || survey.deletedAt) throw new SurveysError('survey_not_found', `No such survey: ${checked.survey.id}`, 'id');
  if (survey.status !== 'unpublished') throw alreadyPublished(survey.status);
  const quoted = checked.survey.quote!;
  const latest = (await latestQuote(em, survey.id))!;
  if (!quotesEqual(quoted, latest)) throw quoteChanged(quoted, latest, 'The survey changed while publishing, and its price with it');
}

/** The recorded price in units (hundredths of a credit): what publish charges. */
function costUnitsOf(view: SurveyView): number {
  return creditsToUnits(view.survey.quote!.credits);
}
