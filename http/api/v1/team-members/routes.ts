import type { Static } from '@sinclair/typebox';
import { typedRoute, type RouteModule } from '../../../deps';
import { paginationOf } from '../schemas';
import { v1Responses } from '../schemas';
import { TeamMemberList, TeamMemberListQuery } from './schemas';
import { serializeTeamMember } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import { ListTeamMembersDocument } from '../../../../graph-client/generated';

export const teamMembersRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Querystring: Static<typeof TeamMemberListQuery> }>({
    method: 'GET',
    url: '/users',
    config: { scope: 'read' },
    schema: {
      operationId: 'listTeamMembers',
      summary: 'The people in the caller’s team, in the order they joined',
      tags: ['users'],
      querystring: TeamMemberListQuery,
      response: v1Responses({ 200: TeamMemberList }),
    },
    handler: async (request) => {
      const { page = 1, limit = 20 } = request.query;
      const caller = callerOf(request);
      const { teamMembers } = await graph.run(ListTeamMembersDocument, { page, limit }, caller);
      return {
        success: true as const,
        data: { users: teamMembers.nodes.map(serializeTeamMember), pagination: paginationOf(page, limit, teamMembers.total) },
      };
    },
  }),
];
