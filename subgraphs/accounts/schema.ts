import type { SubgraphDefinition } from '../../platform/graphql/build-subgraph';
import { CredentialResolver } from './resolvers/credential.resolver';
import { TeamResolver, accountsReferences } from './resolvers/team.resolver';

export const accountsSubgraph: SubgraphDefinition = {
  name: 'accounts',
  resolvers: [CredentialResolver, TeamResolver],
  references: accountsReferences,
};
