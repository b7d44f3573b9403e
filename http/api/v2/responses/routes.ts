import type { Static } from '@sinclair/typebox';
import { typedRoute, type RouteModule } from '../../../deps';
import { callerOf } from '../../../../graph-client/graph-client';
import { v2Responses } from '../schemas';
import { SurveyResponseList, SurveyResponsesParams, SurveyResponsesQuery } from './schemas';
import { listResponses } from '../actions';

export const responsesRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Params: Static<typeof SurveyResponsesParams>; Querystring: Static<typeof SurveyResponsesQuery> }>({
    method: 'GET',
    url: '/surveys/:id/responses',
    config: { scope: 'read' },
    schema: {
      operationId: 'listSurveyResponses',
      summary: 'A survey’s responses, newest first, cursor-paged; valid ones unless status says otherwise',
      tags: ['responses'],
      params: SurveyResponsesParams,
      querystring: SurveyResponsesQuery,
      response: v2Responses({ 200: SurveyResponseList }),
    },
    handler: async (request) => listResponses(graph, callerOf(request), request.params.id, request.query),
  }),
];
