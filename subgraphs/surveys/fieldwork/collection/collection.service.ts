import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@mikro-orm/core';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { transactionalRetried } from '../../../../platform/db/conflict-retry';
import { newId } from '../../../../platform/ids';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { loadQuestions } from '../../authoring';
import { Survey } from '../../entities/survey.entity';
import { SurveysError } from '../../surveys.errors';
import type { Panel, PanelSubmission, PanelSurvey } from '../panels/simulated/panel';
import { validateAnswer, votesOf } from '../../answers';
import { toPanelSurvey } from '../panels/panel-survey';

/**
 * Collection turns a paid survey into respondents: each respondent answers every question,
 * and `numResponses` counts the valid ones. Respondents are numbered by `seq` (0, 1, 2, … with
 * no gaps); every write reads the next seq after it holds the survey's row lock (ratings and
 * stop take the same lock), and a conflict is retried (transactionalRetried). Statements are plain SQL: a step is a handful of round trips.
 */

export interface CollectStep {
  /** True when nothing more will be collected by this chain (full, stopped or not in progress). */
  done: boolean;
  recorded: number;
  /** The seq the next step starts from. */
  nextSeq: number;
}

interface LockedSurvey {
  id: string;
  team_id: string;
  status: string;
  sample_size: number;
  num_responses: number;
  next_seq: number;
}

/**
 * Locks the survey's row, then reads the seq the next respondent takes. Two statements: under
 * READ COMMITTED a statement sees what was committed when it began, so a seq read in the
 * statement that waited for the lock would miss the respondents of the transaction it waited
 * for, and be given twice (issue 36). Read after the lock is granted, it sees them all. FOR NO
 * KEY UPDATE: it excludes the other writers (ratings' FOR UPDATE too) but not the foreign-key
 * checks of rows inserted meanwhile, such as the respondent app's attempts.
 */
async function lockSurvey(em: EntityManager, surveyId: string): Promise<LockedSurvey | null> {
  const [row] = await em.execute<Omit<LockedSurvey, 'next_seq'>[]>(
    `select id, team_id, status, sample_size, num_responses from surveys.surveys where id = ? and deleted_at is null for no key update`,
    [surveyId],
  );
  if (!row) return null;
  return { ...row, next_seq: await nextSeq(em, surveyId) };
}

async function nextSeq(em: EntityManager, surveyId: string): Promise<number> {
  const [{ next }] = await em.execute<{ next: number }[]>(`select coalesce(max(seq) + 1, 0)::int as next from surveys.respondents where survey_id = ?`, [surveyId]);
  return next;
}

/**
 * A published survey's questions never change (only drafts are editable), so the panel's view
 * of one is loaded once per process.
 */
const published = new LRUCache<string, PanelSurvey>({ max: 1000 });

async function panelSurveyOf(em: EntityManager, surveyId: string): Promise<PanelSurvey> {
  let view = published.get(surveyId);
  if (!view) {
    const survey = await em.findOneOrFail(Survey, { id: surveyId });
    view = toPanelSurvey({ survey, questions: (await loadQuestions(em, [surveyId])).get(surveyId)! });
    published.set(surveyId, view);
  }
  return view;
}

/**
 * One step of simulated collection: draws up to `batchSize` respondents starting at `fromSeq`
 * and completes the survey when full. A step whose seq is already taken (it ran before and
 * committed, then died before finishing) records no one and names the seq collection has
 * reached, so the chain continues from there instead of forking into a second one.
 */
export async function collectStep(em: EntityManager, surveyId: string, panel: Panel, batchSize: number, fromSeq: number): Promise<CollectStep> {
  return transactionalRetried(em, async (tem) => {
    const survey = await lockSurvey(tem, surveyId);
    if (!survey || survey.status !== 'in-progress') return { done: true, recorded: 0, nextSeq: 0 };
    if (survey.next_seq !== fromSeq) return { done: false, recorded: 0, nextSeq: survey.next_seq };
    const panelSurvey = await panelSurveyOf(tem, surveyId);
    const wanted = Math.max(0, Math.min(batchSize, survey.sample_size - survey.num_responses));
    const submissions = Array.from({ length: wanted }, (_, i) => panel.draw(panelSurvey, fromSeq + i));
    await insertSubmissions(tem, panelSurvey, submissions, fromSeq);
    const done = await countAndComplete(tem, survey, submissions.length);
    return { done, recorded: submissions.length, nextSeq: fromSeq + submissions.length };
  });
}

/**
 * Records one submission from a real panel integration or the respondent app: validated per
 * question type (every question answered, an explanation on each but screen recordings),
 * refused when the survey is not collecting or already full. Completes the survey when it
 * fills it. A submission the respondent app's quality checks rejected is recorded as rejected,
 * with its reason, and not counted, so collection goes on to replace it.
 */
export async function recordPanelSubmission(
  em: EntityManager,
  surveyId: string,
  submission: PanelSubmission,
  opts: { rejection?: string } = {},
): Promise<{ respondentId: string; responseIds: string[] }> {
  return transactionalRetried(em, (tem) => recordSubmissionIn(tem, surveyId, submission, opts));
}

/**
 * recordPanelSubmission in the caller's transaction (the respondent app's commit, which holds the
 * attempt's lock). Everything that needs no lock is done before the survey's is taken: while it
 * is held, every other commit and entry of the survey waits, so it covers four statements only.
 * A duplicate recorded meanwhile fails the insert on its unique key, a conflict the outermost
 * transactionalRetried runs again, and then meets the check below.
 */
export async function recordSubmissionIn(
  tem: EntityManager,
  surveyId: string,
  submission: PanelSubmission,
  opts: { rejection?: string } = {},
): Promise<{ respondentId: string; responseIds: string[] }> {
  // Read and checked before the lock; refused after it, in the order of the survey's state first.
  const panelSurvey = await panelSurveyOf(tem, surveyId).catch((err: unknown) => {
    if (err instanceof NotFoundError) return null;
    throw err;
  });
  const invalid = panelSurvey ? submissionProblem(panelSurvey, submission) : null;
  const taken = await tem.execute<unknown[]>('select 1 from surveys.respondents where survey_id = ? and panel_respondent_id = ?', [surveyId, submission.panelRespondentId]);
  const survey = await lockSurvey(tem, surveyId);
  if (!survey || !panelSurvey) throw new SurveysError('survey_not_found', `No such survey: ${surveyId}`, 'surveyId');
  if (survey.status !== 'in-progress') throw new SurveysError('survey_not_collecting', `This survey is ${survey.status}; it takes responses only while in progress.`, 'surveyId');
  if (survey.num_responses >= survey.sample_size) throw new SurveysError('survey_full', 'This survey already has all the responses it asked for.', 'surveyId');
  if (invalid) throw invalid;
  if (taken.length) throw new SurveysError('respondent_already_recorded', 'This respondent already answered this survey.', 'panelRespondentId');
  const [ids] = await insertSubmissions(tem, panelSurvey, [submission], survey.next_seq, opts.rejection ?? null);
  if (!opts.rejection) await countAndComplete(tem, survey, 1);
  return ids;
}

/** Why a submission does not fit the survey's questions (every question answered once, by its rules), or null. */
function submissionProblem(survey: PanelSurvey, submission: PanelSubmission): SurveysError | null {
  const byId = new Map(submission.answers.map((a, i) => [a.questionId, { a, i }]));
  if (byId.size !== submission.answers.length) return new SurveysError('invalid_response', 'Each question is answered once.', 'answers');
  for (const q of survey.questions) {
    const found = byId.get(q.id);
    if (!found) return new SurveysError('invalid_response', `Question ${q.id} has no answer; a submission answers every question.`, 'answers');
    const problem = validateAnswer(q, found.a.answer, found.a.explanation);
    if (problem) return new SurveysError('invalid_response', problem, `answers[${found.i}]`);
  }
  if (byId.size !== survey.questions.length) return new SurveysError('invalid_response', 'An answer names a question this survey does not have.', 'answers');
  return null;
}

/** Adds the new respondents to the count; a survey that is now full completes and records `survey.completed`. Returns whether it did. */
async function countAndComplete(em: EntityManager, survey: LockedSurvey, added: number): Promise<boolean> {
  const full = survey.num_responses + added >= survey.sample_size;
  await em.execute(
    // results_version: the kept results (fieldwork/results/kept-counts.ts) no longer hold.
    `update surveys.surveys set num_responses = num_responses + ?, updated_at = now()${added > 0 ? ', results_version = results_version + 1' : ''}
       ${full ? `, status = 'completed', completed_at = now()` : ''} where id = ?`,
    [added, survey.id],
  );
  if (full) recordEvent(em, { type: 'survey.completed', aggregateId: survey.id, payload: { surveyId: survey.id, teamId: survey.team_id, stopped: false } });
  return full;
}

/**
 * Inserts respondents, their responses and the vote rows in one statement (foreign keys are
 * checked at its end, after every part has run).
 */
async function insertSubmissions(
  em: EntityManager,
  survey: PanelSurvey,
  subs: PanelSubmission[],
  firstSeq: number,
  rejection: string | null = null,
): Promise<{ respondentId: string; responseIds: string[] }[]> {
  if (!subs.length) return [];
  const questions = new Map(survey.questions.map((q) => [q.id, q]));
  const respondents: object[] = [];
  const responses: object[] = [];
  const votes: object[] = [];
  const ids = subs.map((sub, i) => {
    const respondentId = newId();
    respondents.push({ id: respondentId, seq: firstSeq + i, panel_respondent_id: sub.panelRespondentId, traits: sub.traits });
    const responseIds = sub.answers.map((a) => {
      const id = newId();
      responses.push({ id, question_id: a.questionId, respondent_id: respondentId, answer: a.answer, explanation: a.explanation });
      for (const v of votesOf(questions.get(a.questionId)!, a.answer)) {
        votes.push({ response_id: id, question_id: a.questionId, option_id: v.optionId, rank: v.rank, value: v.value });
      }
      return id;
    });
    return { respondentId, responseIds };
  });
  // Through Kysely (the transaction's own connection) so the rows travel as bound parameters:
  // em.execute inlines them, escaping and re-encoding some 100 KB of JSON per step of 50.
  await sql`with p as (
       insert into surveys.respondents (id, survey_id, seq, panel_respondent_id, traits, rejected_at, rejection_reason)
       select r.id, ${survey.id}::uuid, r.seq, r.panel_respondent_id, r.traits, case when ${rejection}::text is null then null else now() end, ${rejection}::text
         from jsonb_to_recordset(${JSON.stringify(respondents)}::jsonb) as r(id uuid, seq int, panel_respondent_id text, traits jsonb)),
     a as (
       insert into surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation, rejected_at)
       select r.id, ${survey.id}::uuid, r.question_id, r.respondent_id, r.answer, r.explanation, case when ${rejection}::text is null then null else now() end
         from jsonb_to_recordset(${JSON.stringify(responses)}::jsonb) as r(id uuid, question_id uuid, respondent_id uuid, answer jsonb, explanation text))
     insert into surveys.response_votes (response_id, question_id, option_id, rank, value)
     select v.response_id, v.question_id, v.option_id, v.rank, v.value
       from jsonb_to_recordset(${JSON.stringify(votes)}::jsonb) as v(response_id uuid, question_id uuid, option_id uuid, rank int, value numeric)`.execute(em.getKysely());
  return ids;
}

/** The mode of a survey the collection job is about to collect for; null when it is gone. */
export async function collectionMode(em: EntityManager, surveyId: string): Promise<{ livemode: boolean } | null> {
  const survey = await em.findOne(Survey, { id: surveyId });
  return survey ? { livemode: survey.livemode } : null;
}

/** A survey still collecting, and the seq its next step starts at. */
export interface CollectingSurvey {
  surveyId: string;
  livemode: boolean;
  nextSeq: number;
}

/**
 * Surveys in progress below their sample size: each should have a collection step waiting, running
 * or delayed. The reconciler restarts the chain of any whose step Redis lost.
 */
export async function collectingSurveys(em: EntityManager, limit: number): Promise<CollectingSurvey[]> {
  const rows = await em.execute<{ id: string; livemode: boolean; next_seq: number }[]>(
    `select s.id, s.livemode, (select coalesce(max(seq) + 1, 0) from surveys.respondents where survey_id = s.id)::int as next_seq
       from surveys.surveys s
      where s.status = 'in-progress' and s.num_responses < s.sample_size and s.deleted_at is null
      order by s.published_at limit ?`,
    [limit],
  );
  return rows.map((r) => ({ surveyId: r.id, livemode: r.livemode, nextSeq: r.next_seq }));
}
