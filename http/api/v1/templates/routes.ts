import { Type } from '@sinclair/typebox';
import type { RouteModule } from '../../../deps';
import { v1Responses } from '../schemas';
import { TemplateList } from './schemas';
import { serializeTemplate } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import { TemplatesDocument } from '../../../../graph-client/generated';

export const templatesRoutes: RouteModule = ({ graph }) => [
  {
    method: 'GET',
    url: '/templates',
    config: { scope: 'read' },
    schema: {
      operationId: 'listTemplates',
      summary: 'Survey templates: ids, limits and blanks for POST /v1/surveys with a template',
      tags: ['templates'],
      // The catalogue is small and static: served whole, so no page or limit (docs/decisions.md, Templates).
      querystring: Type.Object({}, { additionalProperties: false }),
      response: v1Responses({ 200: TemplateList }),
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const { templates } = await graph.run(TemplatesDocument, {}, caller);
      return { success: true as const, data: { templates: templates.map(serializeTemplate) } };
    },
  },
];
