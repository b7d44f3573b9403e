import { GRAPH_TRAIT_KIND } from '../../../../graph-client/graph-enums';
import type { Static } from '@sinclair/typebox';
import type { RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { v2Responses } from '../schemas';
import { TraitList, TraitsQuery } from './schemas';
import { serializeTraitList } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import { TraitsDocument } from '../../../../graph-client/generated';

/** An unsupported country is an invalid parameter (spec: v2 400 codes), not a code of its own. */
function asParameterInvalid(e: unknown): unknown {
  if (!(e instanceof ApiError) || e.code !== 'country_unsupported') return e;
  return new ApiError('invalid', 'parameter_invalid', e.message, 'country');
}

export const traitsRoutes: RouteModule = ({ graph }) => [
  {
    method: 'GET',
    url: '/traits',
    config: { scope: 'read' },
    schema: {
      operationId: 'listTraits',
      summary: 'Targeting and reporting traits of a respondent country',
      description: 'The whole catalogue of one country in a single list (hasMore is false, nextCursor null); no cursor or limit.',
      tags: ['traits'],
      querystring: TraitsQuery,
      response: v2Responses({ 200: TraitList }),
    },
    handler: async (request) => {
      // Validated against TraitsQuery before the handler runs.
      const query = request.query as Static<typeof TraitsQuery>;
      const { country, kind } = query;
      const caller = callerOf(request);
      try {
        const { traits } = await graph.run(TraitsDocument, { country, kind: kind && GRAPH_TRAIT_KIND[kind] }, caller);
        return serializeTraitList(traits);
      } catch (e) {
        throw asParameterInvalid(e);
      }
    },
  },
];
