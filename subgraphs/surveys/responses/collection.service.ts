import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../platform/ids';
import { recordEvent } from '../../../platform/outbox/outbox';
import { Survey } from '../entities/survey.entity';
import { loadQuestions, type SurveyView } from '../survey-view';
import { SurveysError } from '../surveys.errors';
import type { Panel, PanelSubmission } from '../panel/panel';
import { validateAnswer, votesOf } from './answer-rules';
import { toAnswerQuestion, toPanelSurvey } from './panel-survey';

/**
 * Collection turns a paid survey into respondents: each respondent answers every question,
 * and `numResponses` counts the valid ones. Respondents are numbered by `seq` (0, 1, 2, … with
 * no gaps); each step reads the next seq under the survey's row lock, so a step run twice
 * (a worker killed after its commit) draws the next people, never the same ones again.
 */

export interface CollectStep {
  /** True when nothing more will be collected by this chain (full, stopped or not in progress). */
  done: boolean;
  recorded: number;
  /** The seq the next step starts from. */
  nextSeq: number;
}

/** Locks the survey row: collection, ratings and stop serialize on it. */
async function lockSurvey(em: EntityManager, surveyId: string): Promise<SurveyView | null> {
  const survey = await em.findOne(Survey, { id: surveyId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!survey) return null;
  return { survey, questions: (await loadQuestions(em, [surveyId])).get(surveyId)! };
}

async function nextSeqOf(em: EntityManager, surveyId: string): Promise<number> {
  const [{ next }] = await em.execute<{ next: number }[]>('select coalesce(max(seq) + 1, 0)::int as next from surveys.respondents where survey_id = ?', [surveyId]);
  return next;
}

/**
 * One step of simulated collection: draws up to `batchSize` respondents starting at `fromSeq`
 * and completes the survey when full. A step whose seq is already taken (it ran before and
 * committed, then died before finishing) records no one and names the seq collection has
 * reached, so the chain continues from there instead of forking into a second one.
 */
export async function collectStep(em: EntityManager, surveyId: string, panel: Panel, batchSize: number, fromSeq: number): Promise<CollectStep> {
  return em.transactional(async (tem) => {
    const view = await lockSurvey(tem, surveyId);
    if (!view || view.survey.status !== 'in-progress') return { done: true, recorded: 0, nextSeq: 0 };
    const { survey } = view;
    const nextSeq = await nextSeqOf(tem, surveyId);
    if (nextSeq !== fromSeq) return { done: false, recorded: 0, nextSeq };
    const wanted = Math.min(batchSize, survey.sampleSize - survey.numResponses);
    const panelSurvey = toPanelSurvey(view);
    const submissions = Array.from({ length: Math.max(0, wanted) }, (_, i) => panel.draw(panelSurvey, nextSeq + i));
    await insertSubmissions(tem, view, submissions, nextSeq);
    survey.numResponses += submissions.length;
    const done = completeIfFull(tem, survey);
    await tem.flush();
    return { done, recorded: submissions.length, nextSeq: nextSeq + submissions.length };
  });
}

/**
 * Records one submission from a real panel integration: validated per question type (every
 * question answered, an explanation on each but screen recordings), refused when the survey
 * is not collecting or already full. Completes the survey when it fills it.
 */
export async function recordPanelSubmission(em: EntityManager, surveyId: string, submission: PanelSubmission): Promise<{ respondentId: string; responseIds: string[] }> {
  return em.transactional(async (tem) => {
    const view = await lockSurvey(tem, surveyId);
    if (!view) throw new SurveysError('survey_not_found', `No such survey: ${surveyId}`, 'surveyId');
    const { survey } = view;
    if (survey.status !== 'in-progress') throw new SurveysError('survey_not_collecting', `This survey is ${survey.status}; it takes responses only while in progress.`, 'surveyId');
    if (survey.numResponses >= survey.sampleSize) throw new SurveysError('survey_full', 'This survey already has all the responses it asked for.', 'surveyId');
    assertSubmissionValid(view, submission);
    const taken = await tem.execute<unknown[]>('select 1 from surveys.respondents where survey_id = ? and panel_respondent_id = ?', [surveyId, submission.panelRespondentId]);
    if (taken.length) throw new SurveysError('respondent_already_recorded', 'This respondent already answered this survey.', 'panelRespondentId');
    const ids = await insertSubmissions(tem, view, [submission], await nextSeqOf(tem, surveyId));
    survey.numResponses += 1;
    completeIfFull(tem, survey);
    await tem.flush();
    return ids[0];
  });
}

function assertSubmissionValid(view: SurveyView, submission: PanelSubmission): void {
  const byId = new Map(submission.answers.map((a, i) => [a.questionId, { a, i }]));
  if (byId.size !== submission.answers.length) throw new SurveysError('invalid_response', 'Each question is answered once.', 'answers');
  for (const q of view.questions) {
    const found = byId.get(q.id);
    if (!found) throw new SurveysError('invalid_response', `Question ${q.id} has no answer; a submission answers every question.`, 'answers');
    const problem = validateAnswer(toAnswerQuestion(q), found.a.answer, found.a.explanation);
    if (problem) throw new SurveysError('invalid_response', problem, `answers[${found.i}]`);
  }
  if (byId.size !== view.questions.length) throw new SurveysError('invalid_response', 'An answer names a question this survey does not have.', 'answers');
}

/** Moves a full in-progress survey to `completed` and records `survey.completed`. Returns whether it is done. */
function completeIfFull(em: EntityManager, survey: Survey): boolean {
  if (survey.status !== 'in-progress') return true;
  if (survey.numResponses < survey.sampleSize) return false;
  const now = new Date();
  Object.assign(survey, { status: 'completed', completedAt: now, updatedAt: now });
  recordEvent(em, { type: 'survey.completed', aggregateId: survey.id, payload: { surveyId: survey.id, teamId: survey.teamId, stopped: false } });
  return true;
}

/** Inserts respondents, their responses and the vote rows in three statements. */
async function insertSubmissions(em: EntityManager, view: SurveyView, subs: PanelSubmission[], firstSeq: number): Promise<{ respondentId: string; responseIds: string[] }[]> {
  if (!subs.length) return [];
  const surveyId = view.survey.id;
  const questions = new Map(view.questions.map((q) => [q.id, toAnswerQuestion(q)]));
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
  await em.execute(
    `insert into surveys.respondents (id, survey_id, seq, panel_respondent_id, traits)
     select r.id, ?, r.seq, r.panel_respondent_id, r.traits
       from jsonb_to_recordset(?::jsonb) as r(id uuid, seq int, panel_respondent_id text, traits jsonb)`,
    [surveyId, JSON.stringify(respondents)],
  );
  await em.execute(
    `insert into surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation)
     select r.id, ?, r.question_id, r.respondent_id, r.answer, r.explanation
       from jsonb_to_recordset(?::jsonb) as r(id uuid, question_id uuid, respondent_id uuid, answer jsonb, explanation text)`,
    [surveyId, JSON.stringify(responses)],
  );
  if (votes.length) {
    await em.execute(
      `insert into surveys.response_votes (response_id, question_id, option_id, rank, value)
       select v.response_id, v.question_id, v.option_id, v.rank, v.value
         from jsonb_to_recordset(?::jsonb) as v(response_id uuid, question_id uuid, option_id uuid, rank int, value numeric)`,
      [JSON.stringify(votes)],
    );
  }
  return ids;
}
