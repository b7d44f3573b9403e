import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEBHOOK_EVENT_TYPES } from '../../../subgraphs/webhooks';
import type { FacadeDeps } from '../../deps';
import { statusOf } from '../../../graph-client/errors';
import { managersOnly, signedInFor } from '../guards';
import { checkboxes, CsrfField, ticked } from '../forms';
import { render, shownOnForm, type PageContext } from '../render';
import { consoleCaller } from '../session';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  DisableWebhookEndpointDocument,
  EndpointAttemptsDocument,
  GetWebhookEndpointDocument,
  ListWebhookEndpointsDocument,
  RedeliverToEndpointDocument,
  SendTestWebhookEventDocument,
  UpdateWebhookEndpointDocument,
} from '../../../graph-client/generated';
import { sampleWebhookObject } from '../../../graph-client/v2/samples';

const signedIn = signedInFor('/console/webhooks');
const manager = managersOnly('Only owners and admins manage webhook endpoints.');

const EndpointBody = Type.Object({ ...CsrfField, url: Type.String({ maxLength: 2048 }), events: checkboxes(WEBHOOK_EVENT_TYPES) }, { additionalProperties: false });
const EmptyBody = Type.Object(CsrfField, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const EventKind = Type.Union(WEBHOOK_EVENT_TYPES.map((t) => Type.Literal(t)));
const TestEventBody = Type.Object({ ...CsrfField, type: EventKind }, { additionalProperties: false });
const RedeliverParams = Type.Object({ id: Type.String({ format: 'uuid' }), eventId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const DoneQuery = Type.Object(
  {
    done: Type.Optional(
      Type.Union([Type.Literal('saved'), Type.Literal('deleted'), Type.Literal('enabled'), Type.Literal('disabled'), Type.Literal('redelivered'), Type.Literal('test')]),
    ),
    // With done=test: the kind sent, named in the notice.
    type: Type.Optional(EventKind),
  },
  { additionalProperties: false },
);

const NOTICES = {
  saved: 'The endpoint was saved.',
  deleted: 'The endpoint was deleted; queued retries to it have stopped.',
  enabled: 'The endpoint is enabled again and receives new events.',
  disabled: 'The endpoint is disabled; it receives nothing until you enable it.',
  redelivered: 'The event is on its way again, with the same id.',
  test: 'A test event is on its way.',
} as const;

const noticeOf = (q: Static<typeof DoneQuery>) => (q.done === 'test' && q.type ? `A test ${q.type} event is on its way.` : q.done ? NOTICES[q.done] : null);

/** Webhook endpoints of the mode the console shows: list, create (secret shown once), edit, enable, delete, test events, and each one's delivery log. */
export const webhookRoutes = ({ graph }: FacadeDeps, _page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);
    const list = async (request: FastifyRequest) => (await graph.run(ListWebhookEndpointsDocument, { limit: 100 }, consoleCaller(request))).webhookEndpoints.nodes;

    async function listPage(reply: FastifyReply, request: FastifyRequest, extra: Record<string, unknown> = {}) {
      return render(reply, request, 'webhooks', {
        title: 'Webhooks',
        endpoints: await list(request),
        canManage: request.consoleUser!.role !== 'member',
        events: WEBHOOK_EVENT_TYPES,
        notice: null,
        error: null,
        form: {},
        ...extra,
      });
    }

    async function endpointPage(reply: FastifyReply, request: FastifyRequest, id: string, extra: Record<string, unknown> = {}) {
      const caller = consoleCaller(request);
      const [{ webhookEndpoint }, { webhookEndpointAttempts }] = await Promise.all([
        graph.run(GetWebhookEndpointDocument, { id }, caller),
        graph.run(EndpointAttemptsDocument, { endpointId: id }, caller),
      ]);
      return render(reply, request, 'webhook', {
        title: 'Webhook endpoint',
        endpoint: webhookEndpoint,
        attempts: webhookEndpointAttempts,
        canManage: request.consoleUser!.role !== 'member',
        events: WEBHOOK_EVENT_TYPES,
        notice: null,
        error: null,
        testError: null,
        testType: null,
        form: null,
        ...extra,
      });
    }

    const refusal = (err: unknown) => {
      if (!shownOnForm(err) || err.kind === 'not_found') throw err;
      return { status: statusOf(err.kind), error: { message: err.message, param: err.param ?? null } };
    };

    app.get<{ Querystring: Static<typeof DoneQuery> }>('/webhooks', { schema: { querystring: DoneQuery }, preHandler: signedIn }, async (request, reply) =>
      listPage(reply, request, { notice: request.query.done ? NOTICES[request.query.done] : null }),
    );

    app.post<{ Body: Static<typeof EndpointBody> }>('/webhooks', { schema: { body: EndpointBody }, preHandler: [signedIn, csrf, manager] }, async (request, reply) => {
      const { url } = request.body;
      const enabledEvents = ticked(request.body.events);
      try {
        const { createWebhookEndpoint } = await graph.run(CreateWebhookEndpointDocument, { input: { url, enabledEvents } }, consoleCaller(request));
        return render(reply.code(201), request, 'webhook-created', {
          title: 'Your new webhook endpoint',
          endpoint: createWebhookEndpoint.endpoint,
          secret: createWebhookEndpoint.secret,
        });
      } catch (err) {
        const { status, error } = refusal(err);
        return listPage(reply.code(status), request, { error, form: { url, events: enabledEvents } });
      }
    });

    app.get<{ Params: Static<typeof IdParams>; Querystring: Static<typeof DoneQuery> }>(
      '/webhooks/:id',
      { schema: { params: IdParams, querystring: DoneQuery }, preHandler: signedIn },
      // After a test event, the kind just sent stays chosen.
      async (request, reply) => endpointPage(reply, request, request.params.id, { notice: noticeOf(request.query), testType: request.query.type ?? null }),
    );

    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EndpointBody> }>(
      '/webhooks/:id',
      { schema: { params: IdParams, body: EndpointBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        const { url } = request.body;
        const enabledEvents = ticked(request.body.events);
        try {
          await graph.run(UpdateWebhookEndpointDocument, { id: request.params.id, input: { url, enabledEvents } }, consoleCaller(request));
          return reply.redirect(`/console/webhooks/${request.params.id}?done=saved`, 303);
        } catch (err) {
          const { status, error } = refusal(err);
          return endpointPage(reply.code(status), request, request.params.id, { error, form: { url, events: enabledEvents } });
        }
      },
    );

    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EmptyBody> }>(
      '/webhooks/:id/enable',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        await graph.run(UpdateWebhookEndpointDocument, { id: request.params.id, input: { status: 'enabled' } }, consoleCaller(request));
        return reply.redirect(`/console/webhooks/${request.params.id}?done=enabled`, 303);
      },
    );

    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EmptyBody> }>(
      '/webhooks/:id/disable',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        await graph.run(DisableWebhookEndpointDocument, { id: request.params.id }, consoleCaller(request));
        return reply.redirect(`/console/webhooks/${request.params.id}?done=disabled`, 303);
      },
    );

    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EmptyBody> }>(
      '/webhooks/:id/delete',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        await graph.run(DeleteWebhookEndpointDocument, { id: request.params.id }, consoleCaller(request));
        return reply.redirect('/console/webhooks?done=deleted', 303);
      },
    );

    // A sample event of the chosen kind to this endpoint only (GET after POST: the log shows it once delivered).
    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof TestEventBody> }>(
      '/webhooks/:id/test',
      { schema: { params: IdParams, body: TestEventBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        const { type } = request.body;
        const caller = consoleCaller(request);
        const object = sampleWebhookObject(type, caller.principal!.livemode);
        try {
          await graph.run(SendTestWebhookEventDocument, { endpointId: request.params.id, type, object }, caller);
        } catch (err) {
          const { status, error } = refusal(err);
          return endpointPage(reply.code(status), request, request.params.id, { testError: error.message, testType: type });
        }
        return reply.redirect(`/console/webhooks/${request.params.id}?done=test&type=${encodeURIComponent(type)}`, 303);
      },
    );

    app.post<{ Params: Static<typeof RedeliverParams>; Body: Static<typeof EmptyBody> }>(
      '/webhooks/:id/events/:eventId/redeliver',
      { schema: { params: RedeliverParams, body: EmptyBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        await graph.run(RedeliverToEndpointDocument, { eventId: request.params.eventId, endpointId: request.params.id }, consoleCaller(request));
        return reply.redirect(`/console/webhooks/${request.params.id}?done=redelivered`, 303);
      },
    );
  };
