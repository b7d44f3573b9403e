import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../../platform/outbox/outbox';
import type { OwnerScope } from '../../../../platform/owner';
import { isSubscribed } from '../../../accounts';
import { Survey } from '../../entities/survey.entity';
import { SurveysError } from '../../surveys.errors';
import { resultsChanged } from '../results/kept-counts';
import { ResponseRating, type RatingValue } from './entities/response-rating.entity';
import type { RejectionReason } from './rejection-reasons';
import { findResponse } from './responses.service';

/** Who rates: the team and mode, the person, and whether they are a service operator (no flag cap). */
export interface RatingCaller extends OwnerScope {
  userId: string | null;
  operator: boolean;
}

export interface RatingView {
  responseId: string;
  rating: RatingValue;
  comment: string | null;
}

/** The share of a survey's sample a pay-as-you-go team may flag not_helpful (rounded up). */
export const FLAG_CAP_SHARE = 0.1;

export function flagCap(sampleSize: number): number {
  return Math.ceil(sampleSize * FLAG_CAP_SHARE);
}

/**
 * Rates a response (an upsert; a missing comment keeps the stored one). A new not_helpful flag
 * counts against the survey's cap — flags currently held, so deleting or switching one frees
 * space — unless the team is subscribed or the caller is an operator; over the cap it is a
 * conflict and nothing changes. Within the cap the flag rejects the response and every other
 * response of its respondent, recounts the valid respondents and, when a completed survey is
 * no longer full, reopens it so replacements are collected. Nothing ever un-rejects.
 */
export async function rateResponse(em: EntityManager, caller: RatingCaller, responseId: string, rating: RatingValue, comment?: string | null): Promise<RatingView> {
  const response = await findResponse(em, caller, responseId);
  return em.transactional(async (tem) => {
    const survey = await tem.findOneOrFail(Survey, { id: response.surveyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const existing = await tem.findOne(ResponseRating, { responseId });
    const newFlag = rating === 'not_helpful' && existing?.rating !== 'not_helpful';
    if (newFlag) {
      if (!caller.operator && !(await isSubscribed(tem, survey.teamId))) await assertUnderCap(tem, survey);
      await rejectRespondent(tem, survey, response.respondentId);
    }
    const now = new Date();
    const row = existing ?? tem.create(ResponseRating, { responseId, surveyId: survey.id, rating, comment: null, ratedBy: null, createdAt: now, updatedAt: now });
    Object.assign(row, { rating, ratedBy: caller.userId, updatedAt: now });
    if (comment != null) row.comment = comment;
    await tem.flush();
    return { responseId, rating: row.rating, comment: row.comment ?? null };
  });
}

/** Removes a response's rating (frees flag cap space; a rejection stays). */
export async function deleteRating(em: EntityManager, owner: OwnerScope, responseId: string): Promise<RatingView> {
  await findResponse(em, owner, responseId);
  return em.transactional(async (tem) => {
    const row = await tem.findOne(ResponseRating, { responseId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) throw new SurveysError('rating_not_found', 'This response has no rating.', 'id');
    const view = { responseId, rating: row.rating, comment: row.comment ?? null };
    tem.remove(row);
    await tem.flush();
    return view;
  });
}

async function assertUnderCap(em: EntityManager, survey: Survey): Promise<void> {
  const [{ flags }] = await em.execute<{ flags: number }[]>(`select count(*)::int as flags from surveys.response_ratings where survey_id = ? and rating = 'not_helpful'`, [
    survey.id,
  ]);
  const cap = flagCap(survey.sampleSize);
  if (flags + 1 > cap) {
    throw new SurveysError(
      'flag_limit_reached',
      `This survey already has ${flags} responses flagged not_helpful; pay-as-you-go teams may flag up to ${cap} (10% of the sample, rounded up). Delete a flag to free space.`,
      'rating',
      { flags, cap },
    );
  }
}

async function rejectRespondent(em: EntityManager, survey: Survey, respondentId: string): Promise<void> {
  const reason: RejectionReason = 'flagged_not_helpful';
  await em.execute('update surveys.respondents set rejected_at = now(), rejection_reason = ? where id = ? and rejected_at is null', [reason, respondentId]);
  await em.execute('update surveys.responses set rejected_at = now() where respondent_id = ? and rejected_at is null', [respondentId]);
  await resultsChanged(em, survey.id);
  const [{ valid, next }] = await em.execute<{ valid: number; next: number }[]>(
    `select count(*) filter (where rejected_at is null)::int as valid, coalesce(max(seq) + 1, 0)::int as next
       from surveys.respondents where survey_id = ?`,
    [survey.id],
  );
  const now = new Date();
  Object.assign(survey, { numResponses: valid, updatedAt: now });
  // A survey the client stopped stays stopped; an in-progress one simply collects one more.
  if (survey.status === 'completed' && !survey.stoppedAt && valid < survey.sampleSize) {
    Object.assign(survey, { status: 'in-progress', completedAt: null });
    recordEvent(em, { type: 'survey.reopened', aggregateId: survey.id, payload: { surveyId: survey.id, teamId: survey.teamId, nextSeq: next } });
  }
}
