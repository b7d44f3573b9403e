import type { CallerContext, GraphClient } from '../graph-client';
import { GetOrderDocument, GetSurveyCoreDocument } from '../generated';
import { v2OrderOf } from './order';
import { v2SurveyOf } from './survey';

/**
 * The v2 representation of one resource, as `GET /v2/surveys/{id}` and `GET /v2/orders/{id}`
 * answer it: the named operation, then the v2 serializer. The GET routes and webhook events'
 * `data.object` (workers/jobs/webhook-objects.ts) both come through here, so they cannot drift.
 * Ids are internal UUIDs.
 */
export async function v2Survey(graph: GraphClient, id: string, caller: CallerContext) {
  const data = await graph.run(GetSurveyCoreDocument, { id }, caller);
  return v2SurveyOf(data.survey);
}

export async function v2Order(graph: GraphClient, id: string, caller: CallerContext) {
  const data = await graph.run(GetOrderDocument, { id }, caller);
  return v2OrderOf(data.order);
}
