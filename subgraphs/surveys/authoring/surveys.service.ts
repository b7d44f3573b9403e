import { LockMode } from '@mikro-orm/core';
import { newDraft } from './new-draft';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../platform/outbox/outbox';
import { keysetPage, type KeysetPage } from '../../../platform/cursor';
import { Survey } from '../entities/survey.entity';
import { normalizeExternalId } from './external-id';
import { normalizeQuestions, type OptionInput, type QuestionInput } from '../answers';
import { applyTemplate, getTemplate } from './templates/templates.service';
import { attachLatestQuotes, recordQuote, recordQuotes } from './survey-quote';
import { loadQuestions, replaceQuestions, type SurveyView } from './survey-view';
import { SurveysError } from '../surveys.errors';
import { assertSurveyValid } from './survey-rules';
import { resolveProjectRefs, setSurveyProjects } from './projects/projects.service';
import { resolveTagRefs, setSurveyTags } from './tags/tags.service';
import { hasPendingSurveyOrder } from '../../billing';
import { creationMode, ownerWhere, type Owner, type OwnerScope } from '../../../platform/owner';
import { readSurveyRecord, type SurveyRecordView } from './survey-record';
import type { Plan } from '../pricing';

/** The team, mode (and person) a survey operation acts for. */
export interface TeamScope extends OwnerScope {
  userId: string | null;
  /** Where the call came from: the API discount applies to `api`. */
  channel: 'api' | 'app';
  /** The team's plan when the caller's credential carried it (survey-quote.ts planOf looks it up otherwise). */
  plan?: Plan;
}

export interface SurveyFields {
  name?: string | null;
  country?: string | null;
  sampleSize?: number | null;
  targeting?: string[] | null;
  reporting?: string[] | null;
  surveyIntent?: string | null;
  externalId?: string | null;
  isMiniPoll?: boolean | null;
  questions?: QuestionInput[] | null;
  template?: { id: string; blanks?: { name: string; value: string }[] | null; options?: OptionInput[] | null } | null;
  /** Project GUIDs or numeric ids; replaces the survey's projects. */
  projects?: string[] | null;
  /** `tag_<32 hex>` ids or legacy integers; replaces the survey's tags. */
  tags?: string[] | null;
}

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_SAMPLE_SIZE = 100;

/**
 * Creates a draft (`unpublished`) from questions or from a template (checked against its
 * limits before anything is written); nothing is charged. The quote is recorded.
 */
export async function createSurvey(em: EntityManager, scope: TeamScope, fields: SurveyFields): Promise<SurveyView> {
  const input = { ...fields };
  let template: { id: string; name: string } | null = null;
  if (fields.template) {
    const t = getTemplate(fields.template.id);
    const applied = applyTemplate(t, {
      blanks: Object.fromEntries((fields.template.blanks ?? []).map((b) => [b.name, b.value])),
      options: fields.template.options ?? [],
      sampleSize: fields.sampleSize,
      country: fields.country,
    });
    Object.assign(input, { questions: applied.questions, sampleSize: applied.sampleSize, country: applied.country });
    template = { id: t.id, name: t.name };
  }
  if (!input.questions) throw new SurveysError('invalid_question', 'questions is required.', 'questions');
  const questions = normalizeQuestions(input.questions);
  const externalId = normalizeExternalId(input.externalId) ?? null;
  if (input.isMiniPoll && externalId !== null) {
    throw new SurveysError('mini_poll_with_external_id', 'isMiniPoll cannot be combined with externalId.', 'externalId');
  }
  const country = (input.country ?? DEFAULT_COUNTRY).toUpperCase();
  const targeting = input.targeting ?? [];
  const reporting = input.reporting ?? [];
  const sampleSize = input.sampleSize ?? DEFAULT_SAMPLE_SIZE;
  // Every rule, and every reference, before the first write: a refused create writes nothing.
  assertSurveyValid({ country, sampleSize, targeting, reporting, questions });
  const livemode = creationMode(scope);
  const refs = await resolveRefs(em, { teamId: scope.teamId, livemode }, input);
  return em.transactional(async (tem) => {
    const survey = newDraft(tem, {
      teamId: scope.teamId,
      creatorUserId: scope.userId,
      name: input.name?.trim() || questions[0].prompt.slice(0, 80),
      country,
      sampleSize,
      targeting,
      reporting,
      externalId,
      surveyIntent: input.surveyIntent ?? null,
      isMiniPoll: input.isMiniPoll ?? false,
      templateId: template?.id ?? null,
      templateName: template?.name ?? null,
      // Fixed at creation from the creating credential: a test draft is published from the test wallet.
      livemode,
    });
    const view = { survey, questions: await replaceQuestions(tem, survey, questions) };
    await linkProjectsAndTags(tem, survey.id, refs);
    await tem.flush();
    await recordQuote(tem, view, scope);
    return view;
  });
}

interface SurveyRefs {
  projects?: string[];
  tags?: string[];
}

/** The request's project and tag references as ids of the owner (unknown refs, or another team's or mode's, are refused): read before any write. */
async function resolveRefs(em: EntityManager, owner: Owner, input: SurveyFields): Promise<SurveyRefs> {
  return {
    ...(input.projects ? { projects: await resolveProjectRefs(em, owner, input.projects) } : {}),
    ...(input.tags ? { tags: await resolveTagRefs(em, owner, input.tags, { param: 'tags' }) } : {}),
  };
}

/** Sets the survey's projects and tags when given (written on the next flush). */
async function linkProjectsAndTags(em: EntityManager, surveyId: string, refs: SurveyRefs): Promise<void> {
  if (refs.projects) await setSurveyProjects(em, surveyId, refs.projects);
  if (refs.tags) await setSurveyTags(em, surveyId, refs.tags);
}

/** One survey of the team, with a fresh quote recorded. Another team's survey is not found. */
export async function getSurvey(em: EntityManager, scope: TeamScope, surveyId: string): Promise<SurveyRecordView> {
  // A read: plain data in one statement (survey-record.ts), no entities to build or track.
  const view = await readSurveyRecord(em, scope, surveyId);
  await recordQuote(em, view, scope);
  return view;
}

/**
 * The team's survey as stored, with its latest recorded quote and no new one: for pages that
 * show a survey and poll it (the results pages), where a quote per view would be a write per view.
 */
export async function readSurvey(em: EntityManager, scope: TeamScope, surveyId: string): Promise<SurveyView> {
  const view = await findSurvey(em, scope, surveyId);
  await attachLatestQuotes(em, [view.survey]);
  if (!view.survey.quote) await recordQuote(em, view, scope);
  return view;
}

/** The team's surveys, newest first, cursor-paged. Each read records a fresh quote. */
export async function listSurveys(em: EntityManager, scope: TeamScope, opts: { limit: number; cursor?: string | null }): Promise<KeysetPage<SurveyView>> {
  const page = await keysetPage(
    opts,
    (message) => new SurveysError('invalid_cursor', message, 'cursor'),
    (before, take) => em.find(Survey, { ...ownerWhere(scope), deletedAt: null, ...(before ? { id: { $lt: before } } : {}) }, { orderBy: { id: 'desc' }, limit: take }),
  );
  const questions = await loadQuestions(
    em,
    page.items.map((s) => s.id),
  );
  const items = page.items.map((survey) => ({ survey, questions: questions.get(survey.id)! }));
  await recordQuotes(em, items, scope);
  return { ...page, items };
}

/**
 * Edits a draft. externalId is set-once: the same value again succeeds; changing it, or
 * adding one after publication, is a conflict. Other fields change only on drafts.
 */
export async function updateSurvey(em: EntityManager, scope: TeamScope, surveyId: string, patch: SurveyFields): Promise<SurveyView> {
  // Under the survey's row lock: concurrent edits replace the questions one after another, and
  // a refused edit (thrown anywhere below) rolls back whatever it had begun.
  return em.transactional(async (tem) => {
    const view = await findSurvey(tem, scope, surveyId, { lock: true });
    const { survey } = view;
    const draft = survey.status === 'unpublished';
    const externalId = normalizeExternalId(patch.externalId);
    if (externalId !== undefined && externalId !== survey.externalId) {
      if (survey.externalId !== null) throw new SurveysError('external_id_locked', 'externalId is already set and cannot be changed.', 'externalId');
      if (!draft) throw new SurveysError('external_id_locked', 'externalId cannot be added after publication.', 'externalId');
      if (externalId !== null && (patch.isMiniPoll ?? survey.isMiniPoll)) {
        throw new SurveysError('mini_poll_with_external_id', 'isMiniPoll cannot be combined with externalId.', 'externalId');
      }
    }
    const { externalId: _ignored, questions, template: _t, ...rest } = patch;
    const changesOtherFields = questions != null || Object.values(rest).some((v) => v !== undefined);
    if (changesOtherFields && !draft) {
      throw new SurveysError('survey_not_editable', `Only drafts can be edited; this survey is ${survey.status}.`);
    }
    if (changesOtherFields) await assertNoPublishPending(tem, survey.id);
    // The survey as it would be stored, checked whole before anything is written.
    const nextQuestions = questions != null ? normalizeQuestions(questions) : null;
    const next = {
      country: patch.country != null ? patch.country.toUpperCase() : survey.country,
      sampleSize: patch.sampleSize ?? survey.sampleSize,
      targeting: patch.targeting ?? survey.targeting,
      reporting: patch.reporting ?? survey.reporting,
    };
    if (changesOtherFields) assertSurveyValid({ ...next, questions: nextQuestions ?? view.questions });
    const refs = await resolveRefs(tem, { teamId: survey.teamId, livemode: survey.livemode }, patch);
    if (externalId !== undefined && externalId !== survey.externalId) survey.externalId = externalId;
    if (patch.name != null) survey.name = patch.name.trim() || survey.name;
    Object.assign(survey, next);
    if (patch.surveyIntent !== undefined) survey.surveyIntent = patch.surveyIntent;
    if (patch.isMiniPoll != null) survey.isMiniPoll = patch.isMiniPoll;
    if (nextQuestions) view.questions = await replaceQuestions(tem, survey, nextQuestions);
    await linkProjectsAndTags(tem, survey.id, refs);
    survey.updatedAt = new Date();
    await tem.flush();
    await recordQuote(tem, view, scope);
    return view;
  });
}

/**
 * Stops collection: an `in-progress` survey becomes `completed` now (stoppedAt set,
 * `survey.completed` recorded). Any other state is left as it is, so stop is safe to retry.
 */
export async function stopSurvey(em: EntityManager, scope: TeamScope, surveyId: string): Promise<SurveyView> {
  await findSurvey(em, scope, surveyId);
  // Under the row lock collection steps take, so a survey is completed once, by one of them.
  await em.transactional(async (tem) => {
    const survey = await tem.findOneOrFail(Survey, { id: surveyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (survey.status !== 'in-progress') return;
    const now = new Date();
    Object.assign(survey, { status: 'completed', stoppedAt: now, completedAt: now, updatedAt: now });
    recordEvent(tem, { type: 'survey.completed', aggregateId: survey.id, payload: { surveyId: survey.id, teamId: survey.teamId, stopped: true } });
  });
  const fresh = em.fork();
  const view = await findSurvey(fresh, scope, surveyId);
  await recordQuote(fresh, view, scope);
  return view;
}

/** One survey of the owner; another team's or another mode's is not found, in the same words. */
export async function findSurvey(em: EntityManager, owner: OwnerScope, surveyId: string, opts: { lock?: boolean } = {}): Promise<SurveyView> {
  const survey = await em.findOne(Survey, { id: surveyId, ...ownerWhere(owner), deletedAt: null }, opts.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!survey) throw new SurveysError('survey_not_found', `No such survey: ${surveyId}`, 'id');
  const questions = await loadQuestions(em, [survey.id]);
  return { survey, questions: questions.get(survey.id)! };
}

/** A survey by id for entity references between subgraphs (no team scope: the caller already resolved it). */
export async function findSurveyForReference(em: EntityManager, surveyId: string): Promise<SurveyView | null> {
  const survey = await em.findOne(Survey, { id: surveyId, deletedAt: null });
  if (!survey) return null;
  await attachLatestQuotes(em, [survey]);
  if (!survey.quote) return null;
  const questions = await loadQuestions(em, [survey.id]);
  return { survey, questions: questions.get(survey.id)! };
}

/** The team and mode a survey belongs to (deleted ones included), or null. */
export async function surveyOwner(em: EntityManager, surveyId: string): Promise<Owner | null> {
  const survey = await em.findOne(Survey, { id: surveyId });
  return survey ? { teamId: survey.teamId, livemode: survey.livemode } : null;
}

/** A draft whose publish has been funded but not committed is no longer editable (docs/decisions.md, "Publish"). */
async function assertNoPublishPending(em: EntityManager, surveyId: string): Promise<void> {
  if (await hasPendingSurveyOrder(em, surveyId)) {
    throw new SurveysError('survey_not_editable', 'This survey is being published; it can no longer be edited or deleted.');
  }
}

/**
 * v1 DELETE: a draft is removed (soft-deleted, hidden everywhere: `deleted`); a published
 * survey is archived with its data kept (`archived`); an archived one stays so (idempotent).
 */
export async function deleteSurvey(em: EntityManager, scope: TeamScope, surveyId: string): Promise<'deleted' | 'archived'> {
  const { survey } = await findSurvey(em, scope, surveyId);
  const now = new Date();
  if (survey.status === 'unpublished') {
    await assertNoPublishPending(em, survey.id);
    survey.deletedAt = now;
    survey.updatedAt = now;
    await em.flush();
    return 'deleted';
  }
  if (survey.status !== 'archived') Object.assign(survey, { status: 'archived', updatedAt: now });
  await em.flush();
  return 'archived';
}
