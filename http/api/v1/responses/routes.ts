import type { Static } from '@sinclair/typebox';
import { isGuid } from '../../../../platform/ids';
import { refuseBody, typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { callerOf } from '../../../../graph-client/graph-client';
import { paginationOf, v1Responses } from '../schemas';
import {
  FollowupBody,
  FollowupCreated,
  FollowupList,
  FollowupListQuery,
  FollowupParams,
  PinResult,
  RateBody,
  RateResult,
  RatingDeleted,
  ResponseIdParams,
  ResponseList,
  ResponseListQuery,
  SurveyIdParams,
} from './schemas';
import { serializeFollowup, serializeV1Response } from './serializers';
import {
  DeleteResponseRatingDocument,
  FollowupsDocument,
  PinResponseDocument,
  RateResponseDocument,
  SendFollowupDocument,
  SurveyResponsesDocument,
} from '../../../../graph-client/generated';

/**
 * A v1 response id as the UUID it names. The path pattern admits more than GUIDs (spec:
 * Identifiers); every response of ours has a GUID, so any other id is simply not found.
 */
function responseId(id: string, param = 'id'): string {
  if (!isGuid(id)) throw new ApiError('not_found', 'response_not_found', `No such response: ${id}`, param);
  return id.toLowerCase();
}

/** No response has the nil UUID: what a response id of the contract's form that is not one of ours filters by (nothing matches; the survey is still looked up). */
const NO_RESPONSE = '00000000-0000-0000-0000-000000000000';

function followupResponseFilter(id: string): string {
  return isGuid(id) ? id.toLowerCase() : NO_RESPONSE;
}

export const v1ResponsesRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Params: Static<typeof SurveyIdParams>; Querystring: Static<typeof ResponseListQuery> }>({
    method: 'GET',
    url: '/surveys/:id/responses',
    config: { scope: 'read' },
    schema: {
      operationId: 'listSurveyResponses',
      summary: 'A survey’s responses in collection order, page/limit; valid ones unless status says otherwise',
      tags: ['responses'],
      params: SurveyIdParams,
      querystring: ResponseListQuery,
      response: v1Responses({ 200: ResponseList }),
    },
    handler: async (request) => {
      const { page = 1, limit = 20, question_id, status = 'valid', pinned } = request.query;
      const { surveyResponses } = await graph.run(
        SurveyResponsesDocument,
        { surveyId: request.params.id.toLowerCase(), questionId: question_id?.toLowerCase() ?? null, status, pinned: pinned ?? null, limit, page },
        callerOf(request),
      );
      return {
        success: true as const,
        data: { responses: surveyResponses.nodes.map(serializeV1Response), pagination: paginationOf(page, limit, surveyResponses.total ?? 0) },
      };
    },
  }),
  typedRoute<{ Params: Static<typeof ResponseIdParams>; Body: Static<typeof RateBody> }>({
    method: 'POST',
    url: '/responses/:id/rate',
    config: { scope: 'write' },
    schema: {
      operationId: 'rateResponse',
      summary: 'Rate a response (upsert; an omitted comment keeps the stored one). not_helpful rejects the respondent, within the flag cap (409 past it)',
      tags: ['responses'],
      params: ResponseIdParams,
      body: RateBody,
      response: v1Responses({ 200: RateResult }, [409]),
    },
    handler: async (request) => {
      const id = responseId(request.params.id);
      const { rateResponse } = await graph.run(RateResponseDocument, { responseId: id, rating: request.body.rating, comment: request.body.comment ?? null }, callerOf(request));
      return { success: true as const, data: { id: rateResponse.responseId, rating: rateResponse.rating, comment: rateResponse.comment ?? '' } };
    },
  }),
  typedRoute<{ Params: Static<typeof ResponseIdParams> }>({
    method: 'DELETE',
    url: '/responses/:id/rate',
    config: { scope: 'write' },
    schema: {
      operationId: 'deleteResponseRating',
      summary: 'Remove a response’s rating (frees flag cap space; a rejection stays); 404 when it has none',
      tags: ['responses'],
      params: ResponseIdParams,
      response: v1Responses({ 200: RatingDeleted }),
    },
    handler: async (request) => {
      const id = responseId(request.params.id);
      const { deleteResponseRating } = await graph.run(DeleteResponseRatingDocument, { responseId: id }, callerOf(request));
      return { success: true as const, data: { id: deleteResponseRating.responseId, deleted: true as const } };
    },
  }),
  ...[true, false].map((pinned) =>
    typedRoute<{ Params: Static<typeof ResponseIdParams> }>({
      method: pinned ? 'POST' : 'DELETE',
      url: '/responses/:id/pin',
      preValidation: refuseBody,
      config: { scope: 'write' },
      schema: {
        operationId: pinned ? 'pinResponse' : 'unpinResponse',
        summary: pinned ? 'Pin a response: pinned responses come first under their question (idempotent)' : 'Unpin a response (idempotent)',
        tags: ['responses'],
        params: ResponseIdParams,
        response: v1Responses({ 200: PinResult }),
      },
      handler: async (request) => {
        const id = responseId(request.params.id);
        const { pinResponse } = await graph.run(PinResponseDocument, { responseId: id, pinned }, callerOf(request));
        return { success: true as const, data: { id: pinResponse.id, pinned: pinResponse.pinned } };
      },
    }),
  ),
  typedRoute<{ Params: Static<typeof FollowupParams>; Body: Static<typeof FollowupBody> }>({
    method: 'POST',
    url: '/surveys/:id/responses/:responseId/followup',
    // It spends a credit, as publish spends the survey's price.
    config: { scope: 'spend' },
    schema: {
      operationId: 'sendFollowup',
      summary: 'Send a follow-up question to a valid response’s respondent for 1 credit (402 when credits are short; at most 3 per response)',
      tags: ['responses'],
      params: FollowupParams,
      body: FollowupBody,
      response: v1Responses({ 201: FollowupCreated }, [402, 409]),
    },
    handler: async (request, reply) => {
      const id = responseId(request.params.responseId, 'responseId');
      const { sendFollowup } = await graph.run(
        SendFollowupDocument,
        { surveyId: request.params.id.toLowerCase(), responseId: id, question: request.body.question },
        callerOf(request),
      );
      return reply.code(201).send({ success: true as const, data: serializeFollowup(sendFollowup) });
    },
  }),
  typedRoute<{ Params: Static<typeof SurveyIdParams>; Querystring: Static<typeof FollowupListQuery> }>({
    method: 'GET',
    url: '/surveys/:id/followup-answers',
    config: { scope: 'read' },
    schema: {
      operationId: 'listFollowupAnswers',
      summary: 'A survey’s follow-up questions and their answers in the order sent, page/limit; optionally for one response',
      tags: ['responses'],
      params: SurveyIdParams,
      querystring: FollowupListQuery,
      response: v1Responses({ 200: FollowupList }),
    },
    handler: async (request) => {
      const { page = 1, limit = 20, response_id } = request.query;
      const { followups } = await graph.run(
        FollowupsDocument,
        { surveyId: request.params.id.toLowerCase(), responseId: response_id === undefined ? null : followupResponseFilter(response_id), page, limit },
        callerOf(request),
      );
      return { data: followups.nodes.map(serializeFollowup), pagination: paginationOf(page, limit, followups.total) };
    },
  }),
];
