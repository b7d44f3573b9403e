import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { faultPoint } from '../../../platform/faults';
import { observePayment } from '../../../platform/metrics/metrics';
import { recordEvent } from '../../../platform/outbox/outbox';
import type { Order } from '../../billing/entities/order.entity';
import {
  chargeSurveyOrder,
  findSurveyOrderByKey,
  openSurveyOrder,
  settleSurveyOrder,
} from '../../billing/survey-orders.service';
import { Survey } from '../entities/survey.entity';
import { quotesEqual } from '../pricing';
import { creditsToUnits } from '../pricing/money';
import { currentQuote } from '../survey-quote';
import { findSurvey, type TeamScope } from '../surveys.service';
import { SurveysError } from '../surveys.errors';
import type { SurveyView } from '../survey-view';

/** A recorded quote older than this must be refreshed by reading the survey (quote_required). */
export const QUOTE_TTL_MS = 24 * 3600 * 1000;

export interface PublishScope extends TeamScope {
  livemode: boolean;
  teamName: string;
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
 */
export async function publishSurvey(em: EntityManager, scope: PublishScope, surveyId: string, idempotencyKey: string): Promise<PublishOutcome> {
  const wallet = { teamId: scope.teamId, livemode: scope.livemode };
  const view = await findSurvey(em, scope.teamId, surveyId);
  const earlier = await findSurveyOrderByKey(em, wallet, idempotencyKey);
  if (earlier && earlier.surveyId !== surveyId) {
    throw new SurveysError('survey_already_published', 'This Idempotency-Key was used to publish another survey.', 'Idempotency-Key');
  }
  if (earlier?.status === 'paid') return { order: earlier, view };
  if (!earlier) assertPublishable(view, scope);

  // Funding is the payment: counted once, as succeeded or as its 402/502 code (platform/metrics).
  const { order, paymentIntentId } = await observePayment('publish', async () => {
    const order = await openSurveyOrder(em, wallet, { surveyId, costUnits: costUnitsOf(view), idempotencyKey });
    return { order, paymentIntentId: await chargeSurveyOrder(em, order, scope.teamName) };
  });
  faultPoint('publish.after_charge');

  const paid = await em.transactional(async (tem) => {
    const survey = await tem.findOneOrFail(Survey, { id: surveyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const settled = await settleSurveyOrder(tem, order.id, paymentIntentId);
    if (survey.status === 'unpublished') {
      const now = new Date();
      Object.assign(survey, { status: 'in-progress', publishedAt: now, updatedAt: now, livemode: scope.livemode });
      recordEvent(tem, { type: 'survey.published', aggregateId: survey.id, payload: { surveyId: survey.id, teamId: survey.teamId, orderId: order.id, livemode: scope.livemode } });
    }
    return settled;
  });
  return { order: paid, view: await findSurvey(em.fork(), scope.teamId, surveyId) };
}

function assertPublishable(view: SurveyView, scope: TeamScope): void {
  const { survey } = view;
  if (survey.status !== 'unpublished') {
    throw new SurveysError('survey_already_published', `This survey is already ${survey.status}; a survey is published once.`);
  }
  const recorded = survey.quote;
  if (!recorded || Date.now() - Date.parse(recorded.quotedAt) > QUOTE_TTL_MS) {
    throw new SurveysError('quote_required', 'This survey has no quote from the last 24 hours; read it (GET) to record one, then publish with a new key.');
  }
  const current = currentQuote(view, scope);
  if (!quotesEqual(recorded, current)) {
    throw new SurveysError('quote_changed', 'The price changed since the survey was last read; read it again, then publish with a new key.', undefined, {
      quotedCost: { amount: recorded.amountUsd, credits: recorded.credits, quotedAt: recorded.quotedAt },
      currentCost: { amount: current.amountUsd, credits: current.credits },
    });
  }
}

/** The recorded price in units (hundredths of a credit): what publish charges. */
function costUnitsOf(view: SurveyView): number {
  return creditsToUnits(view.survey.quote!.credits);
}
