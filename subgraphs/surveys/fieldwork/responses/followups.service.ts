import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../../../platform/config';
import { newId } from '../../../../platform/ids';
import { recordEvent } from '../../../../platform/outbox/outbox';
import type { OwnerScope } from '../../../../platform/owner';
import { payWithCredits, refundCreditOrder } from '../../../billing';
import { creditsToUnits, divRoundHalfUp } from '../../../../platform/money';
import { PRICE_TABLE, type Plan } from '../../pricing';
import { planOf } from '../../authoring';
import { loadQuestions } from '../../authoring';
import { findSurvey } from '../../authoring';
import { SurveysError } from '../../surveys.errors';
import type { FollowupOutcome } from '../panels/simulated/panel';
import { Survey } from '../../entities/survey.entity';
import { panelFor } from '../panels/panels';
import { Followup } from './entities/followup.entity';
import { findResponse } from './responses.service';
import { toAnswerQuestion } from '../panels/panel-survey';

/** What one follow-up question costs at list price, in credits (docs/decisions.md, "Follow-ups"). */
export const FOLLOWUP_PRICE_CREDITS = 1;

/** A follow-up's price in credit units for a plan: the list price less the plan's discount (as a quote applies it). */
export function followupPriceUnits(plan: Plan): number {
  const list = creditsToUnits(FOLLOWUP_PRICE_CREDITS);
  return list - Number(divRoundHalfUp(BigInt(list) * BigInt(PRICE_TABLE.plans[plan].percentOff), 100n));
}
/** Follow-ups one response may receive. */
export const MAX_FOLLOWUPS_PER_RESPONSE = 3;
export const MAX_FOLLOWUP_LENGTH = 500;

export interface FollowupView extends Followup {
  questionId: string;
}

/**
 * Sends a follow-up question to the respondent of a valid response of a published survey: its
 * credit is spent on a `followup` order in the same transaction that records the follow-up
 * (pending, with its expiry) and `followup.sent`, from which the panel is asked after commit.
 */
export async function sendFollowup(em: EntityManager, owner: OwnerScope & { plan?: Plan }, surveyId: string, responseId: string, question: string): Promise<FollowupView> {
  const { survey } = await findSurvey(em, owner, surveyId);
  const response = await findResponse(em, owner, responseId);
  if (response.surveyId !== surveyId) throw new SurveysError('response_not_found', `No such response in this survey: ${responseId}`, 'responseId');
  const text = question.trim();
  if (!text || text.length > MAX_FOLLOWUP_LENGTH) throw new SurveysError('invalid_response', `A follow-up question is 1 to ${MAX_FOLLOWUP_LENGTH} characters.`, 'question');
  if (survey.status !== 'in-progress' && survey.status !== 'completed') {
    throw new SurveysError('followup_not_allowed', `Follow-ups go to respondents of published surveys; this survey is ${survey.status}.`, 'id');
  }
  if (response.rejectedAt) throw new SurveysError('followup_not_allowed', 'This response was rejected; its respondent gets no follow-ups.', 'responseId');
  const units = followupPriceUnits(await planOf(em, owner));
  return em.transactional(async (tem) => {
    const sent = await tem.count(Followup, { responseId });
    if (sent >= MAX_FOLLOWUPS_PER_RESPONSE) {
      throw new SurveysError('followup_limit_reached', `A response takes at most ${MAX_FOLLOWUPS_PER_RESPONSE} follow-ups.`, 'responseId');
    }
    const order = await payWithCredits(tem, { teamId: survey.teamId, livemode: survey.livemode }, { kind: 'followup', units });
    const now = new Date();
    const followup = tem.create(Followup, {
      id: newId(),
      surveyId,
      responseId,
      question: text,
      status: 'pending',
      answer: null,
      orderId: order.id,
      unitsCharged: units,
      expiresAt: new Date(now.getTime() + config().FOLLOWUP_EXPIRY_SECONDS * 1000),
      respondedAt: null,
      refundedAt: null,
      createdAt: now,
    });
    recordEvent(tem, { type: 'followup.sent', aggregateId: followup.id, payload: { followupId: followup.id, surveyId, teamId: survey.teamId } });
    await tem.flush();
    return { ...followup, questionId: response.questionId };
  });
}

/**
 * What the panel answering this follow-up's survey does with it: asked again on every call, so
 * a retried job gets the same outcome. Null when there is no such follow-up; the outcome is
 * null when the respondent's panel is a real integration (which answers through GraphQL).
 */
export async function panelOutcome(em: EntityManager, followupId: string): Promise<{ followup: Followup; outcome: FollowupOutcome | null } | null> {
  const followup = await em.findOne(Followup, { id: followupId });
  if (!followup) return null;
  const survey = await em.findOneOrFail(Survey, { id: followup.surveyId });
  const panel = panelFor(survey.livemode);
  if (!panel) return { followup, outcome: null };
  const [row] = await em.execute<{ seq: number; panel_respondent_id: string; traits: never; question_id: string; answer: never; explanation: string | null }[]>(
    `select p.seq, p.panel_respondent_id, p.traits, r.question_id, r.answer, r.explanation
       from surveys.responses r join surveys.respondents p on p.id = r.respondent_id where r.id = ?`,
    [followup.responseId],
  );
  const question = (await loadQuestions(em, [followup.surveyId])).get(followup.surveyId)!.find((q) => q.id === row.question_id)!;
  const outcome = panel.followup({
    surveyId: followup.surveyId,
    seq: row.seq,
    panelRespondentId: row.panel_respondent_id,
    traits: row.traits,
    question: toAnswerQuestion(question),
    answer: row.answer,
    explanation: row.explanation,
    followup: followup.question,
  });
  return { followup, outcome };
}

/** Records the respondent's answer to a pending, unexpired follow-up. */
export async function answerFollowup(em: EntityManager, followupId: string, answer: string): Promise<FollowupView> {
  const text = answer.trim();
  if (!text) throw new SurveysError('invalid_response', 'An answer needs text.', 'answer');
  return withQuestionId(
    em,
    await closeFollowup(em, followupId, async (f, now) => {
      if (now >= f.expiresAt) throw new SurveysError('followup_closed', 'This follow-up has expired.', 'followupId');
      Object.assign(f, { status: 'answered', answer: text, respondedAt: now });
    }),
  );
}

/** The respondent declined: the follow-up closes and its credit is refunded. */
export async function declineFollowup(em: EntityManager, followupId: string): Promise<FollowupView> {
  return withQuestionId(
    em,
    await closeFollowup(em, followupId, async (f, now, tem) => {
      Object.assign(f, { status: 'declined', refundedAt: now });
      await refundCreditOrder(tem, f.orderId);
    }),
  );
}

/** Past its expiry with no answer: expired and refunded. Returns null when it is not due yet (the job retries). */
export async function expireFollowup(em: EntityManager, followupId: string): Promise<Followup | null> {
  try {
    return await closeFollowup(em, followupId, async (f, now, tem) => {
      if (now < f.expiresAt) throw new NotDue();
      Object.assign(f, { status: 'expired', refundedAt: now });
      await refundCreditOrder(tem, f.orderId);
    });
  } catch (err) {
    if (err instanceof NotDue) return null;
    if (err instanceof SurveysError && err.code === 'followup_closed') return null;
    throw err;
  }
}

class NotDue extends Error {}

async function closeFollowup(em: EntityManager, followupId: string, close: (f: Followup, now: Date, tem: EntityManager) => Promise<void>): Promise<Followup> {
  return em.transactional(async (tem) => {
    const f = await tem.findOne(Followup, { id: followupId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!f) throw new SurveysError('followup_not_found', `No such follow-up: ${followupId}`, 'followupId');
    if (f.status !== 'pending') throw new SurveysError('followup_closed', `This follow-up is already ${f.status}.`, 'followupId');
    await close(f, new Date(), tem);
    await tem.flush();
    return f;
  });
}

export interface FollowupPage {
  items: FollowupView[];
  total: number;
}

/** A survey's follow-ups in the order sent, optionally for one response; page-paged. */
export async function listFollowups(em: EntityManager, owner: OwnerScope, surveyId: string, q: { responseId?: string | null; page: number; limit: number }): Promise<FollowupPage> {
  await findSurvey(em, owner, surveyId);
  const where = { surveyId, ...(q.responseId ? { responseId: q.responseId } : {}) };
  const [rows, total] = await em.findAndCount(Followup, where, { orderBy: { id: 'asc' }, limit: q.limit, offset: (q.page - 1) * q.limit });
  return { items: await withQuestionIds(em, rows), total };
}

/** Follow-ups with the question their original response answered, in one query. */
async function withQuestionIds(em: EntityManager, followups: Followup[]): Promise<FollowupView[]> {
  if (!followups.length) return [];
  const found = await em.execute<{ id: string; question_id: string }[]>(
    `select id, question_id from surveys.responses where id in (${followups.map(() => '?').join(', ')})`,
    followups.map((f) => f.responseId),
  );
  const questions = new Map(found.map((r) => [r.id, r.question_id]));
  return followups.map((f) => ({ ...f, questionId: questions.get(f.responseId)! }));
}

const withQuestionId = async (em: EntityManager, f: Followup): Promise<FollowupView> => (await withQuestionIds(em, [f]))[0];

/** A follow-up by id, or null. */
export async function findFollowup(em: EntityManager, followupId: string): Promise<Followup | null> {
  return em.findOne(Followup, { id: followupId });
}

/** Pending follow-ups, oldest first: each should have its expiry (and the panel's reply) queued. */
export async function openFollowups(em: EntityManager, limit: number): Promise<Followup[]> {
  return em.find(Followup, { status: 'pending' }, { orderBy: { id: 'asc' }, limit });
}
