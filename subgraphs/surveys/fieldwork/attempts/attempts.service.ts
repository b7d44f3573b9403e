import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../../../platform/config';
import { uploadMedia } from '../../../media';
import { transactionalRetried } from '../../../../platform/db/conflict-retry';
import { newId } from '../../../../platform/ids';
import { Survey } from '../../entities/survey.entity';
import { loadQuestions } from '../../authoring';
import { SurveysError } from '../../surveys.errors';
import type { Answer } from '../../answers';
import { MAX_EXPLANATION_LENGTH, validateAnswer } from '../../answers';
import { recordSubmissionIn } from '../collection/collection.service';
import { resolveEntryLink } from '../providers/providers.service';
import { providerRedirect } from '../providers/provider-links';
import { checkEntrySignature, openSecret, SIGNATURE_PARAMS } from '../providers/entry-signing';
import { PanelProvider } from '../providers/entities/panel-provider.entity';
import { Attempt, type AttemptOutcome, type AttemptState, type SavedAnswer, type ScreenerAnswer } from './attempt.entity';
import { explanationProblem } from './explanation-rules';
import { qualityRejection, type AnsweredQuestion } from './quality';
import { showQuestions, type ShownQuestion } from './respondent-view';
import { lockSurveyForPlaces, placeHeldUntil, quotaFull, releasePlace, sampleFull, type SampleState } from './places';
import { screen, screenerFor, type ScreenerQuestion } from './screener';

/**
 * The respondent app's way through a survey (docs/decisions.md "Respondent app"): entry from a
 * provider's link, the screener, one question at a time saved as it is answered, and the commit
 * of the whole respondent through collection when the last is answered. Every step locks the
 * attempt's row, so a double submit cannot answer twice or commit twice; places are decided
 * under the survey's row lock (places.ts), and a step that meets a concurrent transaction's
 * conflict is run again rather than failed (transactionalRetried).
 */

/** Where a person stands, for the page that shows it. */
export interface RespondentStep {
  /** The attempt's secret (null in a preview). */
  token: string | null;
  state: AttemptState | 'preview';
  surveyTitle: string;
  /** Ended: where the person goes now (the provider's URL for the outcome); null in a preview. */
  redirectUrl: string | null;
  answered: number;
  total: number;
  screener: ScreenerQuestion[];
  /** The question to answer now. */
  question: ShownQuestion | null;
  /** What the explanation of this question must not repeat: the prompt and the option texts. */
  shownTexts: string[];
  /** This person's explanations so far (an explanation must not copy one). */
  otherExplanations: string[];
}

export interface AnswerInput {
  questionId: string;
  answer: Answer;
  explanation: string | null;
}

const PREVIEW_RECORDING = 'https://preview.invalid/recording.webm';
const ENDED: readonly AttemptState[] = ['complete', 'screenout', 'overquota', 'rejected'];
/** Recordings one person may send (each is stored as the team's asset). */
const MAX_RECORDING_UPLOADS = 3;

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Starts (or resumes) the attempt of a provider's respondent at an entry link; the respondent id
 * is the query parameter the provider's profile names.
 */
export async function enterSurvey(em: EntityManager, entryToken: string, params: readonly { name: string; value: string }[]): Promise<RespondentStep> {
  const entry = await resolveEntryLink(em, entryToken);
  if (!entry) throw new SurveysError('entry_link_not_found', 'This survey link is not valid.', 'token');
  const prid = (params.find((p) => p.name === entry.provider.entryParam)?.value ?? '').trim();
  if (!prid || prid.length > 200 || !/^[\p{L}\p{N}\p{P}\p{S} ]+$/u.test(prid)) {
    throw new SurveysError('invalid_respondent_id', `The link needs the respondent id in ${entry.provider.entryParam}.`, entry.provider.entryParam);
  }
  // A signing provider proves the id is its own: checked before any row is read or written for it.
  if (entry.provider.signingSecret != null) checkSignedEntry(entry.provider, entryToken, prid, params);
  const survey = await em.findOne(Survey, { id: entry.surveyId, deletedAt: null });
  if (!survey || !survey.livemode) throw new SurveysError('entry_link_not_found', 'This survey link is not valid.', 'token');
  const key = { surveyId: survey.id, providerId: entry.provider.id, providerRespondentId: prid };
  const asks = screenerFor(survey).length > 0;
  const attempt = await transactionalRetried(em, async (tem) => {
    // Coming back resumes. The same person entering twice at once: the first row stands (the
    // other's insert conflicts, and its retry finds it here).
    const found = await tem.findOne(Attempt, key);
    if (found) return found;
    // Without a screener the person starts answering at once, so they take a place now: decided
    // under the survey's lock, unless the sample is full even without it (places free up only
    // by a hold running out or a commit failing, so "full" needs no lock to be true).
    let collecting = survey.status === 'in-progress' && survey.numResponses < survey.sampleSize;
    if (collecting && !asks && !(await sampleFull(tem, survey, null))) {
      const locked = await lockSurveyForPlaces(tem, survey.id);
      collecting = locked.status === 'in-progress' && !(await sampleFull(tem, locked, null));
    } else if (!asks) collecting = false;
    const now = new Date();
    const answering = collecting && !asks;
    const created = tem.create(Attempt, {
      id: newId(),
      token: newToken(),
      ...key,
      state: !collecting ? 'overquota' : asks ? 'screening' : 'answering',
      traits: [],
      answers: {},
      recordingUrl: null,
      recordingUploads: 0,
      startedAt: now,
      answeringSince: answering ? now : null,
      placeHeldUntil: answering ? placeHeldUntil(now) : null,
      endedAt: collecting ? null : now,
      respondentId: null,
    });
    await tem.flush();
    return created;
  });
  return stepOf(em, attempt, survey, entry.provider);
}

/** Refuses an entry of a signing provider without a good, unexpired signature of this respondent id (403). */
function checkSignedEntry(provider: PanelProvider, entryToken: string, prid: string, params: readonly { name: string; value: string }[]): void {
  const value = (name: string) => params.find((p) => p.name === name)?.value;
  const secret = openSecret(provider.id, provider.signingSecret!);
  const result = secret ? checkEntrySignature(secret, entryToken, prid, value(SIGNATURE_PARAMS.expiry), value(SIGNATURE_PARAMS.signature)) : 'invalid';
  if (result === 'ok') return;
  const why = result === 'expired' ? 'has expired' : result === 'missing' ? 'is not signed' : 'is not signed correctly';
  throw new SurveysError('entry_signature_invalid', `This survey link ${why}.`, SIGNATURE_PARAMS.signature, { reason: result });
}

/** Where the attempt with this token stands. */
export async function respondentStep(em: EntityManager, token: string): Promise<RespondentStep> {
  const attempt = await em.findOne(Attempt, { token });
  if (!attempt) throw notFound();
  return stepOf(em, attempt);
}

/** The screener's answers: screened out, over quota, or on to the first question. */
export async function answerScreener(em: EntityManager, token: string, answers: ScreenerAnswer[]): Promise<RespondentStep> {
  return stepAfter(
    em,
    await transactionalRetried(em, async (tem): Promise<Reached> => {
      const attempt = await lockAttempt(tem, token);
      const survey = await tem.findOneOrFail(Survey, { id: attempt.surveyId });
      if (attempt.state !== 'screening') return { attempt, survey };
      const result = screen(survey, answers);
      if (!result) throw new SurveysError('invalid_screener', 'Please answer each question.', 'traits');
      if (!result.eligible) return finish(tem, attempt, survey, 'screenout');
      attempt.traits = answers.map((a) => ({ category: a.category, value: a.value }));
      // A place is taken under the survey's lock; "full" is true without it (see enterSurvey).
      const full = async (state: SampleState) =>
        state.status !== 'in-progress' || (await sampleFull(tem, state, attempt.id)) || (await quotaFull(tem, survey, attempt.id, answers));
      if ((await full(survey)) || (await full(await lockSurveyForPlaces(tem, survey.id)))) return finish(tem, attempt, survey, 'overquota');
      const now = new Date();
      Object.assign(attempt, { state: 'answering', answeringSince: now, placeHeldUntil: placeHeldUntil(now) });
      await tem.flush();
      return { attempt, survey };
    }),
  );
}

/**
 * Saves the answer to the current question, checked by the collection's answer rules and the
 * explanation rules. The last answer commits the respondent (or records them as rejected by the
 * quality checks) and ends the attempt.
 */
export async function answerQuestion(em: EntityManager, token: string, input: AnswerInput): Promise<RespondentStep> {
  let committing = false;
  try {
    const reached = await transactionalRetried(em, (tem) => {
      committing = false;
      return saveAnswer(tem, token, input, () => (committing = true));
    });
    return await stepAfter(em, reached);
  } catch (err) {
    // The commit failed (not a refusal, not a conflict: those are retried): the person keeps
    // their answers and may send the last one again, but no longer holds a place meanwhile.
    if (committing && !(err instanceof SurveysError)) await releasePlace(em, token).catch(() => undefined);
    throw err;
  }
}

async function saveAnswer(tem: EntityManager, token: string, input: AnswerInput, committing: () => void): Promise<Reached> {
  const attempt = await lockAttempt(tem, token);
  const survey = await tem.findOneOrFail(Survey, { id: attempt.surveyId });
  if (attempt.state !== 'answering') return { attempt, survey };
  // Filled or stopped since this person started: nothing more to answer.
  if (survey.status !== 'in-progress') return finish(tem, attempt, survey, 'overquota');
  const questions = await questionsOf(tem, survey, attempt.id);
  const current = questions.find((q) => !attempt.answers[q.id]);
  // An answer to a question already answered (a resubmitted page) changes nothing.
  if (!current || current.id !== input.questionId) return { attempt, survey, questions };
  if (current.type === 'screen_recording' && (!attempt.recordingUrl || input.answer.media !== attempt.recordingUrl)) {
    throw new SurveysError('invalid_response', 'Record your screen, or choose a video file, before you go on.', 'media');
  }
  const saved = checkedAnswer(current, input, explanationsOf(attempt.answers));
  attempt.answers = { ...attempt.answers, [current.id]: { ...saved, savedAt: new Date().toISOString() } };
  if (Object.keys(attempt.answers).length < questions.length) {
    await tem.flush();
    return { attempt, survey, questions };
  }
  committing();
  return commit(tem, attempt, survey, questions);
}

/** A preview: the question at `index` as a respondent would see it; nothing is recorded. */
export async function previewStep(em: EntityManager, previewToken: string, index: number): Promise<RespondentStep> {
  const survey = await previewSurvey(em, previewToken);
  const questions = await questionsOf(em, survey, previewToken);
  return previewView(survey, questions, Math.max(0, index));
}

/** Checks a preview answer as a real one would be checked, and shows the next question; records nothing. */
export async function checkPreviewAnswer(em: EntityManager, previewToken: string, input: AnswerInput): Promise<RespondentStep> {
  const survey = await previewSurvey(em, previewToken);
  const questions = await questionsOf(em, survey, previewToken);
  const question = questions.find((q) => q.id === input.questionId);
  if (!question) throw new SurveysError('invalid_response', 'This survey has no such question.', 'questionId');
  // A preview uploads no recording: one described in words stands in for it.
  const answer = question.type === 'screen_recording' && !input.answer.media ? { ...input.answer, media: PREVIEW_RECORDING } : input.answer;
  checkedAnswer(question, { ...input, answer }, []);
  return previewView(survey, questions, question.index + 1);
}

async function previewSurvey(em: EntityManager, previewToken: string): Promise<Survey> {
  const survey = await em.findOne(Survey, { previewToken, deletedAt: null });
  if (!survey) throw new SurveysError('preview_not_found', 'This preview link is not valid.', 'token');
  return survey;
}

function previewView(survey: Survey, questions: ShownQuestion[], index: number): RespondentStep {
  const question = questions[index] ?? null;
  return {
    token: null,
    state: 'preview',
    surveyTitle: survey.name,
    redirectUrl: null,
    answered: Math.min(index, questions.length),
    total: questions.length,
    screener: [],
    question,
    shownTexts: question ? shownTexts(question) : [],
    otherExplanations: [],
  };
}

/** The answer as it will be stored: checked, with what the server knows filled in (the matchup as shown). */
function checkedAnswer(q: ShownQuestion, input: AnswerInput, others: string[]): Omit<SavedAnswer, 'savedAt'> {
  const answer: Answer = { ...input.answer };
  if (q.type === 'head_to_head') answer.matchup = { option1: q.options[0].id, option2: q.options[1].id };
  if (q.type === 'ranked' && answer.ranking) answer.chosenOption = answer.ranking.find((r) => r.rank === 1)?.option;
  if (q.type === 'likert' && answer.statements) {
    const labels = new Map(q.options.map((o) => [o.id, o.label ?? '']));
    answer.statements = answer.statements.map((s) => ({ ...s, statement: labels.get(s.id) ?? '' }));
  }
  // Browsers send line breaks as CRLF; stored text has LF.
  const explanation = q.type === 'screen_recording' ? null : (input.explanation ?? '').replace(/\r\n?/g, '\n').trim();
  if (explanation !== null && explanation.length > MAX_EXPLANATION_LENGTH) {
    throw new SurveysError('invalid_explanation', `Please keep it under ${MAX_EXPLANATION_LENGTH} characters.`, 'explanation');
  }
  const problem = validateAnswer(q.rules, answer, explanation);
  if (problem) throw new SurveysError('invalid_response', problem, 'answer');
  if (explanation !== null) {
    const why = explanationProblem(explanation, { shown: shownTexts(q), others });
    if (why) throw new SurveysError('invalid_explanation', why, 'explanation');
  }
  return { answer, explanation };
}

async function commit(em: EntityManager, attempt: Attempt, survey: Survey, questions: ShownQuestion[]): Promise<Reached> {
  const answered: AnsweredQuestion[] = questions.map((q) => {
    const saved = attempt.answers[q.id];
    return { type: q.type, answer: saved.answer, explanation: saved.explanation, shownPosition: shownPosition(q, saved.answer) };
  });
  const reason = qualityRejection({
    answers: answered,
    answeringMs: Date.now() - (attempt.answeringSince ?? attempt.startedAt).getTime(),
    floorMsPerQuestion: config().RESPONDENT_MIN_SECONDS_PER_QUESTION * 1000,
  });
  // A place held is a place kept; a hold that lapsed (or was given back by a failed commit) may
  // have gone to someone else meanwhile: this person's quota is checked again under the lock.
  if (!attempt.placeHeldUntil || attempt.placeHeldUntil <= new Date()) {
    const locked = await lockSurveyForPlaces(em, survey.id);
    if (locked.status === 'in-progress' && (await quotaFull(em, survey, attempt.id, attempt.traits))) return finish(em, attempt, survey, 'overquota', questions);
  }
  const screened = screen(survey, attempt.traits);
  const submission = {
    // The attempt's id: unique across providers, and the provider's own id stays on the attempt.
    panelRespondentId: attempt.id,
    traits: screened?.eligible ? screened.traits : [],
    answers: questions.map((q) => ({ questionId: q.id, answer: attempt.answers[q.id].answer, explanation: attempt.answers[q.id].explanation })),
  };
  try {
    // In this transaction, no savepoint: its refusals come before anything is written.
    const { respondentId } = await recordSubmissionIn(em, survey.id, submission, reason ? { rejection: reason } : {});
    attempt.respondentId = respondentId;
  } catch (err) {
    // Filled or stopped while this person answered: they go back as over quota.
    if (err instanceof SurveysError && (err.code === 'survey_full' || err.code === 'survey_not_collecting')) return finish(em, attempt, survey, 'overquota', questions);
    throw err;
  }
  // The survey's lock is held from here to the commit: one write more, and the page is built after it.
  return finish(em, attempt, survey, reason ? 'rejected' : 'complete', questions);
}

/** Where the chosen option was shown, for choice questions (the straight-lining check). */
function shownPosition(q: ShownQuestion, a: Answer): number | null {
  if (!['head_to_head', 'single_select', 'ranked'].includes(q.type) || !a.chosenOption) return null;
  return q.options.findIndex((o) => o.id === a.chosenOption);
}

/** Where a step's transaction left the attempt; its page is built after the commit, so no lock waits on it. */
interface Reached {
  attempt: Attempt;
  survey: Survey;
  questions?: ShownQuestion[];
}

const stepAfter = (em: EntityManager, r: Reached) => stepOf(em, r.attempt, r.survey, undefined, r.questions);

async function finish(em: EntityManager, attempt: Attempt, survey: Survey, outcome: AttemptOutcome, questions?: ShownQuestion[]): Promise<Reached> {
  Object.assign(attempt, { state: outcome, endedAt: new Date() });
  await em.flush();
  return { attempt, survey, questions };
}

async function lockAttempt(em: EntityManager, token: string): Promise<Attempt> {
  const attempt = await em.findOne(Attempt, { token }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!attempt) throw notFound();
  return attempt;
}

const notFound = () => new SurveysError('attempt_not_found', 'This survey link has expired or is not valid.', 'token');

async function questionsOf(em: EntityManager, survey: Survey, seed: string): Promise<ShownQuestion[]> {
  return showQuestions((await loadQuestions(em, [survey.id])).get(survey.id)!, seed);
}

const shownTexts = (q: ShownQuestion) => [q.prompt, ...q.options.flatMap((o) => (o.label ? [o.label] : []))];
const explanationsOf = (answers: Record<string, SavedAnswer>) => Object.values(answers).flatMap((a) => (a.explanation ? [a.explanation] : []));

async function stepOf(em: EntityManager, attempt: Attempt, survey?: Survey, provider?: PanelProvider, shown?: ShownQuestion[]): Promise<RespondentStep> {
  survey ??= await em.findOneOrFail(Survey, { id: attempt.surveyId });
  const questions = shown ?? (await questionsOf(em, survey, attempt.id));
  const ended = ENDED.includes(attempt.state);
  let redirectUrl: string | null = null;
  if (ended && attempt.providerId) {
    provider ??= (await em.findOne(PanelProvider, { id: attempt.providerId })) ?? undefined;
    // A rejected person leaves as screened out: providers treat both as "not a complete".
    if (provider)
      redirectUrl = providerRedirect(provider, attempt.state === 'complete' ? 'complete' : attempt.state === 'overquota' ? 'overquota' : 'screenout', attempt.providerRespondentId);
  }
  const question = attempt.state === 'answering' ? (questions.find((q) => !attempt.answers[q.id]) ?? null) : null;
  // Whoever knows an unsigned provider's respondent id can open that person's attempt, so their
  // earlier words are never sent to the page; the explanation rules still check them on submit.
  if (attempt.providerId && provider === undefined) provider = (await em.findOne(PanelProvider, { id: attempt.providerId })) ?? undefined;
  const signed = provider?.signingSecret != null;
  return {
    token: attempt.token,
    state: attempt.state,
    surveyTitle: survey.name,
    redirectUrl,
    answered: Object.keys(attempt.answers).length,
    total: questions.length,
    screener: attempt.state === 'screening' ? screenerFor(survey) : [],
    question,
    shownTexts: question ? shownTexts(question) : [],
    otherExplanations: signed ? explanationsOf(attempt.answers) : [],
  };
}

/**
 * Hosts the screen recording of the current question (base64 from the page) on media storage as
 * the survey's team's asset, and returns its URL for the answer. The attempt keeps the URL: the
 * answer may name only that one (never another file, another team's, or an outside URL), and a
 * person may send MAX_RECORDING_UPLOADS recordings at most.
 */
export async function uploadRecording(em: EntityManager, token: string, data: string): Promise<string> {
  return em.transactional(async (tem) => {
    const attempt = await lockAttempt(tem, token);
    const survey = await tem.findOneOrFail(Survey, { id: attempt.surveyId });
    // Stopped or filled since this person started: their answer would not be taken (saveAnswer), nor is a file.
    if (survey.status !== 'in-progress') throw new SurveysError('survey_not_collecting', 'This survey is no longer taking answers.', 'recording');
    const current = attempt.state === 'answering' ? (await questionsOf(tem, survey, attempt.id)).find((q) => !attempt.answers[q.id]) : undefined;
    if (current?.type !== 'screen_recording') throw new SurveysError('invalid_response', 'This question does not take a recording.', 'recording');
    if (attempt.recordingUploads >= MAX_RECORDING_UPLOADS) {
      throw new SurveysError('invalid_response', `A recording can be sent ${MAX_RECORDING_UPLOADS} times at most; answer with the last one.`, 'recording');
    }
    const asset = await uploadMedia(tem, { teamId: survey.teamId, livemode: survey.livemode }, { data, filename: 'screen-recording', resourceType: 'video' });
    Object.assign(attempt, { recordingUrl: asset.url, recordingUploads: attempt.recordingUploads + 1 });
    await tem.flush();
    return asset.url;
  });
}
