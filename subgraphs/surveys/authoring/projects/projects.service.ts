import type { EntityManager } from '@mikro-orm/postgresql';
import { isGuid, newId } from '../../../../platform/ids';
import { creationMode, ownerWhere, type OwnerScope } from '../../../../platform/owner';
import { checkLabelPage, labelsOfSurveys, resolveLabelRefs, setSurveyLabels, type LabelKey, type LabelKind, type NamedRef } from '../labels';
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
  checkLabelPage(PROJECTS, opts.page, opts.limit, PAGE_LIMIT_MAX);
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

/** Projects as a kind of survey label (labels.ts). */
const PROJECTS: LabelKind = {
  noun: 'project',
  param: 'projects',
  unknownKey: 'unknownProjects',
  table: 'projects',
  linkTable: 'survey_projects',
  linkColumn: 'project_id',
  linkVerb: 'group',
  parse: parseProjectRef,
  find: (em, where) => em.find(Project, where),
  links: async (em, survey) => (await em.find(SurveyProject, { survey })).map((link) => ({ labelId: link.project.id, remove: () => em.remove(link) })),
  link: (em, survey, projectId) => em.create(SurveyProject, { survey, project: em.getReference(Project, projectId) }),
  error: (code, message, details) => new ProjectsError(code === 'page_invalid' ? code : `project_${code}`, message, details),
};

/**
 * Project references from a request (GUIDs, or v1 numeric ids as numbers or digit strings)
 * as project UUIDs of the team, once each, in the order given (labels.ts).
 */
export const resolveProjectRefs = (em: EntityManager, owner: OwnerScope, refs: readonly (string | number)[], opts: { param?: string; ignoreUnknown?: boolean } = {}) =>
  resolveLabelRefs(PROJECTS, em, owner, refs, opts);

/** Makes a survey's projects exactly `projectIds` (UUIDs from resolveProjectRefs), in the unit of work (labels.ts). */
export const setSurveyProjects = (em: EntityManager, surveyId: string, projectIds: readonly string[]) => setSurveyLabels(PROJECTS, em, surveyId, projectIds);

/** The projects of each survey ({id, name}, by name), every survey id present. */
export const projectsOfSurveys = (em: EntityManager, surveyIds: readonly string[]): Promise<Map<string, NamedRef[]>> => labelsOfSurveys(PROJECTS, em, surveyIds);

/** A GUID, or a positive integer (v1 numeric id); anything else refers to nothing. */
function parseProjectRef(ref: string | number): LabelKey | null {
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
  const rows = await em.execute<{ project_id: string; n: number }[]>(
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
