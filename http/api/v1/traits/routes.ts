import { GRAPH_TRAIT_KIND } from '../../../../graph-client/graph-enums';
import type { Static } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';
import type { FacadeDeps, RouteModule } from '../../../deps';
import { ApiError } from '../../../../graph-client/errors';
import { v1Responses } from '../schemas';
import { TraitList, TraitsQuery } from './schemas';
import { serializeTrait } from './serializers';
import { callerOf } from '../../../../graph-client/graph-client';
import { TraitsDocument } from '../../../../graph-client/generated';

/** An unsupported country is a bad parameter: v1 validation body with details. */
function asValidationError(e: unknown): unknown {
  if (!(e instanceof ApiError) || e.code !== 'country_unsupported') return e;
  const supported = (e.extra?.supportedCountries as string[] | undefined) ?? [];
  return new ApiError('invalid', 'parameter_invalid', e.message, 'country', undefined, [`querystring.country must be one of ${supported.join(', ')}`]);
}

function traitsRoute({ graph }: FacadeDeps, kind: 'targeting' | 'reporting'): RouteOptions {
  return {
    method: 'GET',
    url: `/traits/${kind}`,
    config: { scope: 'read' },
    schema: {
      operationId: kind === 'targeting' ? 'listTargetingTraits' : 'listReportingTraits',
      summary: kind === 'targeting' ? 'Targeting traits of a respondent country' : 'Reporting traits of a respondent country',
      tags: ['traits'],
      querystring: TraitsQuery,
      response: v1Responses({ 200: TraitList }),
    },
    handler: async (request) => {
      // Validated against TraitsQuery before the handler runs.
      const query = request.query as Static<typeof TraitsQuery>;
      const caller = callerOf(request);
      try {
        const { traits } = await graph.run(TraitsDocument, { country: query.country, kind: GRAPH_TRAIT_KIND[kind] }, caller);
        return traits.map(serializeTrait);
      } catch (e) {
        throw asValidationError(e);
      }
    },
  };
}

export const traitsRoutes: RouteModule = (deps) => [traitsRoute(deps, 'targeting'), traitsRoute(deps, 'reporting')];
