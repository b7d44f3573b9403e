import type { Static } from '@sinclair/typebox';
import { fromPublicId } from '../../../../platform/ids';
import { refuseBody, typedRoute, type RouteModule } from '../../../deps';
import { noSuch } from '../not-found';
import { callerOf } from '../../../../graph-client/graph-client';
import { v2Order } from '../../../../graph-client/v2/objects';
import { idempotencyKeyOf } from '../../idempotency';
import { IdempotencyHeaders, v2Responses } from '../schemas';
import { BillingPortalSession, CreditBalance, OrderCreateBody, OrderCreated, Order, OrderIdParams, OrderList, OrderListQuery } from './schemas';
import { serializeOrder } from './serializers';
import { createCreditPackOrder, getCreditBalance } from '../actions';
import { CreateBillingPortalSessionDocument, ListOrdersDocument } from '../../../../graph-client/generated';

function orderId(id: string): string {
  const uuid = fromPublicId('ord', id);
  if (!uuid) throw noSuch('order', id);
  return uuid;
}

export const billingRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Body: Static<typeof OrderCreateBody> }>({
    method: 'POST',
    url: '/orders',
    config: { scope: 'spend', idempotency: 'required' },
    schema: {
      operationId: 'createOrder',
      summary: 'Buy a credit pack: returns the order and its hosted checkout URL (frozen 24 h on the Idempotency-Key)',
      tags: ['billing'],
      headers: IdempotencyHeaders,
      body: OrderCreateBody,
      response: v2Responses({ 200: OrderCreated }, [409, 502]),
    },
    handler: async (request) => {
      return createCreditPackOrder(graph, callerOf(request), request.body.pack, idempotencyKeyOf(request)!);
    },
  }),
  typedRoute<{ Querystring: Static<typeof OrderListQuery> }>({
    method: 'GET',
    url: '/orders',
    config: { scope: 'read' },
    schema: {
      operationId: 'listOrders',
      summary: 'Survey and credit-pack orders, newest first',
      tags: ['billing'],
      querystring: OrderListQuery,
      response: v2Responses({ 200: OrderList }),
    },
    handler: async (request) => {
      const { limit = 20, cursor } = request.query;
      const data = await graph.run(ListOrdersDocument, { limit, cursor: cursor ?? null }, callerOf(request));
      return { object: 'list' as const, data: data.orders.nodes.map(serializeOrder), hasMore: data.orders.hasMore, nextCursor: data.orders.nextCursor };
    },
  }),
  typedRoute<{ Params: Static<typeof OrderIdParams> }>({
    method: 'GET',
    url: '/orders/:id',
    config: { scope: 'read' },
    schema: {
      operationId: 'getOrder',
      summary: 'One order (poll it until a credit-pack order is paid)',
      tags: ['billing'],
      params: OrderIdParams,
      response: v2Responses({ 200: Order }),
    },
    handler: async (request) => {
      return v2Order(graph, orderId(request.params.id), callerOf(request));
    },
  }),
  typedRoute({
    method: 'GET',
    url: '/credit-balance',
    config: { scope: 'read' },
    schema: {
      operationId: 'getCreditBalance',
      summary: 'Remaining credits, their USD value and the buckets they sit in',
      tags: ['billing'],
      response: v2Responses({ 200: CreditBalance }),
    },
    handler: async (request) => {
      return getCreditBalance(graph, callerOf(request));
    },
  }),
  typedRoute({
    method: 'POST',
    url: '/billing-portal-sessions',
    preValidation: refuseBody,
    config: { scope: 'spend' },
    schema: {
      operationId: 'createBillingPortalSession',
      summary: 'A hosted billing-portal page to add or replace the default card',
      tags: ['billing'],
      response: v2Responses({ 200: BillingPortalSession }, [502]),
    },
    handler: async (request) => {
      const data = await graph.run(CreateBillingPortalSessionDocument, {}, callerOf(request));
      return { object: 'billing_portal_session' as const, url: data.createBillingPortalSession.url };
    },
  }),
];
