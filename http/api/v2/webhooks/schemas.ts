import { WebhookEndpointCreatedExample, WebhookEndpointDeletedExample, WebhookEndpointExample, WebhookEndpointListExample, WebhookTestEventExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES } from '../../../../subgraphs/webhooks';
import { PathIdParams, prefixedId } from '../schemas';
import { StringEnum } from '../../string-enum';

const Timestamp = Type.String({ format: 'date-time' });
const EVENT_KINDS = WEBHOOK_EVENT_TYPES.join(', ');

// The URL's shape only: the domain checks it (https, credentials), so GraphQL callers get the same rules. The event kinds are an enum
// here too (the domain checks them again for GraphQL callers), so the document lists them.
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute https:// URL, up to 2048 characters, without user name or password.' });
const EventKind = Type.String({ enum: [...WEBHOOK_EVENT_TYPES] });
const EnabledEvents = Type.Array(EventKind, {
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  uniqueItems: true,
  description: `Event kinds to receive, at least one, each once: ${EVENT_KINDS}.`,
});

export const WebhookEndpoint = Type.Object(
  {
    object: Type.Literal('webhook_endpoint'),
    id: prefixedId('whk'),
    url: Type.String(),
    enabledEvents: Type.Array(EventKind, { description: EVENT_KINDS }),
    status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')], { description: 'disabled endpoints receive nothing until re-enabled with PATCH status=enabled' }),
    disabledReason: Type.Union([Type.String(), Type.Null()], { description: 'why deliveries stopped; null while enabled' }),
    livemode: Type.Boolean({ description: 'the key mode that created it; it receives events of that mode only' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'WebhookEndpoint', additionalProperties: false, title: 'WebhookEndpoint', examples: [WebhookEndpointExample] },
);

export const WebhookEndpointCreated = Type.Composite(
  [WebhookEndpoint, Type.Object({ secret: Type.String({ pattern: '^whsec_', description: 'signing secret for X-Service-Signature; shown only in this response' }) })],
  { $id: 'WebhookEndpointCreated', additionalProperties: false, title: 'WebhookEndpointCreated', examples: [WebhookEndpointCreatedExample] },
);

export const WebhookEndpointDeleted = Type.Object(
  { object: Type.Literal('webhook_endpoint'), id: prefixedId('whk'), deleted: Type.Literal(true) },
  { $id: 'WebhookEndpointDeleted', additionalProperties: false, title: 'WebhookEndpointDeleted', examples: [WebhookEndpointDeletedExample] },
);

export const WebhookEndpointList = Type.Object(
  { object: Type.Literal('list'), data: Type.Array(WebhookEndpoint), hasMore: Type.Boolean(), nextCursor: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'WebhookEndpointList', additionalProperties: false, title: 'WebhookEndpointList', examples: [WebhookEndpointListExample] },
);

export const WebhookEndpointCreateBody = Type.Object(
  { url: Url, enabledEvents: EnabledEvents },
  { additionalProperties: false, examples: [{ url: 'https://hooks.example.com/survey-feedback', enabledEvents: ['survey.completed', 'order.paid'] }] },
);

export const WebhookEndpointUpdateBody = Type.Object(
  {
    url: Type.Optional(Url),
    enabledEvents: Type.Optional(EnabledEvents),
    status: Type.Optional(Type.Literal('enabled', { description: 'turns a disabled endpoint back on' })),
  },
  { additionalProperties: false, description: 'At least one field.', examples: [{ enabledEvents: ['survey.completed'] }] },
);

export const WebhookEndpointIdParams = PathIdParams('whk', 'webhook endpoint');

export const WebhookEndpointListQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })), cursor: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

export const WebhookTestEventBody = Type.Object(
  { type: StringEnum(WEBHOOK_EVENT_TYPES, { description: `The kind of event to send: ${EVENT_KINDS}. The endpoint need not subscribe to it.` }) },
  { additionalProperties: false, examples: [{ type: 'order.paid' }] },
);

export const WebhookTestEvent = Type.Object(
  {
    object: Type.Literal('webhook_event'),
    id: prefixedId('evt', { description: 'the envelope id the endpoint receives' }),
    type: EventKind,
    test: Type.Literal(true, { description: 'a test event: its envelope carries "test": true too' }),
    livemode: Type.Boolean({ description: 'the endpoint’s mode' }),
    createdAt: Timestamp,
  },
  { $id: 'WebhookTestEvent', additionalProperties: false, title: 'WebhookTestEvent', examples: [WebhookTestEventExample] },
);

/** Documents the optional Idempotency-Key (checked by http/api/idempotency.ts). */
export const WebhookTestEventHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description:
        'Optional: without one, every request sends a new test event. Up to 255 characters, unique per attempt; kept 24 h per team. A retry with the same key and body gets the first answer again (Idempotent-Replayed: true) and sends nothing more; the same key with another body is 409 idempotency_mismatch, and one still being processed is 409 idempotency_in_flight with Retry-After.',
    }),
  ),
});
