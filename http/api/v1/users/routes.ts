import { Type } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { v1Responses } from '../schemas';
import { CurrentUser } from './schemas';

export const usersRoutes: RouteModule = () => [
  {
    method: 'GET',
    url: '/users/me',
    config: { scope: 'read' },
    schema: {
      operationId: 'getCurrentUser',
      summary: 'The user behind the token',
      tags: ['users'],
      querystring: Type.Object({}, { additionalProperties: false }),
      response: v1Responses({ 200: CurrentUser }),
    },
    handler: async (request) => {
      const user = request.principal!.user;
      // A team key with no person behind it and a team without members: nobody to show.
      if (!user) throw new ApiError('not_found', 'user_not_found', 'No user is associated with this token.');
      return { id: toPublicId('usr', user.id), name: user.name, email: user.email };
    },
  },
];
