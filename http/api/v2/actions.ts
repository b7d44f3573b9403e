import type { Static } from '@sinclair/typebox';
import { fromPublicId } from '../../../platform/ids';
import { ApiError } from '../../../graph-client/errors';
import type { CallerContext, GraphClient } from '../../../graph-client/graph-client';
import { GRAPH_TRAIT_KIND } from '../../../graph-client/graph-enums';
import {
  CreateCreditPackOrderDocument,
  CreateSurveyDocument,
  CreditBalanceDocument,
  DuplicateSurveyCoreDocument,
  ListSurveysDocument,
  PublishSurveyDocument,
  StopSurveyDocument,
  SurveyResponsesDocument,
  TraitsDocument,
  UpdateSurveyDocument,
} from '../../../graph-client/generated';
import { v2Survey } from '../../../graph-client/v2/objects';
import { noSuch } from './not-found';
import type { SurveyCreateBody, SurveyListQuery, SurveyUpdateBody } from './surveys/schemas';
import { serializePublishResult, serializeSurvey } from './surveys/serializers';
import type { SurveyResponsesQuery } from './responses/schemas';
import { serializeResponse } from './responses/serializers';
import type { TraitsQuery } from './traits/schemas';
import { serializeTraitList } from './traits/serializers';
import { serializeCreditBalance, serializeOrder } from './billing/serializers';

/**
 * What v2 does for a request, once its input is valid: the GraphQL operations it runs and the
 * v2 object it answers. The v2 routes and the MCP tools (http/mcp) both call these, so the two
 * transports cannot drift apart.
 */

/** A survey named by its `srv_` id; well-formed but no UUID names no survey, as on every v2 path. */
export function surveyUuid(id: string): string {
  const uuid = fromPublicId('srv', id);
  if (!uuid) throw noSuch('survey', id);
  return uuid;
}

/** A prefixed id the schema let through as the UUID it names; one that is not a valid UUID is a bad parameter. */
function uuidOf(prefix: 'qst', id: string, param: string): string {
  const uuid = fromPublicId(prefix, id);
  if (!uuid) throw new ApiError('invalid', 'parameter_invalid', `Invalid ${param}: expected a ${prefix}_ id.`, param);
  return uuid;
}

export async function listTraits(graph: GraphClient, caller: CallerContext, { country, kind }: Static<typeof TraitsQuery>) {
  try {
    const { traits } = await graph.run(TraitsDocument, { country, kind: kind && GRAPH_TRAIT_KIND[kind] }, caller);
    return serializeTraitList(traits);
  } catch (e) {
    // An unsupported country is an invalid parameter (spec: v2 400 codes), not a code of its own.
    if (e instanceof ApiError && e.code === 'country_unsupported') throw new ApiError('invalid', 'parameter_invalid', e.message, 'country');
    throw e;
  }
}

export async function listSurveys(graph: GraphClient, caller: CallerContext, { limit = 20, cursor }: Static<typeof SurveyListQuery>) {
  const data = await graph.run(ListSurveysDocument, { limit, cursor: cursor ?? null }, caller);
  return { object: 'list' as const, data: data.surveys.nodes.map(serializeSurvey), hasMore: data.surveys.hasMore, nextCursor: data.surveys.nextCursor };
}

export const getSurvey = (graph: GraphClient, caller: CallerContext, id: string) => v2Survey(graph, surveyUuid(id), caller);

export async function createSurvey(graph: GraphClient, caller: CallerContext, body: Static<typeof SurveyCreateBody>) {
  // Exactly one of questions or template: the schema's rule (ExactlyOneOf).
  const { template, ...rest } = body;
  const input = template
    ? { ...rest, template: { id: template.id, blanks: Object.entries(template.blanks ?? {}).map(([name, value]) => ({ name, value })), options: template.options ?? [] } }
    : rest;
  const data = await graph.run(CreateSurveyDocument, { input }, caller);
  return serializeSurvey(data.createSurvey);
}

export async function updateSurvey(graph: GraphClient, caller: CallerContext, id: string, input: Static<typeof SurveyUpdateBody>) {
  const data = await graph.run(UpdateSurveyDocument, { id: surveyUuid(id), input }, caller);
  return serializeSurvey(data.updateSurvey);
}

export async function stopSurvey(graph: GraphClient, caller: CallerContext, id: string) {
  return serializeSurvey((await graph.run(StopSurveyDocument, { id: surveyUuid(id) }, caller)).stopSurvey);
}

export async function duplicateSurvey(graph: GraphClient, caller: CallerContext, id: string) {
  return serializeSurvey((await graph.run(DuplicateSurveyCoreDocument, { id: surveyUuid(id) }, caller)).duplicateSurvey);
}

/**
 * Pays for and publishes a draft under an idempotency key (the same key resumes or replays,
 * never charges twice); with `expectedCost`, a price other than the one shown is refused.
 */
export async function publishSurvey(
  graph: GraphClient,
  caller: CallerContext,
  id: string,
  idempotencyKey: string,
  expectedCost: { amount: number; credits: number } | null = null,
) {
  const data = await graph.run(PublishSurveyDocument, { id: surveyUuid(id), idempotencyKey, expectedCost }, caller);
  return serializePublishResult(data.publishSurvey);
}

export async function listResponses(graph: GraphClient, caller: CallerContext, id: string, query: Static<typeof SurveyResponsesQuery>) {
  const { limit = 20, cursor, question, status = 'valid', pinned } = query;
  const { surveyResponses } = await graph.run(
    SurveyResponsesDocument,
    { surveyId: surveyUuid(id), questionId: question ? uuidOf('qst', question, 'question') : null, status, pinned: pinned ?? null, limit, cursor: cursor ?? null },
    caller,
  );
  return { object: 'list' as const, data: surveyResponses.nodes.map(serializeResponse), hasMore: surveyResponses.hasMore, nextCursor: surveyResponses.nextCursor };
}

export async function getCreditBalance(graph: GraphClient, caller: CallerContext) {
  return serializeCreditBalance((await graph.run(CreditBalanceDocument, {}, caller)).creditBalance);
}

/** Opens a credit-pack order under an idempotency key: the order (pending) and its hosted checkout URL for a person to pay at. */
export async function createCreditPackOrder(graph: GraphClient, caller: CallerContext, pack: string, idempotencyKey: string) {
  const order = serializeOrder((await graph.run(CreateCreditPackOrderDocument, { pack, idempotencyKey }, caller)).createCreditPackOrder);
  return { ...order, orderId: order.id };
}
