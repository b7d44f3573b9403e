import type { Static } from '@sinclair/typebox';
import type { RouteModule } from '../../../deps';
import { v2Responses } from '../schemas';
import { TraitList, TraitsQuery } from './schemas';
import { callerOf } from '../../../../graph-client/graph-client';
import { listTraits } from '../actions';

export const traitsRoutes: RouteModule = ({ graph }) => [
  {
    method: 'GET',
    url: '/traits',
    config: { scope: 'read' },
    schema: {
      operationId: 'listTraits',
      summary: 'Targeting and reporting traits of a respondent country',
      description: 'The whole catalogue of one country in a single list (hasMore is false, nextCursor null); no cursor or limit.',
      tags: ['traits'],
      querystring: TraitsQuery,
      response: v2Responses({ 200: TraitList }),
    },
    // Validated against TraitsQuery before the handler runs.
    handler: async (request) => listTraits(graph, callerOf(request), request.query as Static<typeof TraitsQuery>),
  },
];
