import { Type, type Static } from '@sinclair/typebox';
import { fromPublicId } from '../../../../platform/ids';
import { sendCsv } from '../../../csv-reply';
import { typedRoute, type RouteModule } from '../../../deps';
import { callerOf } from '../../../../graph-client/graph-client';
import { PathIdParams, v2Responses } from '../schemas';
import { noSuch } from '../not-found';

const Params = PathIdParams('srv', 'survey');
const Query = Type.Object(
  {
    layout: Type.Optional(
      Type.String({ enum: ['long', 'wide'], default: 'long', description: 'long (default): one row per response; wide: one row per respondent (docs/exports.md).' }),
    ),
    status: Type.Optional(
      Type.String({
        enum: ['valid', 'all'],
        default: 'valid',
        description: 'valid (default): valid responses only, as in the results; all: rejected respondents too, with `status` and `rejection_reason` columns (docs/exports.md).',
      }),
    ),
    t: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        description: 'The signed download token of a CSV download link (the MCP tool get_csv_link): authenticates this one download in place of the Authorization header.',
      }),
    ),
  },
  { additionalProperties: false },
);
const CsvBody = { content: { 'text/csv': { schema: { type: 'string', description: 'UTF-8, RFC 4180 quoting, LF line ends; v2 ids; columns in docs/exports.md.' } } } };

export const v2ExportsRoutes: RouteModule = ({ graph, exports }) => [
  typedRoute<{ Params: Static<typeof Params>; Querystring: Static<typeof Query> }>({
    method: 'GET',
    url: '/surveys/:id/exports/csv',
    config: { scope: 'read', downloadToken: true },
    schema: {
      operationId: 'downloadSurveyCsv',
      summary:
        'The survey’s valid responses (or all, with status=all) as CSV, streamed. 409 survey_not_completed until it has completed; 502 upstream_unavailable when the exporter is down',
      tags: ['exports'],
      params: Params,
      querystring: Query,
      response: v2Responses({ 200: CsvBody }, [409, 429, 502]),
    },
    handler: async (request, reply) => {
      const surveyId = fromPublicId('srv', request.params.id);
      if (!surveyId) throw noSuch('survey', request.params.id);
      return sendCsv(reply, {
        graph,
        exports,
        caller: callerOf(request),
        surveyId,
        layout: request.query.layout === 'wide' ? 'wide' : 'long',
        ids: 'prefixed',
        status: request.query.status === 'all' ? 'all' : 'valid',
        filename: request.params.id,
      });
    },
  }),
];
