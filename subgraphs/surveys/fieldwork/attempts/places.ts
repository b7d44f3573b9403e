import type { EntityManager } from '@mikro-orm/postgresql';
import type { Survey } from '../../entities/survey.entity';
import { quotasOf } from './screener';
import type { ScreenerAnswer } from './attempt.entity';

/**
 * Places in a live survey's sample (docs/decisions.md, "Respondent app"). A person who starts
 * answering takes a place for QUOTA_HOLD_MINUTES; completing turns it into a counted respondent,
 * and a commit that failed gives it back (`place_held_until` cleared), so a failure never keeps
 * others out. Places are decided under the survey's row lock, the lock every respondent commit
 * takes too, so two people can never take the last place together (issue 36).
 */

/** A person answering holds a place in their quota this long; after it the place is free again. */
export const QUOTA_HOLD_MINUTES = 60;

export const placeHeldUntil = (now: Date) => new Date(now.getTime() + QUOTA_HOLD_MINUTES * 60_000);

/** What a decision on places reads of the survey under its lock. */
export interface SampleState {
  id: string;
  status: string;
  numResponses: number;
  sampleSize: number;
}

/**
 * Locks the survey's row for a decision on places, held to the end of the caller's transaction,
 * and reads its count and status as committed (the row the lock was granted on). FOR NO KEY
 * UPDATE, like collection's lock: it excludes every other decision and commit, but not the
 * foreign-key checks of rows inserted meanwhile (an attempt sent over quota), which FOR UPDATE
 * would queue behind it. The holders are counted by a statement of their own, after it.
 */
export async function lockSurveyForPlaces(em: EntityManager, surveyId: string): Promise<SampleState> {
  const [row] = await em.execute<{ status: string; num_responses: number; sample_size: number }[]>(
    'select status, num_responses, sample_size from surveys.surveys where id = ? for no key update',
    [surveyId],
  );
  return { id: surveyId, status: row.status, numResponses: row.num_responses, sampleSize: row.sample_size };
}

/**
 * The people holding a place: those counted (complete, their respondent not rejected since,
 * e.g. by a flag) and those answering now, within their hold. `where` narrows them (a quota).
 */
const HOLDERS = `select count(*)::int as n from surveys.attempts a
   left join surveys.respondents r on r.id = a.respondent_id
  where a.survey_id = ? and a.id <> ? and %WHERE%
    and ((a.state = 'complete' and r.rejected_at is null)
      or (a.state = 'answering' and a.place_held_until > now()))`;

async function holders(em: EntityManager, survey: { id: string }, attemptId: string | null, where: string, params: unknown[]): Promise<number> {
  const none = '00000000-0000-0000-0000-000000000000';
  const [{ n }] = await em.execute<{ n: number }[]>(HOLDERS.replace('%WHERE%', where), [survey.id, attemptId ?? none, ...params]);
  return n;
}

/** Whether the sample has no place left: counted respondents (of every source) plus people answering here now. */
export async function sampleFull(em: EntityManager, survey: SampleState, attemptId: string | null): Promise<boolean> {
  const answering = await holders(em, survey, attemptId, `a.state = 'answering'`, []);
  return survey.numResponses + answering >= survey.sampleSize;
}

/** Whether any targeted value this person holds has no place left. */
export async function quotaFull(em: EntityManager, survey: Survey, attemptId: string, answers: ScreenerAnswer[]): Promise<boolean> {
  for (const { category, value, quota } of quotasOf(survey, answers)) {
    if ((await holders(em, survey, attemptId, 'a.traits @> ?::jsonb', [JSON.stringify([{ category, value }])])) >= quota) return true;
  }
  return false;
}

/**
 * Gives back the place of a person whose commit failed. They keep their answers: sending the
 * last one again commits them if the sample still has room, and sends them back over quota if not.
 */
export async function releasePlace(em: EntityManager, token: string): Promise<void> {
  await em.execute(`update surveys.attempts set place_held_until = null where token = ? and state = 'answering'`, [token]);
}
