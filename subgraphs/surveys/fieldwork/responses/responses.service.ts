import type { EntityManager } from '@mikro-orm/postgresql';
import { keysetPage, type KeysetPage } from '../../../../platform/cursor';
import { ownerSql, type OwnerScope } from '../../../../platform/owner';
import { findSurvey } from '../../authoring';
import { SurveysError } from '../../surveys.errors';
import { validResponsesPerQuestion } from '../results/results.service';
import type { Answer, RespondentTrait } from '../../answers';
import type { RatingValue } from './entities/response-rating.entity';
import type { RejectionReason } from './rejection-reasons';

/** A response as read: its answer, the respondent's reporting traits and the client's rating. */
export interface ResponseRecord {
  id: string;
  surveyId: string;
  questionId: string;
  respondentId: string;
  answer: Answer;
  explanation: string | null;
  pinned: boolean;
  rejectedAt: Date | null;
  /** Why its respondent was rejected; null while the response is valid. */
  rejectionReason: RejectionReason | null;
  createdAt: Date;
  traits: RespondentTrait[];
  rating: { rating: RatingValue; comment: string | null } | null;
}

/** A response's status: rejected when its respondent was flagged or failed a quality check. */
export const RESPONSE_STATUSES = ['valid', 'rejected'] as const;
export const RESPONSE_STATUS_FILTERS = [...RESPONSE_STATUSES, 'all'] as const;
export type ResponseStatusFilter = (typeof RESPONSE_STATUS_FILTERS)[number];

export interface ResponseQuery {
  questionId?: string | null;
  status?: ResponseStatusFilter;
  pinned?: boolean | null;
  limit: number;
  /** Cursor paging (v2): newest first. */
  cursor?: string | null;
  /** Page paging (v1): collection order. */
  page?: number | null;
}

export interface ResponsePage extends KeysetPage<ResponseRecord> {
  /** Matching responses in all (page paging only; null with cursors). */
  total: number | null;
}

interface Row {
  id: string;
  survey_id: string;
  question_id: string;
  respondent_id: string;
  answer: Answer;
  explanation: string | null;
  pinned: boolean;
  rejected_at: Date | null;
  rejection_reason: RejectionReason | null;
  created_at: Date;
  traits: RespondentTrait[];
  rating: RatingValue | null;
  comment: string | null;
}

const SELECT = `select r.id, r.survey_id, r.question_id, r.respondent_id, r.answer, r.explanation, r.pinned, r.rejected_at, r.created_at,
                       p.traits, p.rejection_reason, g.rating, g.comment
                  from surveys.responses r
                  join surveys.respondents p on p.id = r.respondent_id
                  left join surveys.response_ratings g on g.response_id = r.id`;

const toRecord = (r: Row): ResponseRecord => ({
  id: r.id,
  surveyId: r.survey_id,
  questionId: r.question_id,
  respondentId: r.respondent_id,
  answer: r.answer,
  explanation: r.explanation,
  pinned: r.pinned,
  rejectedAt: r.rejected_at ? new Date(r.rejected_at) : null,
  rejectionReason: r.rejected_at ? r.rejection_reason : null,
  createdAt: new Date(r.created_at),
  traits: r.traits,
  rating: r.rating ? { rating: r.rating, comment: r.comment } : null,
});

/**
 * How many responses match: valid ones (the default listing, or one question's) are the kept
 * results' totals (issue 38: counting them scanned the survey's responses on every page); other
 * filters count.
 */
async function responseTotal(em: EntityManager, surveyId: string, q: ResponseQuery, where: string[], params: unknown[]): Promise<number> {
  if ((q.status ?? 'valid') === 'valid' && q.pinned == null) {
    const perQuestion = await validResponsesPerQuestion(em, surveyId);
    return q.questionId ? (perQuestion.get(q.questionId) ?? 0) : [...perQuestion.values()].reduce((a, n) => a + n, 0);
  }
  const [{ total }] = await em.execute<{ total: number }[]>(`select count(*)::int as total from surveys.responses r where ${where.join(' and ')}`, params);
  return total;
}

/** A survey's responses, filtered; cursor-paged newest first, or page-paged in collection order. */
export async function listResponses(em: EntityManager, owner: OwnerScope, surveyId: string, q: ResponseQuery): Promise<ResponsePage> {
  await findSurvey(em, owner, surveyId);
  const where = ['r.survey_id = ?'];
  const params: unknown[] = [surveyId];
  if (q.questionId) {
    where.push('r.question_id = ?');
    params.push(q.questionId);
  }
  const status = q.status ?? 'valid';
  if (status !== 'all') where.push(status === 'valid' ? 'r.rejected_at is null' : 'r.rejected_at is not null');
  if (q.pinned != null) {
    where.push('r.pinned = ?');
    params.push(q.pinned);
  }
  if (q.page != null) {
    const [total, rows] = await Promise.all([
      responseTotal(em, surveyId, q, where, params),
      em.execute<Row[]>(`${SELECT} where ${where.join(' and ')} order by r.id asc limit ? offset ?`, [...params, q.limit, (q.page - 1) * q.limit]),
    ]);
    return { items: rows.map(toRecord), hasMore: q.page * q.limit < total, nextCursor: null, total };
  }
  const page = await keysetPage(
    q,
    (message) => new SurveysError('invalid_cursor', message, 'cursor'),
    (before, take) =>
      em.execute<Row[]>(`${SELECT} where ${[...where, ...(before ? ['r.id < ?'] : [])].join(' and ')} order by r.id desc limit ?`, [...params, ...(before ? [before] : []), take]),
  );
  return { ...page, items: page.items.map(toRecord), total: null };
}

/** The valid responses shown with each question (v1 survey, results page): pinned first, then rated helpful, then collection order, at most `perQuestion` each. */
export async function responsesByQuestion(em: EntityManager, owner: OwnerScope, surveyId: string, perQuestion: number): Promise<ResponseRecord[]> {
  await findSurvey(em, owner, surveyId);
  // Per question, each group through an index in its own order, at most perQuestion rows each:
  // the pinned (responses_question_pinned_idx), the rated helpful (from the survey's ratings, a
  // few), then the rest in collection order (responses_question_valid_order_idx), skipping those
  // two. A question's scan stops after perQuestion rows, however many responses it has.
  const valid = 'r.question_id = q.id and r.rejected_at is null';
  const rows = await em.execute<Row[]>(
    `select y.* from surveys.questions q
      cross join lateral (
        select z.* from (
          (select 0 as grp, a.* from (${SELECT} where ${valid} and r.pinned order by r.id limit ?) a)
          union all
          (select 1 as grp, b.* from (${SELECT} where ${valid} and not r.pinned and g.rating = 'helpful' order by r.id limit ?) b)
          union all
          (select 2 as grp, c.* from (${SELECT} where ${valid} and not r.pinned and g.rating is distinct from 'helpful' order by r.id limit ?) c)
        ) z order by z.grp, z.id limit ?) y
      where q.survey_id = ?
      order by y.question_id, y.grp, y.id`,
    [perQuestion, perQuestion, perQuestion, perQuestion, surveyId],
  );
  return rows.map(toRecord);
}

/** One response of the owner (its survey's team and mode), or response_not_found. */
export async function findResponse(em: EntityManager, owner: OwnerScope, responseId: string): Promise<ResponseRecord> {
  const own = ownerSql('s', owner);
  const rows = await em.execute<Row[]>(`${SELECT} join surveys.surveys s on s.id = r.survey_id where r.id = ? and ${own.sql} and s.deleted_at is null`, [
    responseId,
    ...own.params,
  ]);
  if (!rows.length) throw new SurveysError('response_not_found', `No such response: ${responseId}`, 'id');
  return toRecord(rows[0]);
}

/** Pins or unpins a response (pinned responses are shown first with their question). */
export async function pinResponse(em: EntityManager, owner: OwnerScope, responseId: string, pinned: boolean): Promise<ResponseRecord> {
  const found = await findResponse(em, owner, responseId);
  await em.execute('update surveys.responses set pinned = ? where id = ?', [pinned, responseId]);
  return { ...found, pinned };
}
