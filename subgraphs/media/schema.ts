import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { MediaStatusResolver } from './resolvers/status.resolver';

/** The media subgraph. Its domain arrives with its issue; today it answers readiness only. */
export const mediaSubgraph: SubgraphDefinition = {
  name: 'media',
  resolvers: [MediaStatusResolver],
};
