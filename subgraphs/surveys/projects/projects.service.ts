import type { EntityManager } from '@mikro-orm/postgresql';
import { isGuid, newId } from '../../../platform/ids';
import { creationMode, ownerWhere, type OwnerScope } from '../../../platform/owner';
import { Survey } from '../entities/survey.entity';
import { Project } from './entities/project.entity';
import { SurveyProject } from './entities/survey-project.entity';
import { ProjectsError } from './projects.errors';

export const NAME_MAX = 200;
export const TEXT_MAX = 2000;
export const PAGE_LIMIT_MAX = 100;

export interface ProjectFields {
  name?: string | null;
  description?: string | null;
  goal?: string | null;
  archived?: boolean | null;
  bookmarked?: boolean | null;
}

/** A project with the number of its surveys that are not deleted. */
export interface ProjectView {
  project: Project;
  surveyCount: number;
}

export interface ProjectListOptions {
  page: number;
  limit: number;
  /** Only bookmarked (true) or only not bookmarked (false) projects; both when absent. */
  bookmarked?: boolean | null;
  /** Only archived (true) or only active (false) projects; both when absent. */
  archived?: boolean | null;
}

/** A project and tag reference as a survey carries it. */
export interface NamedRef {
  id: string;
  name: string;
}

/** Creates a project of the team in the caller's mode; the caller's user (if any) is recorded as its creator. */
export async function createProject(em: EntityManager, scope: OwnerScope & { userId: string | null }, input: ProjectFields & { name: string }): Promise<ProjectView> {
  const now = new Date();
  const project = em.create(Project, {
    id: newId(),
    teamId: scope.teamId,
    livemode: creationMode(scope),
    name: checkedName(input.name),
    description: checkedText('description', input.description ?? ''),
    goal: checkedText('goal', input.goal ?? ''),
    archived: input.archived ?? false,
    bookmarked: input.bookmarked ?? false,
    createdBy: scope.userId,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return { project, surveyCount: 0 };
}

/** Changes the given fields of a project of the team (by GUID or numeric id); absent fields stay. */
export async function updateProject(em: EntityManager, owner: OwnerScope, ref: string, patch: ProjectFields): Promise<ProjectView> {
  const project = await findProject(em, owner, ref);
  if (patch.name != null) project.name = checkedName(patch.name);
  if (patch.description != null) project.description = checkedText('description', patch.description);
  if (patch.goal != null) project.goal = checkedText('goal', patch.goal);
  if (patch.archived != null) project.archived = patch.archived;
  if (patch.bookmarked != null) project.bookmarked = patch.bookmarked;
  project.updatedAt = new Date();
  await em.flush();
  return { project, surveyCount: (await surveyCounts(em, [project.id])).get(project.id) ?? 0 };
}

/** One project of the team, by GUID or numeric id. Another team's or mode's project is not found. */
export async function getProject(em: EntityManager, owner: OwnerScope, ref: string): Promise<ProjectView> {
  const project = await findProject(em, owner, ref);
  return { project, surveyCount: (await surveyCounts(em, [project.id])).get(project.id) ?? 0 };
}

/** The team's projects, newest first, page by page, with the total matching the filters. */
export async function listProjects(em: EntityManager, owner: OwnerScope, opts: ProjectListOptions): Promise<{ items: ProjectView[]; total: number }> {
  checkPage(opts.page, opts.limit);
  const where = {
    ...ownerWhere(owner),
    ...(opts.bookmarked != null ? { bookmarked: opts.bookmarked } : {}),
    ...(opts.archived != null ? { archived: opts.archived } : {}),
  };
  const [rows, total] = await em.findAndCount(Project, where, {
    orderBy: { id: 'desc' },
    limit: opts.limit,
    offset: (opts.page - 1) * opts.limit,
  });
  const counts = await surveyCounts(
    em,
    rows.map((p) => p.id),
  );
  return { items: rows.map((project) => ({ project, surveyCount: counts.get(project.id) ?? 0 })), total };
}

/**
 * Project references from a request (GUIDs, or v1 numeric ids as numbers or digit strings)
 * as project UUIDs of the team, once each, in the order given. An unknown reference, or
 * another team's project, is a bad parameter (`project_unknown`, kind invalid, `param`),
 * unless `ignoreUnknown` (filters: a project that does not exist matches nothing).
 */
export async function resolveProjectRefs(
  em: EntityManager,
  owner: OwnerScope,
  refs: readonly (string | number)[],
  opts: { param?: string; ignoreUnknown?: boolean } = {},
): Promise<string[]> {
  const parsed = refs.map((ref) => ({ ref: String(ref).trim(), key: parseProjectRef(ref) }));
  const ids = parsed.flatMap((p) => (p.key && 'id' in p.key ? [p.key.id] : []));
  const legacyIds = parsed.flatMap((p) => (p.key && 'legacyId' in p.key ? [p.key.legacyId] : []));
  const or = [...(ids.length ? [{ id: { $in: ids } }] : []), ...(legacyIds.length ? [{ legacyId: { $in: legacyIds } }] : [])];
  const rows = or.length ? await em.find(Project, { ...ownerWhere(owner), $or: or }) : [];
  const found = (key: ProjectKey | null) => key && rows.find((r) => ('id' in key ? r.id === key.id : Number(r.legacyId) === key.legacyId));
  const unknown = parsed.filter((p) => !found(p.key)).map((p) => p.ref);
  if (unknown.length && !opts.ignoreUnknown) {
    throw new ProjectsError('project_unknown', `No such project for this team: ${unknown.join(', ')}.`, {
      param: opts.param ?? 'projects',
      extra: { unknownProjects: unknown },
    });
  }
  return [...new Set(parsed.flatMap((p) => found(p.key)?.id ?? []))];
}

/**
 * Makes a survey's projects exactly `projectIds` (UUIDs from resolveProjectRefs): links are
 * added and removed in the unit of work and written on the next flush, so it works for a
 * survey created in the same unit of work. Every project must be of the survey's team and mode.
 */
export async function setSurveyProjects(em: EntityManager, surveyId: string, projectIds: readonly string[]): Promise<void> {
  const survey = await em.findOne(Survey, { id: surveyId });
  if (!survey) throw new ProjectsError('project_invalid', `No survey ${surveyId} to group.`, { param: 'surveyId' });
  const wanted = [...new Set(projectIds)];
  const projects = wanted.length ? await em.find(Project, { id: { $in: wanted }, teamId: survey.teamId, livemode: survey.livemode }) : [];
  if (projects.length !== wanted.length) {
    const unknown = wanted.filter((id) => !projects.some((p) => p.id === id));
    throw new ProjectsError('project_unknown', `No such project for this team: ${unknown.join(', ')}.`, {
      param: 'projects',
      extra: { unknownProjects: unknown },
    });
  }
  const existing = await em.find(SurveyProject, { survey });
  for (const link of existing) if (!wanted.includes(link.project.id)) em.remove(link);
  for (const project of projects) {
    if (!existing.some((link) => link.project.id === project.id)) em.create(SurveyProject, { survey, project });
  }
}

/**
 * The projects of each survey ({id, name}, by name), every survey id present (empty when
 * none). Only links within one team are read.
 */
export async function projectsOfSurveys(em: EntityManager, surveyIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
  const out = new Map<string, NamedRef[]>(surveyIds.map((id) => [id, []]));
  if (!surveyIds.length) return out;
  const rows = await em.getConnection().execute<{ survey_id: string; id: string; name: string }[]>(
    `select sp.survey_id, p.id, p.name
       from surveys.survey_projects sp
       join surveys.surveys s on s.id = sp.survey_id
       join surveys.projects p on p.id = sp.project_id and p.team_id = s.team_id and p.livemode = s.livemode
      where sp.survey_id in (?)
      order by lower(p.name), p.id`,
    [[...surveyIds]],
  );
  for (const r of rows) out.get(r.survey_id)?.push({ id: r.id, name: r.name });
  return out;
}

type ProjectKey = { id: string } | { legacyId: number };

/** A GUID, or a positive integer (v1 numeric id); anything else refers to nothing. */
function parseProjectRef(ref: string | number): ProjectKey | null {
  if (typeof ref === 'number') return Number.isSafeInteger(ref) && ref > 0 ? { legacyId: ref } : null;
  const s = ref.trim();
  if (isGuid(s)) return { id: s.toLowerCase() };
  if (/^[1-9][0-9]{0,14}$/.test(s)) return { legacyId: Number(s) };
  return null;
}

async function findProject(em: EntityManager, owner: OwnerScope, ref: string): Promise<Project> {
  const key = parseProjectRef(ref);
  const project = key ? await em.findOne(Project, { ...ownerWhere(owner), ...key }) : null;
  if (!project) throw new ProjectsError('project_not_found', `No such project: ${ref}`, { param: 'id' });
  return project;
}

/** Surveys per project that are not deleted (archived surveys still count: they keep their data). */
async function surveyCounts(em: EntityManager, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (!projectIds.length) return new Map();
  const rows = await em.getConnection().execute<{ project_id: string; n: number }[]>(
    `select sp.project_id, count(*)::int as n
       from surveys.survey_projects sp
       join surveys.projects p on p.id = sp.project_id
       join surveys.surveys s on s.id = sp.survey_id and s.team_id = p.team_id and s.livemode = p.livemode
      where sp.project_id in (?) and s.deleted_at is null
      group by sp.project_id`,
    [[...projectIds]],
  );
  return new Map(rows.map((r) => [r.project_id, r.n]));
}

function checkedName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new ProjectsError('project_invalid', 'name must not be empty.', { param: 'name' });
  if (name.length > NAME_MAX) throw new ProjectsError('project_invalid', `name must be at most ${NAME_MAX} characters.`, { param: 'name' });
  return name;
}

function checkedText(param: 'description' | 'goal', raw: string): string {
  const text = raw.trim();
  if (text.length > TEXT_MAX) throw new ProjectsError('project_invalid', `${param} must be at most ${TEXT_MAX} characters.`, { param });
  return text;
}

function checkPage(page: number, limit: number): void {
  if (!Number.isInteger(page) || page < 1) throw new ProjectsError('page_invalid', 'page must be an integer of at least 1.', { param: 'page' });
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX) {
    throw new ProjectsError('page_invalid', `limit must be an integer from 1 to ${PAGE_LIMIT_MAX}.`, { param: 'limit' });
  }
}
