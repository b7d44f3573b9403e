import type { Static } from '@sinclair/typebox';
import { typedRoute, type RouteModule } from '../../../deps';
import { paginationOf, v1Responses } from '../schemas';
import { ProjectCreateBody, ProjectIdParams, ProjectList, ProjectListQuery, ProjectResult, ProjectUpdateBody } from './schemas';
import { serializeProject } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import { CreateProjectDocument, ListProjectsDocument, UpdateProjectDocument } from '../../../../graph-client/generated';

export const projectsRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Querystring: Static<typeof ProjectListQuery> }>({
    method: 'GET',
    url: '/projects',
    config: { scope: 'read' },
    schema: {
      operationId: 'listProjects',
      summary: 'The team’s projects, newest first',
      tags: ['projects'],
      querystring: ProjectListQuery,
      response: v1Responses({ 200: ProjectList }),
    },
    handler: async (request) => {
      const { page = 1, limit = 20, bookmarked, archived } = request.query;
      const { projects } = await graph.run(ListProjectsDocument, { page, limit, bookmarked: bookmarked ?? null, archived: archived ?? null }, callerOf(request));
      return {
        success: true as const,
        data: { projects: projects.nodes.map(serializeProject), pagination: paginationOf(page, limit, projects.total) },
      };
    },
  }),
  typedRoute<{ Body: Static<typeof ProjectCreateBody> }>({
    method: 'POST',
    url: '/projects',
    config: { scope: 'write' },
    schema: {
      operationId: 'createProject',
      summary: 'Create a project',
      tags: ['projects'],
      body: ProjectCreateBody,
      response: v1Responses({ 201: ProjectResult }),
    },
    handler: async (request, reply) => {
      const { createProject } = await graph.run(CreateProjectDocument, { input: request.body }, callerOf(request));
      return reply.code(201).send({ success: true as const, data: serializeProject(createProject) });
    },
  }),
  typedRoute<{ Params: Static<typeof ProjectIdParams>; Body: Static<typeof ProjectUpdateBody> }>({
    method: 'PATCH',
    url: '/projects/:id',
    config: { scope: 'write' },
    schema: {
      operationId: 'updateProject',
      summary: 'Change a project’s name, description, goal, archived or bookmarked',
      tags: ['projects'],
      params: ProjectIdParams,
      body: ProjectUpdateBody,
      response: v1Responses({ 200: ProjectResult }),
    },
    handler: async (request) => {
      const { updateProject } = await graph.run(UpdateProjectDocument, { id: request.params.id, input: request.body }, callerOf(request));
      return { success: true as const, data: serializeProject(updateProject) };
    },
  }),
];
