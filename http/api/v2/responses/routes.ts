import type { Static } from '@sinclair/typebox';
import { fromPublicId } from '../../../../platform/ids';
import { typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { noSuch } from '../not-found';
import { callerOf } from '../../../../graph-client/graph-client';
import { v2Responses } from '../schemas';
import { SurveyResponseList, SurveyResponsesParams, SurveyResponsesQuery } from './schemas';
import { serializeResponse } from './serializers';
import { SurveyResponsesDocument } from '../../../../graph-client/generated';

/** A prefixed id the schema let through as the UUID it names; one that is not a valid UUID is a bad parameter. */
function uuidOf(prefix: 'srv' | 'qst', id: string, param: string): string {
  const uuid = fromPublicId(prefix, id);
  if (!uuid) throw new ApiError('invalid', 'parameter_invalid', `Invalid ${param}: expected a ${prefix}_ id.`, param);
  return uuid;
}

/** The path's survey: well-formed (the schema's pattern) but no UUID names no survey, as on every v2 path. */
function surveyId(id: string): string {
  const uuid = fromPublicId('srv', id);
  if (!uuid) throw noSuch('survey', id);
  return uuid;
}

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
    handler: async (request) => {
      const { limit = 20, cursor, question, status = 'valid', pinned } = request.query;
      const { surveyResponses } = await graph.run(
        SurveyResponsesDocument,
        {
          surveyId: surveyId(request.params.id),
          questionId: question ? uuidOf('qst', question, 'question') : null,
          status,
          pinned: pinned ?? null,
          limit,
          cursor: cursor ?? null,
        },
        callerOf(request),
      );
      return {
        object: 'list' as const,
        data: surveyResponses.nodes.map(serializeResponse),
        hasMore: surveyResponses.hasMore,
        nextCursor: surveyResponses.nextCursor,
      };
    },
  }),
];
