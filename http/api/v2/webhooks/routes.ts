import type { Static } from '@sinclair/typebox';
import { fromPublicId, toPublicId } from '../../../../platform/ids';
import { typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { noSuch } from '../not-found';
import { callerOf } from '../../../../graph-client/graph-client';
import { v2Responses } from '../schemas';
import {
  WebhookEndpoint,
  WebhookEndpointCreateBody,
  WebhookEndpointCreated,
  WebhookEndpointDeleted,
  WebhookEndpointIdParams,
  WebhookEndpointList,
  WebhookEndpointListQuery,
  WebhookEndpointUpdateBody,
  WebhookTestEvent,
  WebhookTestEventBody,
  WebhookTestEventHeaders,
} from './schemas';
import { serializeWebhookEndpoint } from './serializers';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  GetWebhookEndpointDocument,
  ListWebhookEndpointsDocument,
  SendTestWebhookEventDocument,
  UpdateWebhookEndpointDocument,
} from '../../../../graph-client/generated';
import { sampleWebhookObject } from '../../../../graph-client/v2/samples';

/** `whk_…` → UUID; a GUID or another prefix is simply not found (v2 never accepts GUIDs). */
function endpointId(id: string): string {
  const uuid = fromPublicId('whk', id);
  if (!uuid) throw noSuch('webhook endpoint', id);
  return uuid;
}

export const webhooksRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Body: Static<typeof WebhookEndpointCreateBody> }>({
    method: 'POST',
    url: '/webhook-endpoints',
    config: { scope: 'write' },
    schema: {
      operationId: 'createWebhookEndpoint',
      summary: 'Register an HTTPS endpoint for events (up to 10 per team); the only response that shows its signing secret',
      tags: ['webhooks'],
      body: WebhookEndpointCreateBody,
      response: v2Responses({ 200: WebhookEndpointCreated }, [409]),
    },
    handler: async (request, reply) => {
      if (request.headers['idempotency-key'] !== undefined) {
        throw new ApiError('invalid', 'parameter_unknown', 'POST /v2/webhook-endpoints does not take an Idempotency-Key; reconcile retries with the list.', 'Idempotency-Key');
      }
      // The signing secret is shown once: no cache on the way may keep it (issue 35).
      void reply.header('cache-control', 'no-store');
      const data = await graph.run(CreateWebhookEndpointDocument, { input: request.body }, callerOf(request));
      return { ...serializeWebhookEndpoint(data.createWebhookEndpoint.endpoint), secret: data.createWebhookEndpoint.secret };
    },
  }),
  typedRoute<{ Querystring: Static<typeof WebhookEndpointListQuery> }>({
    method: 'GET',
    url: '/webhook-endpoints',
    config: { scope: 'read' },
    schema: {
      operationId: 'listWebhookEndpoints',
      summary: 'The team’s webhook endpoints, newest first (no secrets)',
      tags: ['webhooks'],
      querystring: WebhookEndpointListQuery,
      response: v2Responses({ 200: WebhookEndpointList }),
    },
    handler: async (request) => {
      const { limit = 10, cursor } = request.query;
      const data = await graph.run(ListWebhookEndpointsDocument, { limit, cursor: cursor ?? null }, callerOf(request));
      const page = data.webhookEndpoints;
      return { object: 'list' as const, data: page.nodes.map(serializeWebhookEndpoint), hasMore: page.hasMore, nextCursor: page.nextCursor };
    },
  }),
  typedRoute<{ Params: Static<typeof WebhookEndpointIdParams> }>({
    method: 'GET',
    url: '/webhook-endpoints/:id',
    config: { scope: 'read' },
    schema: {
      operationId: 'getWebhookEndpoint',
      summary: 'One webhook endpoint (no secret)',
      tags: ['webhooks'],
      params: WebhookEndpointIdParams,
      response: v2Responses({ 200: WebhookEndpoint }),
    },
    handler: async (request) => {
      const data = await graph.run(GetWebhookEndpointDocument, { id: endpointId(request.params.id) }, callerOf(request));
      return serializeWebhookEndpoint(data.webhookEndpoint);
    },
  }),
  typedRoute<{ Params: Static<typeof WebhookEndpointIdParams>; Body: Static<typeof WebhookEndpointUpdateBody> }>({
    method: 'PATCH',
    url: '/webhook-endpoints/:id',
    config: { scope: 'write' },
    schema: {
      operationId: 'updateWebhookEndpoint',
      summary: 'Change the URL or the subscribed events, or re-enable a disabled endpoint (status=enabled); the secret stays',
      tags: ['webhooks'],
      params: WebhookEndpointIdParams,
      body: WebhookEndpointUpdateBody,
      response: v2Responses({ 200: WebhookEndpoint }),
    },
    handler: async (request) => {
      const id = endpointId(request.params.id);
      if (Object.keys(request.body).length === 0) {
        throw new ApiError('invalid', 'parameter_missing', 'Send at least one of url, enabledEvents or status.');
      }
      const data = await graph.run(UpdateWebhookEndpointDocument, { id, input: request.body }, callerOf(request));
      return serializeWebhookEndpoint(data.updateWebhookEndpoint);
    },
  }),
  typedRoute<{ Params: Static<typeof WebhookEndpointIdParams> }>({
    method: 'DELETE',
    url: '/webhook-endpoints/:id',
    config: { scope: 'write' },
    schema: {
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete an endpoint: deliveries to it stop (to rotate a secret, delete and create anew)',
      tags: ['webhooks'],
      params: WebhookEndpointIdParams,
      response: v2Responses({ 200: WebhookEndpointDeleted }),
    },
    handler: async (request) => {
      const data = await graph.run(DeleteWebhookEndpointDocument, { id: endpointId(request.params.id) }, callerOf(request));
      return { object: 'webhook_endpoint' as const, id: toPublicId('whk', data.deleteWebhookEndpoint), deleted: true as const };
    },
  }),
  typedRoute<{ Params: Static<typeof WebhookEndpointIdParams>; Body: Static<typeof WebhookTestEventBody> }>({
    method: 'POST',
    url: '/webhook-endpoints/:id/test',
    // A retry with the key gets the first answer and sends nothing more; without one each request is a new event.
    config: { scope: 'write', idempotency: 'optional' },
    schema: {
      operationId: 'sendTestWebhookEvent',
      summary:
        'Send a test event of a kind to this endpoint only: a sample survey or order, signed and delivered as usual, its envelope marked "test": true; 409 endpoint_disabled while the endpoint is disabled',
      tags: ['webhooks'],
      params: WebhookEndpointIdParams,
      headers: WebhookTestEventHeaders,
      body: WebhookTestEventBody,
      response: v2Responses({ 200: WebhookTestEvent }, [409]),
    },
    handler: async (request) => {
      const caller = callerOf(request);
      const object = sampleWebhookObject(request.body.type, request.principal!.livemode);
      const data = await graph.run(SendTestWebhookEventDocument, { endpointId: endpointId(request.params.id), type: request.body.type, object }, caller);
      const e = data.sendTestWebhookEvent;
      return { object: 'webhook_event' as const, id: toPublicId('evt', e.id), type: request.body.type, test: true as const, livemode: e.livemode, createdAt: e.createdAt };
    },
  }),
];
