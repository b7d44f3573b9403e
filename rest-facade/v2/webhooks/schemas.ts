import { Type } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES } from '../../../subgraphs/webhooks';
import { prefixedId } from '../schemas';

const Timestamp = Type.String({ format: 'date-time' });
const EVENT_KINDS = WEBHOOK_EVENT_TYPES.join(', ');

// Shape only: the domain checks the URL (https, credentials) and the kinds, so GraphQL callers get the same rules and every refusal names the field itself.
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'Absolute https:// URL, up to 2048 characters, without user name or password.' });
const EnabledEvents = Type.Array(Type.String({ maxLength: 100 }), {
  minItems: 1,
  maxItems: 20,
  description: `Event kinds to receive, at least one, each once: ${EVENT_KINDS}.`,
});

export const WebhookEndpoint = Type.Object(
  {
    object: Type.Literal('webhook_endpoint'),
    id: prefixedId('whk'),
    url: Type.String(),
    enabledEvents: Type.Array(Type.String(), { description: EVENT_KINDS }),
    status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')], { description: 'disabled endpoints receive nothing until re-enabled with PATCH status=enabled' }),
    disabledReason: Type.Union([Type.String(), Type.Null()], { description: 'why deliveries stopped; null while enabled' }),
    livemode: Type.Boolean({ description: 'the key mode that created it; it receives events of that mode only' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false, title: 'WebhookEndpoint' },
);

export const WebhookEndpointCreated = Type.Composite(
  [WebhookEndpoint, Type.Object({ secret: Type.String({ pattern: '^whsec_', description: 'signing secret for X-Service-Signature; shown only in this response' }) })],
  { additionalProperties: false, title: 'WebhookEndpointCreated' },
);

export const WebhookEndpointDeleted = Type.Object(
  { object: Type.Literal('webhook_endpoint'), id: prefixedId('whk'), deleted: Type.Literal(true) },
  { additionalProperties: false, title: 'WebhookEndpointDeleted' },
);

export const WebhookEndpointList = Type.Object(
  { object: Type.Literal('list'), data: Type.Array(WebhookEndpoint), hasMore: Type.Boolean(), nextCursor: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: false, title: 'WebhookEndpointList' },
);

export const WebhookEndpointCreateBody = Type.Object({ url: Url, enabledEvents: EnabledEvents }, { additionalProperties: false });

export const WebhookEndpointUpdateBody = Type.Object(
  {
    url: Type.Optional(Url),
    enabledEvents: Type.Optional(EnabledEvents),
    status: Type.Optional(Type.Literal('enabled', { description: 'turns a disabled endpoint back on' })),
  },
  { additionalProperties: false, description: 'At least one field.' },
);

export const WebhookEndpointIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) }, { additionalProperties: false });

export const WebhookEndpointListQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })), cursor: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
