import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { systemPrincipal } from '../../platform/principal';
import type { Owner } from '../../platform/owner';
import { ApiError } from '../../graph-client/errors';
import type { GraphClient } from '../../graph-client/graph-client';
import { v2Order, v2Survey } from '../../graph-client/v2/objects';
import { getTeam } from '../../subgraphs/accounts';
import { orderOwner } from '../../subgraphs/billing';
import { surveyOwner } from '../../subgraphs/surveys';

/**
 * The `data.object` of a webhook event: the current v2 resource exactly as its team's key reads
 * it with GET /v2/surveys/{id} or GET /v2/orders/{id} (webhooks are a v2 feature) — the same
 * operation and serializer (graph-client/v2/objects.ts), run as the team and mode the resource
 * belongs to. Null when the resource is gone.
 */
export async function webhookObject(
  em: EntityManager,
  graph: GraphClient,
  type: string,
  payload: Record<string, unknown>,
  caller: { requestId: string; log: Logger },
): Promise<{ object: unknown; teamId: string; livemode: boolean } | null> {
  const isOrder = type === 'order.paid';
  const id = String(isOrder ? payload.orderId : payload.surveyId);
  const owner: Owner | null = isOrder ? await orderOwner(em, id) : await surveyOwner(em, id);
  if (!owner) return null;
  const { name: teamName } = await getTeam(em, owner.teamId);
  const as = { ...caller, principal: systemPrincipal({ ...owner, teamName }, 'webhooks') };
  try {
    const object = isOrder ? await v2Order(graph, id, as) : await v2Survey(graph, id, as);
    return { object, teamId: owner.teamId, livemode: owner.livemode };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'not_found') return null;
    throw err;
  }
}
