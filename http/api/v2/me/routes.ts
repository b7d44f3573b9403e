import { Type } from '@sinclair/typebox';
import type { RouteModule } from '../../../deps';
import { v2Responses } from '../schemas';
import { Me } from './schemas';
import { serializeMe } from './serializers';

export const meRoutes: RouteModule = () => [
  {
    method: 'GET',
    url: '/me',
    config: { scope: 'read' },
    schema: {
      operationId: 'getMe',
      summary: 'The team, user and API key behind the calling key',
      tags: ['me'],
      querystring: Type.Object({}, { additionalProperties: false }),
      response: v2Responses({ 200: Me }),
    },
    // The principal was loaded through the gateway by the auth hook (Authenticate operation).
    handler: async (request) => serializeMe(request.principal!),
  },
];
