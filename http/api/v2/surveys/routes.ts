import type { Static } from '@sinclair/typebox';
import { refuseBody, typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { idempotencyKeyOf } from '../../idempotency';
import { IdempotencyHeaders, v2Responses } from '../schemas';
import { Survey, SurveyCreateBody, SurveyPublishResult, SurveyIdParams, SurveyList, SurveyListQuery, SurveyUpdateBody } from './schemas';
import { callerOf } from '../../../../graph-client/graph-client';
import { createSurvey, duplicateSurvey, getSurvey, listSurveys, publishSurvey, stopSurvey, updateSurvey } from '../actions';

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
      return createSurvey(graph, callerOf(request), request.body);
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
      return listSurveys(graph, callerOf(request), request.query);
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
      return getSurvey(graph, callerOf(request), request.params.id);
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
      return updateSurvey(graph, callerOf(request), request.params.id, request.body);
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
      return stopSurvey(graph, callerOf(request), request.params.id);
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
      return duplicateSurvey(graph, callerOf(request), request.params.id);
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
      return publishSurvey(graph, callerOf(request), request.params.id, idempotencyKeyOf(request)!);
    },
  }),
];
