import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { callerOf } from '../../../../graph-client/graph-client';
import { serializeProject } from '../projects/serializers';
import { v1Responses } from '../schemas';
import { createErrorHandler } from '../surveys/create-error';
import { serializeV1Survey } from '../surveys/serializers';
import { PlaybookList, PlaybookParams, PlaybookResult, PlaybookRun, PlaybookStartBody, PlaybookStartError } from './schemas';
import { serializePlaybook, stepInputOf } from './serializers';
import { PlaybookDocument, PlaybooksDocument, StartPlaybookDocument } from '../../../../graph-client/generated';

export const playbooksRoutes: RouteModule = ({ graph }) => [
  {
    method: 'GET',
    url: '/playbooks',
    config: { scope: 'read' },
    schema: {
      operationId: 'listPlaybooks',
      summary: 'Playbooks: curated sequences of template surveys towards a goal, with their steps',
      tags: ['playbooks'],
      // Small and static like the template catalogue: served whole, so no page or limit (docs/decisions.md, Playbooks).
      querystring: Type.Object({}, { additionalProperties: false }),
      response: v1Responses({ 200: PlaybookList }),
    },
    handler: async (request) => {
      const { playbooks } = await graph.run(PlaybooksDocument, {}, callerOf(request));
      return { success: true as const, data: { playbooks: playbooks.map(serializePlaybook) } };
    },
  },
  typedRoute<{ Params: Static<typeof PlaybookParams> }>({
    method: 'GET',
    url: '/playbooks/:id',
    config: { scope: 'read' },
    schema: {
      operationId: 'getPlaybook',
      summary: 'One playbook with its steps: position, title, guidance and template',
      tags: ['playbooks'],
      params: PlaybookParams,
      response: v1Responses({ 200: PlaybookResult }),
    },
    handler: async (request) => {
      const { id } = request.params;
      const { playbook } = await graph.run(PlaybookDocument, { id }, callerOf(request));
      if (!playbook) throw new ApiError('not_found', 'playbook_not_found', `No such playbook: ${id}`, 'id');
      return { success: true as const, data: serializePlaybook(playbook) };
    },
  }),
  typedRoute<{ Params: Static<typeof PlaybookParams>; Body: Static<typeof PlaybookStartBody> }>({
    method: 'POST',
    url: '/playbooks/:id/start',
    config: { scope: 'write' },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- returns the reply (`return reply.send()`), a thenable Fastify accepts here
    errorHandler: createErrorHandler,
    schema: {
      operationId: 'startPlaybook',
      summary: 'Start a playbook: a new project named after the run and one draft per step from its template, all or nothing',
      tags: ['playbooks'],
      params: PlaybookParams,
      body: PlaybookStartBody,
      response: { ...v1Responses({ 201: PlaybookRun }), 400: PlaybookStartError, 422: PlaybookStartError },
    },
    handler: async (request, reply) => {
      const { name, steps } = request.body;
      const { startPlaybook } = await graph.run(StartPlaybookDocument, { id: request.params.id, input: { name, steps: steps.map(stepInputOf) } }, callerOf(request));
      return reply.code(201).send({
        success: true as const,
        data: { project: serializeProject(startPlaybook.project), surveys: startPlaybook.surveys.map((s) => serializeV1Survey(s)) },
      });
    },
  }),
];
