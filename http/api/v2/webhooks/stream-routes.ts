import { Type, type Static } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES } from '../../../../subgraphs/webhooks';
import { typedRoute, type RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { v2Responses } from '../schemas';
import { lastEventId, newSession, SESSION_PATTERN, streamEvents } from './event-stream';

const KINDS = WEBHOOK_EVENT_TYPES.map((k) => k.replace(/\./g, '\\.')).join('|');

const StreamQuery = Type.Object(
  {
    events: Type.Optional(
      Type.String({
        pattern: `^(${KINDS})(,(${KINDS}))*$`,
        maxLength: 200,
        description: `Only these kinds, comma-separated (${WEBHOOK_EVENT_TYPES.join(', ')}); every kind when absent.`,
        examples: ['order.paid,survey.completed'],
      }),
    ),
    session: Type.Optional(
      Type.String({
        pattern: SESSION_PATTERN,
        description: 'The `session` of an earlier `ready` event: resuming it keeps its signing secret. A new session (and secret) when absent.',
        examples: ['5f0c6a2e9b1d4c7e8a3f2b6d1e9c4a7f'],
      }),
    ),
  },
  { additionalProperties: false },
);

const StreamHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({ maxLength: 100, description: 'The `id` of the last event received (`evt_…`): the stream starts with the events after it instead of now.' }),
  ),
});

const EVENT_FORMAT = [
  'Server-sent events (text/event-stream, UTF-8). First `event: ready` with `data: {"secret":"whsec_…","session":"<32 hex>","livemode":false}`:',
  'the session’s signing secret. Then, for each event of the key’s team in test mode from now on (or after Last-Event-ID), oldest first:',
  '`id: evt_…`, `event: webhook`, `data: {"type":"…","body":"<the envelope, exactly as endpoints receive it>","signature":"t=…,v1=…"}`:',
  'POST `body` with `X-Service-Signature: <signature>` to reproduce a delivery; the signature verifies with the session secret (docs/webhooks.md).',
  'A comment line (`: keep-alive`) every 15 s. `event: error` with `data: {"code","message"}` precedes the end of a stream that fails or whose key is revoked.',
].join(' ');

const EventStreamBody = { content: { 'text/event-stream': { schema: { type: 'string', description: EVENT_FORMAT } } } };

export const webhookStreamRoutes: RouteModule = ({ graph, limits }) => [
  typedRoute<{ Querystring: Static<typeof StreamQuery>; Headers: Static<typeof StreamHeaders> }>({
    method: 'GET',
    url: '/webhook-events/stream',
    config: { scope: 'read' },
    schema: {
      operationId: 'streamWebhookEvents',
      summary: 'Stream the team’s test-mode events as they happen, signed with a per-session secret (what `npm run cli -- listen` forwards); test-mode keys only',
      description:
        `${EVENT_FORMAT} A live-mode key is refused (403 permission_error / test_mode_only). A team may have LISTEN_STREAMS_PER_TEAM streams open at once ` +
        '(10 by default): one more is refused (429 rate_limit_error / stream_limit_reached) until one ends. Events reach the stream whether or not the team has endpoints.',
      tags: ['webhooks'],
      querystring: StreamQuery,
      headers: StreamHeaders,
      response: v2Responses({ 200: EventStreamBody }),
    },
    handler: async (request, reply) => {
      const principal = request.principal!;
      if (principal.livemode) {
        throw new ApiError('forbidden', 'test_mode_only', 'The event stream is for test mode: use a test-mode key (sk_test_…). Live events go to webhook endpoints only.');
      }
      const resumeAfter = lastEventId(request.headers['last-event-id']);
      if (resumeAfter === undefined) throw new ApiError('invalid', 'parameter_invalid', 'Last-Event-ID must be the id of an event (evt_ and 32 hex digits).', 'Last-Event-ID');
      const types = request.query.events ? [...new Set(request.query.events.split(','))] : null;
      // Each open stream polls once a second for as long as it lasts: a team holds a bounded number.
      const slot = await limits.streams.hold(principal.team.id);
      if (!slot) {
        throw new ApiError(
          'rate_limited',
          'stream_limit_reached',
          `This team already has ${limits.streams.perTeam} event streams open, the most it may have at once. End one (^C in npm run cli -- listen) and connect again.`,
        );
      }
      return streamEvents({ graph, request, reply, principal, types, session: request.query.session ?? newSession(), resumeAfter, onEnd: () => void slot.release() });
    },
  }),
];
