import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../platform/graphql/context';
import { teamScope } from '../resolvers/scope';
import { ProjectsError } from './projects.errors';
import { createProject, getProject, listProjects, updateProject, type ProjectView } from './projects.service';
import { ProjectInput, ProjectPageType, ProjectType } from './project.types';
import { numberedPage } from '../../../../platform/graphql/page';

export function toProjectType({ project, surveyCount }: ProjectView): ProjectType {
  return {
    id: project.id,
    legacyId: Number(project.legacyId),
    teamId: project.teamId,
    livemode: project.livemode,
    name: project.name,
    description: project.description,
    goal: project.goal,
    archived: project.archived,
    bookmarked: project.bookmarked,
    createdBy: project.createdBy ? { id: project.createdBy } : null,
    surveyCount,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

@Resolver(() => ProjectType)
export class ProjectResolver {
  @Query(() => ProjectPageType, { description: 'The team’s projects, newest first, page by page.' })
  async projects(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('bookmarked', () => Boolean, { nullable: true, description: 'Only bookmarked (true) or not bookmarked (false).' }) bookmarked: boolean | null,
    @Arg('archived', () => Boolean, { nullable: true, description: 'Only archived (true) or active (false).' }) archived: boolean | null,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ProjectPageType> {
    const { items, total } = await listProjects(ctx.em, teamScope(ctx, teamId), { page, limit, bookmarked, archived });
    return numberedPage(items.map(toProjectType), total, page, limit);
  }

  @Query(() => ProjectType, { description: 'One of the team’s projects (id: GUID or numeric id).' })
  async project(
    @IdArg('id', 'uuid', { legacyInteger: true }) id: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ProjectType> {
    return toProjectType(await getProject(ctx.em, teamScope(ctx, teamId), id));
  }

  @Mutation(() => ProjectType, { description: 'Creates a project; the caller’s user is its creator.' })
  async createProject(
    @Arg('input', () => ProjectInput) input: ProjectInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ProjectType> {
    if (input.name == null) throw new ProjectsError('project_invalid', 'name is required.', { param: 'name' });
    return toProjectType(await createProject(ctx.em, teamScope(ctx, teamId), { ...input, name: input.name }));
  }

  @Mutation(() => ProjectType, { description: 'Changes the given fields of a project (id: GUID or numeric id).' })
  async updateProject(
    @IdArg('id', 'uuid', { legacyInteger: true }) id: string,
    @Arg('input', () => ProjectInput) input: ProjectInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ProjectType> {
    return toProjectType(await updateProject(ctx.em, teamScope(ctx, teamId), id, input));
  }
}
