import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { SurveysStatusResolver } from './resolvers/status.resolver';

/** The surveys subgraph. Its domain arrives with its issue; today it answers readiness only. */
export const surveysSubgraph: SubgraphDefinition = {
  name: 'surveys',
  resolvers: [SurveysStatusResolver],
};
