import type { Static } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HELP_ARTICLE_TYPES, HELP_LOCALES } from '../../../../subgraphs/media';
import { typedRoute, type RouteModule } from '../../../deps';
import { statusOf, type ApiError } from '../../../../graph-client/errors';
import { reasonOf, v1Body } from '../../../envelopes';
import { sendError, toApiError } from '../../../error-handler';
import { callerOf } from '../../../../graph-client/graph-client';
import { adaptForV1 } from '../adapt-error';
import { v1Responses } from '../schemas';
import { HelpSearchError, HelpSearchQuery, HelpSearchResponse } from './schemas';
import { serializeHelpSearch } from './serializers';
import { HelpSearchDocument } from '../../../../graph-client/generated';

/** Plainer words than the schema validator's for the two list-valued parameters. */
const ALLOWED: Record<string, string> = {
  locale: `locale must be one of ${HELP_LOCALES.join(', ')}.`,
  types: `types must be a comma-separated list of ${HELP_ARTICLE_TYPES.join(', ')}.`,
};

/** Spec (v1 errors, 4): a help-search 400 is {statusCode, error, message}; other statuses keep the v1 body. */
function helpSearchErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const e: ApiError = adaptForV1(toApiError(err, request));
  const status = statusOf(e.kind);
  if (status !== 400) return sendError(reply, e, v1Body(e));
  const message = e.code === 'parameter_invalid' && e.param && ALLOWED[e.param] ? ALLOWED[e.param] : e.message;
  return sendError(reply, e, { statusCode: status, error: reasonOf(e.kind), message });
}

export const helpRoutes: RouteModule = ({ graph }) => [
  typedRoute<{ Querystring: Static<typeof HelpSearchQuery> }>({
    method: 'GET',
    url: '/help/search',
    config: { scope: 'read' },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- returns the reply (`return reply.send()`), a thenable Fastify accepts here
    errorHandler: helpSearchErrorHandler,
    schema: {
      operationId: 'searchHelp',
      summary: 'Search help articles, examples, case studies and solutions in one language',
      tags: ['help'],
      querystring: HelpSearchQuery,
      response: { ...v1Responses({ 200: HelpSearchResponse }), 400: { ...HelpSearchError, description: 'Invalid parameters.' } },
    },
    handler: async (request) => {
      const q = request.query;
      const data = await graph.run(
        HelpSearchDocument,
        { query: q.query, page: q.page ?? 1, perPage: q.per_page ?? 20, locale: q.locale ?? 'en', types: q.types ? q.types.split(',') : null },
        callerOf(request),
      );
      return serializeHelpSearch(data.helpSearch);
    },
  }),
];
