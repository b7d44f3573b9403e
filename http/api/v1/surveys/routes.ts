import type { Static } from '@sinclair/typebox';
import { OPTION_KINDS, QUESTION_TYPES, SURVEY_STATUSES } from '../../../../subgraphs/surveys';
import { refuseBody, typedRoute, type RouteModule } from '../../../deps';
import { idempotencyKeyOf } from '../../idempotency';
import { ApiError } from '../../../../graph-client/errors';
import { paginationOf, v1Responses } from '../schemas';
import { createErrorHandler } from './create-error';
import { toSearchFilter, toSurveyInput } from './inputs';
import {
  V1PublishEnvelope,
  V1CreateError,
  V1DeleteResult,
  V1SurveyCreateBody,
  V1SurveyEnvelope,
  V1SurveyList,
  V1SurveyListQuery,
  V1SurveyParams,
  V1SurveyUpdateBody,
} from './schemas';
import { serializeV1ListItem, serializeV1Survey } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import {
  CreateSurveyDocument,
  DeleteSurveyDocument,
  DuplicateSurveyDocument,
  GetSurveyDocument,
  PublishSurveyDocument,
  SearchSurveysDocument,
  SurveyResultsAndResponsesDocument,
  UpdateSurveyDocument,
} from '../../../../graph-client/generated';

const ALLOWED = { statuses: SURVEY_STATUSES, types: QUESTION_TYPES, optionTypes: OPTION_KINDS };
/** Responses shown with each question of GET /v1/surveys/{id}; the full list is GET /v1/surveys/{id}/responses. */
const RESPONSES_PER_QUESTION = 100;

export const v1SurveysRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Body: Static<typeof V1SurveyCreateBody> }>({
    method: 'POST',
    url: '/surveys',
    config: { scope: 'write' },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- returns the reply (`return reply.send()`), a thenable Fastify accepts here
    errorHandler: createErrorHandler,
    schema: {
      operationId: 'createSurvey',
      summary: 'Create a draft survey from questions or a template; publishing is a separate step',
      tags: ['surveys'],
      body: V1SurveyCreateBody,
      response: { ...v1Responses({ 201: V1SurveyEnvelope }), 400: V1CreateError, 422: V1CreateError },
    },
    handler: async (request, reply) => {
      const body = request.body;
      if ((body.questions === undefined) === (body.template === undefined)) {
        throw body.questions
          ? new ApiError('invalid', 'parameter_invalid', 'Send exactly one of questions or template, not both.', 'template')
          : new ApiError('invalid', 'parameter_missing', 'Send exactly one of questions or template.', 'questions');
      }
      const data = await graph.run(CreateSurveyDocument, { input: toSurveyInput(body) }, callerOf(request));
      return reply.code(201).send({ success: true, data: serializeV1Survey(data.createSurvey) });
    },
  }),
  typedRoute<{ Querystring: Static<typeof V1SurveyListQuery> }>({
    method: 'GET',
    url: '/surveys',
    config: { scope: 'read' },
    schema: {
      operationId: 'listSurveys',
      summary: 'The team’s surveys with filters, sort and page/limit; archived ones only when asked for by status',
      tags: ['surveys'],
      querystring: V1SurveyListQuery,
      response: v1Responses({ 200: V1SurveyList }),
    },
    handler: async (request) => {
      const filter = toSearchFilter(request.query, ALLOWED);
      const data = await graph.run(SearchSurveysDocument, { filter }, callerOf(request));
      const { total } = data.searchSurveys;
      return {
        success: true as const,
        data: data.searchSurveys.nodes.map(serializeV1ListItem),
        pagination: paginationOf(filter.page, filter.limit, total),
      };
    },
  }),
  typedRoute<{ Params: Static<typeof V1SurveyParams> }>({
    method: 'GET',
    url: '/surveys/:id',
    config: { scope: 'read' },
    schema: {
      operationId: 'getSurvey',
      summary: 'One survey with a fresh cost quote and, per question, its results (with breakdowns) and valid responses, pinned first',
      tags: ['surveys'],
      params: V1SurveyParams,
      response: v1Responses({ 200: V1SurveyEnvelope }),
    },
    handler: async (request) => {
      const id = request.params.id.toLowerCase();
      // Two operations, each with its own EntityManager (see SurveyResultsAndResponses).
      const [{ survey }, collected] = await Promise.all([
        graph.run(GetSurveyDocument, { id, insights: true }, callerOf(request)),
        graph.run(SurveyResultsAndResponsesDocument, { id, perQuestion: RESPONSES_PER_QUESTION }, callerOf(request)),
      ]);
      return { success: true as const, data: serializeV1Survey(survey, { results: collected.surveyResults, responses: collected.questionResponses }) };
    },
  }),
  typedRoute<{ Params: Static<typeof V1SurveyParams>; Body: Static<typeof V1SurveyUpdateBody> }>({
    method: 'PATCH',
    url: '/surveys/:id',
    config: { scope: 'write' },
    schema: {
      operationId: 'updateSurvey',
      summary: 'Edit a draft; externalId can be set once (409 on a change or after publication)',
      tags: ['surveys'],
      params: V1SurveyParams,
      body: V1SurveyUpdateBody,
      response: v1Responses({ 200: V1SurveyEnvelope }, [409]),
    },
    handler: async (request) => {
      const data = await graph.run(UpdateSurveyDocument, { id: request.params.id.toLowerCase(), input: toSurveyInput(request.body) }, callerOf(request));
      return { success: true as const, data: serializeV1Survey(data.updateSurvey) };
    },
  }),
  typedRoute<{ Params: Static<typeof V1SurveyParams> }>({
    method: 'DELETE',
    url: '/surveys/:id',
    config: { scope: 'write' },
    schema: {
      operationId: 'deleteSurvey',
      summary: 'Delete a draft, or archive a published survey (idempotent)',
      tags: ['surveys'],
      params: V1SurveyParams,
      response: v1Responses({ 200: V1DeleteResult }),
    },
    handler: async (request) => {
      const data = await graph.run(DeleteSurveyDocument, { id: request.params.id.toLowerCase() }, callerOf(request));
      return { success: true as const, data: { action: data.deleteSurvey } };
    },
  }),
  typedRoute<{ Params: Static<typeof V1SurveyParams> }>({
    method: 'POST',
    url: '/surveys/:id/duplicate',
    preValidation: refuseBody,
    config: { scope: 'write' },
    schema: {
      operationId: 'duplicateSurvey',
      summary:
        'Copy a survey (any status) into a new draft with a fresh cost quote: questions, targeting, reporting, projects, tags and template, not its externalId, responses or orders; duplicatedFrom names the source',
      tags: ['surveys'],
      params: V1SurveyParams,
      response: v1Responses({ 201: V1SurveyEnvelope }),
    },
    handler: async (request, reply) => {
      const data = await graph.run(DuplicateSurveyDocument, { id: request.params.id.toLowerCase() }, callerOf(request));
      return reply.code(201).send({ success: true, data: serializeV1Survey(data.duplicateSurvey) });
    },
  }),
  typedRoute<{ Params: Static<typeof V1SurveyParams> }>({
    method: 'POST',
    url: '/surveys/:id/publish',
    preValidation: refuseBody,
    config: { scope: 'spend', idempotency: 'optional' },
    schema: {
      operationId: 'publishSurvey',
      summary: 'Pay for and publish a draft (v2 publish rules; Idempotency-Key optional, the survey itself keys retries)',
      tags: ['surveys'],
      params: V1SurveyParams,
      response: v1Responses({ 200: V1PublishEnvelope }, [402, 409, 502]),
    },
    handler: async (request) => {
      const id = request.params.id.toLowerCase();
      // Without a key, a retry of the same survey's publish resumes it (docs/decisions.md).
      const idempotencyKey = idempotencyKeyOf(request) ?? `v1-publish:${id}`;
      const data = await graph.run(PublishSurveyDocument, { id, idempotencyKey }, callerOf(request));
      const r = data.publishSurvey;
      return {
        success: true as const,
        data: {
          orderId: r.orderId,
          status: 'paid' as const,
          creditsUsed: r.creditsUsed,
          cardCharged: r.cardCharged,
          amount: r.amount,
          currency: r.currency,
          survey: serializeV1Survey(r.survey),
        },
      };
    },
  }),
];
