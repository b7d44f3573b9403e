import type { EntityManager } from '@mikro-orm/postgresql';
import { serializeOrder } from '../../rest-facade/v2/billing/serializers';
import { serializeSurvey } from '../../rest-facade/v2/surveys/serializers';
import type { GraphOrder, GraphSurvey } from '../../rest-facade/graph-types';
import { Order } from '../../subgraphs/billing/entities/order.entity';
import { liveUnits } from '../../subgraphs/billing/ledger.service';
import { toOrderType } from '../../subgraphs/billing/resolvers/types';
import { unitsToCredits } from '../../subgraphs/surveys/pricing/money';
import { toSurveyTypeWithRefs } from '../../subgraphs/surveys/resolvers/survey.mapper';
import { findSurveyForReference } from '../../subgraphs/surveys/surveys.service';

/**
 * The `data.object` of a webhook event: the current v2 resource, made by the same serializers
 * as GET /v2/surveys/{id} and GET /v2/orders/{id} (webhooks are a v2 feature), with the team
 * and mode the event belongs to. Null when the resource is gone.
 */
export async function webhookObject(em: EntityManager, type: string, payload: Record<string, unknown>): Promise<{ object: unknown; teamId: string; livemode: boolean } | null> {
  if (type === 'order.paid') {
    const order = await em.findOne(Order, { id: String(payload.orderId) });
    if (!order) return null;
    return { object: serializeOrder(toOrderType(order) as GraphOrder), teamId: order.teamId, livemode: order.livemode };
  }
  const view = await findSurveyForReference(em, String(payload.surveyId));
  if (!view) return null;
  const { survey } = view;
  const teamCredits = unitsToCredits(await liveUnits(em, { teamId: survey.teamId, livemode: survey.livemode }));
  const graph = { ...(await toSurveyTypeWithRefs(em, view)), teamCredits } as unknown as GraphSurvey;
  return { object: serializeSurvey(graph), teamId: survey.teamId, livemode: survey.livemode };
}
