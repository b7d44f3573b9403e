import type { Static } from '@sinclair/typebox';
import { fromPublicId } from '../../../../platform/ids';
import { refuseBody, typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { noSuch } from '../not-found';
import { idempotencyKeyOf } from '../../idempotency';
import { IdempotencyHeaders, v2Responses } from '../schemas';
import { Survey, SurveyCreateBody, SurveyPublishResult, SurveyIdParams, SurveyList, SurveyListQuery, SurveyUpdateBody } from './schemas';
import { serializePublishResult, serializeSurvey } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import { v2Survey } from '../../../../graph-client/v2/objects';
import {
  CreateSurveyDocument,
  DuplicateSurveyCoreDocument,
  ListSurveysDocument,
  PublishSurveyDocument,
  StopSurveyDocument,
  UpdateSurveyDocument,
} from '../../../../graph-client/generated';

/** `srv_…` → UUID; a GUID or another prefix is simply not found (v2 never accepts GUIDs). */
function surveyId(id: string): string {
  const uuid = fromPublicId('srv', id);
  if (!uuid) throw noSuch('survey', id);
  return uuid;
}

export const surveysRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Body: Static<typeof SurveyCreateBody> }>({
    method: 'POST',
    url: '/surveys',
    config: { scope: 'write' },
    schema: {
      operationId: 'createSurvey',
      summary: 'Create a draft survey (nothing is charged); returns its cost quote and the credit balance',
      tags: ['surveys'],
      body: SurveyCreateBody,
      response: v2Responses({ 200: Survey }, [422]),
    },
    handler: async (request) => {
      if (request.headers['idempotency-key'] !== undefined) {
        throw new ApiError('invalid', 'parameter_unknown', 'POST /v2/surveys does not take an Idempotency-Key; reconcile retries with externalId.', 'Idempotency-Key');
      }
      // Exactly one of questions or template: the schema's rule (ExactlyOneOf).
      const { template, ...body } = request.body;
      const input = template
        ? { ...body, template: { id: template.id, blanks: Object.entries(template.blanks ?? {}).map(([name, value]) => ({ name, value })), options: template.options ?? [] } }
        : body;
      const data = await graph.run(CreateSurveyDocument, { input }, callerOf(request));
      return serializeSurvey(data.createSurvey);
    },
  }),
  typedRoute<{ Querystring: Static<typeof SurveyListQuery> }>({
    method: 'GET',
    url: '/surveys',
    config: { scope: 'read' },
    schema: {
      operationId: 'listSurveys',
      summary: 'The team’s surveys, newest first',
      tags: ['surveys'],
      querystring: SurveyListQuery,
      response: v2Responses({ 200: SurveyList }),
    },
    handler: async (request) => {
      const { limit = 20, cursor } = request.query;
      const data = await graph.run(ListSurveysDocument, { limit, cursor: cursor ?? null }, callerOf(request));
      return { object: 'list' as const, data: data.surveys.nodes.map(serializeSurvey), hasMore: data.surveys.hasMore, nextCursor: data.surveys.nextCursor };
    },
  }),
  typedRoute<{ Params: Static<typeof SurveyIdParams> }>({
    method: 'GET',
    url: '/surveys/:id',
    config: { scope: 'read' },
    schema: {
      operationId: 'getSurvey',
      summary: 'One survey with a fresh cost quote (recorded; publish honours the latest)',
      tags: ['surveys'],
      params: SurveyIdParams,
      response: v2Responses({ 200: Survey }),
    },
    handler: async (request) => {
      return v2Survey(graph, surveyId(request.params.id), callerOf(request));
    },
  }),
  typedRoute<{ Params: Static<typeof SurveyIdParams>; Body: Static<typeof SurveyUpdateBody> }>({
    method: 'PATCH',
    url: '/surveys/:id',
    config: { scope: 'write' },
    schema: {
      operationId: 'updateSurvey',
      summary: 'Edit a draft; externalId can be set once',
      tags: ['surveys'],
      params: SurveyIdParams,
      body: SurveyUpdateBody,
      response: v2Responses({ 200: Survey }, [409, 422]),
    },
    handler: async (request) => {
      const data = await graph.run(UpdateSurveyDocument, { id: surveyId(request.params.id), input: request.body }, callerOf(request));
      return serializeSurvey(data.updateSurvey);
    },
  }),
  typedRoute<{ Params: Static<typeof SurveyIdParams> }>({
    method: 'POST',
    url: '/surveys/:id/stop',
    config: { scope: 'write' },
    schema: {
      operationId: 'stopSurvey',
      summary: 'Stop collecting responses; safe to retry',
      tags: ['surveys'],
      params: SurveyIdParams,
      response: v2Responses({ 200: Survey }),
    },
    handler: async (request) => {
      const data = await graph.run(StopSurveyDocument, { id: surveyId(request.params.id) }, callerOf(request));
      return serializeSurvey(data.stopSurvey);
    },
  }),
  typedRoute<{ Params: Static<typeof SurveyIdParams> }>({
    method: 'POST',
    url: '/surveys/:id/duplicate',
    preValidation: refuseBody,
    config: { scope: 'write' },
    schema: {
      operationId: 'duplicateSurvey',
      summary:
        'Copy a survey (any status) into a new draft with a fresh cost quote: questions, targeting, reporting and template, not its externalId, responses or orders; duplicatedFrom names the source',
      tags: ['surveys'],
      params: SurveyIdParams,
      response: v2Responses({ 200: Survey }),
    },
    handler: async (request) => {
      if (request.headers['idempotency-key'] !== undefined) {
        throw new ApiError('invalid', 'parameter_unknown', 'POST /v2/surveys/{id}/duplicate does not take an Idempotency-Key; reconcile retries with the list.', 'Idempotency-Key');
      }
      const data = await graph.run(DuplicateSurveyCoreDocument, { id: surveyId(request.params.id) }, callerOf(request));
      return serializeSurvey(data.duplicateSurvey);
    },
  }),
  typedRoute<{ Params: Static<typeof SurveyIdParams> }>({
    method: 'POST',
    url: '/surveys/:id/publish',
    preValidation: refuseBody,
    config: { scope: 'spend', idempotency: 'required' },
    schema: {
      operationId: 'publishSurvey',
      summary: 'Pay for and publish a draft: credits first, then the default card; 200 means paid, collection starts afterwards',
      tags: ['surveys'],
      params: SurveyIdParams,
      headers: IdempotencyHeaders,
      response: v2Responses({ 200: SurveyPublishResult }, [402, 409, 502]),
    },
    handler: async (request) => {
      const data = await graph.run(PublishSurveyDocument, { id: surveyId(request.params.id), idempotencyKey: idempotencyKeyOf(request)! }, callerOf(request));
      return serializePublishResult(data.publishSurvey);
    },
  }),
];
